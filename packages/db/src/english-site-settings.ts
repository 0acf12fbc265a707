/**
 * The site's English identity (issue 50, item 1): its name and logos on the English pages. Each is empty
 * until entered, and an English page then shows the Chinese one. Migration 0034 adds them to seeded sites,
 * the seed (with the demo company's) to new ones. Never change a shipped entry; add new ones.
 */
export const ENGLISH_SITE_NAME_SETTING = {
  name: "siteName_en",
  title: "站点英文名称",
  type: "string",
  value: "",
  tip: "英文页面的标题、Logo 替代文字和页脚使用；留空则使用站点名称",
} as const;

/** The English logos, in the site group beside the Chinese ones. */
export const ENGLISH_LOGO_SETTINGS = [
  {
    name: "logo_en",
    title: "英文网站 Logo",
    type: "image",
    value: "",
    tip: "英文页面使用；留空则使用网站 Logo",
  },
  {
    name: "logo2_en",
    title: "英文滚动后 Logo",
    type: "image",
    value: "",
    tip: "英文页面使用；留空则使用滚动后 Logo",
  },
  {
    name: "logo_footer_en",
    title: "英文页脚 Logo",
    type: "image",
    value: "",
    tip: "英文页面使用；留空则使用页脚 Logo",
  },
] as const;
