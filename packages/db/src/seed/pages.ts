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

/** The history timeline, founding to today. */
const TIMELINE = [
  [
    "2012",
    "公司成立",
    "五位来自高校和半导体企业的创始人在苏州工业园区创立澄芯科技，从工业视觉检测模组起步。",
  ],
  ["2014", "首款产品量产", "CX-V1 工业视觉模组量产，进入消费电子和汽车零部件产线，同年完成天使轮融资。"],
  ["2016", "组建芯片团队", "成立芯片设计中心，启动自主 AI 芯片研发；公司获评国家高新技术企业。"],
  ["2018", "首颗 AI 芯片流片", "澄芯 CX100 在首次流片即告成功，实现每瓦 2 TOPS 的能效，发布配套算法工具链。"],
  ["2019", "深圳研发中心成立", "完成 B 轮融资，深圳研发中心启用，面向智能家居和安防市场推出系列模组。"],
  ["2020", "出货突破百万", "第二代芯片 CX200 大规模量产，全年出货突破一百万颗，进入多家头部客户供应链。"],
  ["2021", "省级工程中心", "建立江苏省边缘智能芯片工程技术研究中心，入选江苏省专精特新中小企业。"],
  ["2022", "多地布局", "上海、西安研发中心相继成立，员工规模突破五百人，开发者社区注册用户超过十万。"],
  ["2023", "车规级芯片", "CX300 通过 AEC-Q100 车规认证，公司获评国家级专精特新“小巨人”企业。"],
  ["2024", "端侧大模型芯片", "澄芯大厦启用；发布支持端侧大模型推理的 CX500 芯片，功耗低于 5 瓦。"],
  ["2025", "走向全球", "新加坡子公司成立，芯片累计出货超过五千万颗，产品进入东南亚与欧洲市场。"],
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
        image: "/static/images/page/company.jpg",
        keywords: "澄芯科技,公司简介,企业文化,AI 芯片",
        description: `${COMPANY.name}专注边缘 AI 芯片与智能视觉系统，总部位于苏州工业园区。`,
        weigh: 30,
        ...times,
      },
      {
        slug: "history",
        title: "发展历程",
        title_en: "History",
        content: sanitizeRichHtml(HISTORY_PAGE),
        image: "/static/images/page/history.jpg",
        keywords: "澄芯科技,发展历程,公司历史",
        description: "澄芯科技从2012年成立至今的发展历史与重要里程碑。",
        weigh: 20,
        ...times,
      },
      {
        slug: "contact",
        title: "联系我们",
        title_en: "Contact Us",
        content: sanitizeRichHtml(CONTACT_PAGE),
        image: "/static/images/page/contact.jpg",
        keywords: "澄芯科技,联系方式,服务热线",
        description: `澄芯科技联系方式：${COMPANY.address}，服务热线 ${COMPANY.hotline}。`,
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
      TIMELINE.map(([year, title, text], i) => ({
        page_id: history.id,
        title,
        content: sanitizeRichHtml(`<p>${text}</p>`),
        image: `/static/images/history/${year}.jpg`,
        event_date: year,
        // Latest first, as timelines on corporate sites usually read.
        weigh: (i + 1) * 10,
        ...times,
      })),
    )
    .execute();
}

/** SEO metadata of every public route. */
const PAGE_META = [
  [
    "/",
    "首页",
    "澄芯科技,AI 芯片,边缘计算,智能视觉",
    `${COMPANY.name}官方网站：边缘 AI 芯片与智能视觉系统。`,
  ],
  [
    "/index",
    "首页",
    "澄芯科技,AI 芯片,边缘计算,智能视觉",
    `${COMPANY.name}官方网站：边缘 AI 芯片与智能视觉系统。`,
  ],
  ["/us/company", "关于我们", "公司简介,企业文化,澄芯科技", "了解澄芯科技的公司简介、使命愿景与企业文化。"],
  ["/us/history", "发展历程", "发展历程,公司历史,里程碑", "澄芯科技自2012年成立以来的发展历史。"],
  [
    "/list",
    "新闻中心",
    "新闻中心,公司新闻,行业动态,媒体报道",
    "澄芯科技的公司新闻、行业动态、媒体报道与技术分享。",
  ],
  ["/search", "搜索", "搜索,澄芯科技", "在澄芯科技网站中搜索新闻与文章。"],
  ["/contact", "联系我们", "联系我们,服务热线,地址", `联系澄芯科技：服务热线 ${COMPANY.hotline}。`],
  ["/layout", "文章中心", "文章中心,技术文章,AI 芯片", "澄芯科技文章中心：技术分享、产品解读与行业观察。"],
  ["/topic", "专题报道", "专题报道,产品发布,智能制造", "澄芯科技专题报道：产品发布、行业大会与企业文化。"],
  ["/article", "文章详情", "澄芯科技,新闻,文章", "澄芯科技新闻与文章详情。"],
  ["/404", "页面不存在", "", "您访问的页面不存在。"],
  ["/401", "无访问权限", "", "您没有访问该页面的权限，请联系管理员。"],
] as const;

export async function seedPageMeta(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto("page_meta")
    .values(
      PAGE_META.map(([path, title, keywords, description]) => ({
        path,
        title,
        keywords,
        description,
        create_time: now,
        update_time: now,
      })),
    )
    .execute();
}
