import type { Messages } from "../lang.ts";

/** The member centre: codes by mail and SMS, registration, profile, passwords. */
export const memberCatalogue = {
  codeSent: { "zh-cn": "验证码已发送，请查收！", en: "The code has been sent, please check it!" },
  codeTooSoon: {
    "zh-cn": "发送过于频繁，请 {seconds} 秒后再试！",
    en: "Sent too often, please try again in {seconds} seconds!",
  },
  codeLimit: {
    "zh-cn": "验证码请求过多，请稍后再试！",
    en: "Too many codes requested, please try again later!",
  },
  codeWrong: { "zh-cn": "验证码不正确或已过期！", en: "The code is incorrect or has expired!" },
  codeChannelOff: {
    "zh-cn": "该验证方式暂不可用，请联系网站管理员！",
    en: "This way of verification is not available, please contact the website administrator!",
  },
  registerModeNeedsMail: {
    "zh-cn": "会员注册方式为“验证邮箱”时，需要先配置好邮件发送（SMTP 服务器和发件人邮箱）！",
    en: "Registration by a verified email needs the mail settings first (SMTP server and sender address)!",
  },
  registerModeNeedsSms: {
    "zh-cn": "会员注册方式为“验证手机号”时，需要先配置好短信发送！",
    en: "Registration by a verified mobile number needs the SMS settings first!",
  },
  mailFailed: {
    "zh-cn": "邮件发送失败，请稍后再试！",
    en: "The mail could not be sent, please try again later!",
  },
  smsFailed: {
    "zh-cn": "短信发送失败，请稍后再试！",
    en: "The text message could not be sent, please try again later!",
  },
  notYourAddress: {
    "zh-cn": "请使用账户绑定的邮箱或手机号接收验证码！",
    en: "Please use the email or mobile number bound to your account!",
  },
  verifyAccountFirst: {
    "zh-cn": "修改绑定信息前请先验证账户！",
    en: "Please verify your account before changing the binding!",
  },
  registerTooOften: {
    "zh-cn": "注册过于频繁，请稍后再试！",
    en: "Too many registrations, please try again later!",
  },
  avatarNotStored: {
    "zh-cn": "头像必须是上传到本站的图片！",
    en: "The avatar must be a picture uploaded to this site!",
  },
  passwordChanged: {
    "zh-cn": "密码已修改，其他设备上的登录已退出！",
    en: "Password changed; you have been logged out on other devices!",
  },
  passwordReset: {
    "zh-cn": "密码已重设，请使用新密码登录！",
    en: "Password reset, please log in with the new password!",
  },
  codeMailSubject: { "zh-cn": "{event} - {site}", en: "{event} - {site}" },
  codeMailBody: {
    "zh-cn": "您的验证码是：{code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。",
    en: "Your verification code is: {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.",
  },
  codeSms: {
    "zh-cn": "【{site}】您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。",
    en: "[{site}] Your verification code is {code}, valid for {minutes} minutes. Do not share it.",
  },
  takenAddressMailBody: {
    "zh-cn":
      "有人尝试使用此邮箱在 {site} 注册新账户。此邮箱已有账户：如果是您本人，请直接登录，或使用“找回密码”；如果不是，请忽略本邮件。",
    en: "Someone tried to register a new account at {site} with this address. It already has an account: if this was you, log in, or use “Forgot password”; if not, ignore this mail.",
  },
  memberWaitingMailSubject: {
    "zh-cn": "[{site}] 新会员等待审核：{username}",
    en: "[{site}] A new member awaits approval: {username}",
  },
  memberWaitingMailIntro: {
    "zh-cn":
      "有新会员注册，账号正在等待审核：请在后台「会员管理 - 会员管理」中筛选状态“待审核”并审核，通过后该会员即可登录。",
    en: "A new member registered and awaits approval: in the admin area, under Members, filter the status Pending and approve the account; the member can then log in.",
  },
  memberApprovedMailSubject: {
    "zh-cn": "[{site}] 您的账号已通过审核",
    en: "[{site}] Your account is approved",
  },
  memberApprovedMailBody: {
    "zh-cn": "您在 {site} 注册的账号 {username} 已通过管理员审核，现在可以使用用户名和密码登录。",
    en: "Your account {username} at {site} has been approved by the administrator: you can now log in with your username and password.",
  },
  eventRegister: { "zh-cn": "注册账户", en: "Account registration" },
  eventRetrievePassword: { "zh-cn": "找回密码", en: "Password recovery" },
  eventChangeEmail: { "zh-cn": "更换邮箱", en: "Email change" },
  eventChangeMobile: { "zh-cn": "更换手机号", en: "Mobile number change" },
  eventVerifyAccount: { "zh-cn": "验证账户", en: "Account verification" },
} satisfies Record<string, Messages>;
