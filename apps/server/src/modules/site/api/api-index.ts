import { localiseRules } from "@corp/domain/rule-titles";
import type { FastifyInstance } from "fastify";
import { identities, tokenFromHeaders } from "../../../auth/identity.ts";
import { optionalSession } from "../../../auth/session.ts";
import { success } from "../../../envelope.ts";
import { needLogin } from "../../../errors.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { configFlag, loadConfig, siteConfigFrom, siteConfigIn } from "../../../services/site-config.ts";
import { loadEnabledUser, memberRules, toUserInfo } from "../../members/index.ts";
import { commonIn, friendLinks, publicMenuTree } from "../public-menu.ts";

export function indexRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens } = services;

  // The menus and links in the language of `lang` (the English pages' answer is another cached answer).
  defineRoute(app, "get", "/api/Index/common", async (request) => {
    const [menuArr, linkArr] = await Promise.all([publicMenuTree(db), friendLinks(db)]);
    return success(commonIn({ menuArr, linkArr }, request.query?.lang ?? "zh-cn"));
  });

  defineRoute(app, "get", "/api/index/index", async (request) => {
    const token = tokenFromHeaders(request.headers, identities.user);
    const config = await loadConfig(db);
    const openMemberCenter = configFlag(config, "open_member_center", true);
    const userId = openMemberCenter ? await optionalSession(identities.user, token, tokens) : null;
    const user = userId === null ? undefined : await loadEnabledUser(db, userId);
    if (!user && request.query?.requiredLogin === 1) throw needLogin();
    const { rules, menus } = await memberRules(db, user);
    // The site's name, address, logos and the member menus' titles in the language of `lang`.
    const lang = request.query?.lang ?? "zh-cn";
    return success({
      site: siteConfigIn(siteConfigFrom(config), lang),
      openMemberCenter,
      userInfo: user ? toUserInfo(user, { token, refreshToken: "" }) : null,
      rules: localiseRules(rules, lang),
      menus: localiseRules(menus, lang),
    });
  });
}
