/**
 * The settings of the "sms" group (migration 0008 adds them to seeded sites, the seed to new ones): the
 * driver, and Alibaba Cloud's credentials, sign and template. Never change a shipped entry; add new ones.
 */
export const SMS_CONFIG_GROUP = { key: "sms", value: "短信配置" } as const;

export const SMS_SETTINGS = [
  {
    name: "sms_driver",
    title: "短信发送方式",
    type: "select",
    value: "",
    content: { "": "关闭", log: "只写入服务器日志（开发调试用）", aliyun: "阿里云短信" },
    tip: "关闭时会员无法用手机号注册、找回密码和绑定",
  },
  { name: "sms_aliyun_access_key_id", title: "阿里云 AccessKey ID", type: "string", value: "" },
  { name: "sms_aliyun_access_key_secret", title: "阿里云 AccessKey Secret", type: "password", value: "" },
  { name: "sms_aliyun_sign_name", title: "短信签名", type: "string", value: "" },
  {
    name: "sms_aliyun_template_code",
    title: "验证码模板 CODE",
    type: "string",
    value: "",
    // Alibaba Cloud writes template variables as ${name}: the tip names it literally.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${code}, as the provider spells it.
    tip: "模板中以 ${code} 表示验证码",
  },
  {
    name: "sms_aliyun_endpoint",
    title: "接口地址",
    type: "string",
    value: "https://dysmsapi.aliyuncs.com",
  },
] as const;

/** The drivers `sms_driver` offers since migration 0024: Tencent Cloud beside Alibaba Cloud. */
export const SMS_DRIVER_CHOICES = {
  "": "关闭",
  log: "只写入服务器日志（开发调试用）",
  aliyun: "阿里云短信",
  tencent: "腾讯云短信",
} as const;

/**
 * Tencent Cloud's credentials, SDK app, sign, template and region (migration 0024 adds them to seeded
 * sites, the seed to new ones). Never change a shipped entry; add new ones.
 */
export const TENCENT_SMS_SETTINGS = [
  { name: "sms_tencent_secret_id", title: "腾讯云 SecretId", type: "string", value: "" },
  { name: "sms_tencent_secret_key", title: "腾讯云 SecretKey", type: "password", value: "" },
  {
    name: "sms_tencent_sdk_app_id",
    title: "腾讯云短信 SdkAppId",
    type: "string",
    value: "",
    tip: "短信控制台“应用管理”中的 SDK AppID，例如 1400006666",
  },
  { name: "sms_tencent_sign_name", title: "腾讯云短信签名", type: "string", value: "" },
  {
    name: "sms_tencent_template_id",
    title: "腾讯云验证码模板 ID",
    type: "string",
    value: "",
    tip: "模板中的 {1} 表示验证码",
  },
  {
    name: "sms_tencent_region",
    title: "腾讯云地域",
    type: "string",
    value: "ap-guangzhou",
    tip: "例如 ap-guangzhou、ap-beijing、ap-nanjing",
  },
  {
    name: "sms_tencent_endpoint",
    title: "腾讯云接口地址",
    type: "string",
    value: "https://sms.tencentcloudapi.com",
  },
] as const;

/** The SMS group as a site seeded now has it: the driver with every vendor, then each vendor's settings. */
export const SEEDED_SMS_SETTINGS = [
  ...SMS_SETTINGS.map((setting) =>
    setting.name === "sms_driver" ? { ...setting, content: SMS_DRIVER_CHOICES } : setting,
  ),
  ...TENCENT_SMS_SETTINGS,
];
