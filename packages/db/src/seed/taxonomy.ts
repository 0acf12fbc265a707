import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";

export const CATEGORIES = {
  companyNews: { name: "公司新闻", name_en: "Company News" },
  industry: { name: "行业动态", name_en: "Industry News" },
  media: { name: "媒体报道", name_en: "Media Coverage" },
  tech: { name: "技术分享", name_en: "Tech Insights" },
} as const;

export type CategoryKey = keyof typeof CATEGORIES;

export const TOPICS = {
  cx500: {
    title: "澄芯 CX500 发布",
    title_en: "Launch of CX500",
    summary: "端侧大模型推理芯片 CX500 从发布到量产的全过程报道。",
    summary_en:
      "Full coverage of the CX500 on-device large model inference chip, from launch to mass production.",
  },
  manufacturing: {
    title: "智能制造创新实践",
    title_en: "Smart Manufacturing in Practice",
    summary: "走进客户产线，看 AI 视觉如何改变质检、装配与物流。",
    summary_en:
      "Step onto our customers' production lines and see how AI vision is transforming quality inspection, assembly and logistics.",
  },
  conference: {
    title: "世界人工智能大会",
    title_en: "World Artificial Intelligence Conference",
    summary: "澄芯科技亮相世界人工智能大会的展台、演讲与合作签约。",
    summary_en:
      "Chengxin Technology at the World Artificial Intelligence Conference: our booth, talks and partnership signings.",
  },
  culture: {
    title: "企业文化与员工风采",
    title_en: "Culture and People",
    summary: "记录澄芯人的工作与生活，讲述企业文化背后的故事。",
    summary_en: "The work and life of the Chengxin team, and the stories behind our corporate culture.",
  },
  developers: {
    title: "开发者生态计划",
    title_en: "Developer Programme",
    summary: "开发板、工具链与开发者大赛，与开发者一起把 AI 带到设备端。",
    summary_en:
      "Development boards, toolchains and developer contests: bringing AI to devices together with developers.",
  },
} as const;

export type TopicKey = keyof typeof TOPICS;

export type Taxonomy = { categories: Record<CategoryKey, number>; topics: Record<TopicKey, number> };

async function insertKeyed<K extends string>(
  keys: readonly K[],
  insert: (key: K, weigh: number) => Promise<number>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const [i, key] of keys.entries()) ids[key] = await insert(key, (keys.length - i) * 10);
  return ids;
}

export async function seedTaxonomy(trx: Transaction<Database>, now: number): Promise<Taxonomy> {
  const times = { create_time: now, update_time: now };
  const categories = await insertKeyed(Object.keys(CATEGORIES) as CategoryKey[], async (key, weigh) => {
    const row = await trx
      .insertInto("category")
      .values({ ...CATEGORIES[key], weigh, ...times })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const topics = await insertKeyed(Object.keys(TOPICS) as TopicKey[], async (key, weigh) => {
    const row = await trx
      .insertInto("topic")
      .values({ ...TOPICS[key], image: `/static/images/topic/${key}.jpg`, weigh, ...times })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { categories, topics };
}
