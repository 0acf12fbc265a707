import type { APIRequestContext, Page } from "@playwright/test";

type Envelope<T> = { code: number; data: T };

/** A portal endpoint's data, read the way the page reads it, so tests compare the page with the database. */
export async function portalData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path} answered code ${body.code}`);
  return body.data;
}

export type ArticleItem = { id: number; title: string; category: { id: number; name: string } };
export type ArticleDetail = ArticleItem & {
  content: string;
  views: number;
  video_url: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
};

/** The newest published article (the first of the news list). */
export async function latestArticle(request: APIRequestContext): Promise<ArticleItem> {
  const list = await portalData<{ list: ArticleItem[] }>(request, "/api/portal/articles?limit=1");
  const first = list.list[0];
  if (!first) throw new Error("no published article in the seed");
  return first;
}

/** Plain text of an HTML fragment, for comparing body text with what the page shows. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Records window.scrollY every frame for `ms`, with the time since the recording began. */
export async function recordScroll(page: Page, ms: number): Promise<{ t: number; y: number }[]> {
  return page.evaluate(
    (duration) =>
      new Promise<{ t: number; y: number }[]>((resolve) => {
        const start = performance.now();
        const samples: { t: number; y: number }[] = [];
        const step = () => {
          const t = performance.now() - start;
          samples.push({ t, y: window.scrollY });
          if (t < duration) requestAnimationFrame(step);
          else resolve(samples);
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
}

/**
 * Opens a public page and waits until every island on it has been hydrated (islands/entry.ts marks each
 * with data-hydrated), so clicks and typing reach its components.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    () => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0,
  );
}
