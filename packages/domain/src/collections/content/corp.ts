import { defineCollection } from "../collection.ts";
import { EXAMPLES, field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/**
 * content/corp: the company profile. The first enabled one is the company the site speaks for: its
 * contact details are the footer's, the contact page's and the settings' `addr`, `fwrx`, `email`,
 * `zipcode`, `recordNumber` and `wx_qr` (ADR 0012).
 */
export const corp = defineCollection({
  table: "corp",
  node: "content/corp",
  title: { "zh-cn": "企业信息", en: "Company profile" },
  one: { "zh-cn": "企业信息", en: "company profile" },
  intro: {
    "zh-cn":
      "第一条启用的企业信息就是网站所代表的公司：页脚、联系我们和关于我们显示它的地址、热线、邮箱、邮编、备案号和二维码。",
    en: "The first enabled profile is the company the site speaks for: the footer, the contact page and the about page show its address, hotline, email, zip code, filing number and QR code.",
  },
  icon: "fa fa-building-o",
  cache: "site",
  menuOrder: 5,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id(),
    ...translated("name", field.title(100, { label: LABELS.name })),
    ...translated("slogan", field.text(255, { label: { "zh-cn": "口号", en: "Slogan" } })),
    ...translated("summary", field.textarea(1000)),
    ...translated("content", field.richText({ label: { "zh-cn": "公司简介", en: "Company profile" } })),
    ...translated("culture", field.richText({ label: { "zh-cn": "企业文化", en: "Company culture" } })),
    logo: field.image(255, { label: { "zh-cn": "企业 Logo", en: "Company logo" } }),
    image: field.image(255, { label: { "zh-cn": "企业形象图", en: "Company picture" } }),
    qr: field.image(255, {
      label: { "zh-cn": "微信二维码", en: "WeChat QR code" },
      help: { "zh-cn": "页脚和弹出菜单中悬停显示", en: "Shown on hover in the footer and the popup menu" },
    }),
    founded_year: field.year(1800, 2100, { label: { "zh-cn": "成立年份", en: "Founded in" } }),
    ...translated(
      "address",
      field.text(255, {
        label: { "zh-cn": "公司地址", en: "Address" },
        list: { hidden: true, filter: false },
      }),
    ),
    phone: field.text(50, { label: { "zh-cn": "服务热线", en: "Service hotline" }, list: { filter: false } }),
    email: field.email(100),
    website: field.text(255, {
      example: EXAMPLES.url,
      label: { "zh-cn": "官方网站", en: "Website" },
      match: [/^(?:$|https?:\/\/[^\s/]+)/i, "httpUrl"],
    }),
    zipcode: field.text(20, {
      label: { "zh-cn": "邮政编码", en: "Zip code" },
      match: [/^[\dA-Za-z -]{0,20}$/, "zipcode"],
    }),
    record_number: field.text(100, {
      label: { "zh-cn": "备案号", en: "Filing number" },
      help: {
        "zh-cn": "ICP 备案号，显示在每页页脚",
        en: "The ICP filing number, shown in every page's footer",
      },
    }),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["name", "name_en"],
    columns: ["logo", "name", "phone", "email", "address", "weigh", "status", "update_time"],
  },
  form: [
    "name",
    "name_en",
    "slogan",
    "founded_year",
    "phone",
    "email",
    "address",
    "zipcode",
    "website",
    "record_number",
    "logo",
    "qr",
    "image",
    "summary",
    "content",
    "culture",
    "weigh",
    "status",
  ],
  recycle: "企业信息",
  sensitive: {
    title: "企业联系方式",
    fields: {
      name: { title: "企业名称" },
      phone: { title: "电话" },
      email: { title: "邮箱" },
      address: { title: "地址" },
    },
  },
});
