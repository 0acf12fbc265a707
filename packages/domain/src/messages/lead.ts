import type { Messages } from "../lang.ts";

/** The lead form (在线留言): the visitor's send, its checks, the notification mail and the form's settings. */
export const leadCatalogue = {
  leadSent: {
    "zh-cn": "留言已提交，我们会尽快与您联系。",
    en: "Thank you, your message has been sent. We will be in touch soon.",
  },
  leadFieldRequired: { "zh-cn": "请填写{field}", en: "{field} is required" },
  leadFieldTooLong: {
    "zh-cn": "{field}不能超过 {max} 个字",
    en: "{field} may be at most {max} characters",
  },
  leadPhoneInvalid: { "zh-cn": "请输入正确的电话号码", en: "Please enter a valid phone number" },
  leadConsentRequired: {
    "zh-cn": "请阅读并同意隐私声明",
    en: "Please read and accept the privacy notice",
  },
  leadEmpty: { "zh-cn": "请填写留言内容后再提交", en: "Please write something before sending" },
  leadTooOften: {
    "zh-cn": "留言过于频繁，请稍后再试",
    en: "Too many messages from your address, please try again later",
  },
  leadAssigneeUnknown: {
    "zh-cn": "所选负责人不存在或已被禁用",
    en: "The chosen assignee does not exist or is disabled",
  },
  leadMailSubject: { "zh-cn": "[{site}] 新的在线留言：{subject}", en: "[{site}] New lead: {subject}" },
  leadMailIntro: {
    "zh-cn": "网站收到一条新的在线留言，请在后台「内容管理 - 在线留言」中处理。",
    en: "The site received a new lead; handle it in the admin area under Content, Leads.",
  },
  leadDigestSubject: {
    "zh-cn": "[{site}] {count} 条新的在线留言",
    en: "[{site}] {count} new leads",
  },
  leadDigestIntro: {
    "zh-cn":
      "本小时的逐条通知已达「每小时逐条通知数」，此后的留言每 {minutes} 分钟汇总一封。请在后台「内容管理 - 在线留言」中处理以下留言：",
    en: "This hour's single notifications reached the setting's number; later leads are told in one mail every {minutes} minutes. Handle these in the admin area under Content, Leads:",
  },
  leadDigestMore: { "zh-cn": "另有 {count} 条未列出。", en: "{count} more are not listed here." },
  leadSettingNumber: {
    "zh-cn": "「{setting}」须是 {min} 到 {max} 之间的整数",
    en: '"{setting}" must be a whole number from {min} to {max}',
  },
  leadSettingFieldUnknown: { "zh-cn": "未知的留言字段：{field}", en: "Unknown lead form field: {field}" },
  leadSettingNoFields: {
    "zh-cn": "在线留言至少要显示一个字段",
    en: "The lead form must show at least one field",
  },
  leadSettingRequiredHidden: {
    "zh-cn": "必填的字段也须设为显示：{fields}",
    en: "Required fields must also be shown: {fields}",
  },
  leadSettingNotify: {
    "zh-cn": "通知邮箱须是以英文逗号分隔的邮箱地址（最多 {max} 个），这一项不正确：{address}",
    en: "Notify addresses must be email addresses separated by commas (at most {max}); this one is not: {address}",
  },
  leadSettingPrivacyLink: {
    "zh-cn": "隐私声明链接须是站内路径（以 / 开头）或 http(s) 网址",
    en: "The privacy notice link must be a path of this site (starting with /) or an http(s) address",
  },
  leadSettingPrivacyText: {
    "zh-cn": "同意隐私声明的文字不能超过 {max} 个字",
    en: "The consent text may be at most {max} characters",
  },
} satisfies Record<string, Messages>;
