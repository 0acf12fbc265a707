import { LEAD_FIELD_LABELS, LEAD_FIELDS } from "@corp/domain/lead-fields";
import { LEAD_INITIAL, LEAD_NUMBERS, LEAD_SETTING } from "@corp/domain/lead-settings";

/**
 * The settings of the "lead" group (migration 0025 adds them to seeded sites, the seed to new ones): the
 * lead form's fields, its privacy notice, who is told of a lead, how long leads are kept and when a send
 * needs the click captcha. The server checks every value when it is saved (@corp/domain/lead-settings).
 * Never change a shipped entry; add new ones.
 */
export const LEAD_CONFIG_GROUP = { key: "lead", value: "在线留言" } as const;

const fieldChoices = Object.fromEntries(LEAD_FIELDS.map((f) => [f, LEAD_FIELD_LABELS[f]["zh-cn"]]));

export const LEAD_SETTINGS = [
  {
    name: LEAD_SETTING.fields,
    title: "显示的字段",
    type: "checkbox",
    value: LEAD_INITIAL.fields,
    content: fieldChoices,
    tip: "留言表单显示哪些字段，至少一个",
  },
  {
    name: LEAD_SETTING.required,
    title: "必填的字段",
    type: "checkbox",
    value: LEAD_INITIAL.required,
    content: fieldChoices,
    tip: "必填的字段须同时设为显示；访客至少要填写一项内容",
  },
  {
    name: LEAD_SETTING.privacyLink,
    title: "隐私声明链接",
    type: "string",
    value: LEAD_INITIAL.privacyLink,
    tip: "「同意隐私声明」链接到的页面：站内路径（如 /us/company）或 http(s) 网址；留空则不加链接",
  },
  {
    name: LEAD_SETTING.privacyText,
    title: "同意隐私声明的文字",
    type: "string",
    value: LEAD_INITIAL.privacyText,
    tip: "留空则按访客的语言显示「我已阅读并同意隐私声明」",
  },
  {
    name: LEAD_SETTING.notify,
    title: "通知邮箱",
    type: "string",
    value: LEAD_INITIAL.notify,
    tip: "收到留言时发邮件通知这些地址（英文逗号分隔，最多 10 个），经「邮件配置」的发件服务器发送；留空则不通知",
  },
  {
    name: LEAD_SETTING.retentionDays,
    title: LEAD_NUMBERS.retentionDays.title,
    type: "number",
    value: LEAD_INITIAL.retentionDays,
    tip: "超过这个天数的留言自动删除（0 到 3650）；0 表示一直保留",
  },
  {
    name: LEAD_SETTING.captchaAfter,
    title: LEAD_NUMBERS.captchaAfter.title,
    type: "number",
    value: LEAD_INITIAL.captchaAfter,
    tip: "同一 IP 在下面的时长内提交这么多次后，再提交须完成点选验证码（0 到 100）；0 表示每次都要",
  },
  {
    name: LEAD_SETTING.captchaMinutes,
    title: LEAD_NUMBERS.captchaMinutes.title,
    type: "number",
    value: LEAD_INITIAL.captchaMinutes,
    tip: "统计同一 IP 提交次数的时长，1 到 1440 分钟",
  },
] as const;

/**
 * The lead settings against floods (issue 44, P7; migration 0030 adds them to seeded sites, the seed to
 * new ones): sends from many addresses at once meet the captcha, and past the hour's single mails the
 * leads are told in one digest mail.
 */
export const LEAD_FLOOD_SETTINGS = [
  {
    name: LEAD_SETTING.siteCaptchaPerMinute,
    title: LEAD_NUMBERS.siteCaptchaPerMinute.title,
    type: "number",
    value: LEAD_INITIAL.siteCaptchaPerMinute,
    tip: "全站一分钟内收到这么多条留言后，这一分钟里任何访客再提交都须完成点选验证码（0 到 10000）；0 表示每次都要",
  },
  {
    name: LEAD_SETTING.mailsPerHour,
    title: LEAD_NUMBERS.mailsPerHour.title,
    type: "number",
    value: LEAD_INITIAL.mailsPerHour,
    tip: "一小时内每条留言单独发一封通知邮件，最多这么多封（1 到 1000）；之后的留言每 10 分钟合并成一封汇总邮件",
  },
] as const;
