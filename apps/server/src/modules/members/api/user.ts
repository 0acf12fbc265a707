import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { checkCredentialsShape } from "../../../auth/credentials-check.ts";
import { identities } from "../../../auth/identity.ts";
import { login } from "../../../auth/login.ts";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { defineRoute } from "../../../http/define-route.ts";
import { defineLogoutRoute } from "../../../http/logout-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { type ConfigValues, configFlag, loadConfig } from "../../../services/site-config.ts";
import { tellApprovers } from "../approval-mails.ts";
import { availableChannels } from "../code-delivery.ts";
import { registerWithProof } from "../member-signup.ts";
import { registerModeOf } from "../register-mode.ts";
import { loadEnabledUser, toUserInfo } from "../user-account.ts";
import { requireOpenCentre } from "./member-guard.ts";

const member = identities.user;

/**
 * `/api/user/checkIn` (login and registration) and `/api/user/logout` (BuildAdmin's User controller). What a
 * registration asks for is the site's registration mode (ADR 0028).
 */
export function userRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens, throttle, env } = services;
  const smsLog = (fields: Record<string, string>, text: string) => app.log.info(fields, text);
  /** The member login asks for the click captcha when the site says so (`user_login_captcha`). */
  const loginCaptcha = (config: ConfigValues) =>
    env.LOGIN_CAPTCHA !== "off" && configFlag(config, "user_login_captcha", false);

  defineRoute(app, "get", "/api/user/checkIn", async () => {
    const config = await loadConfig(db);
    return success({
      userLoginCaptchaSwitch: loginCaptcha(config),
      sendCodeCaptchaSwitch: env.LOGIN_CAPTCHA !== "off",
      accountVerificationType: availableChannels(config, smsLog),
      registerMode: registerModeOf(config),
      openMemberCenter: configFlag(config, "open_member_center", true),
    });
  });

  defineRoute(app, "post", "/api/user/checkIn", async (request) => {
    const config = await requireOpenCentre(db);
    const body = request.body;
    checkCredentialsShape(body.username, body.password, request.lang);
    if (body.tab === "register") {
      if (!configFlag(config, "user_register", true)) throw new AppError({ key: "registerClosed" });
      const registered = await registerWithProof(services, {
        ...body,
        mode: registerModeOf(config),
        ip: request.ip,
        lang: request.lang,
      });
      // Not logged in: the account waits for the administrator, and the answer says so (no tokens).
      if (registered.pending) {
        const user = await db
          .selectFrom("user")
          .selectAll()
          .where("id", "=", registered.id)
          .executeTakeFirstOrThrow();
        tellApprovers(services, config, user);
        return success(
          {
            userInfo: toUserInfo(user, { token: "", refreshToken: "" }),
            routePath: "",
            awaitingApproval: true,
          },
          t("registerAwaitingApproval", request.lang),
        );
      }
    }
    const result = await login(
      member,
      {
        username: body.username,
        password: body.password,
        keep: body.keep === true,
        ip: request.ip,
        captcha: { id: body.captchaId, info: body.captchaInfo },
        // A registration has solved its own captcha (or proved a code) before it logs in.
        captchaAlways: body.tab !== "register" && loginCaptcha(config),
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
