import type { ArticleSeed } from "./article-seed.ts";

const base = { category: "media", author: "媒体转载" } as const;

export const MEDIA_COVERAGE: ArticleSeed[] = [
  {
    ...base,
    source: "金鸡湖晨报",
    title: "金鸡湖畔的“造芯”十年：一家苏州企业的成长历史",
    summary: "从不足百平方米的办公室到现代化总部，记者回顾了澄芯科技十余年的发展历史。",
    keywords: "历史,澄芯科技,苏州",
    body: [
      "十多年前，五位年轻人在苏州工业园区租下一间不足百平方米的办公室，开始了他们的创业历史。那时，他们做的是工业相机里的视觉模组，客户不多，订单也不稳定。",
      "转折发生在公司决定自己设计 AI 芯片的那一年。“很多人劝我们别碰芯片，投入大、周期长。”创始人回忆说，“但我们认定，只有掌握芯片，才能真正把 AI 做进设备里。”",
      "如今，澄芯科技的芯片累计出货已超过五千万颗。回看这段历史，记者感受到的是一家企业在正确方向上的长期坚持。",
    ],
    en: {
      title: 'A Decade of "Chip-Making" by Jinji Lake: The Story of a Suzhou Company\'s Growth',
      summary:
        "From an office of less than 100 square meters to a modern headquarters, a reporter looks back on more than a decade of Chengxin Technology's history.",
      keywords: "history,Chengxin Technology,Suzhou",
      body: [
        "More than ten years ago, five young people rented an office of less than 100 square meters in Suzhou Industrial Park and began their entrepreneurial journey. At the time, they made vision modules for industrial cameras; customers were few and orders were unsteady.",
        'The turning point came the year the company decided to design its own AI chips. "A lot of people advised us to stay away from chips: the investment is huge and the cycles are long," the founder recalls. "But we were convinced that only by mastering the chip could we truly build AI into devices."',
        "Today, Chengxin Technology has shipped more than 50 million chips in total. Looking back on this history, the reporter sees a company that has persevered for the long term in the right direction.",
      ],
    },
  },
  {
    ...base,
    source: "科创访谈",
    title: "专访澄芯科技创始人：做难而正确的事",
    summary: "创始人谈技术路线选择、团队建设以及对边缘 AI 未来的判断。",
    keywords: "专访,创始人,边缘 AI",
    body: [
      "记者：很多创业公司会选择先做应用，为什么澄芯选择了更难的芯片？",
      "创始人：边缘 AI 的瓶颈在算力和功耗。通用芯片做不到我们想要的能效比，只能自己从底层做起。这件事很难，但方向是对的，时间会给出回报。",
      "记者：您怎么看待未来五年的机会？创始人：大模型会走进每一台设备，而设备端的 AI 芯片需求会比今天大得多。我们要做的，是在这个浪潮到来之前把基础打牢。",
    ],
    en: {
      title: "Interview with Chengxin Technology's Founder: Doing What Is Hard and Right",
      summary:
        "The founder discusses the choice of technology roadmap, team building and the outlook for the future of edge AI.",
      keywords: "interview,founder,edge AI",
      body: [
        "Reporter: Many startups choose to start with applications. Why did Chengxin choose the harder path of chips?",
        "Founder: The bottlenecks of edge AI are computing power and power consumption. General-purpose chips can't deliver the energy efficiency we want, so we had to build from the ground up ourselves. It is hard, but it is the right direction, and time will reward it.",
        "Reporter: How do you see the opportunities over the next five years? Founder: Large models will make their way into every device, and demand for on-device AI chips will be far greater than it is today. What we need to do is lay a solid foundation before that wave arrives.",
      ],
    },
  },
  {
    ...base,
    source: "财经观察",
    topic: "manufacturing",
    title: "国产 AI 芯片走进智能工厂",
    summary: "在苏州一家汽车零部件工厂，搭载国产 AI 芯片的视觉系统正在替代人工目检。",
    keywords: "智能工厂,AI 芯片,国产化",
    body: [
      "在苏州一家汽车零部件工厂的产线上，一排工业相机正在以每分钟上百件的速度检查零件表面。过去，这项工作需要十多名质检员轮班完成。",
      "这些相机内部搭载的是澄芯科技的 AI 芯片。工厂负责人介绍，系统上线后，漏检率下降了九成，质检人员转岗到了工艺改进等更有价值的岗位。",
      "记者在采访中了解到，类似的改造正在越来越多的工厂发生，国产 AI 芯片凭借本地化服务和快速响应赢得了客户认可。",
    ],
    en: {
      title: "Chinese-Made AI Chips Move into Smart Factories",
      summary:
        "At an auto parts factory in Suzhou, vision systems powered by Chinese-made AI chips are replacing manual visual inspection.",
      keywords: "smart factory,AI chip,localization",
      body: [
        "On a production line at an auto parts factory in Suzhou, a row of industrial cameras inspects part surfaces at a rate of more than a hundred pieces per minute. In the past, this work took more than ten quality inspectors working in shifts.",
        "Inside these cameras are Chengxin Technology's AI chips. According to the plant manager, since the system went live the missed-detection rate has fallen by 90%, and the quality inspectors have been reassigned to more valuable roles such as process improvement.",
        "During interviews, the reporter learned that similar upgrades are taking place in more and more factories, and that Chinese-made AI chips have won customers over with localized service and fast response.",
      ],
    },
  },
  {
    ...base,
    source: "芯视界",
    topic: "cx500",
    title: "CX500 实测：5 瓦功耗跑通 70 亿参数大模型",
    summary: "评测团队在 CX500 开发板上测试了多款开源大模型的推理速度与功耗表现。",
    keywords: "CX500,评测,大模型,AI 芯片",
    body: [
      "我们拿到了澄芯 CX500 开发板，并在上面测试了多款 70 亿参数级别的开源大模型。经过 INT4 量化后，模型可以完整加载到板载内存中。",
      "实测结果显示，在中文问答场景下，首词元延迟约为四百毫秒，后续生成速度稳定在每秒二十个词元以上，整板功耗始终低于 5 瓦。作为对比，同级别的通用处理器方案功耗高出数倍。",
      "总体来看，CX500 让离线大模型在低功耗设备上变得真正可用，配套工具链的易用性也令人印象深刻。",
    ],
    en: {
      title: "CX500 Tested: Running a 7-Billion-Parameter Large Model at 5 Watts",
      summary:
        "Our review team tested the inference speed and power consumption of several open-source large models on the CX500 development board.",
      keywords: "CX500,review,large model,AI chip",
      body: [
        "We got our hands on a Chengxin CX500 development board and tested several open-source large models in the 7-billion-parameter class on it. After INT4 quantization, the models fit entirely in the onboard memory.",
        "Our measurements show that in Chinese question-answering scenarios, time to first token is about 400 milliseconds, subsequent generation holds steady at more than 20 tokens per second, and total board power stays below 5 watts throughout. By comparison, general-purpose processor solutions of the same class consume several times more power.",
        "Overall, the CX500 makes offline large models genuinely usable on low-power devices, and the ease of use of its accompanying toolchain is also impressive.",
      ],
    },
  },
  {
    ...base,
    source: "智造周刊",
    topic: "manufacturing",
    title: "一条产线的 AI 改造故事",
    summary: "从立项到上线只用了八周，一家电子厂的视觉质检改造带来了哪些变化？",
    keywords: "产线改造,视觉质检,智能制造",
    body: [
      "这是一家生产精密连接器的电子厂。产品体积小、缺陷细微，人工检测既费眼又容易疲劳，漏检一直是困扰工厂的难题。",
      "澄芯科技的工程师驻厂两周，采集了数万张样本图像，训练出的检测模型部署在搭载 CX300 芯片的智能相机中。从立项到正式上线，整个项目只用了八周。",
      "上线半年后，工厂的客户投诉率下降了七成。厂长说：“最大的变化是，我们终于有了完整的质量数据，可以倒推工艺问题了。”",
    ],
    en: {
      title: "The Story of One Production Line's AI Upgrade",
      summary:
        "It took just eight weeks from project kickoff to go-live. What changed after an electronics factory upgraded its visual quality inspection?",
      keywords: "production line upgrade,visual quality inspection,smart manufacturing",
      body: [
        "This electronics factory makes precision connectors. The products are small and the defects subtle; manual inspection strains the eyes and causes fatigue, and missed defects have long been a headache for the factory.",
        "Chengxin Technology's engineers spent two weeks on site collecting tens of thousands of sample images, and the resulting detection model was deployed in smart cameras powered by the CX300 chip. The whole project took only eight weeks from kickoff to official go-live.",
        'Six months after go-live, the factory\'s customer complaint rate had fallen by 70%. "The biggest change is that we finally have complete quality data, so we can trace problems back to the process," the plant director said.',
      ],
    },
  },
  {
    ...base,
    source: "人工智能周刊",
    topic: "conference",
    title: "世界人工智能大会现场：澄芯展台人气火爆",
    summary: "离线语音助手和微缩质检产线成为展台最受欢迎的演示项目。",
    keywords: "世界人工智能大会,展会,边缘 AI",
    body: [
      "在本届世界人工智能大会的展馆里，澄芯科技的展台前始终排着长队。不少观众专门前来体验运行在 CX500 上的离线语音助手。",
      "一位来自制造企业的参观者在微缩质检产线前驻足许久，他说：“我们正在找能放进相机里的 AI 方案，这里看到的正是我们需要的。”",
      "展会期间，澄芯科技还发布了面向开发者的新一代开发板，并宣布扩大开发者生态计划的支持范围。",
    ],
    en: {
      title: "At the World Artificial Intelligence Conference: Crowds Flock to the Chengxin Booth",
      summary:
        "An offline voice assistant and a miniature quality-inspection production line were the booth's most popular demos.",
      keywords: "World Artificial Intelligence Conference,exhibition,edge AI",
      body: [
        "In the exhibition hall of this year's World Artificial Intelligence Conference, there was a constant long line in front of Chengxin Technology's booth. Many visitors came specifically to try the offline voice assistant running on the CX500.",
        'A visitor from a manufacturing company lingered for a long time in front of the miniature quality-inspection line. "We\'re looking for an AI solution that fits inside a camera, and what I see here is exactly what we need," he said.',
        "During the exhibition, Chengxin Technology also launched a new generation of development boards for developers and announced an expanded scope of support for its developer ecosystem program.",
      ],
    },
  },
  {
    ...base,
    source: "创业家",
    topic: "culture",
    title: "从五个人到六百人：澄芯科技的企业文化密码",
    summary: "在快速扩张中保持团队的凝聚力，澄芯靠的是一套被认真执行的企业文化。",
    keywords: "企业文化,团队,管理",
    body: [
      "从五个人的创业团队成长为六百人的企业，很多公司会在扩张中丢掉初心。澄芯科技给出的答案，是把企业文化落实到每一个具体的制度里。",
      "比如“求真务实”，体现在每周的技术复盘会上：无论职级高低，都要用数据说话；“开放协作”，体现在跨部门项目组的设计上；“长期主义”，体现在公司坚持把三成以上的收入投入研发。",
      "一位入职不久的工程师说：“这里的企业文化不是口号，你能在日常工作里感受到它。”",
    ],
    en: {
      title: "From Five People to Six Hundred: The Secret of Chengxin Technology's Corporate Culture",
      summary:
        "Chengxin keeps its team cohesive through rapid expansion with a corporate culture that is taken seriously and put into practice.",
      keywords: "corporate culture,team,management",
      body: [
        "In growing from a five-person startup team into a 600-person company, many businesses lose sight of their original aspirations along the way. Chengxin Technology's answer is to build its corporate culture into every concrete policy.",
        'For example, "seeking truth and being pragmatic" shows in the weekly technical review meetings, where everyone, regardless of rank, must let the data speak; "open collaboration" shows in how cross-department project teams are designed; and "long-termism" shows in the company\'s commitment to investing more than 30% of its revenue in R&D.',
        '"The corporate culture here isn\'t just a slogan. You can feel it in your day-to-day work," said an engineer who joined recently.',
      ],
    },
  },
  {
    ...base,
    source: "财经观察",
    title: "专精特新企业如何穿越周期",
    summary: "以澄芯科技为例，观察专精特新企业在行业波动中保持增长的方法。",
    keywords: "专精特新,企业经营,半导体周期",
    body: [
      "半导体行业具有明显的周期性。在行业下行阶段，很多企业不得不收缩研发投入，而澄芯科技却在这一时期推出了新一代产品。",
      "公司财务负责人表示，澄芯始终保持稳健的现金流管理，同时坚持聚焦边缘 AI 这一细分领域，不盲目扩张产品线。客户结构上，工业、汽车和消费电子三大板块相互平衡，降低了单一市场波动的影响。",
      "专家认为，专注与稳健，是专精特新企业穿越周期的共同特征。",
    ],
    en: {
      title: "How Specialized and Innovative SMEs Weather Industry Cycles",
      summary:
        "Taking Chengxin Technology as an example, we look at how specialized and innovative SMEs keep growing amid industry swings.",
      keywords: "specialized and innovative SMEs,business operations,semiconductor cycle",
      body: [
        "The semiconductor industry is markedly cyclical. During downturns, many companies are forced to cut back on R&D spending, yet Chengxin Technology launched a new generation of products during just such a period.",
        "The company's head of finance said Chengxin has always maintained prudent cash-flow management while staying focused on the niche of edge AI rather than blindly expanding its product lines. In terms of customer mix, the industrial, automotive and consumer electronics segments balance one another, reducing the impact of swings in any single market.",
        "Experts believe that focus and prudence are the common traits that carry specialized and innovative SMEs through industry cycles.",
      ],
    },
  },
  {
    ...base,
    source: "城市科技报",
    title: "AI 芯片如何守护城市交通",
    summary: "路口摄像机里的 AI 芯片，正在让交通信号控制变得更聪明。",
    keywords: "智慧交通,AI 芯片,城市治理",
    body: [
      "在一些城市的主干道路口，交通摄像机不再只是记录画面，而是能实时统计车流、识别拥堵和事故，并把数据传给信号控制系统。",
      "实现这一切的，是嵌入在摄像机中的 AI 芯片。由于分析在本地完成，只需上传结构化数据，既减轻了网络压力，也更好地保护了市民隐私。",
      "交通管理部门的数据显示，试点路段的平均通行时间缩短了一成以上。",
    ],
    en: {
      title: "How AI Chips Are Safeguarding City Traffic",
      summary: "AI chips inside intersection cameras are making traffic signal control smarter.",
      keywords: "smart transportation,AI chip,urban governance",
      body: [
        "At major intersections in some cities, traffic cameras no longer just record footage: they count traffic flow in real time, detect congestion and accidents, and pass the data to the signal control system.",
        "What makes all this possible is the AI chip embedded in the camera. Because the analysis is done locally, only structured data needs to be uploaded, which both eases the load on the network and better protects residents' privacy.",
        "Data from the traffic management authorities show that average travel times on the pilot road sections have fallen by more than 10%.",
      ],
    },
  },
];
