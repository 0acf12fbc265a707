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
} satisfies Record<string, Messages>;
