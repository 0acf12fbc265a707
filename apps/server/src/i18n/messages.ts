import type { Lang } from "@corp/domain/lang";
import { accountMessages } from "./account-messages.ts";
import { adminCrudMessages } from "./admin-crud-messages.ts";
import { captchaMessages } from "./captcha-messages.ts";
import { imageMessages } from "./image-messages.ts";
import { portalMessages } from "./portal-messages.ts";

/** Messages the server itself writes into the envelope's `msg`, in every supported language. */
const messages = {
  ok: { "zh-cn": "操作成功", en: "Operation successful" },
  loginSuccess: { "zh-cn": "登录成功！", en: "Login succeeded!" },
  logoutSuccess: { "zh-cn": "注销成功！", en: "Logout succeeded!" },
  registerSuccess: { "zh-cn": "注册成功！", en: "Registration succeeded!" },
  needLogin: { "zh-cn": "请先登录！", en: "Please login first" },
  tokenExpired: { "zh-cn": "登录态过期，请重新登录！", en: "Token expiration" },
  badCredentials: { "zh-cn": "用户名或密码错误！", en: "Incorrect username or password!" },
  accountDisabled: { "zh-cn": "账户已被禁用！", en: "Account disabled!" },
  lockedOut: {
    "zh-cn": "登录失败次数过多，请 {minutes} 分钟后再试！",
    en: "Too many failed logins, please try again in {minutes} minutes!",
  },
  refreshInvalid: {
    "zh-cn": "刷新令牌无效或已过期，请重新登录！",
    en: "Invalid or expired refresh token, please login again!",
  },
  memberCenterClosed: { "zh-cn": "会员中心已关闭！", en: "The member centre is closed!" },
  registerClosed: { "zh-cn": "暂未开放注册！", en: "Registration is not open!" },
  usernameTaken: { "zh-cn": "用户名已被占用！", en: "The username is already taken!" },
  emailTaken: { "zh-cn": "邮箱已被占用！", en: "The email is already in use!" },
  mobileTaken: { "zh-cn": "手机号已被占用！", en: "The mobile number is already in use!" },
  emailOrMobileRequired: {
    "zh-cn": "请填写邮箱或手机号！",
    en: "Please enter an email address or mobile number!",
  },
  captchaRequired: {
    "zh-cn": "请完成点选验证码！",
    en: "Please complete the click captcha!",
  },
  tooManyRequests: {
    "zh-cn": "请求过于频繁，请稍后再试！",
    en: "Too many requests, please try again later!",
  },
  payloadTooLarge: { "zh-cn": "提交的数据过大！", en: "The submitted data is too large!" },
  unsupportedMediaType: { "zh-cn": "不支持的数据格式！", en: "Unsupported data format!" },
  methodNotAllowed: { "zh-cn": "不支持的请求方式！", en: "Request method not allowed!" },
  searchQueryEmpty: { "zh-cn": "请输入搜索关键词！", en: "Please enter something to search for!" },
  ...adminCrudMessages,
  ...captchaMessages,
  ...accountMessages,
  ...portalMessages,
  ...imageMessages,
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
