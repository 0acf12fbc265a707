import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { AnswerStore, contentTag, StoredAnswer } from "../../plugins/stored-answers.ts";
import type { ContentVersions } from "../../services/content-version.ts";
import { sitemapEntries, sitemapIndexXml, sitemapText, sitemapXml } from "./sitemap.ts";
import { type SitemapLayout, type SitemapPart, sitemapLayout } from "./sitemap-parts.ts";

export type SitemapFormat = "xml" | "txt";

const TYPES: Record<SitemapFormat, string> = {
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** A sitemap document as sent, and whether it was made for this request (else it was kept). */
export type SitemapAnswer = { answer: StoredAnswer; made: boolean };

/**
 * The site's sitemaps, made once per content version and kept: the pages are read from the database when
 * a content version moved (a publish, an edit), and a document whose pages did not change is not written
 * again: it keeps its bytes and so its ETag. Documents are kept by origin, format, part and a digest of
 * their pages, least recently used dropped first within `maxBytes` (a child is up to tens of MB, above the
 * answer cache's entry limit).
 */
export class SitemapStore {
  private layout: { key: string; value: Promise<SitemapLayout> } | undefined;
  private readonly answers: AnswerStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions: () => Promise<ContentVersions>,
    maxBytes = 128 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.answers = new AnswerStore(256, maxBytes);
  }

  /** The layout for the current content versions; concurrent callers share one read. */
  private async currentLayout(): Promise<SitemapLayout> {
    const key = JSON.stringify(await this.versions());
    if (this.layout?.key !== key) {
      const value = sitemapEntries(this.db).then(sitemapLayout);
      value.catch(() => {
        if (this.layout?.value === value) this.layout = undefined;
      });
      this.layout = { key, value };
    }
    return this.layout.value;
  }

  /**
   * `/sitemap.{format}` (`part` undefined) or `/sitemap-{part}.{format}`; undefined when there is no such
   * part. Above 50,000 URLs `/sitemap.xml` is the index of the parts, and `/sitemap.txt` (text has no
   * index) is part 1, the pages that are not articles: the parts' text files list the articles.
   */
  async answer(
    origin: string,
    format: SitemapFormat,
    part: number | undefined,
  ): Promise<SitemapAnswer | undefined> {
    const layout = await this.currentLayout();
    const document = documentOf(layout, format, part);
    if (!document) return undefined;
    const key = `${origin}\0${format}\0${document.name}\0${document.digest}`;
    const kept = this.answers.get(key);
    if (kept) return { answer: kept, made: false };
    const body = Buffer.from(document.render(origin));
    const answer = new StoredAnswer(body, TYPES[format], contentTag(body, TYPES[format]), this.now());
    this.answers.set(key, answer);
    return { answer, made: true };
  }
}

type Document = { name: string; digest: string; render: (origin: string) => string };

const pageDocument = (part: SitemapPart, format: SitemapFormat): Document => ({
  name: `part-${part.n}`,
  digest: part.digest,
  render: (origin) =>
    format === "xml" ? sitemapXml(origin, part.entries) : sitemapText(origin, part.entries),
});

function documentOf(
  layout: SitemapLayout,
  format: SitemapFormat,
  part: number | undefined,
): Document | undefined {
  if (layout.kind === "single") return part === undefined ? pageDocument(layout.all, format) : undefined;
  if (part !== undefined) {
    const found = layout.parts.find((p) => p.n === part);
    return found && pageDocument(found, format);
  }
  const [pages] = layout.parts;
  if (format === "txt") return pages && pageDocument(pages, format);
  return {
    name: "index",
    digest: layout.parts.map((p) => `${p.n}:${p.lastmod}`).join(","),
    render: (origin) => sitemapIndexXml(origin, layout.parts),
  };
}
