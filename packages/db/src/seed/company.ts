import type { Transaction } from "kysely";
import { sanitizeRichHtml } from "../rich-html.ts";
import type { Database } from "../schema.ts";

/** The demo company every seeded text speaks of. Invented; any likeness is a coincidence. */
export const COMPANY = {
  name: "苏州澄芯智能科技有限公司",
  shortName: "澄芯科技",
  shortNameEn: "Chengxin Technology",
  nameEn: "Suzhou Chengxin Intelligent Technology Co., Ltd.",
  slogan: "让每一台设备都拥有看懂世界的能力",
  sloganEn: "Giving every device the ability to see and understand the world",
  foundedYear: 2012,
  address: "江苏省苏州市工业园区金鸡湖大道88号澄芯大厦",
  addressEn: "Chengxin Tower, 88 Jinji Lake Avenue, Suzhou Industrial Park, Suzhou, Jiangsu, China",
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

const CORP_CONTENT_EN = [
  `<p>${COMPANY.nameEn} ("${COMPANY.shortNameEn}") was founded in 2012 and is headquartered in Suzhou Industrial Park. It is a national high-tech enterprise focused on edge AI chips and intelligent vision systems. The company has R&amp;D centers in Shenzhen, Shanghai and Xi'an and more than 600 employees, over 70% of whom work in R&amp;D.</p>`,
  "<p>Its in-house Chengxin series of AI chips covers applications such as industrial vision, intelligent transportation, smart home and in-vehicle perception. Together with modules, development boards, an algorithm toolchain and industry solutions, they help customers bring artificial intelligence to their devices with lower power consumption and shorter development cycles.</p>",
  '<p>To date, Chengxin Technology has filed more than 400 patent applications, serves more than 1,000 customers in China and abroad, and has shipped over 50 million chips. It has been named a national-level specialized, refined, distinctive and innovative (SRDI) "Little Giant" enterprise and a Jiangsu Provincial Engineering Technology Research Center.</p>',
].join("\n");

const CORP_CULTURE = [
  "<h3>使命</h3><p>让每一台设备都拥有看懂世界的能力。</p>",
  "<h3>愿景</h3><p>成为全球领先的边缘智能芯片与系统提供商。</p>",
  "<h3>价值观</h3><ul><li>客户第一：以客户的成功定义我们的成功</li><li>长期主义：十年磨一芯，不走捷径</li><li>开放协作：与伙伴共建端侧 AI 生态</li></ul>",
].join("\n");

const CORP_CULTURE_EN = [
  "<h3>Mission</h3><p>To give every device the ability to see and understand the world.</p>",
  "<h3>Vision</h3><p>To become a world-leading provider of edge intelligence chips and systems.</p>",
  "<h3>Values</h3><ul><li>Customer first: we define our success by our customers' success</li><li>Long-term thinking: a decade to perfect a chip, with no shortcuts</li><li>Openness and collaboration: building the on-device AI ecosystem together with our partners</li></ul>",
].join("\n");

export async function seedCorp(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto("corp")
    .values({
      name: COMPANY.name,
      name_en: COMPANY.nameEn,
      slogan: COMPANY.slogan,
      slogan_en: COMPANY.sloganEn,
      summary:
        "澄芯科技专注边缘 AI 芯片与智能视觉系统，以自主芯片、模组和算法工具链服务智能制造、智慧交通与智能终端客户。",
      summary_en:
        "Chengxin Technology focuses on edge AI chips and intelligent vision systems, serving customers in smart manufacturing, intelligent transportation and smart devices with its in-house chips, modules and algorithm toolchain.",
      content: sanitizeRichHtml(CORP_CONTENT),
      content_en: sanitizeRichHtml(CORP_CONTENT_EN),
      culture: sanitizeRichHtml(CORP_CULTURE),
      culture_en: sanitizeRichHtml(CORP_CULTURE_EN),
      logo: "/static/images/logo.png",
      image: "/static/images/corp/headquarters.jpg",
      founded_year: COMPANY.foundedYear,
      address: COMPANY.address,
      address_en: COMPANY.addressEn,
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
    title_en: "Chengxin CX500 On-Device Large Model Chip",
    summary: "更低功耗，更强算力，让大模型在设备端实时运行",
    summary_en: "Lower power and greater computing power for running large models on the device in real time",
    link: "/topic",
  },
  {
    title: "让每一台设备都拥有看懂世界的能力",
    title_en: COMPANY.sloganEn,
    summary: "十余年深耕边缘 AI 芯片与智能视觉",
    summary_en: "More than a decade dedicated to edge AI chips and intelligent vision",
    link: "/us/company",
  },
  {
    title: "智能制造解决方案",
    title_en: "Smart Manufacturing Solutions",
    summary: "从芯片到产线，一站式工业视觉质检方案",
    summary_en: "From chip to production line: one-stop industrial vision quality inspection",
    link: "/list",
  },
  {
    title: "加入澄芯，一起定义下一代芯片",
    title_en: "Join Chengxin and help define the next generation of chips",
    summary: "苏州、深圳、上海、西安多地热招中",
    summary_en: "Now hiring in Suzhou, Shenzhen, Shanghai and Xi'an",
    link: "/contact",
  },
];

const FRIEND_LINKS = [
  {
    title: "中华人民共和国工业和信息化部",
    title_en: "Ministry of Industry and Information Technology of the PRC",
    link: "https://www.miit.gov.cn",
  },
  {
    title: "中华人民共和国科学技术部",
    title_en: "Ministry of Science and Technology of the PRC",
    link: "https://www.most.gov.cn",
  },
  {
    title: "苏州工业园区管理委员会",
    title_en: "Suzhou Industrial Park Administrative Committee",
    link: "https://www.sipac.gov.cn",
  },
  {
    title: "中国半导体行业协会",
    title_en: "China Semiconductor Industry Association",
    link: "https://web.csia.net.cn",
  },
  {
    title: "中国人工智能学会",
    title_en: "Chinese Association for Artificial Intelligence",
    link: "https://www.caai.cn",
  },
  {
    title: "国家知识产权局",
    title_en: "China National Intellectual Property Administration",
    link: "https://www.cnipa.gov.cn",
  },
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
