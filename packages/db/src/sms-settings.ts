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
