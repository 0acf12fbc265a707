import type { ArticleSeed } from "./article-seed.ts";

const base = { category: "industry", source: "澄芯研究院", author: "产业研究组" } as const;

export const INDUSTRY_NEWS: ArticleSeed[] = [
  {
    ...base,
    title: "边缘 AI 芯片市场持续升温，端侧推理成为新增长点",
    summary: "随着大模型向终端迁移，端侧推理芯片正在成为半导体行业增长最快的细分市场之一。",
    keywords: "边缘计算,AI 芯片,市场",
    body: [
      "多家研究机构的数据显示，边缘 AI 芯片市场规模保持高速增长，其中用于端侧推理的芯片增速最为明显。",
      "推动这一趋势的因素主要有三个：一是数据隐私要求越来越高，很多数据不宜上传云端；二是实时性要求，工业控制和自动驾驶无法容忍网络延迟；三是成本，海量设备长期调用云端算力的费用十分可观。",
      "业内人士认为，未来几年，能效比和软件生态将成为 AI 芯片企业竞争的关键。",
    ],
    en: {
      title: "Edge AI Chip Market Keeps Heating Up as On-Device Inference Becomes a New Growth Driver",
      summary:
        "As large models move onto end devices, on-device inference chips are becoming one of the fastest-growing segments of the semiconductor industry.",
      keywords: "edge computing,AI chip,market",
      body: [
        "Data from several research firms show that the edge AI chip market continues to grow rapidly, with chips for on-device inference growing the fastest.",
        "Three main factors are driving this trend: first, data privacy requirements keep rising, and much data should not be uploaded to the cloud; second, real-time requirements, since industrial control and autonomous driving cannot tolerate network latency; and third, cost, as having huge numbers of devices call on cloud computing power over the long term is very expensive.",
        "Industry insiders believe that over the next few years, energy efficiency and software ecosystems will be the keys to competition among AI chip companies.",
      ],
    },
  },
  {
    ...base,
    topic: "manufacturing",
    title: "智能制造示范工厂建设加速，视觉质检需求旺盛",
    summary: "各地智能制造示范工厂建设提速，AI 视觉质检成为改造投入最集中的环节之一。",
    keywords: "智能制造,视觉质检,示范工厂",
    body: [
      "近年来，各地持续推进智能制造示范工厂建设。在电子、汽车零部件、光伏等行业，AI 视觉质检已经成为产线改造中投入最集中的环节之一。",
      "与传统的规则算法相比，基于深度学习的质检系统能够识别划痕、脏污、缺料等形态多变的缺陷，漏检率显著降低。而把推理放在产线边缘完成，既能满足节拍要求，也避免了生产数据外流。",
      "专家建议，企业在推进视觉质检时，应同步建设数据标注和模型迭代的流程，让系统在使用中越来越准。",
    ],
    en: {
      title:
        "Smart Manufacturing Demonstration Factories Accelerate, Fueling Strong Demand for Visual Quality Inspection",
      summary:
        "As regions speed up the construction of smart manufacturing demonstration factories, AI visual quality inspection has become one of the areas attracting the most upgrade investment.",
      keywords: "smart manufacturing,visual quality inspection,demonstration factory",
      body: [
        "In recent years, regions across China have continued to promote the construction of smart manufacturing demonstration factories. In industries such as electronics, auto parts and photovoltaics, AI visual quality inspection has become one of the most heavily invested areas in production line upgrades.",
        "Compared with traditional rule-based algorithms, deep learning-based inspection systems can identify defects that vary widely in form, such as scratches, smudges and missing material, significantly reducing the miss rate. Running inference at the edge of the production line both meets cycle time requirements and keeps production data from leaving the factory.",
        "Experts recommend that companies rolling out visual quality inspection also build processes for data labeling and model iteration, so that the system becomes more accurate the more it is used.",
      ],
    },
  },
  {
    ...base,
    title: "大模型走向终端：手机、电脑与汽车的 AI 芯片竞赛",
    summary: "终端厂商纷纷把大模型能力写进产品规划，围绕端侧 AI 芯片的竞争日趋激烈。",
    keywords: "大模型,终端,AI芯片",
    body: [
      "从智能手机到个人电脑，再到智能汽车，终端厂商正在把大模型能力作为产品的核心卖点，这也让端侧AI芯片成为新的竞争焦点。",
      "端侧运行大模型面临算力、内存带宽和功耗三重约束。业界普遍采用低比特量化、稀疏化和专用加速单元等方法，在有限的资源内实现可用的推理速度。",
      "分析人士指出，真正的竞争不止于芯片本身，模型适配、工具链和开发者生态同样决定了谁能赢得终端厂商的长期订单。",
    ],
    en: {
      title: "Large Models Move onto Devices: The AI Chip Race in Phones, PCs and Cars",
      summary:
        "Device makers are writing large model capabilities into their product roadmaps, and competition around on-device AI chips is intensifying.",
      keywords: "large models,end devices,AI chip",
      body: [
        "From smartphones to personal computers to smart cars, device makers are making large model capabilities a core selling point of their products, which has also made on-device AI chips a new focus of competition.",
        "Running large models on devices faces three constraints: computing power, memory bandwidth and power consumption. The industry widely uses methods such as low-bit quantization, sparsification and dedicated acceleration units to achieve usable inference speeds with limited resources.",
        "Analysts point out that the real competition goes beyond the chip itself: model adaptation, toolchains and developer ecosystems also determine who wins long-term orders from device makers.",
      ],
    },
  },
  {
    ...base,
    title: "车规级芯片国产化进程提速",
    summary: "在整车企业和零部件厂商的共同推动下，车规级芯片的国产替代正在从试点走向规模应用。",
    keywords: "车规级,汽车电子,国产化",
    body: [
      "过去几年，汽车产业经历了芯片供应紧张的考验，整车企业对供应链安全的重视程度明显提升，车规级芯片的国产化随之提速。",
      "车规级芯片需要通过严格的可靠性认证和功能安全评估，开发周期长、门槛高。目前，国产芯片已在车身控制、座舱感知等领域实现批量上车，并逐步向更核心的域控制器延伸。",
      "业内认为，整车企业与芯片企业的早期协同开发，是缩短上车周期的有效途径。",
    ],
    en: {
      title: "Localization of Automotive-Grade Chips Gathers Pace",
      summary:
        "Driven jointly by automakers and auto parts suppliers, domestic substitution of automotive-grade chips is moving from pilot projects to large-scale adoption.",
      keywords: "automotive-grade,automotive electronics,localization",
      body: [
        "Over the past few years, the auto industry has been tested by chip supply shortages. Automakers now pay far more attention to supply chain security, and the localization of automotive-grade chips has accelerated as a result.",
        "Automotive-grade chips must pass rigorous reliability certification and functional safety assessments, which means long development cycles and high barriers to entry. Domestic chips are already installed in volume in areas such as body control and cabin sensing, and are gradually extending into more critical domain controllers.",
        "The industry believes that early joint development between automakers and chip companies is an effective way to shorten the time it takes for chips to make it into vehicles.",
      ],
    },
  },
  {
    ...base,
    title: "RISC-V 生态加速成熟，为 AI 芯片设计带来新选择",
    summary: "开放指令集 RISC-V 在 AI 芯片中的应用越来越多，软件生态的完善是关键。",
    keywords: "RISC-V,芯片设计,开源",
    body: [
      "开放指令集 RISC-V 近年来发展迅速，越来越多的 AI 芯片开始采用 RISC-V 内核作为控制核心，甚至在其向量扩展上直接实现部分 AI 计算。",
      "RISC-V 的优势在于灵活可扩展，芯片企业可以根据应用需要添加自定义指令。但与成熟架构相比，其编译器、操作系统和调试工具仍有提升空间。",
      "随着更多企业和高校参与，RISC-V 软件生态正在快速补齐短板，为国产 AI 芯片设计提供了更多可能。",
    ],
    en: {
      title: "RISC-V Ecosystem Matures Rapidly, Offering New Options for AI Chip Design",
      summary:
        "The open RISC-V instruction set is increasingly used in AI chips, and a more complete software ecosystem is the key.",
      keywords: "RISC-V,chip design,open source",
      body: [
        "The open RISC-V instruction set has developed rapidly in recent years. More and more AI chips use RISC-V cores as their control cores, and some even implement part of their AI computation directly on its vector extension.",
        "RISC-V's strength lies in its flexibility and extensibility: chip companies can add custom instructions to suit their applications. Compared with mature architectures, however, its compilers, operating systems and debugging tools still have room for improvement.",
        "As more companies and universities get involved, the RISC-V software ecosystem is quickly closing its gaps, opening up more possibilities for domestic AI chip design.",
      ],
    },
  },
  {
    ...base,
    topic: "manufacturing",
    title: "工业视觉检测行业观察：从“看得见”到“看得懂”",
    summary: "工业视觉正从单纯的图像采集走向理解与决策，AI 成为行业升级的主要驱动力。",
    keywords: "工业视觉,机器视觉,AI",
    body: [
      "传统机器视觉解决的是“看得见”的问题：通过相机和光源把产品清晰地拍下来，再用规则判断尺寸和位置。",
      "而在 AI 的加持下，工业视觉正在走向“看得懂”：系统不仅能发现缺陷，还能判断缺陷类型、追溯产生原因，并把结果反馈给上游工序，形成质量闭环。",
      "这一转变对算力提出了更高要求，也让嵌入相机内部的 AI 芯片成为工业视觉设备的标准配置。",
    ],
    en: {
      title: 'Industrial Vision Inspection Industry Watch: From "Seeing" to "Understanding"',
      summary:
        "Industrial vision is evolving from simple image capture to understanding and decision-making, with AI as the main driver of the industry's upgrade.",
      keywords: "industrial vision,machine vision,AI",
      body: [
        'Traditional machine vision solves the problem of "seeing": using cameras and lighting to capture a clear image of the product, then applying rules to judge its dimensions and position.',
        'With the help of AI, industrial vision is moving toward "understanding": systems can not only detect defects but also determine their type, trace their causes and feed the results back to upstream processes, closing the quality loop.',
        "This shift places higher demands on computing power and has made AI chips embedded inside cameras standard equipment in industrial vision devices.",
      ],
    },
  },
  {
    ...base,
    title: "低功耗设计成为智能家居芯片的核心竞争力",
    summary: "电池供电的智能门锁、摄像头和传感器，对 AI 芯片的待机功耗提出了苛刻要求。",
    keywords: "智能家居,低功耗,AI 芯片",
    body: [
      "在智能家居领域，越来越多的设备采用电池供电，例如智能门锁、户外摄像头和各类传感器。用户希望它们“一年换一次电池”，这对芯片功耗提出了苛刻要求。",
      "为此，芯片企业普遍采用多电源域设计，让大部分电路在待机时完全关断，只保留极低功耗的唤醒单元；当检测到人形或声音时，再迅速唤醒 AI 加速器完成识别。",
      "可以预见，功耗表现将继续是智能家居芯片选型时最重要的指标之一。",
    ],
    en: {
      title: "Low-Power Design Becomes the Core Competitive Edge of Smart Home Chips",
      summary:
        "Battery-powered smart door locks, cameras and sensors place stringent demands on the standby power of AI chips.",
      keywords: "smart home,low power,AI chip",
      body: [
        'In the smart home sector, more and more devices run on batteries, such as smart door locks, outdoor cameras and all kinds of sensors. Users expect to "change the batteries just once a year", which places stringent demands on chip power consumption.',
        "To meet this goal, chip companies commonly adopt multi-power-domain designs that completely shut down most circuits in standby, keeping only an ultra-low-power wake-up unit running; when a person or a sound is detected, the AI accelerator is quickly woken up to perform recognition.",
        "Power consumption will clearly remain one of the most important metrics when choosing smart home chips.",
      ],
    },
  },
  {
    ...base,
    title: "长三角集成电路产业协同发展新闻综述",
    summary: "长三角各地围绕设计、制造、封测和人才培养加强协作，产业集群效应日益显现。",
    keywords: "长三角,集成电路,产业集群,新闻",
    body: [
      "本期新闻综述关注长三角集成电路产业的协同发展。近年来，上海、苏州、无锡、南京、合肥等城市在芯片设计、制造、封装测试和装备材料等环节各有侧重，形成了互补的产业格局。",
      "在苏州工业园区，一批芯片设计企业快速成长，与周边的封测企业和终端制造企业形成了紧密的上下游关系。各地还联合举办人才招聘和技术交流活动，推动人才在区域内合理流动。",
      "业内人士表示，区域协同能够有效降低企业的研发和供应链成本，是集成电路产业持续发展的重要保障。",
    ],
    en: {
      title:
        "News Roundup: Collaborative Development of the Integrated Circuit Industry in the Yangtze River Delta",
      summary:
        "Cities across the Yangtze River Delta are strengthening cooperation in design, manufacturing, packaging and testing, and talent development, and the industrial cluster effect is becoming increasingly evident.",
      keywords: "Yangtze River Delta,integrated circuits,industrial cluster,news",
      body: [
        "This news roundup looks at the collaborative development of the integrated circuit industry in the Yangtze River Delta. In recent years, cities such as Shanghai, Suzhou, Wuxi, Nanjing and Hefei have each focused on different segments, including chip design, manufacturing, packaging and testing, and equipment and materials, forming a complementary industrial landscape.",
        "In Suzhou Industrial Park, a number of chip design companies have grown rapidly and formed close upstream and downstream ties with nearby packaging and testing companies and end-product manufacturers. Cities in the region also jointly hold recruitment and technical exchange events to promote the efficient flow of talent within the region.",
        "Industry insiders say regional collaboration can effectively reduce companies' R&D and supply chain costs and is an important foundation for the sustained development of the integrated circuit industry.",
      ],
    },
  },
  {
    ...base,
    title: "数据中心之外：边缘计算如何重塑 AI 基础设施",
    summary: "AI 基础设施正在从集中式的数据中心走向云边端协同的分布式架构。",
    keywords: "边缘计算,AI 基础设施,云边协同",
    body: [
      "提到 AI 基础设施，人们首先想到的往往是大型数据中心。但在工厂、道路、商场和家庭中，还有数以亿计的边缘设备同样在执行 AI 计算。",
      "云边端协同的架构正在成为主流：云端负责大模型训练和复杂推理，边缘节点负责区域级的数据汇聚和实时分析，终端设备负责最前端的感知。",
      "这种分层架构对芯片提出了多样化的需求，也为专注边缘场景的芯片企业带来了广阔空间。",
    ],
    en: {
      title: "Beyond the Data Center: How Edge Computing Is Reshaping AI Infrastructure",
      summary:
        "AI infrastructure is moving from centralized data centers to a distributed architecture of coordinated cloud, edge and devices.",
      keywords: "edge computing,AI infrastructure,cloud-edge collaboration",
      body: [
        "When it comes to AI infrastructure, the first thing most people think of is large data centers. But in factories, on roads, in shopping malls and in homes, hundreds of millions of edge devices are also performing AI computation.",
        "Architectures in which cloud, edge and devices work together are becoming mainstream: the cloud handles large model training and complex inference, edge nodes handle regional data aggregation and real-time analysis, and end devices handle front-line sensing.",
        "This layered architecture creates diverse demands on chips and opens up broad opportunities for chip companies focused on edge scenarios.",
      ],
    },
  },
];
