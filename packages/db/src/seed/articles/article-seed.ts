import type { CategoryKey, TopicKey } from "../taxonomy.ts";

/** One demo article. `body` holds paragraphs; one starting with "## " becomes a subheading. */
export type ArticleSeed = {
  category: CategoryKey;
  topic?: TopicKey;
  title: string;
  summary: string;
  body: string[];
  author?: string;
  source?: string;
  keywords?: string;
  videoUrl?: string;
  /** The same article in English (the demo site is bilingual): the same paragraphs and subheadings. */
  en: { title: string; summary: string; body: string[]; keywords?: string };
};
