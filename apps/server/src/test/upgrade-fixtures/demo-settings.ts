import { MARKET_CONFIG_GROUP, MARKET_SETTINGS } from "@corp/db/market-settings";
import { SMS_CONFIG_GROUP, SMS_SETTINGS } from "@corp/db/sms-settings";
import { UPLOAD_QUOTA_SETTINGS } from "@corp/db/upload-quota-settings";
import { type Db, insertRows, json, type Level } from "./demo-rows.ts";

type Setting = {
  name: string;
  group: string;
  title: string;
  type: string;
  value: unknown;
  tip?: string;
  content?: unknown;
  rule?: string;
};

const s = (
  group: string,
  name: string,
  title: string,
  type: string,
  value: unknown,
  extra: Pick<Setting, "tip" | "content" | "rule"> = {},
): Setting => ({ ...extra, name, group, title, type, value });

type Declared = {
  name: string;
  title: string;
  type: string;
  value: unknown;
  tip?: string;
  content?: unknown;
};

/** A setting the product declares (SMS, market, upload quota), with the value the operator gave it. */
const declared = (group: string, x: Declared, value: unknown = x.value): Setting =>
  s(group, x.name, x.title, x.type, value, { tip: x.tip, content: x.content });

/** A secret as it was stored: plain text until migration 0016, bound to its destination after. */
const secret = (n: Level, value: string, to: string) => (n < 16 ? value : { secret: value, to });

/**
 * The site settings as the releases seeded them, with the values an operator set (a mail server and its
 * password, an SMS account, the market). The company's contact details were settings until 0007 moved
 * them into the company profile; the SMS, market and upload-quota groups came with 0008, 0015 and 0018.
 */
function settings(n: Level): Setting[] {
  const tabs = [
    { key: "basics", value: "基础配置" },
    { key: "site", value: "站点信息" },
    { key: "mail", value: "邮件配置" },
    ...(n >= 8 ? [SMS_CONFIG_GROUP] : []),
    { key: "upload", value: "上传配置" },
    ...(n >= 7 ? [{ key: "quick_entrance", value: "快捷配置入口" }] : []),
    ...(n >= 15 ? [MARKET_CONFIG_GROUP] : []),
  ];
  const company = n < 7;
  const operatorSet: Record<string, unknown> = {
    sms_driver: "aliyun",
    sms_aliyun_access_key_id: "LTAI5tDemoKeyId",
    sms_aliyun_access_key_secret: secret(n, "demo-sms-key-secret", "https://dysmsapi.aliyuncs.com"),
    sms_aliyun_sign_name: "澄芯科技",
    module_market_url: "https://market.example.com/api",
    module_market_token: secret(n, "demo-market-token", "https://market.example.com/api"),
  };
  return [
    s("basics", "config_group", "配置分组", "array", tabs),
    s("basics", "siteName", "站点名称", "string", "澄芯科技", { rule: "required" }),
    ...(company ? [s("basics", "recordNumber", "备案号", "string", "苏ICP备12345678号-1")] : []),
    s("basics", "version", "版本号", "string", "v1.0.0"),
    s("basics", "time_zone", "时区", "string", "Asia/Shanghai", { rule: "required" }),
    s("basics", "open_member_center", "开启会员中心", "switch", true),
    s("basics", "user_register", "允许会员注册", "switch", true),
    s("basics", "admin_login_captcha", "后台登录验证码", "switch", true),
    s("basics", "user_login_captcha", "会员登录验证码", "switch", true),
    ...(company
      ? [
          s("site", "addr", "公司地址", "string", "江苏省苏州市工业园区金鸡湖大道88号澄芯大厦"),
          s("site", "email", "联系邮箱", "string", "contact@chengxin.example.com"),
          s("site", "fwrx", "服务热线", "string", "400-800-8888"),
          s("site", "zipcode", "邮政编码", "string", "215000"),
        ]
      : []),
    s("site", "logo", "网站 Logo", "image", "/static/images/logo.png"),
    ...(company ? [s("site", "wx_qr", "微信二维码", "image", "/static/images/wx_qr.png")] : []),
    s("mail", "smtp_server", "SMTP 服务器", "string", "smtp.exmail.qq.com"),
    s("mail", "smtp_port", "SMTP 端口", "string", "465"),
    s("mail", "smtp_user", "SMTP 用户名", "string", "noreply@chengxin.example.com"),
    s(
      "mail",
      "smtp_pass",
      "SMTP 密码",
      "password",
      secret(n, "demo-smtp-password", "smtp.exmail.qq.com 465"),
    ),
    s("mail", "smtp_verification", "SMTP 验证方式", "select", "SSL", { content: { SSL: "SSL", TLS: "TLS" } }),
    ...(n >= 8
      ? SMS_SETTINGS.map((x) => declared(SMS_CONFIG_GROUP.key, x, operatorSet[x.name] ?? x.value))
      : []),
    s("upload", "upload_mode", "存储方式", "select", "local", {
      content: { local: "本地存储", s3: "S3 兼容对象存储" },
    }),
    s("upload", "upload_max_size", "最大上传大小", "string", "20mb", { rule: "required" }),
    ...(n >= 18 ? UPLOAD_QUOTA_SETTINGS.map((x) => declared("upload", x)) : []),
    ...(n >= 7
      ? [
          s("quick_entrance", "config_quick_entrance", "快捷配置入口", "array", [
            { key: "管理员管理", value: "auth/admin" },
            { key: "附件管理", value: "routine/attachment" },
          ]),
        ]
      : []),
    ...(n >= 15
      ? MARKET_SETTINGS.map((x) => declared(MARKET_CONFIG_GROUP.key, x, operatorSet[x.name] ?? x.value))
      : []),
  ];
}

export async function fillSettings(db: Db, n: Level) {
  const rows = settings(n);
  await insertRows(
    db,
    "config",
    rows.map((c, i) => ({
      id: i + 1,
      name: c.name,
      group: c.group,
      title: c.title,
      tip: c.tip ?? "",
      type: c.type,
      value: json(c.value),
      content: c.content === undefined ? null : json(c.content),
      rule: c.rule ?? "",
      weigh: (rows.length - i) * 10,
    })),
  );
}
