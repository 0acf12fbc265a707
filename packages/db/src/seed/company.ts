import type { Transaction } from "kysely";
import { sanitizeRichHtml } from "../rich-html.ts";
import type { Database } from "../schema.ts";

/** The demo company every seeded text speaks of. Invented; any likeness is a coincidence. */
export const COMPANY = {
  name: "苏州澄芯智能科技有限公司",
  shortName: "澄芯科技",
  nameEn: "Suzhou Chengxin Intelligent Technology Co., Ltd.",
  slogan: "让每一台设备都拥有看懂世界的能力",
  foundedYear: 2012,
  address: "江苏省苏州市工业园区金鸡湖大道88号澄芯大厦",
  zipcode: "215021",
  hotline: "400-800-8888",
  email: "contact@chengxin.example.com",
  website: "https://www.chengxin.example.com",
  recordNumber: "苏ICP备2024000000号-1",
} as const;

const CORP_CONTENT = [
  `<p>${COMPANY.name}（简称“${COMPANY.shortName}”）成立于2012年，总部位于苏州工业园区，是一家专注于边缘 AI 芯片与智能视觉系统的国家高新技术企业。公司在深圳、上海、西安设有研发中心，员工六百余人，其中研发人员占比超过七成。</p>`,
  "<p>公司自主研发的“澄芯”系列 AI 芯片覆盖工业视觉、智慧交通、智能家居与车载感知等场景，配套提供模组、开发板、算法工具链与行业解决方案，帮助客户以更低的功耗、更短的周期把人工智能落到设备端。</p>",
  "<p>截至目前，澄芯科技累计申请专利四百余项，产品服务于国内外一千多家客户，芯片累计出货超过五千万颗，先后获评国家级专精特新“小巨人”企业、江苏省工程技术研究中心。</p>",
].join("\n");

const CORP_CULTURE = [
  "<h3>使命</h3><p>让每一台设备都拥有看懂世界的能力。</p>",
  "<h3>愿景</h3><p>成为全球领先的边缘智能芯片与系统提供商。</p>",
  "<h3>价值观</h3><ul><li>客户第一：以客户的成功定义我们的成功</li><li>长期主义：十年磨一芯，不走捷径</li><li>开放协作：与伙伴共建端侧 AI 生态</li></ul>",
].join("\n");

export async function seedCorp(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto("corp")
    .values({
      name: COMPANY.name,
      name_en: COMPANY.nameEn,
      slogan: COMPANY.slogan,
      summary:
        "澄芯科技专注边缘 AI 芯片与智能视觉系统，以自主芯片、模组和算法工具链服务智能制造、智慧交通与智能终端客户。",
      content: sanitizeRichHtml(CORP_CONTENT),
      culture: sanitizeRichHtml(CORP_CULTURE),
      logo: "/static/images/logo.png",
      image: "/static/images/corp/headquarters.jpg",
      founded_year: COMPANY.foundedYear,
      address: COMPANY.address,
      phone: COMPANY.hotline,
      email: COMPANY.email,
      website: COMPANY.website,
      zipcode: COMPANY.zipcode,
      record_number: COMPANY.recordNumber,
      qr: "/static/images/wx_qr.png",
      create_time: now,
      update_time: now,
    })
    .execute();
}

const BANNERS = [
  {
    title: "澄芯 CX500 端侧大模型芯片",
    summary: "更低功耗，更强算力，让大模型在设备端实时运行",
    link: "/topic",
  },
  {
    title: "让每一台设备都拥有看懂世界的能力",
    summary: "十余年深耕边缘 AI 芯片与智能视觉",
    link: "/us/company",
  },
  { title: "智能制造解决方案", summary: "从芯片到产线，一站式工业视觉质检方案", link: "/list" },
  { title: "加入澄芯，一起定义下一代芯片", summary: "苏州、深圳、上海、西安多地热招中", link: "/contact" },
];

const FRIEND_LINKS = [
  { title: "中华人民共和国工业和信息化部", link: "https://www.miit.gov.cn" },
  { title: "中华人民共和国科学技术部", link: "https://www.most.gov.cn" },
  { title: "苏州工业园区管理委员会", link: "https://www.sipac.gov.cn" },
  { title: "中国半导体行业协会", link: "https://web.csia.net.cn" },
  { title: "中国人工智能学会", link: "https://www.caai.cn" },
  { title: "国家知识产权局", link: "https://www.cnipa.gov.cn" },
];

export async function seedBannersAndLinks(trx: Transaction<Database>, now: number): Promise<void> {
  const times = { create_time: now, update_time: now };
  await trx
    .insertInto("banner")
    .values(
      BANNERS.map((b, i) => ({
        ...b,
        image: `/static/images/banner/${i + 1}.jpg`,
        weigh: (BANNERS.length - i) * 10,
        ...times,
      })),
    )
    .execute();
  await trx
    .insertInto("friend_link")
    .values(FRIEND_LINKS.map((l, i) => ({ ...l, weigh: (FRIEND_LINKS.length - i) * 10, ...times })))
    .execute();
}
