// Texts of a company's news in Chinese and English, as long and as mixed as real ones: titles of 12 to 30
// characters (8 to 14 words), summaries of a sentence or two, bodies of 4 to 12 paragraphs with a heading
// and now and then a picture. Chinese texts carry English product names and numbers, as they do. A few
// rare terms appear in about one article in a thousand, for searches that find little.

const ZH_WORDS = [
  "芯片",
  "开发板",
  "大模型",
  "工具链",
  "端侧",
  "算力",
  "推理",
  "训练",
  "发布",
  "合作",
  "客户",
  "方案",
  "行业",
  "智能",
  "制造",
  "工业",
  "汽车",
  "安防",
  "医疗",
  "教育",
  "能源",
  "物联网",
  "云端",
  "边缘",
  "数据",
  "平台",
  "生态",
  "伙伴",
  "市场",
  "产品",
  "技术",
  "研发",
  "团队",
  "工程师",
  "性能",
  "功耗",
  "成本",
  "效率",
  "升级",
  "版本",
  "支持",
  "服务",
  "交付",
  "量产",
  "测试",
  "认证",
  "标准",
  "开源",
  "社区",
  "大会",
  "展会",
  "论坛",
  "演讲",
  "专家",
  "用户",
  "体验",
  "视频",
  "图像",
  "语音",
  "识别",
  "检测",
  "分析",
  "优化",
  "部署",
  "集成",
  "接口",
  "模块",
  "系统",
  "软件",
  "硬件",
  "传感器",
  "相机",
];
const ZH_GLUE = ["的", "在", "和", "为", "与", "将", "已", "对", "从", "并", "让", "把", "也", "都"];
const ZH_PUNCT = ["，", "，", "，", "。", "；", "、"];
const PRODUCTS = ["CX500", "CX520", "NPU", "SDK", "AI", "RISC-V", "Linux", "Android", "4K", "5G", "USB-C"];
const EN_WORDS = [
  "chip",
  "board",
  "model",
  "toolchain",
  "device",
  "compute",
  "inference",
  "training",
  "release",
  "partner",
  "customer",
  "solution",
  "industry",
  "smart",
  "factory",
  "industrial",
  "automotive",
  "security",
  "medical",
  "education",
  "energy",
  "cloud",
  "edge",
  "data",
  "platform",
  "ecosystem",
  "market",
  "product",
  "technology",
  "research",
  "team",
  "engineer",
  "performance",
  "power",
  "cost",
  "efficiency",
  "upgrade",
  "version",
  "support",
  "service",
  "delivery",
  "production",
  "testing",
  "standard",
  "open",
  "source",
  "community",
  "conference",
  "expo",
  "forum",
  "talk",
  "expert",
  "user",
  "experience",
  "video",
  "image",
  "speech",
  "recognition",
  "detection",
  "analysis",
  "deployment",
  "integration",
  "interface",
  "module",
  "system",
  "software",
  "hardware",
  "sensor",
  "camera",
];
const EN_GLUE = ["the", "a", "of", "and", "for", "with", "in", "on", "to", "our", "new", "its", "from"];
/** Terms put in about one article in a thousand: searching them finds few articles. */
export const RARE_TERMS = {
  zh: ["量子隧穿", "钙钛矿", "忆阻器"],
  en: ["perovskite", "memristor", "tunnelling"],
};
/** Terms most articles carry: searching them finds many. */
export const COMMON_TERMS = { zh: "芯片", en: "chip" };

function zhPhrase(random, words) {
  let out = "";
  for (let i = 0; i < words; i++) {
    out += random.chance(0.08) ? ` ${random.pick(PRODUCTS)} ` : random.pick(ZH_WORDS);
    if (i < words - 1 && random.chance(0.4)) out += random.pick(ZH_GLUE);
  }
  return out.trim();
}

function zhSentences(random, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += zhPhrase(random, random.int(3, 6));
    out += i === count - 1 ? "。" : random.pick(ZH_PUNCT);
  }
  return out;
}

function enWords(random, count) {
  const words = [];
  for (let i = 0; i < count; i++) {
    words.push(
      random.chance(0.35)
        ? random.pick(EN_GLUE)
        : random.chance(0.06)
          ? random.pick(PRODUCTS)
          : random.pick(EN_WORDS),
    );
  }
  return words;
}

function enSentences(random, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const words = enWords(random, random.int(8, 20));
    words[0] = words[0].charAt(0).toUpperCase() + words[0].slice(1);
    out.push(`${words.join(" ")}.`);
  }
  return out.join(" ");
}

const cut = (text, max) => (text.length > max ? text.slice(0, max) : text);

/**
 * An article's texts in both languages: title, summary and body (HTML of the kind the admin's editor
 * saves and the sanitiser keeps as it is). `pictures` are addresses the body may show.
 */
export function articleTexts(random, pictures) {
  const rare = random.chance(0.001) ? random.int(0, RARE_TERMS.zh.length - 1) : -1;
  const title = cut(zhPhrase(random, random.int(4, 9)).replace(/ {2,}/g, " "), 200);
  const titleEn = cut(enSentences(random, 1).slice(0, -1), 200);
  const summary = cut(zhSentences(random, random.int(1, 3)), 500);
  const summaryEn = cut(enSentences(random, random.int(1, 2)), 500);
  const paragraphs = random.int(4, 12);
  const zh = [];
  const en = [];
  for (let i = 0; i < paragraphs; i++) {
    if (i === Math.floor(paragraphs / 2)) {
      zh.push(`<h2>${zhPhrase(random, 3)}</h2>`);
      en.push(`<h2>${enWords(random, 4).join(" ")}</h2>`);
    }
    let zhText = zhSentences(random, random.int(2, 5));
    let enText = enSentences(random, random.int(2, 5));
    if (rare >= 0 && i === 0) {
      zhText = `${RARE_TERMS.zh[rare]}${zhText}`;
      enText = `${RARE_TERMS.en[rare]} ${enText}`;
    }
    zh.push(`<p>${zhText}</p>`);
    en.push(`<p>${enText}</p>`);
    if (pictures.length > 0 && random.chance(0.15)) {
      const src = random.pick(pictures);
      zh.push(`<p><img src="${src}" alt=""></p>`);
      en.push(`<p><img src="${src}" alt=""></p>`);
    }
  }
  return {
    title,
    title_en: titleEn,
    summary,
    summary_en: summaryEn,
    content: zh.join(""),
    content_en: en.join(""),
  };
}

/** Up to `count` tags of an article: a few words of the vocabulary. */
export function articleTags(random) {
  const tags = new Set();
  const count = random.int(0, 4);
  while (tags.size < count) tags.add(random.pick(ZH_WORDS));
  return [...tags];
}

/** A short Chinese text of a few phrases (a name, a memo, a lead's message). */
export const shortChinese = (random, phrases) => zhSentences(random, phrases);
/** A few English words, capitalised (an English name). */
export const shortEnglish = (random, words) =>
  enWords(random, words)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
