import type { FastifyInstance } from "fastify";
import { identities, tokenFromHeaders } from "../../../auth/identity.ts";
import { optionalSession } from "../../../auth/session.ts";
import { success } from "../../../envelope.ts";
import { needLogin } from "../../../errors.ts";
import { defineRoute } from "../../../routes/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { configFlag, loadConfig, siteConfigFrom } from "../../../services/site-config.ts";
import { loadEnabledUser, memberRules, toUserInfo } from "../../members/index.ts";
import { friendLinks, publicMenuTree } from "../public-menu.ts";

export function indexRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens } = services;

  defineRoute(app, "get", "/api/Index/common", async () => {
    const [menuArr, linkArr] = await Promise.all([publicMenuTree(db), friendLinks(db)]);
    return success({ menuArr, linkArr });
  });

  defineRoute(app, "get", "/api/index/index", async (request) => {
    const token = tokenFromHeaders(request.headers, identities.user);
    const config = await loadConfig(db);
    const openMemberCenter = configFlag(config, "open_member_center", true);
    const userId = openMemberCenter ? await optionalSession(identities.user, token, tokens) : null;
    const user = userId === null ? undefined : await loadEnabledUser(db, userId);
    if (!user && request.query?.requiredLogin === 1) throw needLogin();
    const { rules, menus } = await memberRules(db, user);
    return success({
      site: siteConfigFrom(config),
      openMemberCenter,
      userInfo: user ? toUserInfo(user, { token, refreshToken: "" }) : null,
      rules,
      menus,
    });
  });
}
