import type { ArticleSeed } from "./article-seed.ts";

const base = { category: "companyNews", source: "澄芯科技", author: "品牌部" } as const;

export const COMPANY_NEWS: ArticleSeed[] = [
  {
    ...base,
    topic: "cx500",
    title: "澄芯科技发布端侧大模型推理芯片 CX500",
    summary: "CX500 在 5 瓦功耗内提供 40 TOPS 算力，可在设备端流畅运行 70 亿参数大模型。",
    keywords: "CX500,AI 芯片,端侧大模型",
    videoUrl: "/static/media/sample.mp4",
    body: [
      "今天，澄芯科技在苏州总部举行新品发布会，正式推出第五代 AI 芯片 CX500。这是公司首款面向端侧大模型推理设计的芯片，也是澄芯研发团队历时三年攻关的成果。",
      "## 为大模型而生的架构",
      "CX500 采用全新的存算协同架构，INT4 算力达到 40 TOPS，典型功耗不到 5 瓦。借助片上大容量缓存与高带宽内存接口，CX500 可以在设备端以每秒二十个词元以上的速度运行 70 亿参数语言模型。",
      "发布会上，澄芯科技首席执行官表示：“我们希望让大模型不再只属于云端。工厂的质检终端、家里的智能音箱、路口的交通摄像机，都应该拥有理解和对话的能力。”",
      "CX500 将于下季度开始向首批客户送样，配套的开发板与 CXKit 工具链同步开放申请。",
    ],
    en: {
      title: "Chengxin Technology Launches CX500, an On-Device Large Model Inference Chip",
      summary:
        "CX500 delivers 40 TOPS of compute at under 5 watts and runs 7-billion-parameter large models smoothly on the device.",
      keywords: "CX500,AI chip,on-device large model",
      body: [
        "Today, Chengxin Technology held a product launch event at its Suzhou headquarters and officially unveiled CX500, its fifth-generation AI chip. It is the company's first chip designed for on-device large model inference, and the result of three years of intensive work by the Chengxin R&D team.",
        "## An Architecture Built for Large Models",
        "CX500 adopts a brand-new compute-memory co-design architecture, delivering 40 TOPS of INT4 compute at a typical power draw of under 5 watts. With a large on-chip cache and a high-bandwidth memory interface, CX500 can run a 7-billion-parameter language model on the device at more than twenty tokens per second.",
        'At the launch event, the CEO of Chengxin Technology said: "With CX500, a quality inspection terminal on a factory line, a speaker in the living room or a traffic camera at a crossing can answer on its own, without sending anything to the cloud."',
        "CX500 will begin sampling to its first customers next quarter, and applications for the companion development board and the CXKit toolchain will open at the same time.",
      ],
    },
  },
  {
    ...base,
    topic: "cx500",
    title: "CX500 芯片正式量产，首批产品交付客户",
    summary: "CX500 良率达到量产标准，首批芯片已交付智能终端与工业客户。",
    keywords: "CX500,量产,AI 芯片",
    body: [
      "继发布之后，澄芯 CX500 近日通过全部可靠性验证并进入量产阶段，首批数十万颗芯片已交付智能终端、工业视觉和智慧交通领域的客户。",
      "为保障交付，公司与封测合作伙伴共同建立了专用测试产线，并在苏州总部设立了客户联合调试实验室。客户可以带着自己的模型和样机来到实验室，与澄芯工程师一起完成性能调优。",
      "量产负责人介绍，CX500 的首批良率已超过预期，后续产能将按季度稳步爬坡，全力满足客户订单需求。",
    ],
    en: {
      title: "CX500 Enters Mass Production as First Chips Ship to Customers",
      summary:
        "CX500 yields have reached mass-production standards, and the first chips have been delivered to smart device and industrial customers.",
      keywords: "CX500,mass production,AI chip",
      body: [
        "Following its launch, Chengxin's CX500 recently passed all reliability qualification tests and entered mass production. The first batch of several hundred thousand chips has been delivered to customers in smart devices, industrial vision and intelligent transportation.",
        "To secure deliveries, the company set up a dedicated test line together with its packaging and testing partners, and opened a joint customer debugging lab at its Suzhou headquarters. Customers can bring their own models and prototypes to the lab and work with Chengxin engineers to tune performance.",
        "According to the head of mass production, first-batch yields of CX500 have exceeded expectations, and capacity will ramp up steadily quarter by quarter to fully meet customer orders.",
      ],
    },
  },
  {
    ...base,
    topic: "conference",
    title: "澄芯科技亮相世界人工智能大会，展示全栈边缘 AI 方案",
    summary: "从芯片、模组到行业方案，澄芯展台集中展示了边缘 AI 的最新落地成果。",
    keywords: "世界人工智能大会,边缘 AI,AI 芯片",
    body: [
      "在上海举办的世界人工智能大会上，澄芯科技以“让设备看懂世界”为主题参展，全面展示了 AI 芯片、智能视觉模组和行业解决方案。",
      "展台上，一条微缩的智能质检产线吸引了大量观众驻足：搭载 CX300 的相机在毫秒之间完成零件缺陷识别，并把结果实时推送到大屏。另一侧，运行在 CX500 开发板上的离线语音助手，可以在不联网的情况下回答观众的提问。",
      "大会期间，澄芯科技还与多家合作伙伴签署了战略合作协议，共同推动边缘智能在制造、交通和能源行业的规模化应用。",
    ],
    en: {
      title:
        "Chengxin Technology Showcases Full-Stack Edge AI Solutions at the World Artificial Intelligence Conference",
      summary:
        "From chips and modules to industry solutions, the Chengxin booth presented the latest real-world deployments of edge AI.",
      keywords: "World Artificial Intelligence Conference,edge AI,AI chip",
      body: [
        'At the World Artificial Intelligence Conference in Shanghai, Chengxin Technology exhibited under the theme "Helping Devices Understand the World", presenting its full range of AI chips, smart vision modules and industry solutions.',
        "At the booth, a miniature smart quality inspection line drew crowds of visitors: a camera powered by CX300 identified part defects within milliseconds and pushed the results to a large screen in real time. Nearby, an offline voice assistant running on a CX500 development board answered visitors' questions without any network connection.",
        "During the conference, Chengxin Technology also signed strategic cooperation agreements with several partners to jointly promote the large-scale adoption of edge intelligence in manufacturing, transportation and energy.",
      ],
    },
  },
  {
    ...base,
    title: "澄芯大厦正式启用，苏州总部迈入新阶段",
    summary: "位于金鸡湖畔的澄芯大厦投入使用，集研发、测试与客户中心于一体。",
    keywords: "澄芯大厦,苏州总部",
    body: [
      "澄芯大厦正式启用。大厦位于苏州工业园区金鸡湖大道，总建筑面积约四万平方米，将容纳芯片设计、系统验证、可靠性实验室和客户体验中心。",
      "新大厦的启用，标志着澄芯科技从创业初期的一间小办公室，发展为拥有完整研发与测试能力的现代化总部。公司创始人在致辞中回顾了创业以来的历史，感谢每一位员工与合作伙伴的信任。",
      "未来，澄芯大厦还将向园区内的初创企业开放部分实验设备，助力苏州集成电路产业生态建设。",
    ],
    en: {
      title: "Chengxin Tower Officially Opens as the Suzhou Headquarters Enters a New Stage",
      summary:
        "Chengxin Tower on the shore of Jinji Lake is now in use, bringing R&D, testing and a customer center under one roof.",
      keywords: "Chengxin Tower,Suzhou headquarters",
      body: [
        "Chengxin Tower has officially opened. Located on Jinji Lake Avenue in Suzhou Industrial Park, the building has a total floor area of about 40,000 square meters and will house chip design, system validation, reliability labs and a customer experience center.",
        "The opening of the new building marks Chengxin Technology's growth from a single small office in its startup days into a modern headquarters with complete R&D and testing capabilities. In remarks at the opening, the company's founder looked back on the company's history since its founding and thanked every employee and partner for their trust.",
        "Going forward, Chengxin Tower will also open some of its lab equipment to startups in the park, supporting the development of Suzhou's integrated circuit industry ecosystem.",
      ],
    },
  },
  {
    ...base,
    title: "澄芯科技获评国家级专精特新“小巨人”企业",
    summary: "凭借在边缘 AI 芯片领域的持续创新，澄芯科技入选国家级专精特新“小巨人”企业名单。",
    keywords: "专精特新,小巨人,荣誉",
    body: [
      "近日，澄芯科技入选国家级专精特新“小巨人”企业名单。这是对公司十余年深耕边缘 AI 芯片与智能视觉领域的高度认可。",
      "专精特新企业强调专业化、精细化、特色化和新颖化。澄芯科技始终聚焦边缘智能这一细分方向，研发投入常年保持在营业收入的三成以上，累计申请专利四百余项。",
      "公司表示，将以此为新的起点，继续坚持自主创新，为客户提供更可靠的芯片和更完善的服务。",
    ],
    en: {
      title:
        'Chengxin Technology Named a National-Level Specialized and Innovative "Little Giant" Enterprise',
      summary:
        'Thanks to its continuous innovation in edge AI chips, Chengxin Technology has been added to the national list of specialized and innovative "Little Giant" enterprises.',
      keywords: "specialized and innovative,Little Giant,honors",
      body: [
        'Chengxin Technology has recently been added to the national list of specialized and innovative "Little Giant" enterprises. This is strong recognition of the company\'s more than ten years of dedicated work in edge AI chips and smart vision.',
        "Specialized and innovative enterprises are defined by specialization, refinement, distinctiveness and novelty. Chengxin Technology has always focused on the niche of edge intelligence, consistently investing more than 30% of its operating revenue in R&D and filing more than 400 patent applications to date.",
        "The company said it will take this as a new starting point, continue to pursue independent innovation, and provide customers with more reliable chips and better services.",
      ],
    },
  },
  {
    ...base,
    title: "新加坡子公司揭牌成立，澄芯科技加快全球化布局",
    summary: "新加坡子公司将负责东南亚市场的销售与技术支持，并建设海外客户服务中心。",
    keywords: "新加坡,全球化,海外市场",
    body: [
      "澄芯科技新加坡子公司近日揭牌成立。这是公司设立的首个海外分支机构，将负责东南亚市场的销售、技术支持和生态合作。",
      "近年来，东南亚的电子制造和智慧城市建设快速发展，对低功耗、高可靠的 AI 芯片需求旺盛。新加坡团队将与苏州、深圳研发中心紧密协作，为当地客户提供本地化的方案设计与售后服务。",
      "澄芯科技表示，全球化是公司下一阶段的重要战略，未来还将在欧洲设立技术服务中心。",
    ],
    en: {
      title: "Singapore Subsidiary Opens as Chengxin Technology Accelerates Its Global Expansion",
      summary:
        "The Singapore subsidiary will handle sales and technical support for the Southeast Asian market and build an overseas customer service center.",
      keywords: "Singapore,globalization,overseas markets",
      body: [
        "Chengxin Technology's Singapore subsidiary was recently inaugurated. It is the company's first overseas branch and will be responsible for sales, technical support and ecosystem partnerships in the Southeast Asian market.",
        "In recent years, electronics manufacturing and smart city development in Southeast Asia have grown rapidly, creating strong demand for low-power, highly reliable AI chips. The Singapore team will work closely with the R&D centers in Suzhou and Shenzhen to provide local customers with localized solution design and after-sales service.",
        "Chengxin Technology said globalization is a key strategy for the company's next stage, and it plans to set up a technical service center in Europe in the future.",
      ],
    },
  },
  {
    ...base,
    topic: "developers",
    title: "第三届澄芯开发者大赛圆满落幕",
    summary: "来自全国高校和企业的三百余支队伍参赛，基于澄芯开发板完成了丰富的创意作品。",
    keywords: "开发者大赛,开发板,CXKit",
    body: [
      "第三届澄芯开发者大赛总决赛在苏州落幕。本届大赛以“端侧智能，创想无限”为主题，吸引了来自全国高校和企业的三百余支队伍报名参赛。",
      "参赛作品覆盖智慧农业、无障碍辅助、工业巡检、智能家居等方向。获得一等奖的作品是一套基于 CX200 开发板的果园病虫害识别系统，它可以在没有网络的田间实时识别十余种常见病害。",
      "大赛期间，澄芯工程师为选手提供了全程技术辅导，优秀团队还将获得公司的实习和孵化支持。",
    ],
    en: {
      title: "The Third Chengxin Developer Contest Comes to a Successful Close",
      summary:
        "More than 300 teams from universities and companies across China took part, building a wide range of creative projects on Chengxin development boards.",
      keywords: "developer contest,development board,CXKit",
      body: [
        'The finals of the third Chengxin Developer Contest wrapped up in Suzhou. Themed "On-Device Intelligence, Limitless Imagination", this year\'s contest attracted more than 300 teams from universities and companies across China.',
        "Entries covered smart agriculture, accessibility aids, industrial inspection, smart homes and more. The first-prize winner was an orchard pest and disease recognition system based on the CX200 development board, which can identify more than ten common diseases in real time out in the field, with no network connection.",
        "Throughout the contest, Chengxin engineers provided participants with technical mentoring, and outstanding teams will also receive internship and incubation support from the company.",
      ],
    },
  },
  {
    ...base,
    topic: "culture",
    title: "以文化凝聚力量：澄芯科技举办年度企业文化节",
    summary: "企业文化节以“长期主义”为主题，通过分享会、技术集市和家庭开放日，让员工共同感受澄芯的价值观。",
    keywords: "企业文化,文化节,价值观",
    body: [
      "澄芯科技年度企业文化节在苏州总部和各地研发中心同步举行。本届文化节的主题是“长期主义”，这也是公司核心价值观之一。",
      "文化节期间，公司举办了“我与澄芯的故事”分享会，多位老员工讲述了芯片首次流片成功那一夜的故事；技术集市上，各团队展示了自己的创新项目；家庭开放日则邀请员工家属走进实验室，亲手体验 AI 芯片的神奇。",
      "公司负责人表示，企业文化不是墙上的标语，而是每一位澄芯人做事的方式。客户为先、求真务实、开放协作、长期主义，会一直是澄芯前行的底色。",
    ],
    en: {
      title: "Strength Through Culture: Chengxin Technology Holds Its Annual Corporate Culture Festival",
      summary:
        'Themed "Long-Termism", the festival invited employees to experience Chengxin\'s values together through sharing sessions, a tech fair and a family open day.',
      keywords: "corporate culture,culture festival,values",
      body: [
        "Chengxin Technology's annual corporate culture festival was held simultaneously at its Suzhou headquarters and its R&D centers across the country. This year's theme was \"Long-Termism\", one of the company's core values.",
        "During the festival, the company hosted a \"My Chengxin Story\" sharing session, where several longtime employees recounted the night the company's first chip tape-out succeeded. At the tech fair, teams showcased their own innovation projects, and the family open day welcomed employees' families into the labs to experience the magic of AI chips firsthand.",
        "A company leader said that corporate culture is not a slogan on the wall, but the way every member of the Chengxin team works. Customer first, seeking truth and staying pragmatic, open collaboration, and long-termism will always be the foundation of Chengxin's journey forward.",
      ],
    },
  },
  {
    ...base,
    topic: "culture",
    title: "澄芯助学计划走进高校，资助集成电路专业学子",
    summary: "助学计划今年资助一百名集成电路及相关专业学生，并提供实习与导师支持。",
    keywords: "助学计划,社会责任,集成电路",
    body: [
      "“澄芯助学计划”今年走进东南大学、西安电子科技大学等多所高校，资助一百名集成电路及相关专业的在读学生。",
      "除了奖助学金，澄芯还为受资助学生配备企业导师，提供暑期实习岗位，并开放芯片设计培训课程，帮助学生把课堂知识与产业实践结合起来。",
      "集成电路产业需要长期的人才积累。澄芯科技希望以自己的方式，为行业培养更多年轻的工程师。",
    ],
    en: {
      title: "Chengxin Student Aid Program Reaches Universities, Supporting Integrated Circuit Students",
      summary:
        "This year the program supports 100 students in integrated circuits and related majors, along with internships and mentoring.",
      keywords: "student aid program,social responsibility,integrated circuits",
      body: [
        'This year, the "Chengxin Student Aid Program" reached several universities, including Southeast University and Xidian University, supporting 100 current students in integrated circuits and related majors.',
        "In addition to scholarships and grants, Chengxin assigns corporate mentors to the sponsored students, offers summer internships and opens its chip design training courses to them, helping students connect classroom knowledge with industry practice.",
        "The integrated circuit industry depends on talent built up over the long term. Chengxin Technology hopes to help train more young engineers for the industry in its own way.",
      ],
    },
  },
  {
    ...base,
    title: "澄芯科技与多家车企签署车载感知合作协议",
    summary: "基于车规级 CX300 芯片，双方将联合开发驾驶员监测和舱内感知系统。",
    keywords: "车规级,车载感知,CX300",
    body: [
      "澄芯科技与长三角地区多家整车及零部件企业签署车载感知合作协议，将基于通过 AEC-Q100 认证的 CX300 芯片，联合开发驾驶员状态监测、舱内乘员感知等系统。",
      "车载场景对芯片的可靠性和功能安全要求极高。澄芯车载团队在过去两年里完善了功能安全开发流程，并建立了覆盖高低温、振动和长时间老化的测试体系。",
      "首批合作车型预计将在明年上市，澄芯科技也将以此为契机，加快在汽车电子领域的布局。",
    ],
    en: {
      title: "Chengxin Technology Signs In-Vehicle Sensing Cooperation Agreements with Several Automakers",
      summary:
        "Based on the automotive-grade CX300 chip, the partners will jointly develop driver monitoring and in-cabin sensing systems.",
      keywords: "automotive-grade,in-vehicle sensing,CX300",
      body: [
        "Chengxin Technology has signed in-vehicle sensing cooperation agreements with several automakers and auto parts suppliers in the Yangtze River Delta. Based on the AEC-Q100-qualified CX300 chip, the partners will jointly develop systems for driver state monitoring, in-cabin occupant sensing and more.",
        "Automotive applications place extremely high demands on chip reliability and functional safety. Over the past two years, Chengxin's automotive team has refined its functional safety development process and built a test system covering high and low temperatures, vibration and long-term aging.",
        "The first vehicle models from these partnerships are expected to launch next year, and Chengxin Technology will take this opportunity to accelerate its expansion in automotive electronics.",
      ],
    },
  },
];
