import type { Transaction } from "kysely";
import { sanitizeRichHtml } from "../rich-html.ts";
import type { Database } from "../schema.ts";
import { articleSearchVectors } from "../search-vector.ts";
import type { ArticleSeed } from "./articles/article-seed.ts";
import { COMPANY_NEWS } from "./articles/company-news.ts";
import { INDUSTRY_NEWS } from "./articles/industry.ts";
import { MEDIA_COVERAGE } from "./articles/media.ts";
import { DRAFTS, TECH_INSIGHTS } from "./articles/tech.ts";
import type { Taxonomy } from "./taxonomy.ts";

const DAY = 24 * 60 * 60;
/** Published articles spread over the last two years, newest a couple of days old. */
const SPAN_DAYS = 720;
const IMAGE_COUNT = 12;

/**
 * The English of every source and author the demo articles name (issue 50, item 1): an English page
 * shows no Chinese the demo company did not leave untranslated.
 */
export const SOURCES_AND_AUTHORS_EN: Readonly<Record<string, string>> = {
  人工智能周刊: "AI Weekly",
  创业家: "The Entrepreneur",
  城市科技报: "City Tech Daily",
  智造周刊: "Smart Manufacturing Weekly",
  澄芯技术博客: "Chengxin Tech Blog",
  澄芯研究院: "Chengxin Research Institute",
  澄芯科技: "Chengxin Technology",
  科创访谈: "Sci-Tech Talks",
  芯视界: "Chip Vision",
  财经观察: "Finance Watch",
  金鸡湖晨报: "Jinji Lake Morning Post",
  产业研究组: "Industry Research Team",
  品牌部: "Brand Department",
  媒体转载: "Media Reprints",
  工业视觉组: "Industrial Vision Team",
  开发者关系部: "Developer Relations",
  算法工具链组: "Algorithm Toolchain Team",
  系统软件组: "System Software Team",
  芯片架构组: "Chip Architecture Team",
  车载系统组: "Automotive Systems Team",
};

/** The English of a demo source or author ('' for none). */
const englishOf = (chinese: string | undefined): string => {
  if (!chinese) return "";
  const english = SOURCES_AND_AUTHORS_EN[chinese];
  if (english === undefined) throw new Error(`no English for the demo source or author ${chinese}`);
  return english;
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function articleHtml(body: readonly string[]): string {
  return body
    .map((block) =>
      block.startsWith("## ") ? `<h3>${escapeHtml(block.slice(3))}</h3>` : `<p>${escapeHtml(block)}</p>`,
    )
    .join("\n");
}

/** Takes one from each list in turn, so every category spans the whole period. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item) out.push(item);
    }
  }
  return out;
}

export const PUBLISHED_ARTICLES: readonly ArticleSeed[] = interleave([
  COMPANY_NEWS,
  INDUSTRY_NEWS,
  MEDIA_COVERAGE,
  TECH_INSIGHTS,
]);

export async function seedArticles(
  trx: Transaction<Database>,
  now: number,
  taxonomy: Taxonomy,
): Promise<void> {
  const count = PUBLISHED_ARTICLES.length;
  const row = (article: ArticleSeed, index: number, published: boolean) => {
    // Deterministic variety: a working-hours time of day and a view count that falls with age.
    const daysAgo = 2 + Math.round((index * SPAN_DAYS) / Math.max(1, count - 1));
    const secondOfDay = 9 * 3600 + ((index * 7919) % (9 * 3600));
    const startOfDay = now - (now % DAY);
    const publishTime = startOfDay - daysAgo * DAY + secondOfDay - 8 * 3600;
    const content = sanitizeRichHtml(articleHtml(article.body));
    const { en } = article;
    const contentEn = sanitizeRichHtml(articleHtml(en.body));
    return {
      category_id: taxonomy.categories[article.category],
      topic_id: article.topic ? taxonomy.topics[article.topic] : null,
      title: article.title,
      title_en: en.title,
      summary: article.summary,
      summary_en: en.summary,
      content,
      content_en: contentEn,
      image: `/static/images/article/${String((index % IMAGE_COUNT) + 1).padStart(2, "0")}.jpg`,
      source: article.source ?? "",
      source_en: englishOf(article.source),
      author: article.author ?? "",
      author_en: englishOf(article.author),
      views: published ? 120 + ((index * 2654435761) % 4800) + (count - index) * 37 : 0,
      status: published ? ("published" as const) : ("draft" as const),
      publish_time: published ? Math.min(publishTime, now - DAY) : null,
      keywords: article.keywords ?? "",
      keywords_en: en.keywords ?? "",
      description: article.summary,
      description_en: en.summary,
      video_url: article.videoUrl ?? "",
      create_time: published ? Math.min(publishTime, now - DAY) : now,
      update_time: published ? Math.min(publishTime, now - DAY) : now,
      ...articleSearchVectors(
        { title: article.title, summary: article.summary, content },
        { title: en.title, summary: en.summary, content: contentEn },
      ),
    };
  };
  await trx
    .insertInto("article")
    .values([
      ...PUBLISHED_ARTICLES.map((a, i) => row(a, i, true)),
      ...DRAFTS.map((a, i) => row(a, count + i, false)),
    ])
    .execute();
}
