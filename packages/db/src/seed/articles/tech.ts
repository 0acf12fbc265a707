import type { ArticleSeed } from "./article-seed.ts";

const base = { category: "tech", source: "澄芯技术博客" } as const;

export const TECH_INSIGHTS: ArticleSeed[] = [
  {
    ...base,
    topic: "cx500",
    author: "芯片架构组",
    title: "深入解读 CX500 的 NPU 架构设计",
    summary: "CX500 如何在 5 瓦功耗内实现 40 TOPS 算力？本文介绍其存算协同架构的关键设计。",
    keywords: "CX500,NPU,芯片架构,AI 芯片",
    body: [
      "大模型推理的主要瓶颈不在计算本身，而在数据搬运。CX500 的设计从一开始就围绕“少搬数据”展开。",
      "## 存算协同",
      "CX500 的 NPU 由十六个计算簇组成，每个计算簇配备独立的大容量本地缓存。权重以压缩格式存放，在进入计算单元前才解压，从而把片外内存带宽需求降低了一半以上。",
      "## 灵活的数据精度",
      "针对大模型常用的 INT4 权重和 INT8 激活，CX500 设计了混合精度乘加阵列；对精度敏感的注意力计算，则保留了 FP16 通路。编译器会根据每一层的特点自动选择精度。",
    ],
    en: {
      title: "A Deep Dive into the CX500's NPU Architecture",
      summary:
        "How does the CX500 deliver 40 TOPS of compute within 5 watts? This article introduces the key design choices behind its compute-memory co-design architecture.",
      keywords: "CX500,NPU,chip architecture,AI chip",
      body: [
        'The main bottleneck of large-model inference is not computation itself but data movement. From the very start, the CX500 was designed around "moving less data."',
        "## Compute-Memory Co-Design",
        "The CX500's NPU consists of 16 compute clusters, each with its own large local cache. Weights are stored in a compressed format and decompressed only just before they enter the compute units, cutting off-chip memory bandwidth requirements by more than half.",
        "## Flexible Data Precision",
        "For the INT4 weights and INT8 activations commonly used in large models, the CX500 features a mixed-precision multiply-accumulate array, while an FP16 path is retained for precision-sensitive attention computations. The compiler automatically selects the precision based on the characteristics of each layer.",
      ],
    },
  },
  {
    ...base,
    topic: "cx500",
    author: "算法工具链组",
    title: "端侧大模型量化实践：从 FP16 到 INT4",
    summary: "分享我们在 CX500 上部署大模型时的量化流程与精度保持经验。",
    keywords: "量化,大模型,INT4",
    body: [
      "要把 70 亿参数的模型放进端侧设备，量化几乎是必经之路。FP16 模型约需 14GB 内存，而 INT4 量化后只需约 4GB。",
      "我们采用分组量化策略，每 128 个权重共享一组缩放系数，并使用少量校准数据对离群值进行处理。在常见的中文评测集上，INT4 模型的精度损失控制在一个百分点以内。",
      "CXKit 工具链已经内置了这一流程，开发者只需一条命令即可完成量化和精度评估。",
    ],
    en: {
      title: "On-Device Large Model Quantization in Practice: From FP16 to INT4",
      summary:
        "We share the quantization workflow and our experience in preserving accuracy when deploying large models on the CX500.",
      keywords: "quantization,large model,INT4",
      body: [
        "To fit a 7-billion-parameter model onto an edge device, quantization is all but unavoidable. An FP16 model needs about 14GB of memory, while after INT4 quantization it needs only about 4GB.",
        "We use a group-wise quantization strategy in which every 128 weights share one set of scaling factors, and we handle outliers using a small amount of calibration data. On common Chinese benchmarks, the accuracy loss of the INT4 model stays within one percentage point.",
        "This workflow is already built into the CXKit toolchain, so developers can complete quantization and accuracy evaluation with a single command.",
      ],
    },
  },
  {
    ...base,
    topic: "developers",
    author: "开发者关系部",
    title: "CXKit 工具链入门：十分钟部署第一个视觉模型",
    summary: "从安装工具链到在开发板上跑通图像分类，一步一步带你上手。",
    keywords: "CXKit,入门教程,开发板",
    body: [
      "本文面向第一次接触澄芯开发板的开发者。你需要准备一台电脑、一块 CX200 或更新型号的开发板，以及一根 USB 数据线。",
      "## 第一步：安装工具链",
      "在电脑上安装 CXKit 后，运行环境检查命令，确认开发板已被正确识别。",
      "## 第二步：转换并部署模型",
      "选择一个常见的图像分类模型，使用 CXKit 的转换命令生成芯片可执行的模型文件，然后一键推送到开发板。打开摄像头，你就能看到实时的分类结果了。",
    ],
    en: {
      title: "Getting Started with the CXKit Toolchain: Deploy Your First Vision Model in Ten Minutes",
      summary:
        "From installing the toolchain to running image classification on a development board, we walk you through it step by step.",
      keywords: "CXKit,getting started,development board",
      body: [
        "This article is for developers who are new to Chengxin development boards. You will need a computer, a CX200 or newer development board, and a USB data cable.",
        "## Step 1: Install the Toolchain",
        "After installing CXKit on your computer, run the environment check command to confirm that the development board is correctly recognized.",
        "## Step 2: Convert and Deploy the Model",
        "Choose a common image classification model, use CXKit's conversion command to generate a model file the chip can execute, and push it to the development board with one click. Turn on the camera, and you'll see real-time classification results.",
      ],
    },
  },
  {
    ...base,
    topic: "manufacturing",
    author: "工业视觉组",
    title: "工业缺陷检测中的小样本学习",
    summary: "缺陷样本少是工业质检的常态，我们用哪些方法让模型在少量数据下也能学好？",
    keywords: "小样本学习,缺陷检测,工业视觉",
    body: [
      "在真实产线上，良品多、缺陷少，某些缺陷类型一年也只出现几十次。直接用这样的数据训练分类模型，效果往往不理想。",
      "我们的做法是把问题分成两步：先用大量良品训练一个异常检测模型，找出“与众不同”的区域；再用少量缺陷样本训练分类器，判断缺陷类型。配合数据增强和缺陷合成，模型只需几十张缺陷样本就能达到可用精度。",
      "这套方法已经应用在连接器、玻璃盖板和锂电池极片等多个项目中。",
    ],
    en: {
      title: "Few-Shot Learning for Industrial Defect Detection",
      summary:
        "Scarce defect samples are the norm in industrial quality inspection. What methods do we use to help models learn well from little data?",
      keywords: "few-shot learning,defect detection,industrial vision",
      body: [
        "On real production lines, good parts are plentiful and defects are rare; some defect types show up only a few dozen times a year. Training a classification model directly on such data often gives disappointing results.",
        'Our approach splits the problem into two steps: first, train an anomaly detection model on a large number of good parts to find regions that "stand out"; then train a classifier on a small number of defect samples to determine the defect type. Combined with data augmentation and defect synthesis, the model reaches usable accuracy with just a few dozen defect samples.',
        "This method has already been applied in several projects, including connectors, glass cover plates and lithium battery electrode sheets.",
      ],
    },
  },
  {
    ...base,
    author: "系统软件组",
    title: "如何为边缘设备设计低功耗视觉流水线",
    summary: "从传感器到 NPU，一条低功耗视觉流水线需要在每个环节节省能量。",
    keywords: "低功耗,视觉流水线,边缘设备",
    body: [
      "一个电池供电的智能摄像头，大部分时间里画面中什么都没有发生。因此，低功耗设计的第一原则是：只在需要的时候计算。",
      "我们推荐的流水线是：图像传感器以低分辨率、低帧率运行，由芯片内的轻量运动检测单元持续判断画面变化；一旦发现目标，再切换到高分辨率并唤醒 NPU 进行识别。",
      "在实际项目中，这种分级唤醒的设计让整机平均功耗下降了八成。",
    ],
    en: {
      title: "How to Design a Low-Power Vision Pipeline for Edge Devices",
      summary: "From the sensor to the NPU, a low-power vision pipeline has to save energy at every stage.",
      keywords: "low power,vision pipeline,edge devices",
      body: [
        "For a battery-powered smart camera, most of the time nothing is happening in the frame. So the first principle of low-power design is: compute only when you need to.",
        "The pipeline we recommend works like this: the image sensor runs at low resolution and a low frame rate while a lightweight on-chip motion detection unit continuously checks for changes in the scene; once a target is detected, the system switches to high resolution and wakes the NPU for recognition.",
        "In real projects, this tiered wake-up design has cut the device's average power consumption by 80%.",
      ],
    },
  },
  {
    ...base,
    topic: "developers",
    author: "开发者关系部",
    title: "在开发板上运行 YOLO 目标检测的完整教程",
    summary: "手把手教你把目标检测模型部署到澄芯开发板，并优化到实时帧率。",
    keywords: "YOLO,目标检测,教程",
    body: [
      "目标检测是边缘视觉最常见的任务之一。本文以 YOLO 系列模型为例，介绍从训练、转换到部署的完整流程。",
      "转换时需要注意后处理部分：非极大值抑制等操作更适合放在 CPU 上执行，CXKit 会自动完成图切分。量化后，模型在 CX200 开发板上可以达到每秒三十帧以上。",
      "如果你希望进一步提升速度，可以尝试降低输入分辨率或使用剪枝后的模型，具体方法见本系列的下一篇文章。",
    ],
    en: {
      title: "A Complete Tutorial on Running YOLO Object Detection on the Development Board",
      summary:
        "A hands-on guide to deploying an object detection model on a Chengxin development board and optimizing it to real-time frame rates.",
      keywords: "YOLO,object detection,tutorial",
      body: [
        "Object detection is one of the most common tasks in edge vision. Using the YOLO family of models as an example, this article walks through the complete process, from training and conversion to deployment.",
        "Pay attention to the post-processing stage during conversion: operations such as non-maximum suppression are better suited to running on the CPU, and CXKit splits the graph automatically. After quantization, the model can exceed 30 frames per second on the CX200 development board.",
        "If you want to push the speed further, you can try lowering the input resolution or using a pruned model; see the next article in this series for details.",
      ],
    },
  },
  {
    ...base,
    author: "芯片架构组",
    title: "AI 芯片的内存墙问题与我们的解决思路",
    summary: "计算能力增长远快于内存带宽，“内存墙”是每一颗 AI 芯片都要面对的问题。",
    keywords: "内存墙,AI芯片,带宽",
    body: [
      "过去二十年，处理器的计算能力增长了数万倍，而内存带宽只增长了数十倍。这就是所谓的“内存墙”。对AI芯片来说，这个问题尤为突出。",
      "我们从三个层面应对：架构上，加大片上缓存并优化数据复用；算法上，通过量化和稀疏化减少数据量；编译器上，通过算子融合减少中间结果写回内存的次数。",
      "这三方面的协同，是澄芯 AI 芯片能效领先的重要原因。",
    ],
    en: {
      title: "The Memory Wall Problem in AI Chips and How We Approach It",
      summary:
        'Compute power is growing far faster than memory bandwidth, and the "memory wall" is a problem every AI chip has to face.',
      keywords: "memory wall,AI chip,bandwidth",
      body: [
        'Over the past two decades, processor compute power has grown tens of thousands of times, while memory bandwidth has grown only tens of times. This is the so-called "memory wall." For AI chips, the problem is especially acute.',
        "We tackle it on three levels: in the architecture, by enlarging on-chip caches and optimizing data reuse; in algorithms, by reducing data volume through quantization and sparsification; and in the compiler, by using operator fusion to reduce how often intermediate results are written back to memory.",
        "The combination of these three approaches is a key reason Chengxin's AI chips lead in energy efficiency.",
      ],
    },
  },
  {
    ...base,
    author: "车载系统组",
    title: "车载感知系统的功能安全设计要点",
    summary: "面向汽车的 AI 芯片，除了性能，还必须满足功能安全的要求。",
    keywords: "功能安全,车载感知,ISO 26262",
    body: [
      "汽车电子的首要要求是安全。对 AI 芯片来说，这意味着不仅要算得快，还要在出现硬件故障时能够及时发现并进入安全状态。",
      "CX300 在设计中加入了内存纠错、计算单元冗余校验和看门狗等安全机制，并提供完整的安全手册，帮助客户完成系统级的功能安全论证。",
      "功能安全是一项系统工程，需要芯片企业与整车企业在开发早期就紧密协作。",
    ],
    en: {
      title: "Key Points in the Functional Safety Design of Automotive Perception Systems",
      summary: "Beyond performance, AI chips for automobiles must also meet functional safety requirements.",
      keywords: "functional safety,automotive perception,ISO 26262",
      body: [
        "The foremost requirement for automotive electronics is safety. For AI chips, this means not only computing fast but also promptly detecting hardware faults when they occur and entering a safe state.",
        "The CX300 is designed with safety mechanisms including memory error correction, redundancy checks for the compute units and a watchdog, and it comes with a complete safety manual to help customers build the system-level functional safety case.",
        "Functional safety is a systems engineering effort that requires chip companies and automakers to work closely together from the early stages of development.",
      ],
    },
  },
  {
    ...base,
    author: "算法工具链组",
    title: "模型剪枝与蒸馏在嵌入式场景中的取舍",
    summary: "剪枝和蒸馏都能让模型变小变快，但在嵌入式场景中各有适用范围。",
    keywords: "模型压缩,剪枝,知识蒸馏",
    body: [
      "模型压缩的常用手段包括量化、剪枝和知识蒸馏。量化几乎总是值得做的，而剪枝和蒸馏则需要根据场景权衡。",
      "结构化剪枝直接减少通道数，对硬件友好，但需要重新训练；知识蒸馏可以把大模型的能力迁移到小模型，但训练成本较高。我们的经验是：先确定硬件预算，再选择合适的小模型结构进行蒸馏，最后做量化。",
      "CXKit 提供了剪枝与蒸馏的参考流程，开发者可以按需组合使用。",
    ],
    en: {
      title: "Pruning vs. Distillation: Weighing the Trade-offs in Embedded Scenarios",
      summary:
        "Both pruning and distillation make models smaller and faster, but each has its own range of application in embedded scenarios.",
      keywords: "model compression,pruning,knowledge distillation",
      body: [
        "Common model compression techniques include quantization, pruning and knowledge distillation. Quantization is almost always worth doing, while pruning and distillation need to be weighed against the scenario.",
        "Structured pruning directly reduces the number of channels and is hardware-friendly, but requires retraining; knowledge distillation can transfer a large model's capabilities to a small one, but at a higher training cost. Our experience: first set the hardware budget, then choose a suitable small model architecture to distill into, and finally quantize.",
        "CXKit provides reference workflows for pruning and distillation that developers can combine as needed.",
      ],
    },
  },
  {
    ...base,
    topic: "developers",
    author: "开发者关系部",
    title: "视频教程：CX500 开发板开箱与上手",
    summary: "通过视频带你了解 CX500 开发板的接口、配件和第一次上电的操作。",
    keywords: "视频,开发板,CX500",
    videoUrl: "/static/media/hls/master.m3u8",
    body: [
      "这期视频教程带大家开箱 CX500 开发板，介绍板载接口、配件清单以及第一次上电的操作步骤。",
      "开发板提供两路摄像头接口、一路麦克风阵列接口、千兆网口和 USB 接口，板载 8GB 内存，可以直接运行量化后的 70 亿参数大模型。",
      "看完视频后，建议继续阅读《CXKit 工具链入门》一文，完成你的第一个 AI 应用。",
    ],
    en: {
      title: "Video Tutorial: Unboxing and Getting Started with the CX500 Development Board",
      summary:
        "This video walks you through the CX500 development board's interfaces and accessories, and how to power it on for the first time.",
      keywords: "video,development board,CX500",
      body: [
        "In this video tutorial, we unbox the CX500 development board and introduce its onboard interfaces, the list of accessories and the steps for powering it on for the first time.",
        "The development board provides two camera interfaces, one microphone array interface, a Gigabit Ethernet port and USB ports, plus 8GB of onboard memory, so it can run a quantized 7-billion-parameter large model directly.",
        'After watching the video, we recommend reading "Getting Started with the CXKit Toolchain" to build your first AI application.',
      ],
    },
  },
];

/** Not yet published: they show in the admin area only. */
export const DRAFTS: ArticleSeed[] = [
  {
    category: "companyNews",
    topic: "culture",
    author: "品牌部",
    title: "澄芯科技年度社会责任报告（草稿）",
    summary: "年度绿色设计、助学计划与社区科普工作的总结。",
    body: ["本报告汇总了公司在绿色设计、人才培养和社区公益方面的工作，正文待补充。"],
    en: {
      title: "Chengxin Technology Annual Social Responsibility Report (Draft)",
      summary:
        "A summary of the year's work on green design, the student aid program and community science outreach.",
      body: [
        "This report summarizes the company's work in green design, talent development and community service; the main text is yet to be added.",
      ],
    },
  },
  {
    category: "tech",
    author: "芯片架构组",
    title: "下一代芯片预研进展（草稿）",
    summary: "下一代芯片的预研方向与阶段性进展，待审核后发布。",
    body: ["本文介绍下一代芯片在架构与工艺方面的预研进展，内容待技术委员会审核。"],
    en: {
      title: "Progress on Next-Generation Chip Pre-Research (Draft)",
      summary:
        "Pre-research directions and interim progress for the next-generation chip, to be published after review.",
      body: [
        "This article describes pre-research progress on the architecture and process technology of the next-generation chip; the content is pending review by the Technical Committee.",
      ],
    },
  },
];
