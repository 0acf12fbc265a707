import type { Transaction } from "kysely";
import { BACKUP_CONFIG_GROUP, BACKUP_SETTINGS } from "../backup-settings.ts";
import { BRAND_CONFIG_GROUP, BRAND_SETTINGS } from "../brand-settings.ts";
import { ENGLISH_LOGO_SETTINGS, ENGLISH_SITE_NAME_SETTING } from "../english-site-settings.ts";
import { IMAGE_PIXEL_SETTING } from "../image-settings.ts";
import { ENGLISH_UNTRANSLATED_SETTING } from "../language-settings.ts";
import { LEAD_CONFIG_GROUP, LEAD_FLOOD_SETTINGS, LEAD_SETTINGS } from "../lead-settings.ts";
import { MAIL_ENCRYPTION_CHOICES, MAIL_ENCRYPTION_TIP } from "../mail-settings.ts";
import { MARKET_CONFIG_GROUP, MARKET_SETTINGS } from "../market-settings.ts";
import { REGISTER_MODE_SETTING } from "../register-settings.ts";
import type { Database, JsonValue } from "../schema.ts";
import { SEARCH_PUSH_CONFIG_GROUP, SEARCH_PUSH_SETTINGS } from "../search-push-settings.ts";
import { SEEDED_SMS_SETTINGS, SMS_CONFIG_GROUP } from "../sms-settings.ts";
import { UPLOAD_QUOTA_SETTINGS } from "../upload-quota-settings.ts";
import { COMPANY } from "./company.ts";

type ConfigSeed = {
  name: string;
  group:
    | "basics"
    | "mail"
    | "sms"
    | "upload"
    | "site"
    | "quick_entrance"
    | "market"
    | "backup"
    | "lead"
    | "search_push"
    | "brand";
  title: string;
  type: string;
  value: JsonValue;
  tip?: string;
  content?: Record<string, string>;
  rule?: string;
};

const CONFIG: ConfigSeed[] = [
  {
    name: "config_group",
    group: "basics",
    title: "配置分组",
    type: "array",
    value: [
      { key: "basics", value: "基础配置" },
      { key: "site", value: "站点信息" },
      { key: "mail", value: "邮件配置" },
      SMS_CONFIG_GROUP,
      { key: "upload", value: "上传配置" },
      { key: "quick_entrance", value: "快捷配置入口" },
      MARKET_CONFIG_GROUP,
      BACKUP_CONFIG_GROUP,
      LEAD_CONFIG_GROUP,
      SEARCH_PUSH_CONFIG_GROUP,
      BRAND_CONFIG_GROUP,
    ],
  },
  {
    name: "siteName",
    group: "basics",
    title: "站点名称",
    type: "string",
    value: COMPANY.shortName,
    rule: "required",
  },
  { ...ENGLISH_SITE_NAME_SETTING, group: "basics", value: COMPANY.shortNameEn },
  { name: "version", group: "basics", title: "版本号", type: "string", value: "v1.0.0" },
  {
    name: "time_zone",
    group: "basics",
    title: "时区",
    type: "string",
    value: "Asia/Shanghai",
    rule: "required",
  },
  {
    name: "cdnUrl",
    group: "basics",
    title: "静态资源 CDN 地址",
    type: "string",
    value: "",
    tip: "留空则使用本站地址",
  },
  {
    name: "apiUrl",
    group: "basics",
    title: "接口地址",
    type: "string",
    value: "",
    tip: "留空则使用本站地址",
  },
  { ...ENGLISH_UNTRANSLATED_SETTING, group: "basics" },
  { name: "open_member_center", group: "basics", title: "开启会员中心", type: "switch", value: true },
  { name: "user_register", group: "basics", title: "允许会员注册", type: "switch", value: true },
  { ...REGISTER_MODE_SETTING, group: "basics" },
  { name: "admin_login_captcha", group: "basics", title: "后台登录验证码", type: "switch", value: true },
  { name: "user_login_captcha", group: "basics", title: "会员登录验证码", type: "switch", value: true },

  { name: "logo", group: "site", title: "网站 Logo", type: "image", value: "/static/images/logo.png" },
  { name: "logo2", group: "site", title: "滚动后 Logo", type: "image", value: "/static/images/logo2.png" },
  {
    name: "logo_footer",
    group: "site",
    title: "页脚 Logo",
    type: "image",
    value: "/static/images/logo_footer.png",
  },
  // The demo company's English logos, drawn with its English name.
  ...ENGLISH_LOGO_SETTINGS.map((setting) => ({
    ...setting,
    group: "site" as const,
    value: `/static/images/${setting.name}.png`,
  })),
  {
    name: "search_bg",
    group: "site",
    title: "搜索页背景",
    type: "image",
    value: "/static/images/search_bg.jpg",
  },

  {
    name: "smtp_server",
    group: "mail",
    title: "SMTP 服务器",
    type: "string",
    value: "",
    tip: "例如 smtp.qq.com",
  },
  { name: "smtp_port", group: "mail", title: "SMTP 端口", type: "string", value: "", tip: "例如 465" },
  { name: "smtp_user", group: "mail", title: "SMTP 用户名", type: "string", value: "" },
  { name: "smtp_pass", group: "mail", title: "SMTP 密码", type: "password", value: "" },
  {
    name: "smtp_verification",
    group: "mail",
    title: "SMTP 验证方式",
    type: "select",
    value: "",
    content: MAIL_ENCRYPTION_CHOICES,
    tip: MAIL_ENCRYPTION_TIP,
  },
  { name: "smtp_sender_mail", group: "mail", title: "发件人邮箱", type: "string", value: "" },
  ...SEEDED_SMS_SETTINGS.map((setting) => ({ ...setting, group: "sms" as const })),

  {
    name: "upload_max_size",
    group: "upload",
    title: "最大上传大小",
    type: "string",
    value: "10mb",
    rule: "required",
  },
  {
    name: "upload_allowed_suffixes",
    group: "upload",
    title: "允许的文件后缀",
    type: "string",
    value: "jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf",
    tip: "多个后缀以英文逗号分隔",
  },
  {
    name: "upload_allowed_mime_types",
    group: "upload",
    title: "允许的 MIME 类型",
    type: "string",
    value: "",
    tip: "留空则只按后缀判断",
  },
  ...UPLOAD_QUOTA_SETTINGS.map((setting) => ({ ...setting, group: "upload" as const })),
  { ...IMAGE_PIXEL_SETTING, group: "upload" },
  ...MARKET_SETTINGS.map((setting) => ({ ...setting, group: "market" as const })),
  ...BACKUP_SETTINGS.map((setting) => ({ ...setting, group: "backup" as const })),
  ...LEAD_SETTINGS.map((setting) => ({ ...setting, group: "lead" as const })),
  ...LEAD_FLOOD_SETTINGS.map((setting) => ({ ...setting, group: "lead" as const })),
  ...SEARCH_PUSH_SETTINGS.map((setting) => ({ ...setting, group: "search_push" as const })),
  ...BRAND_SETTINGS.map((setting) => ({ ...setting, group: "brand" as const })),
  {
    name: "config_quick_entrance",
    group: "quick_entrance",
    title: "快捷配置入口",
    type: "array",
    value: [
      { key: "管理员管理", value: "auth/admin" },
      { key: "菜单规则管理", value: "auth/rule" },
      { key: "附件管理", value: "routine/attachment" },
    ],
    tip: "键为入口名称，值为后台页面路径，显示在系统配置页顶部",
  },
];

export async function seedSiteConfig(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto("config")
    .values(
      CONFIG.map((c, i) => ({
        name: c.name,
        group: c.group,
        title: c.title,
        type: c.type,
        tip: c.tip ?? "",
        rule: c.rule ?? "",
        value: JSON.stringify(c.value),
        content: c.content ? JSON.stringify(c.content) : null,
        weigh: (CONFIG.length - i) * 10,
      })),
    )
    .execute();
}
