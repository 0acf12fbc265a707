import type { TextsLike } from "../locale-shape.ts";

/** content/corp: 企业信息. */
export const corpZhCn = {
  addTitle: "添加企业信息",
  editTitle: "编辑企业信息",
  intro:
    "第一条启用的企业信息就是网站所代表的公司：页脚、联系我们和关于我们显示它的地址、热线、邮箱、邮编、备案号和二维码。",
  slogan: "口号",
  foundedYear: "成立年份",
  phone: "服务热线",
  email: "电子邮箱",
  address: "公司地址",
  zipcode: "邮政编码",
  website: "官方网站",
  recordNumber: "备案号",
  recordNumberHelp: "ICP 备案号，显示在每页页脚",
  logo: "企业 Logo",
  qr: "微信二维码",
  qrHelp: "页脚和弹出菜单中悬停显示",
  image: "企业形象图",
  content: "公司简介",
  culture: "企业文化",
};

export const corpEn: TextsLike<typeof corpZhCn> = {
  addTitle: "Add company profile",
  editTitle: "Edit company profile",
  intro:
    "The first enabled profile is the company the site speaks for: the footer, the contact page and the about page show its address, hotline, email, zip code, filing number and QR code.",
  slogan: "Slogan",
  foundedYear: "Founded in",
  phone: "Service hotline",
  email: "Email",
  address: "Address",
  zipcode: "Zip code",
  website: "Website",
  recordNumber: "Filing number",
  recordNumberHelp: "The ICP filing number, shown in every page's footer",
  logo: "Company logo",
  qr: "WeChat QR code",
  qrHelp: "Shown on hover in the footer and the popup menu",
  image: "Company picture",
  content: "Company profile",
  culture: "Company culture",
};
