import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { AppError } from "../../errors.ts";
import { loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import { shownRichHtml } from "./shown-rich-html.ts";

/**
 * An enabled single page by its slug (company, history, contact, or any page's at /page/{slug}); the
 * history page brings its timeline, every page the contact data. A missing or disabled page is a 404.
 */
export async function pageContent(db: Kysely<Database>, slug: string): Promise<Schemas["PortalPageData"]> {
  const page = await db
    .selectFrom("page")
    .select(["id", "slug", "title", "title_en", "content", "image", "keywords", "description"])
    .where("slug", "=", slug)
    .where("status", "=", "enable")
    .executeTakeFirst();
  if (!page) throw new AppError({ key: "portalPageMissing", status: 404 });
  const timeline =
    slug === "history"
      ? await db
          .selectFrom("page_article")
          .select(["id", "title", "content", "image", "event_date"])
          .where("page_id", "=", page.id)
          .where("status", "=", "enable")
          .orderBy("event_date", "desc")
          .orderBy("weigh", "desc")
          .orderBy("id", "desc")
          .execute()
      : [];
  const site = siteConfigFrom(await loadConfig(db));
  const { id: _id, ...fields } = page;
  return {
    page: { ...fields, content: shownRichHtml(fields.content) },
    timeline: timeline.map((entry) => ({ ...entry, content: shownRichHtml(entry.content) })),
    contact: { addr: site.addr, email: site.email, fwrx: site.fwrx, zipcode: site.zipcode },
  };
}
