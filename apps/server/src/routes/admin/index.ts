import type { FastifyInstance } from "fastify";
import { checkCredentialsShape } from "../../auth/credentials-check.ts";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { login } from "../../auth/login.ts";
import { requireSession } from "../../auth/session.ts";
import { success } from "../../envelope.ts";
import { t } from "../../i18n/messages.ts";
import { adminMenus, adminPermissions, loadEnabledAdmin, toAdminInfo } from "../../services/admin-account.ts";
import type { AppServices } from "../../services/app-services.ts";
import { adminLoginCaptchaRequired, requireLoginCaptcha } from "../../services/captcha/login-captcha.ts";
import { loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import { defineRoute } from "../define-route.ts";

const admin = identities.admin;

export function adminIndexRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens, throttle } = services;

  defineRoute(app, "get", "/admin/index/login", async () => {
    return success({ captcha: await adminLoginCaptchaRequired(db, services.env) });
  });

  defineRoute(app, "post", "/admin/index/login", async (request) => {
    const { username, password, keep, captchaId, captchaInfo } = request.body;
    checkCredentialsShape(username, password, request.lang);
    if (await adminLoginCaptchaRequired(db, services.env)) {
      await requireLoginCaptcha(db, captchaId, captchaInfo);
    }
    const result = await login(
      admin,
      { username, password, keep: keep === true, ip: request.ip },
      { db, tokens, throttle, lang: request.lang },
    );
    const row = await loadEnabledAdmin(db, result.id);
    const perms = await adminPermissions(db, result.id);
    return success(
      {
        userInfo: toAdminInfo(row, perms.isSuper, { token: result.token, refreshToken: result.refreshToken }),
        routePath: "/admin",
      },
      t("loginSuccess", request.lang),
    );
  });

  defineRoute(app, "get", "/admin/index/index", async (request) => {
    const token = tokenFromHeaders(request.headers, admin);
    const adminId = await requireSession(admin, token, tokens);
    const row = await loadEnabledAdmin(db, adminId);
    const perms = await adminPermissions(db, adminId);
    const [menus, config] = await Promise.all([adminMenus(db, perms), loadConfig(db)]);
    return success({
      adminInfo: toAdminInfo(row, perms.isSuper, { token, refreshToken: "" }),
      menus,
      siteConfig: siteConfigFrom(config),
      terminal: { npmPackageManager: "pnpm" as const },
    });
  });

  defineRoute(app, "post", "/admin/index/logout", async (request) => {
    const token = tokenFromHeaders(request.headers, admin);
    const adminId = await requireSession(admin, token, tokens);
    await tokens.revoke(token);
    const refreshToken = request.body?.refreshToken;
    if (refreshToken) await tokens.revokeOwned(refreshToken, admin.refreshType, adminId);
    return success(null, t("logoutSuccess", request.lang));
  });
}
