import { type configItemsZhCn, leadFieldChoices } from "./config-items.zh-cn.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The seeded settings' titles, tips and choices in English (config-items.zh-cn.ts holds the stored Chinese). */
export const configItemsEn: TextsLike<typeof configItemsZhCn> = {
  config_group: { title: "Settings groups" },
  siteName: { title: "Site name" },
  siteName_en: {
    title: "Site name in English",
    tip: "Used in the English pages' titles, the logo's alternative text and the footer; the site name when empty",
  },
  version: { title: "Version" },
  time_zone: { title: "Time zone" },
  cdnUrl: { title: "Static files CDN address", tip: "This site's address when empty" },
  apiUrl: { title: "API address", tip: "This site's address when empty" },
  english_untranslated: {
    title: "Untranslated content on English pages",
    tip: "An item counts as translated once it has an English title",
    choices: {
      hide: "Hide: left out of English lists; its English address answers 404",
      chinese: "Show in Chinese: shown in Chinese on English pages, marked as Chinese",
    },
  },
  open_member_center: { title: "Member centre open" },
  user_register: { title: "Member registration allowed" },
  user_register_mode: {
    title: "How members register",
    tip: "Set up sending mail or text messages before choosing “Verify email” or “Verify mobile number”",
    choices: {
      auto: "Automatic: verify the email when mail is set up, else the mobile number when text messages are, else an admin approves",
      email: "Verify email",
      mobile: "Verify mobile number",
      captcha: "Click captcha only (no email or mobile number verified)",
      approval: "An admin approves",
    },
  },
  admin_login_captcha: { title: "Captcha at admin login" },
  user_login_captcha: { title: "Captcha at member login" },
  logo: { title: "Site logo" },
  logo2: { title: "Logo after scrolling" },
  logo_footer: { title: "Footer logo" },
  logo_en: { title: "English site logo", tip: "Used on English pages; the site logo when empty" },
  logo2_en: {
    title: "English logo after scrolling",
    tip: "Used on English pages; the logo after scrolling when empty",
  },
  logo_footer_en: { title: "English footer logo", tip: "Used on English pages; the footer logo when empty" },
  search_bg: { title: "Search page background" },
  smtp_server: { title: "SMTP server", tip: "For example smtp.qq.com" },
  smtp_port: { title: "SMTP port", tip: "For example 465" },
  smtp_user: { title: "SMTP user name" },
  smtp_pass: { title: "SMTP password" },
  smtp_verification: {
    title: "SMTP encryption",
    tip: "Automatic: when the server offers STARTTLS the connection is encrypted before logging in and the certificate must be trusted, otherwise mail is sent in plain text; SSL/TLS: encrypted from the start; STARTTLS: nothing is sent if the server does not support it",
    choices: {
      "": "Automatic (STARTTLS when the server supports it)",
      SSL: "SSL/TLS (usually port 465)",
      TLS: "STARTTLS (required, usually port 587)",
    },
  },
  smtp_sender_mail: { title: "Sender address" },
  sms_driver: {
    title: "Text messages sent by",
    tip: "When off, members cannot register, recover their password or bind a phone with a mobile number",
    choices: {
      "": "Off",
      log: "The server's log only (for development)",
      aliyun: "Alibaba Cloud SMS",
      tencent: "Tencent Cloud SMS",
    },
  },
  sms_aliyun_access_key_id: { title: "Alibaba Cloud AccessKey ID" },
  sms_aliyun_access_key_secret: { title: "Alibaba Cloud AccessKey Secret" },
  sms_aliyun_sign_name: { title: "Message signature" },
  sms_aliyun_template_code: {
    title: "Verification code template CODE",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${code}, as the provider spells it.
    tip: "The template writes the code as ${code}",
  },
  sms_aliyun_endpoint: { title: "API address" },
  sms_tencent_secret_id: { title: "Tencent Cloud SecretId" },
  sms_tencent_secret_key: { title: "Tencent Cloud SecretKey" },
  sms_tencent_sdk_app_id: {
    title: "Tencent Cloud SMS SdkAppId",
    tip: "The SDK AppID under “Application management” in the SMS console, for example 1400006666",
  },
  sms_tencent_sign_name: { title: "Tencent Cloud SMS signature" },
  sms_tencent_template_id: {
    title: "Tencent Cloud verification code template ID",
    tip: "The template writes the code as {1}",
  },
  sms_tencent_region: {
    title: "Tencent Cloud region",
    tip: "For example ap-guangzhou, ap-beijing, ap-nanjing",
  },
  sms_tencent_endpoint: { title: "Tencent Cloud API address" },
  upload_max_size: { title: "Largest upload" },
  upload_allowed_suffixes: { title: "Allowed file suffixes", tip: "Separated by commas" },
  upload_allowed_mime_types: { title: "Allowed MIME types", tip: "Only the suffix is checked when empty" },
  upload_member_daily_files: {
    title: "Files a member may upload per day",
    tip: "How many files each member may upload per day; 0 means members cannot upload",
  },
  upload_member_daily_size: {
    title: "Total a member may upload per day",
    tip: "How many bytes each member may upload per day in all, for example 50mb",
  },
  upload_max_pixels: {
    title: "Largest picture (megapixels)",
    tip: "Pictures uploaded or resized may not exceed this width × height (in millions of pixels, 1–1000); larger ones are refused before they are decoded",
  },
  module_market_url: {
    title: "Module market address",
    tip: "The address of the module market's API, for example https://market.example.com/api; when empty, modules can only be installed by upload",
  },
  module_market_token: {
    title: "Market account token",
    tip: "Made in your module market account; used to order, pay and download",
  },
  backup_schedule: {
    title: "Scheduled backups",
    tip: "A backup holds the database, the uploaded files and the modules; it is kept in the backup store and can be downloaded under “Routine - Backups”",
    choices: { off: "Off", daily: "Every day", weekly: "Every Monday" },
  },
  backup_hour: {
    title: "Backup hour",
    tip: "0 to 23, in the time zone of the basic settings; for example 3 means 3 a.m.",
  },
  backup_keep: {
    title: "Backups kept",
    tip: "When more successful backups exist, the oldest files are deleted (1 to 100)",
  },
  lead_fields: {
    title: "Fields shown",
    tip: "Which fields the message form shows; at least one",
    choices: leadFieldChoices("en"),
  },
  lead_required: {
    title: "Required fields",
    tip: "A required field must also be shown; a visitor must fill in at least one",
    choices: leadFieldChoices("en"),
  },
  lead_privacy_link: {
    title: "Privacy notice link",
    tip: "The page “Agrees to the privacy notice” links to: a path of this site (such as /us/company) or an http(s) address; no link when empty",
  },
  lead_privacy_text: {
    title: "Privacy consent text",
    tip: "When empty, “I have read and agree to the privacy notice” in the visitor's language",
  },
  lead_notify_emails: {
    title: "Notification addresses",
    tip: "A new message is mailed to these addresses (separated by commas, at most 10) through the mail settings' server; nobody is notified when empty",
  },
  lead_retention_days: {
    title: "Days messages are kept",
    tip: "Messages older than this are deleted (0 to 3650); 0 keeps them",
  },
  lead_captcha_after: {
    title: "Sends before a captcha",
    tip: "After this many sends from one IP address within the time below, a further send needs the click captcha (0 to 100); 0 means every time",
  },
  lead_captcha_minutes: {
    title: "Captcha counting time (minutes)",
    tip: "How long the sends of one IP address are counted, 1 to 1440 minutes",
  },
  lead_site_captcha_per_minute: {
    title: "Messages per minute, whole site",
    tip: "Once the site has received this many messages within a minute, every visitor's send needs the click captcha for the rest of that minute (0 to 10000); 0 means every time",
  },
  lead_mails_per_hour: {
    title: "Single notifications per hour",
    tip: "Up to this many messages an hour are each mailed on their own (1 to 1000); later ones are gathered into one summary mail every 10 minutes",
  },
  search_push_baidu: {
    title: "Push to Baidu",
    tip: "When an article is published or updated, its address is submitted to the Baidu Search Resource Platform's ordinary indexing API; needs the server's SITE_URL",
  },
  search_push_baidu_token: {
    title: "Baidu push token",
    tip: "The token in the API address under Baidu Search Resource Platform → Ordinary indexing → API submission",
  },
  search_push_indexnow: {
    title: "Push to IndexNow",
    tip: "The IndexNow API shared by Bing, Yandex and other search engines; needs the server's SITE_URL",
  },
  search_push_indexnow_key: {
    title: "IndexNow key",
    tip: "8 to 128 letters, digits or hyphens (-); the site publishes it at /<key>.txt for the search engines to check",
  },
  config_quick_entrance: {
    title: "Quick entrances",
    tip: "Each key is an entrance's name, its value an admin page's path; shown at the top of the settings page",
  },
};
