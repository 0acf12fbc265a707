import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { AppError } from "../../errors.ts";
import { loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import {
  type ContentLanguage,
  hasEnglish,
  hidesUntranslated,
  shownLanguage,
  shownText,
} from "./content-language.ts";
import { shownRichHtml } from "./shown-rich-html.ts";

/**
 * An enabled single page by its slug (company, history, contact, or any page's at /page/{slug}); the
 * history page brings its timeline, every page the contact data. A missing or disabled page is a 404.
 */
export async function pageContent(
  db: Kysely<Database>,
  view: ContentLanguage,
  slug: string,
): Promise<Schemas["PortalPageData"]> {
  const page = await db
    .selectFrom("page")
    .select([
      "page.id",
      "page.slug",
      shownText(view, "page", "title"),
      "page.title_en",
      shownText(view, "page", "content"),
      "page.image",
      shownText(view, "page", "keywords"),
      shownText(view, "page", "description"),
      shownLanguage(view, "page"),
    ])
    .where("page.slug", "=", slug)
    .where("page.status", "=", "enable")
    .$if(hidesUntranslated(view), (query) => query.where(hasEnglish("page")))
    .executeTakeFirst();
  if (!page) throw new AppError({ key: "portalPageMissing", status: 404 });
  const timeline =
    slug === "history"
      ? await db
          .selectFrom("page_article")
          .select([
            "page_article.id",
            shownText(view, "page_article", "title"),
            shownText(view, "page_article", "content"),
            "page_article.image",
            "page_article.event_date",
            shownLanguage(view, "page_article"),
          ])
          .where("page_article.page_id", "=", page.id)
          .where("page_article.status", "=", "enable")
          .$if(hidesUntranslated(view), (query) => query.where(hasEnglish("page_article")))
          .orderBy("page_article.event_date", "desc")
          .orderBy("page_article.weigh", "desc")
          .orderBy("page_article.id", "desc")
          .execute()
      : [];
  const site = siteConfigFrom(await loadConfig(db));
  const { id: _id, ...fields } = page;
  return {
    page: { ...fields, content: shownRichHtml(fields.content) },
    timeline: timeline.map((entry) => ({ ...entry, content: shownRichHtml(entry.content) })),
    contact: {
      addr: (view.lang === "en" && site.addr_en) || site.addr,
      email: site.email,
      fwrx: site.fwrx,
      zipcode: site.zipcode,
    },
  };
}
