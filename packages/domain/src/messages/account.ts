import type { Messages } from "../lang.ts";

/** Login, tokens, registration and the admin profile. */
export const accountCatalogue = {
  loginSuccess: { "zh-cn": "登录成功！", en: "Login succeeded!" },
  logoutSuccess: { "zh-cn": "注销成功！", en: "Logout succeeded!" },
  registerSuccess: { "zh-cn": "注册成功！", en: "Registration succeeded!" },
  needLogin: { "zh-cn": "请先登录！", en: "Please login first" },
  tokenExpired: { "zh-cn": "登录态过期，请重新登录！", en: "Token expiration" },
  badCredentials: { "zh-cn": "用户名或密码错误！", en: "Incorrect username or password!" },
  accountDisabled: { "zh-cn": "账户已被禁用！", en: "Account disabled!" },
  accountPending: {
    "zh-cn": "账号正在等待管理员审核！",
    en: "Your account is awaiting the administrator's approval!",
  },
  registerAwaitingApproval: {
    "zh-cn": "注册成功，账号正在等待管理员审核，审核通过后即可登录！",
    en: "Registered! Your account is awaiting the administrator's approval; you can log in once it is approved.",
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
  invalidEmailOrMobile: {
    "zh-cn": "请输入正确的电子邮箱或手机号",
    en: "Please enter a correct email address or mobile number",
  },
  oldPasswordWrong: { "zh-cn": "当前密码不正确！", en: "The current password is incorrect!" },
  passwordTriesExceeded: {
    "zh-cn": "当前密码错误次数过多，请 {minutes} 分钟后再试！",
    en: "Too many wrong current passwords, please try again in {minutes} minutes!",
  },
} satisfies Record<string, Messages>;
