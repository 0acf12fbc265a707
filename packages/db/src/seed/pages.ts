import type { Transaction } from "kysely";
import { sanitizeRichHtml } from "../rich-html.ts";
import type { Database } from "../schema.ts";
import { COMPANY } from "./company.ts";

const COMPANY_PAGE = `
<h2 id="profile">公司简介</h2>
<p>${COMPANY.name}成立于2012年，总部位于苏州工业园区。十余年来，我们始终专注于一件事：把人工智能装进每一台设备。从最早的工业视觉模组，到自主设计的“澄芯”系列 AI 芯片，再到覆盖芯片、模组、工具链与行业方案的完整产品体系，澄芯科技已经成长为国内领先的边缘智能计算企业。</p>
<p>公司拥有苏州、深圳、上海、西安四大研发中心和新加坡海外子公司，员工六百余人，研发人员占比超过七成，核心团队来自国内外知名高校与半导体企业。我们的产品已服务于智能制造、智慧交通、智慧能源、智能家居和车载感知等领域的一千多家客户。</p>
<p>澄芯科技是国家高新技术企业、国家级专精特新“小巨人”企业，建有江苏省边缘智能芯片工程技术研究中心和博士后科研工作站，累计申请专利四百余项，参与制定多项行业标准。</p>
<h2 id="culture">企业文化</h2>
<p>企业文化是澄芯科技一路走来的底色。我们相信，好的技术应当安静地工作在设备里，让使用者感受不到它的存在，却处处受益于它的可靠。</p>
<h3 id="mission">使命与愿景</h3>
<p>使命：让每一台设备都拥有看懂世界的能力。愿景：成为全球值得信赖的边缘智能计算伙伴。</p>
<h3 id="values">核心价值观</h3>
<p>客户为先——客户的产线、道路和家庭就是我们的实验室；求真务实——用数据说话，对每一颗芯片的质量负责；开放协作——与伙伴共建生态，与同事坦诚相待；长期主义——做难而正确的事，十年磨一剑。</p>
<h3 id="responsibility">社会责任</h3>
<p>我们持续投入绿色设计，新一代芯片能效比较上一代提升一倍以上；设立“澄芯助学计划”，资助高校集成电路专业学生；组织员工参与社区科普，把人工智能知识带进中小学课堂。</p>
`.trim();

const HISTORY_PAGE = `
<p>从金鸡湖畔一间不足百平方米的办公室起步，澄芯科技走过了十余年的发展历史。每一次产品迭代、每一座研发中心的落成，都凝聚着澄芯人对技术的执着和对客户的承诺。</p>
<p>回望来路，我们从工业视觉模组出发，逐步走向自主芯片设计，再到构建完整的边缘智能生态。下面的时间线记录了澄芯科技成长道路上的重要时刻。</p>
`.trim();

const CONTACT_PAGE = `
<p>欢迎通过以下方式联系澄芯科技，我们将在一个工作日内回复您。</p>
<ul>
<li>公司地址：${COMPANY.address}</li>
<li>邮政编码：${COMPANY.zipcode}</li>
<li>服务热线：${COMPANY.hotline}（工作日 9:00-18:00）</li>
<li>商务邮箱：${COMPANY.email}</li>
</ul>
<p>深圳研发中心：广东省深圳市南山区科技园高新南九道澄芯科技大厦。上海研发中心：上海市浦东新区张江高科技园区。西安研发中心：陕西省西安市高新区软件新城。</p>
`.trim();

const COMPANY_PAGE_EN = `
<h2 id="profile">Company Profile</h2>
<p>${COMPANY.nameEn} was founded in 2012 and is headquartered in Suzhou Industrial Park. For more than a decade, we have focused on one thing: putting artificial intelligence into every device. From our first industrial vision modules to the in-house Chengxin series of AI chips, and on to a complete product portfolio spanning chips, modules, toolchains and industry solutions, Chengxin Technology has grown into one of China's leading edge intelligent computing companies.</p>
<p>The company has four R&amp;D centers in Suzhou, Shenzhen, Shanghai and Xi'an and an overseas subsidiary in Singapore. Of its more than 600 employees, over 70% work in R&amp;D, and its core team comes from renowned universities and semiconductor companies in China and abroad. Our products serve more than 1,000 customers in smart manufacturing, intelligent transportation, smart energy, smart home and in-vehicle perception.</p>
<p>Chengxin Technology is a national high-tech enterprise and a national-level specialized, refined, distinctive and innovative (SRDI) "Little Giant" enterprise. It hosts the Jiangsu Provincial Edge Intelligence Chip Engineering Technology Research Center and a postdoctoral research workstation, has filed more than 400 patent applications, and has helped draft a number of industry standards.</p>
<h2 id="culture">Corporate Culture</h2>
<p>Our corporate culture has been the bedrock of Chengxin Technology's journey. We believe good technology should work quietly inside the device: users may never notice it, yet they benefit from its reliability at every turn.</p>
<h3 id="mission">Mission and Vision</h3>
<p>Mission: to give every device the ability to see and understand the world. Vision: to become a trusted partner in edge intelligent computing worldwide.</p>
<h3 id="values">Core Values</h3>
<p>Customer first: our customers' production lines, roads and homes are our laboratories. Rigor and pragmatism: we let the data speak and take responsibility for the quality of every chip. Openness and collaboration: we build the ecosystem together with our partners and are candid with our colleagues. Long-term thinking: we do what is hard and right, and we are willing to spend ten years perfecting our craft.</p>
<h3 id="responsibility">Social Responsibility</h3>
<p>We keep investing in green design: our latest generation of chips more than doubles the energy efficiency of the previous one. We set up the Chengxin Student Aid Program to support university students majoring in integrated circuits, and our employees take part in community science outreach, bringing artificial intelligence into primary and secondary school classrooms.</p>
`.trim();

const HISTORY_PAGE_EN = `
<p>From an office of less than 100 square meters on the shore of Jinji Lake, Chengxin Technology has grown over more than a decade. Every product iteration and every new R&amp;D center reflects our team's dedication to technology and our commitment to our customers.</p>
<p>Looking back, we started with industrial vision modules, moved step by step into designing our own chips, and went on to build a complete edge intelligence ecosystem. The timeline below marks the key moments on Chengxin Technology's path of growth.</p>
`.trim();

const CONTACT_PAGE_EN = `
<p>You are welcome to contact Chengxin Technology through any of the channels below. We will get back to you within one business day.</p>
<ul>
<li>Address: ${COMPANY.addressEn}</li>
<li>Postal code: ${COMPANY.zipcode}</li>
<li>Service hotline: ${COMPANY.hotline} (weekdays, 9:00 a.m. to 6:00 p.m.)</li>
<li>Business email: ${COMPANY.email}</li>
</ul>
<p>Shenzhen R&amp;D Center: Chengxin Technology Building, Gaoxin South 9th Road, Science and Technology Park, Nanshan District, Shenzhen, Guangdong. Shanghai R&amp;D Center: Zhangjiang Hi-Tech Park, Pudong New Area, Shanghai. Xi'an R&amp;D Center: Software New Town, Xi'an High-Tech Zone, Xi'an, Shaanxi.</p>
`.trim();

/** The history timeline, founding to today: year, Chinese title and text, English title and text. */
const TIMELINE = [
  [
    "2012",
    "公司成立",
    "五位来自高校和半导体企业的创始人在苏州工业园区创立澄芯科技，从工业视觉检测模组起步。",
    "Company Founded",
    "Five founders from universities and semiconductor companies established Chengxin Technology in Suzhou Industrial Park, starting out with industrial vision inspection modules.",
  ],
  [
    "2014",
    "首款产品量产",
    "CX-V1 工业视觉模组量产，进入消费电子和汽车零部件产线，同年完成天使轮融资。",
    "First Product in Mass Production",
    "The CX-V1 industrial vision module entered mass production and was adopted on consumer electronics and auto parts production lines; the same year, the company closed its angel round.",
  ],
  [
    "2016",
    "组建芯片团队",
    "成立芯片设计中心，启动自主 AI 芯片研发；公司获评国家高新技术企业。",
    "Chip Team Formed",
    "The company set up a chip design center and began developing its own AI chips, and was recognized as a national high-tech enterprise.",
  ],
  [
    "2018",
    "首颗 AI 芯片流片",
    "澄芯 CX100 在首次流片即告成功，实现每瓦 2 TOPS 的能效，发布配套算法工具链。",
    "First AI Chip Taped Out",
    "The Chengxin CX100 succeeded on its first tape-out, delivering an energy efficiency of 2 TOPS per watt, and its companion algorithm toolchain was released.",
  ],
  [
    "2019",
    "深圳研发中心成立",
    "完成 B 轮融资，深圳研发中心启用，面向智能家居和安防市场推出系列模组。",
    "Shenzhen R&D Center Opens",
    "The company closed its Series B round, opened its Shenzhen R&amp;D center, and launched a series of modules for the smart home and security markets.",
  ],
  [
    "2020",
    "出货突破百万",
    "第二代芯片 CX200 大规模量产，全年出货突破一百万颗，进入多家头部客户供应链。",
    "One Million Chips Shipped",
    "The second-generation CX200 chip entered volume production, shipments for the year passed one million units, and the company joined the supply chains of several leading customers.",
  ],
  [
    "2021",
    "省级工程中心",
    "建立江苏省边缘智能芯片工程技术研究中心，入选江苏省专精特新中小企业。",
    "Provincial Engineering Center",
    "The company established the Jiangsu Provincial Edge Intelligence Chip Engineering Technology Research Center and was named a Jiangsu specialized, refined, distinctive and innovative (SRDI) small and medium-sized enterprise.",
  ],
  [
    "2022",
    "多地布局",
    "上海、西安研发中心相继成立，员工规模突破五百人，开发者社区注册用户超过十万。",
    "Expanding Across China",
    "R&amp;D centers opened in Shanghai and Xi'an, the workforce grew past 500 employees, and the developer community passed 100,000 registered users.",
  ],
  [
    "2023",
    "车规级芯片",
    "CX300 通过 AEC-Q100 车规认证，公司获评国家级专精特新“小巨人”企业。",
    "Automotive-Grade Chip",
    'The CX300 passed AEC-Q100 automotive qualification, and the company was named a national-level specialized, refined, distinctive and innovative (SRDI) "Little Giant" enterprise.',
  ],
  [
    "2024",
    "端侧大模型芯片",
    "澄芯大厦启用；发布支持端侧大模型推理的 CX500 芯片，功耗低于 5 瓦。",
    "On-Device Large Model Chip",
    "Chengxin Tower opened, and the company released the CX500, a chip for on-device large model inference that draws less than 5 watts.",
  ],
  [
    "2025",
    "走向全球",
    "新加坡子公司成立，芯片累计出货超过五千万颗，产品进入东南亚与欧洲市场。",
    "Going Global",
    "The company established its Singapore subsidiary, cumulative chip shipments topped 50 million, and its products entered Southeast Asian and European markets.",
  ],
] as const;

export async function seedPages(trx: Transaction<Database>, now: number): Promise<void> {
  const times = { create_time: now, update_time: now };
  const pages = await trx
    .insertInto("page")
    .values([
      {
        slug: "company",
        title: "公司简介",
        title_en: "Company Profile",
        content: sanitizeRichHtml(COMPANY_PAGE),
        content_en: sanitizeRichHtml(COMPANY_PAGE_EN),
        image: "/static/images/page/company.jpg",
        keywords: "澄芯科技,公司简介,企业文化,AI 芯片",
        keywords_en: "Chengxin Technology,company profile,corporate culture,AI chips",
        description: `${COMPANY.name}专注边缘 AI 芯片与智能视觉系统，总部位于苏州工业园区。`,
        description_en: `${COMPANY.nameEn} focuses on edge AI chips and intelligent vision systems and is headquartered in Suzhou Industrial Park.`,
        weigh: 30,
        ...times,
      },
      {
        slug: "history",
        title: "发展历程",
        title_en: "History",
        content: sanitizeRichHtml(HISTORY_PAGE),
        content_en: sanitizeRichHtml(HISTORY_PAGE_EN),
        image: "/static/images/page/history.jpg",
        keywords: "澄芯科技,发展历程,公司历史",
        keywords_en: "Chengxin Technology,history,company history",
        description: "澄芯科技从2012年成立至今的发展历史与重要里程碑。",
        description_en: "The history and key milestones of Chengxin Technology since its founding in 2012.",
        weigh: 20,
        ...times,
      },
      {
        slug: "contact",
        title: "联系我们",
        title_en: "Contact Us",
        content: sanitizeRichHtml(CONTACT_PAGE),
        content_en: sanitizeRichHtml(CONTACT_PAGE_EN),
        image: "/static/images/page/contact.jpg",
        keywords: "澄芯科技,联系方式,服务热线",
        keywords_en: "Chengxin Technology,contact information,service hotline",
        description: `澄芯科技联系方式：${COMPANY.address}，服务热线 ${COMPANY.hotline}。`,
        description_en: `Contact Chengxin Technology: ${COMPANY.addressEn}. Service hotline: ${COMPANY.hotline}.`,
        weigh: 10,
        ...times,
      },
    ])
    .returning(["id", "slug"])
    .execute();
  const history = pages.find((p) => p.slug === "history");
  if (!history) throw new Error("history page missing after insert");
  await trx
    .insertInto("page_article")
    .values(
      TIMELINE.map(([year, title, text, titleEn, textEn], i) => ({
        page_id: history.id,
        title,
        title_en: titleEn,
        content: sanitizeRichHtml(`<p>${text}</p>`),
        content_en: sanitizeRichHtml(`<p>${textEn}</p>`),
        image: `/static/images/history/${year}.jpg`,
        event_date: year,
        // Latest first, as timelines on corporate sites usually read.
        weigh: (i + 1) * 10,
        ...times,
      })),
    )
    .execute();
}

/** SEO metadata of every public route: path, Chinese title, keywords and description, then the English ones. */
const PAGE_META = [
  [
    "/",
    "首页",
    "澄芯科技,AI 芯片,边缘计算,智能视觉",
    `${COMPANY.name}官方网站：边缘 AI 芯片与智能视觉系统。`,
    "Home",
    "Chengxin Technology,AI chips,edge computing,intelligent vision",
    `The official website of ${COMPANY.nameEn}: edge AI chips and intelligent vision systems.`,
  ],
  [
    "/index",
    "首页",
    "澄芯科技,AI 芯片,边缘计算,智能视觉",
    `${COMPANY.name}官方网站：边缘 AI 芯片与智能视觉系统。`,
    "Home",
    "Chengxin Technology,AI chips,edge computing,intelligent vision",
    `The official website of ${COMPANY.nameEn}: edge AI chips and intelligent vision systems.`,
  ],
  [
    "/us/company",
    "关于我们",
    "公司简介,企业文化,澄芯科技",
    "了解澄芯科技的公司简介、使命愿景与企业文化。",
    "About Us",
    "company profile,corporate culture,Chengxin Technology",
    "Learn about Chengxin Technology: our company profile, mission, vision and corporate culture.",
  ],
  [
    "/us/history",
    "发展历程",
    "发展历程,公司历史,里程碑",
    "澄芯科技自2012年成立以来的发展历史。",
    "History",
    "history,company history,milestones",
    "The history of Chengxin Technology since its founding in 2012.",
  ],
  [
    "/list",
    "新闻中心",
    "新闻中心,公司新闻,行业动态,媒体报道",
    "澄芯科技的公司新闻、行业动态、媒体报道与技术分享。",
    "News",
    "newsroom,company news,industry news,media coverage",
    "Company news, industry news, media coverage and tech insights from Chengxin Technology.",
  ],
  [
    "/search",
    "搜索",
    "搜索,澄芯科技",
    "在澄芯科技网站中搜索新闻与文章。",
    "Search",
    "search,Chengxin Technology",
    "Search news and articles on the Chengxin Technology website.",
  ],
  [
    "/contact",
    "联系我们",
    "联系我们,服务热线,地址",
    `联系澄芯科技：服务热线 ${COMPANY.hotline}。`,
    "Contact Us",
    "contact us,service hotline,address",
    `Contact Chengxin Technology: service hotline ${COMPANY.hotline}.`,
  ],
  [
    "/layout",
    "文章中心",
    "文章中心,技术文章,AI 芯片",
    "澄芯科技文章中心：技术分享、产品解读与行业观察。",
    "Articles",
    "articles,technical articles,AI chips",
    "Chengxin Technology articles: tech insights, product explainers and industry perspectives.",
  ],
  [
    "/topic",
    "专题报道",
    "专题报道,产品发布,智能制造",
    "澄芯科技专题报道：产品发布、行业大会与企业文化。",
    "Special Reports",
    "special reports,product launches,smart manufacturing",
    "Chengxin Technology special reports: product launches, industry conferences and corporate culture.",
  ],
  [
    "/article",
    "文章详情",
    "澄芯科技,新闻,文章",
    "澄芯科技新闻与文章详情。",
    "Article",
    "Chengxin Technology,news,articles",
    "News and articles from Chengxin Technology in full.",
  ],
  [
    "/404",
    "页面不存在",
    "",
    "您访问的页面不存在。",
    "Page Not Found",
    "",
    "The page you are looking for does not exist.",
  ],
  [
    "/401",
    "无访问权限",
    "",
    "您没有访问该页面的权限，请联系管理员。",
    "Access Denied",
    "",
    "You do not have permission to access this page. Please contact the administrator.",
  ],
] as const;

export async function seedPageMeta(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto("page_meta")
    .values(
      PAGE_META.map(([path, title, keywords, description, titleEn, keywordsEn, descriptionEn]) => ({
        path,
        title,
        title_en: titleEn,
        keywords,
        keywords_en: keywordsEn,
        description,
        description_en: descriptionEn,
        create_time: now,
        update_time: now,
      })),
    )
    .execute();
}
