import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { checkCredentialsShape } from "../../auth/credentials-check.ts";
import { identities } from "../../auth/identity.ts";
import { login } from "../../auth/login.ts";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { registerMember } from "../../services/member-registration.ts";
import { configFlag, loadConfig } from "../../services/site-config.ts";
import { loadEnabledUser, toUserInfo } from "../../services/user-account.ts";
import { defineRoute } from "../define-route.ts";
import { defineLogoutRoute } from "../logout-route.ts";

const member = identities.user;

export function userRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens, throttle } = services;

  const requireOpenCentre = async () => {
    const config = await loadConfig(db);
    if (!configFlag(config, "open_member_center", true)) throw new AppError({ key: "memberCenterClosed" });
    return config;
  };

  defineRoute(app, "get", "/api/user/checkIn", async () => {
    const config = await loadConfig(db);
    return success({
      // The click captcha is not enforced yet, so the form is told not to ask for one.
      userLoginCaptchaSwitch: false,
      accountVerificationType: [],
      openMemberCenter: configFlag(config, "open_member_center", true),
    });
  });

  defineRoute(app, "post", "/api/user/checkIn", async (request) => {
    const config = await requireOpenCentre();
    const body = request.body;
    checkCredentialsShape(body.username, body.password, request.lang);
    if (body.tab === "register") {
      if (!configFlag(config, "user_register", true)) throw new AppError({ key: "registerClosed" });
      await registerMember(db, { ...body, ip: request.ip }, request.lang);
    }
    const result = await login(
      member,
      {
        username: body.username,
        password: body.password,
        keep: body.keep === true,
        ip: request.ip,
        captcha: { id: body.captchaId, info: body.captchaInfo },
      },
      { db, tokens, throttle, lang: request.lang },
    );
    const user = await loadEnabledUser(db, result.id);
    if (!user) throw new AppError({ key: "accountDisabled" });
    return success(
      {
        userInfo: toUserInfo(user, { token: result.token, refreshToken: result.refreshToken }),
        routePath: "/user",
      },
      t(body.tab === "register" ? "registerSuccess" : "loginSuccess", request.lang),
    );
  });

  defineLogoutRoute(app, "/api/user/logout", member, tokens);
}
