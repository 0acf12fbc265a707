import { t } from "@corp/domain/messages";
import { localiseRules } from "@corp/domain/rule-titles";
import type { FastifyInstance } from "fastify";
import { recordAdminWrite } from "../../../admin/gate/record-admin-write.ts";
import { checkCredentialsShape } from "../../../auth/credentials-check.ts";
import { identities } from "../../../auth/identity.ts";
import { login } from "../../../auth/login.ts";
import { sessionGuard } from "../../../auth/session.ts";
import { success } from "../../../envelope.ts";
import { defineRoute } from "../../../http/define-route.ts";
import { defineLogoutRoute } from "../../../http/logout-route.ts";
import {
  adminMenus,
  adminPermissions,
  loadEnabledAdmin,
  toAdminInfo,
} from "../../../services/admin-account.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { adminLoginCaptchaRequired } from "../../../services/captcha/login-captcha.ts";
import { loadConfig, siteConfigFrom } from "../../../services/site-config.ts";
import { readPackageManager } from "../../terminal/index.ts";
import { buildAdminMenus } from "../buildadmin-menus.ts";

const admin = identities.admin;

/** The admin log's title of a successful login, beside the rule titles of the other entries. */
const LOGIN_LOG_TITLE = "登录";

export function adminIndexRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens, throttle } = services;

  defineRoute(app, "get", "/admin/index/login", async () => {
    return success({ captcha: await adminLoginCaptchaRequired(db, services.env) });
  });

  defineRoute(app, "post", "/admin/index/login", async (request) => {
    const { username, password, keep, captchaId, captchaInfo } = request.body;
    checkCredentialsShape(username, password, request.lang);
    const result = await login(
      admin,
      {
        username,
        password,
        keep: keep === true,
        ip: request.ip,
        captcha: { id: captchaId, info: captchaInfo },
        captchaAlways: await adminLoginCaptchaRequired(db, services.env),
      },
      { db, tokens, throttle, lang: request.lang },
    );
    const row = await loadEnabledAdmin(db, result.id);
    const perms = await adminPermissions(db, result.id);
    await recordAdminWrite(db, {
      adminId: row.id,
      username: row.username,
      node: "",
      title: LOGIN_LOG_TITLE,
      url: request.url.split("?")[0] ?? "",
      data: { username, keep: keep === true },
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    });
    return success(
      {
        userInfo: toAdminInfo(row, perms.isSuper, { token: result.token, refreshToken: result.refreshToken }),
        routePath: "/admin",
      },
      t("loginSuccess", request.lang),
    );
  });

  defineRoute(
    app,
    "get",
    "/admin/index/index",
    async (request, _reply, { token, id: adminId }) => {
      const row = await loadEnabledAdmin(db, adminId);
      const perms = await adminPermissions(db, adminId);
      const [menus, config, manager] = await Promise.all([
        adminMenus(db, perms),
        loadConfig(db),
        readPackageManager(db),
      ]);
      return success({
        adminInfo: toAdminInfo(row, perms.isSuper, { token, refreshToken: "" }),
        // This admin asks for all of them; BuildAdmin's client, which cannot ask, gets those it has views for.
        // Its client shows a title as it comes: in the asked language (this admin's titles them itself).
        menus: request.query.menus === "all" ? menus : localiseRules(buildAdminMenus(menus), request.lang),
        siteConfig: siteConfigFrom(config),
        // The terminal runs its commands here whatever serves the site: its client's warning does not apply.
        terminal: { npmPackageManager: manager, phpDevelopmentServer: true },
      });
    },
    { guard: sessionGuard(admin, tokens) },
  );

  defineLogoutRoute(app, "/admin/index/logout", admin, tokens);
}
