import type { RegisterModeSetting } from "@corp/domain/register-mode";

/**
 * What a member's registration asks for (ADR 0028), in the "basics" group beside `user_register`
 * (migration 0024 adds it to seeded sites, the seed to new ones). Never change a shipped entry; add new ones.
 */
export const REGISTER_MODE_SETTING = {
  name: "user_register_mode",
  title: "会员注册方式",
  type: "select",
  value: "auto",
  content: {
    auto: "自动：已配置邮件则验证邮箱，否则已配置短信则验证手机号，否则需管理员审核",
    email: "验证邮箱",
    mobile: "验证手机号",
    captcha: "仅点选验证码（不验证邮箱和手机号）",
    approval: "管理员审核",
  } satisfies Record<RegisterModeSetting, string>,
  tip: "选择“验证邮箱”或“验证手机号”前，请先配置对应的邮件或短信发送",
} as const;
