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
};
