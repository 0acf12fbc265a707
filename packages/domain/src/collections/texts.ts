import type { Lang, Messages } from "../lang.ts";

/** A text of a declaration in every language of the interface (the compiler keeps the pairs whole). */
export type Texts = Readonly<Messages>;

export const textIn = (texts: Texts, lang: Lang): string => texts[lang];

/** A declaration's text from its Chinese and its English. */
export const texts = (zh: string, en: string): Texts => ({ "zh-cn": zh, en });

/** Labels many collections share, so a common field reads the same on every page. */
export const LABELS = {
  title: { "zh-cn": "标题", en: "Title" },
  summary: { "zh-cn": "摘要", en: "Summary" },
  content: { "zh-cn": "内容", en: "Content" },
  image: { "zh-cn": "图片", en: "Image" },
  titleEn: { "zh-cn": "英文标题", en: "English title" },
  link: { "zh-cn": "链接", en: "Link" },
  path: { "zh-cn": "路径", en: "Path" },
  name: { "zh-cn": "名称", en: "Name" },
  nameEn: { "zh-cn": "英文名称", en: "English name" },
  parent: { "zh-cn": "上级", en: "Parent" },
  email: { "zh-cn": "电子邮箱", en: "Email" },
  username: { "zh-cn": "用户名", en: "Username" },
  password: { "zh-cn": "密码", en: "Password" },
  mobile: { "zh-cn": "手机号", en: "Mobile" },
  avatar: { "zh-cn": "头像", en: "Avatar" },
  data: { "zh-cn": "数据", en: "Data" },
  year: { "zh-cn": "年份", en: "Year" },
  cover: { "zh-cn": "封面图", en: "Cover image" },
  keywords: { "zh-cn": "关键词", en: "Keywords" },
  seoTitle: { "zh-cn": "SEO 标题", en: "SEO title" },
  description: { "zh-cn": "描述", en: "Description" },
  weigh: { "zh-cn": "权重", en: "Weight" },
  video: { "zh-cn": "视频地址", en: "Video address" },
  tags: { "zh-cn": "标签", en: "Tags" },
  count: { "zh-cn": "数量", en: "Count" },
  searchTerms: { "zh-cn": "搜索词", en: "Search terms" },
  status: { "zh-cn": "状态", en: "Status" },
  icon: { "zh-cn": "图标", en: "Icon" },
  remark: { "zh-cn": "备注", en: "Remark" },
  createTime: { "zh-cn": "创建时间", en: "Created" },
  updateTime: { "zh-cn": "修改时间", en: "Updated" },
  linkHelp: {
    "zh-cn": "站内路径（如 /list?cid=1）或以 http(s):// 开头的网址",
    en: "A site path (such as /list?cid=1) or an address starting with http(s)://",
  },
  tdkHelp: { "zh-cn": "留空则使用标题和摘要", en: "Leave empty to use the title and summary" },
  imageHelp: {
    "zh-cn": "从本机上传图片，上传的文件同时进入附件管理",
    en: "Upload a picture from this computer; the file also goes to the attachment library",
  },
} as const satisfies Record<string, Texts>;

/** A row's status as the admin shows it, in its list, its filter and its CSV export. */
export const STATUS_WORDS = {
  enable: { "zh-cn": "启用", en: "Enabled" },
  disable: { "zh-cn": "禁用", en: "Disabled" },
} as const satisfies Record<string, Texts>;

/** The two answers of a yes-or-no field. */
export const YES_NO = {
  yes: { "zh-cn": "是", en: "Yes" },
  no: { "zh-cn": "否", en: "No" },
} as const satisfies Record<string, Texts>;
