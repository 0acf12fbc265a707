import type { Lang } from "@corp/domain/lang";

/** Messages of the public portal's content endpoints. */
export const portalMessages = {
  portalArticleMissing: {
    "zh-cn": "文章不存在或尚未发布！",
    en: "The article does not exist or is not published!",
  },
  portalPageMissing: { "zh-cn": "页面不存在！", en: "The page does not exist!" },
} satisfies Record<string, Record<Lang, string>>;
