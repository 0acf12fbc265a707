import { BRAND_DEFAULTS, BRAND_SETTING } from "@corp/domain/brand/brand";

/**
 * The settings of the "brand" group (外观设置, issue 48, item 1): colours, corner radius, type scale,
 * font stack, site icon, header and footer. Migration 0035 adds them to seeded sites, the seed to new
 * ones; their values are the current design's (`@corp/domain/brand/brand`). The logos for light and dark
 * backgrounds stay the site group's (logo, logo2, logo_footer and their English ones). Never change a
 * shipped entry; add new ones.
 */
export const BRAND_CONFIG_GROUP = { key: "brand", value: "外观设置" } as const;

const COLOR_TIP = "格式 #rrggbb；保存时检查对比度，低于 WCAG AA（正文 4.5:1）的颜色组合不会保存";

export const BRAND_SETTINGS = [
  {
    name: BRAND_SETTING.primary,
    title: "主色",
    type: "color",
    value: BRAND_DEFAULTS.primary,
    tip: `按钮、链接、滚动后的页头和栏目横幅使用；${COLOR_TIP}`,
  },
  {
    name: BRAND_SETTING.accent,
    title: "强调色",
    type: "color",
    value: BRAND_DEFAULTS.accent,
    tip: "焦点框和输入框高亮使用；与背景颜色的对比度不得低于 3:1",
  },
  { name: BRAND_SETTING.text, title: "正文颜色", type: "color", value: BRAND_DEFAULTS.text, tip: COLOR_TIP },
  {
    name: BRAND_SETTING.background,
    title: "背景颜色",
    type: "color",
    value: BRAND_DEFAULTS.background,
    tip: "页面和页头的背景",
  },
  {
    name: BRAND_SETTING.footerText,
    title: "页脚文字颜色",
    type: "color",
    value: BRAND_DEFAULTS.footerText,
    tip: COLOR_TIP,
  },
  {
    name: BRAND_SETTING.footerBackground,
    title: "页脚背景颜色",
    type: "color",
    value: BRAND_DEFAULTS.footerBackground,
  },
  {
    name: BRAND_SETTING.radius,
    title: "圆角",
    type: "select",
    value: BRAND_DEFAULTS.radius,
    content: { square: "直角", small: "小", medium: "中", large: "大" },
  },
  {
    name: BRAND_SETTING.typeScale,
    title: "字号",
    type: "select",
    value: BRAND_DEFAULTS.typeScale,
    content: { small: "小（15 px）", medium: "中（16 px）", large: "大（18 px）" },
  },
  {
    name: BRAND_SETTING.font,
    title: "字体",
    type: "select",
    value: BRAND_DEFAULTS.font,
    content: {
      system: "系统默认",
      pingfang: "苹方（PingFang SC）优先",
      yahei: "微软雅黑（Microsoft YaHei）优先",
      noto: "思源黑体（Noto Sans SC）优先",
      serif: "宋体（衬线）",
    },
    tip: "只使用访客系统已有的字体，不下载网络字体",
  },
  {
    name: BRAND_SETTING.icon,
    title: "网站图标",
    type: "image",
    value: BRAND_DEFAULTS.icon,
    tip: "PNG、JPG 或 WebP，最好是至少 180 × 180 的正方形；服务器从中间裁成浏览器图标（32 px）和苹果触屏图标（180 px）；留空则使用默认图标",
  },
  {
    name: BRAND_SETTING.header,
    title: "页头样式",
    type: "select",
    value: BRAND_DEFAULTS.header,
    content: { solid: "实色", transparent: "首页透明（覆盖在横幅上）" },
    tip: "透明页头使用「滚动后 Logo」（深色背景用）",
  },
  {
    name: BRAND_SETTING.footer,
    title: "页脚布局",
    type: "select",
    value: BRAND_DEFAULTS.footer,
    content: { columns: "多栏（含栏目链接）", simple: "简洁（公司信息和版权）" },
  },
] as const;
