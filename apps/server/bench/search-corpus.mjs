// Deterministic Chinese corporate news for the search benchmark: words drawn from a vocabulary with a
// Zipf-like skew (some words everywhere, most rare), the way real article text is distributed.

const WORDS = `
芯片 集成电路 半导体 晶圆 封装 测试 设计 工艺 制程 良率 产能 供应链 客户 合作伙伴 生态 平台 方案 产品
研发 创新 技术 工程师 团队 人才 培养 管理 战略 市场 销售 增长 营收 利润 投资 融资 上市 股东 董事会
发布 推出 量产 交付 签约 合作 协议 项目 基地 园区 总部 中心 实验室 展会 论坛 峰会 大会 展台 演讲
人工智能 机器学习 深度学习 神经网络 边缘计算 云计算 数据中心 服务器 存储 内存 带宽 功耗 性能 算力
自动驾驶 智能汽车 车载 传感器 摄像头 视觉 图像 视频 语音 识别 检测 安防 工业 制造 机器人 物联网
通信 基站 无线 网络 协议栈 接口 总线 处理器 控制器 加速器 模块 开发板 工具链 编译器 操作系统 驱动
标准 认证 专利 知识产权 质量 可靠性 安全 功能安全 信息安全 测试平台 仿真 验证 流片 样片 批量
政府 政策 产业 园区 地方 国家 行业 协会 联盟 高校 科研院所 学术 论文 奖项 荣誉 评选 榜单
企业文化 社会责任 公益 环保 绿色 低碳 节能 员工 志愿者 活动 培训 讲座 分享会 开放日 年会 庆典
苏州 上海 深圳 北京 杭州 南京 无锡 合肥 成都 西安 武汉 长三角 粤港澳 海外 欧洲 日本 东南亚
澄芯科技 公司 集团 子公司 分公司 办事处 事业部 品牌 官网 新闻 动态 报道 媒体 记者 采访 专访 评论
历史 发展 成长 十年 里程碑 周年 回顾 展望 未来 愿景 使命 价值观 长期主义 初心 挑战 机遇 突破 领先
用户 体验 服务 支持 售后 文档 教程 案例 方案商 代理商 渠道 订单 价格 成本 效率 优化 升级 迭代
`
  .trim()
  .split(/\s+/);

const CONNECTORS = ["的", "和", "与", "在", "为", "将", "对", "是", "了", "及", "等", "中", "上", "把"];
const LATIN = [
  "AI",
  "CX500",
  "CX300",
  "CX200",
  "NPU",
  "5G",
  "RISC-V",
  "SoC",
  "IoT",
  "YOLO",
  "TOPS",
  "INT8",
  "2024",
  "2025",
  "PCIe",
  "DDR5",
];
const CATEGORIES = 4;
const TOPICS = 400;
const TOPIC_WORDS = 12;

/** mulberry32: a small, fast, seedable generator. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf-like weights, so `pick` favours the first words of the (shuffled) vocabulary. */
function zipf(count, exponent) {
  const cumulative = [];
  let sum = 0;
  for (let i = 0; i < count; i++) {
    sum += 1 / (i + 1) ** exponent;
    cumulative.push(sum);
  }
  return cumulative.map((c) => c / sum);
}

function shuffled(list, rand) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function createCorpus(seed = 20261123) {
  const rand = random(seed);
  const vocabulary = shuffled(WORDS, rand);
  const weights = zipf(vocabulary.length, 0.9);
  const word = () => {
    const r = rand();
    let lo = 0;
    let hi = weights.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (weights[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo];
  };
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  // Each article is about one of many topics, most of its words from that topic's small word list.
  const topics = Array.from({ length: TOPICS }, () =>
    Array.from({ length: TOPIC_WORDS }, () => vocabulary[int(0, vocabulary.length - 1)]),
  );
  let topic = topics[0];
  const topicWord = () => (rand() < 0.75 ? topic[int(0, topic.length - 1)] : word());
  const sentence = (min, max) => {
    const parts = [];
    const count = int(min, max);
    for (let i = 0; i < count; i++) {
      if (rand() < 0.06) parts.push(` ${LATIN[int(0, LATIN.length - 1)]} `);
      else parts.push(topicWord());
      if (i + 1 < count && rand() < 0.45) parts.push(CONNECTORS[int(0, CONNECTORS.length - 1)]);
      if (i + 1 < count && rand() < 0.12) parts.push("，");
    }
    return parts.join("").trim();
  };

  /** The `index`th article: title, summary, HTML body, category 1..4, publish time. */
  const article = (index) => {
    topic = topics[int(0, topics.length - 1)];
    const title = sentence(3, 6);
    const summary = `${sentence(6, 10)}，${sentence(5, 9)}。`;
    const paragraphs = [];
    const count = int(3, 6);
    for (let p = 0; p < count; p++) {
      const sentences = [];
      for (let s = int(2, 4); s > 0; s--) sentences.push(`${sentence(6, 14)}。`);
      paragraphs.push(`<p>${sentences.join("")}</p>`);
    }
    return {
      title,
      summary,
      content: paragraphs.join("\n"),
      category: 1 + (index % CATEGORIES),
      publishTime: 1_600_000_000 + index * 600 + int(0, 599),
    };
  };

  /** Search texts as visitors type them: 1, 2 and 4 characters, words and mixed Latin + Chinese. */
  const queries = (count) => {
    const out = [];
    const chars = [...new Set(vocabulary.join(""))];
    const fourChar = vocabulary.filter((w) => w.length === 4);
    const twoChar = vocabulary.filter((w) => w.length === 2);
    const kinds = [
      () => chars[int(0, chars.length - 1)],
      () => twoChar[int(0, twoChar.length - 1)],
      () => fourChar[int(0, fourChar.length - 1)],
      () => `${LATIN[int(0, LATIN.length - 1)]} ${twoChar[int(0, twoChar.length - 1)]}`,
      () => `${word()}${word()}`.slice(0, 4),
      () => LATIN[int(0, LATIN.length - 1)].toLowerCase().slice(0, 3),
    ];
    for (let i = 0; i < count; i++) out.push(kinds[i % kinds.length]());
    return out;
  };

  return { article, queries };
}
