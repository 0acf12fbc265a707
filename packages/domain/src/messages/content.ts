import type { Messages } from "../lang.ts";

/** The content admin: articles, pages, the site menu. */
export const contentCatalogue = {
  menuTooDeep: { "zh-cn": "网站菜单最多三级！", en: "The site menu has at most three levels!" },
  pageInUse: {
    "zh-cn": "该单页由网站页面使用，不能删除或修改标识！",
    en: "A public page shows this page: it cannot be deleted or get another slug!",
  },
  revisionNotOfArticle: {
    "zh-cn": "该版本不属于这篇文章！",
    en: "This revision belongs to another article!",
  },
  redirectTarget: {
    "zh-cn": "新地址须是站内路径（以 / 开头）或 http(s) 网址",
    en: "The new address must be a path of this site (starting with /) or an http(s) address",
  },
  redirectReserved: {
    "zh-cn": "旧地址属于本站自己的地址 {path}，不能设为跳转",
    en: "The old address is under {path}, one of this site's own addresses, and cannot be redirected",
  },
  redirectLoop: {
    "zh-cn": "这条规则会让访客在跳转中绕回原处：{path}",
    en: "This rule would send visitors round in a loop: {path}",
  },
  searchPushNoSite: {
    "zh-cn": "服务器未设置 SITE_URL（网站的公开地址），无法向搜索引擎推送",
    en: "The server has no SITE_URL (the site's public address), so nothing can be pushed to search engines",
  },
  searchPushOff: {
    "zh-cn": "没有开启的搜索引擎推送：请在「系统配置 → 搜索引擎推送」中开启并填写令牌或密钥",
    en: "No search engine push is on: switch one on with its token or key in Settings, Search engine push",
  },
  searchPushNotPublic: {
    "zh-cn": "所选文章都还未公开（草稿或定时发布），没有可推送的网址",
    en: "None of the chosen articles is public yet (a draft or scheduled), so there is no address to push",
  },
} satisfies Record<string, Messages>;
