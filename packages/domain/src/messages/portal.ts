import type { Messages } from "../lang.ts";

/** The public portal's content and search endpoints. */
export const portalCatalogue = {
  portalArticleMissing: {
    "zh-cn": "文章不存在或尚未发布！",
    en: "The article does not exist or is not published!",
  },
  portalPageMissing: { "zh-cn": "页面不存在！", en: "The page does not exist!" },
  searchQueryEmpty: { "zh-cn": "请输入搜索关键词！", en: "Please enter something to search for!" },
} satisfies Record<string, Messages>;
