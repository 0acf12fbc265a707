import type { Lang } from "../lang.ts";
import { memberCatalogue } from "../messages/member.ts";
import type { Texts } from "./texts.ts";

/**
 * What a form says of a value whose form a field's check refuses, by the key the check names ("httpUrl"):
 * the checks are shared by the server and the browser, so they carry keys, and the form shows these texts.
 */
const FORMAT_MESSAGES: Readonly<Record<string, Texts>> = {
  httpUrl: {
    "zh-cn": "请输入以 http:// 或 https:// 开头的网址",
    en: "Enter an address starting with http:// or https://",
  },
  mediaUrl: {
    "zh-cn": "请上传文件，或输入站内路径或以 http(s):// 开头的网址",
    en: "Upload a file, or enter a site path or an address starting with http(s)://",
  },
  linkUrl: {
    "zh-cn": "请输入站内路径（以 / 开头）、锚点（#）或以 http(s):// 开头的网址",
    en: "Enter a site path (starting with /), an anchor (#) or an address starting with http(s)://",
  },
  videoUrl: {
    "zh-cn": "请输入 MP4 或 HLS（.m3u8）的站内路径或以 http(s):// 开头的网址",
    en: "Enter the site path or http(s):// address of an MP4 or HLS (.m3u8) video",
  },
  sitePath: {
    "zh-cn": "请输入以 / 开头的站内路径，不含空格、? 和 #",
    en: "Enter a site path starting with /, without spaces, ? or #",
  },
  menuPath: {
    "zh-cn": "请输入以 / 开头的站内路径或以 http(s):// 开头的网址，留空则不跳转",
    en: "Enter a site path starting with / or an address starting with http(s)://, or leave it empty",
  },
  slug: {
    "zh-cn": "只能使用小写字母、数字和 -，以字母或数字开头",
    en: "Use lowercase letters, digits and -, starting with a letter or digit",
  },
  zipcode: { "zh-cn": "请输入正确的邮政编码", en: "Enter a valid postcode" },
  eventDate: {
    "zh-cn": "请按 年、年-月 或 年-月-日 填写，如 2024、2024-05、2024-05-20",
    en: "Enter a year, a year-month or a date, such as 2024, 2024-05 or 2024-05-20",
  },
  controller: {
    "zh-cn": "请选择控制器，如 content/article",
    en: "Choose a controller, such as content/article",
  },
  variableName: {
    "zh-cn": "以字母开头，只能使用字母、数字和下划线",
    en: "Start with a letter and use letters, digits and _ only",
  },
  configGroup: { "zh-cn": "请选择分组", en: "Choose a group" },
  avatarNotStored: memberCatalogue.avatarNotStored,
  required: { "zh-cn": "此项必填", en: "This field is required" },
};

/** The text of a refused value's form in `lang`, when `key` names one; undefined for any other text. */
export function formatMessage(key: string, lang: Lang): string | undefined {
  return Object.hasOwn(FORMAT_MESSAGES, key) ? FORMAT_MESSAGES[key]?.[lang] : undefined;
}
