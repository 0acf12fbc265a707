import type { Lang } from "@corp/domain/lang";
import { LEAD_FIELD_LABELS } from "@corp/domain/lead-fields";

/** The lead form's fields as the lead settings offer them: their names in the form itself. */
export const leadFieldChoices = (lang: Lang): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(LEAD_FIELD_LABELS).map(([field, label]) => [field, label[lang]]));

/**
 * The seeded settings as the settings page shows them, by name: the stored titles, tips and choices are
 * Chinese (these), and en.ts gives them in English. An item an admin added shows as it was stored.
 */
export const configItemsZhCn = {
  config_group: {
    title: "配置分组",
  },
  siteName: {
    title: "站点名称",
  },
  siteName_en: {
    title: "站点英文名称",
    tip: "英文页面的标题、Logo 替代文字和页脚使用；留空则使用站点名称",
  },
  version: {
    title: "版本号",
  },
  time_zone: {
    title: "时区",
  },
  cdnUrl: {
    title: "静态资源 CDN 地址",
    tip: "留空则使用本站地址",
  },
  apiUrl: {
    title: "接口地址",
    tip: "留空则使用本站地址",
  },
  english_untranslated: {
    title: "英文页面中未翻译的内容",
    tip: "一条内容填写了英文标题即视为已翻译",
    choices: {
      hide: "隐藏：不出现在英文列表中，英文地址显示 404",
      chinese: "显示中文：英文页面中以中文显示并标注语言",
    },
  },
  open_member_center: {
    title: "开启会员中心",
  },
  user_register: {
    title: "允许会员注册",
  },
  user_register_mode: {
    title: "会员注册方式",
    tip: "选择“验证邮箱”或“验证手机号”前，请先配置对应的邮件或短信发送",
    choices: {
      auto: "自动：已配置邮件则验证邮箱，否则已配置短信则验证手机号，否则需管理员审核",
      email: "验证邮箱",
      mobile: "验证手机号",
      captcha: "仅点选验证码（不验证邮箱和手机号）",
      approval: "管理员审核",
    },
  },
  admin_login_captcha: {
    title: "后台登录验证码",
  },
  user_login_captcha: {
    title: "会员登录验证码",
  },
  logo: {
    title: "网站 Logo",
  },
  logo2: {
    title: "滚动后 Logo",
  },
  logo_footer: {
    title: "页脚 Logo",
  },
  logo_en: {
    title: "英文网站 Logo",
    tip: "英文页面使用；留空则使用网站 Logo",
  },
  logo2_en: {
    title: "英文滚动后 Logo",
    tip: "英文页面使用；留空则使用滚动后 Logo",
  },
  logo_footer_en: {
    title: "英文页脚 Logo",
    tip: "英文页面使用；留空则使用页脚 Logo",
  },
  search_bg: {
    title: "搜索页背景",
  },
  smtp_server: {
    title: "SMTP 服务器",
    tip: "例如 smtp.qq.com",
  },
  smtp_port: {
    title: "SMTP 端口",
    tip: "例如 465",
  },
  smtp_user: {
    title: "SMTP 用户名",
  },
  smtp_pass: {
    title: "SMTP 密码",
  },
  smtp_verification: {
    title: "SMTP 验证方式",
    tip: "自动：服务器提供 STARTTLS 时先加密再登录，证书须可信，不提供时以明文发送；SSL/TLS：连接即加密；STARTTLS：服务器不支持时不发送",
    choices: {
      "": "自动（服务器支持时用 STARTTLS）",
      SSL: "SSL/TLS（通常端口 465）",
      TLS: "STARTTLS（必须，通常端口 587）",
    },
  },
  smtp_sender_mail: {
    title: "发件人邮箱",
  },
  sms_driver: {
    title: "短信发送方式",
    tip: "关闭时会员无法用手机号注册、找回密码和绑定",
    choices: {
      "": "关闭",
      log: "只写入服务器日志（开发调试用）",
      aliyun: "阿里云短信",
      tencent: "腾讯云短信",
    },
  },
  sms_aliyun_access_key_id: {
    title: "阿里云 AccessKey ID",
  },
  sms_aliyun_access_key_secret: {
    title: "阿里云 AccessKey Secret",
  },
  sms_aliyun_sign_name: {
    title: "短信签名",
  },
  sms_aliyun_template_code: {
    title: "验证码模板 CODE",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${code}, as the provider spells it.
    tip: "模板中以 ${code} 表示验证码",
  },
  sms_aliyun_endpoint: {
    title: "接口地址",
  },
  sms_tencent_secret_id: {
    title: "腾讯云 SecretId",
  },
  sms_tencent_secret_key: {
    title: "腾讯云 SecretKey",
  },
  sms_tencent_sdk_app_id: {
    title: "腾讯云短信 SdkAppId",
    tip: "短信控制台“应用管理”中的 SDK AppID，例如 1400006666",
  },
  sms_tencent_sign_name: {
    title: "腾讯云短信签名",
  },
  sms_tencent_template_id: {
    title: "腾讯云验证码模板 ID",
    tip: "模板中的 {1} 表示验证码",
  },
  sms_tencent_region: {
    title: "腾讯云地域",
    tip: "例如 ap-guangzhou、ap-beijing、ap-nanjing",
  },
  sms_tencent_endpoint: {
    title: "腾讯云接口地址",
  },
  upload_max_size: {
    title: "最大上传大小",
  },
  upload_allowed_suffixes: {
    title: "允许的文件后缀",
    tip: "多个后缀以英文逗号分隔",
  },
  upload_allowed_mime_types: {
    title: "允许的 MIME 类型",
    tip: "留空则只按后缀判断",
  },
  upload_member_daily_files: {
    title: "会员每日上传文件数",
    tip: "每位会员每天最多上传的文件数；0 表示会员不能上传",
  },
  upload_member_daily_size: {
    title: "会员每日上传总大小",
    tip: "每位会员每天最多上传的总字节数，例如 50mb",
  },
  upload_max_pixels: {
    title: "图片最大像素（百万）",
    tip: "上传和缩放的图片宽 × 高不得超过此数（单位：百万像素，1–1000），超过时在解码前拒绝",
  },
  module_market_url: {
    title: "模块市场地址",
    tip: "模块市场接口的地址，例如 https://market.example.com/api；留空则只能上传安装模块",
  },
  module_market_token: {
    title: "市场账户令牌",
    tip: "在模块市场的账户中生成，用于下单、支付和下载",
  },
  backup_schedule: {
    title: "定时备份",
    tip: "备份包含数据库、上传文件和模块，保存在备份存储中，可在「常规管理 - 数据备份」中下载",
    choices: {
      off: "关闭",
      daily: "每天",
      weekly: "每周一",
    },
  },
  backup_hour: {
    title: "备份时刻（点）",
    tip: "0 到 23，按基础配置中的时区计算；例如 3 表示凌晨 3 点",
  },
  backup_keep: {
    title: "保留份数",
    tip: "成功的备份超过这个份数时，删除最早的备份文件（1 到 100）",
  },
  lead_fields: {
    title: "显示的字段",
    tip: "留言表单显示哪些字段，至少一个",
    choices: leadFieldChoices("zh-cn"),
  },
  lead_required: {
    title: "必填的字段",
    tip: "必填的字段须同时设为显示；访客至少要填写一项内容",
    choices: leadFieldChoices("zh-cn"),
  },
  lead_privacy_link: {
    title: "隐私声明链接",
    tip: "「同意隐私声明」链接到的页面：站内路径（如 /us/company）或 http(s) 网址；留空则不加链接",
  },
  lead_privacy_text: {
    title: "同意隐私声明的文字",
    tip: "留空则按访客的语言显示「我已阅读并同意隐私声明」",
  },
  lead_notify_emails: {
    title: "通知邮箱",
    tip: "收到留言时发邮件通知这些地址（英文逗号分隔，最多 10 个），经「邮件配置」的发件服务器发送；留空则不通知",
  },
  lead_retention_days: {
    title: "留言保留天数",
    tip: "超过这个天数的留言自动删除（0 到 3650）；0 表示一直保留",
  },
  lead_captcha_after: {
    title: "验证码触发次数",
    tip: "同一 IP 在下面的时长内提交这么多次后，再提交须完成点选验证码（0 到 100）；0 表示每次都要",
  },
  lead_captcha_minutes: {
    title: "验证码计数时长（分钟）",
    tip: "统计同一 IP 提交次数的时长，1 到 1440 分钟",
  },
  lead_site_captcha_per_minute: {
    title: "全站每分钟留言数",
    tip: "全站一分钟内收到这么多条留言后，这一分钟里任何访客再提交都须完成点选验证码（0 到 10000）；0 表示每次都要",
  },
  lead_mails_per_hour: {
    title: "每小时逐条通知数",
    tip: "一小时内每条留言单独发一封通知邮件，最多这么多封（1 到 1000）；之后的留言每 10 分钟合并成一封汇总邮件",
  },
  search_push_baidu: {
    title: "推送到百度",
    tip: "文章发布或更新后，把它的网址提交到百度搜索资源平台的普通收录接口；需要服务器设置了 SITE_URL",
  },
  search_push_baidu_token: {
    title: "百度推送令牌",
    tip: "百度搜索资源平台 → 普通收录 → API 提交 中接口调用地址里的 token",
  },
  search_push_indexnow: {
    title: "推送到 IndexNow",
    tip: "必应（Bing）、Yandex 等搜索引擎共用的 IndexNow 接口；需要服务器设置了 SITE_URL",
  },
  search_push_indexnow_key: {
    title: "IndexNow 密钥",
    tip: "8 到 128 个字母、数字或短横线（-）；站点在 /<密钥>.txt 公开它，供搜索引擎核对",
  },
  config_quick_entrance: {
    title: "快捷配置入口",
    tip: "键为入口名称，值为后台页面路径，显示在系统配置页顶部",
  },
};
