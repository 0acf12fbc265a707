import type { Messages } from "../lang.ts";

/** The texts of the brand settings (外观设置): a colour pair refused for its contrast, named with its ratio. */
export const brandCatalogue = {
  brandContrastText: {
    "zh-cn": "正文颜色与背景颜色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The text colour on the background colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastPrimary: {
    "zh-cn": "主色与背景颜色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The primary colour on the background colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastOnPrimary: {
    "zh-cn": "按钮的白色文字与主色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The white text of buttons on the primary colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastLink: {
    "zh-cn": "链接颜色（主色加深）与背景颜色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The link colour (the primary colour, darker) on the background colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastFooter: {
    "zh-cn": "页脚文字颜色与页脚背景颜色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The footer text colour on the footer background colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastAccent: {
    "zh-cn": "强调色与背景颜色的对比度为 {ratio}:1，低于 {minimum}:1",
    en: "The accent colour on the background colour has a contrast of {ratio}:1, under {minimum}:1",
  },
  brandContrastMuted: {
    "zh-cn":
      "页面的灰色文字（日期、摘要）与背景颜色的对比度为 {ratio}:1，低于 {minimum}:1，请使用更浅的背景颜色",
    en: "The pages' grey text (dates, summaries) on the background colour has a contrast of {ratio}:1, under {minimum}:1: choose a lighter background colour",
  },
} satisfies Record<string, Messages>;
