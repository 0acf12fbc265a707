import type { ImportedKind } from "@corp/domain/collections/content/import-run";
import type { Lang } from "@corp/domain/lang";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";
import type { UploadConfig } from "@corp/domain/upload";
import type { AppServices } from "../../services/app-services.ts";
import type { MediaSource } from "./media-source.ts";
import { uploadsPathOf } from "./wp-html.ts";
import type { Wxr } from "./wxr.ts";

/**
 * One line of a run's report: what an item became, or why it was not imported, with notes (by catalogue
 * key, shown in the reader's language) on what changed on its way in.
 */
export type ReportLine = {
  kind: ImportedKind | "other";
  id: number;
  title: string;
  result: "imported" | "skipped" | "failed";
  notes: ImportNote[];
  oldUrl?: string;
  newUrl?: string;
  /**
   * The old site's files a post's or page's text shows that were not imported, by their place under
   * `wp-content/uploads/` (`2025/03/photo.jpg`): still pointing at the old site, to be uploaded from the
   * report (place-media.ts).
   */
  missing?: string[];
};

/** A line's `missing`, when its text shows files that were not imported. */
export const missingOf = (text: { missingMedia: string[] }): Pick<ReportLine, "missing"> =>
  text.missingMedia.length > 0 ? { missing: text.missingMedia } : {};

/** What importing one export carries from item to item. */
export type ImportContext = {
  services: AppServices;
  wxr: Wxr;
  /** The old site as the records name it (its export's blog address). */
  source: string;
  runId: number | null;
  adminId: number | null;
  lang: Lang;
  timeZone: string;
  media: MediaSource;
  limits: UploadConfig;
  /** A media file's place under `wp-content/uploads/` -> its address here. */
  mediaUrls: Map<string, string>;
  /** A WordPress attachment's id -> its address here (a featured picture). */
  attachmentUrls: Map<number, string>;
  /** A WordPress category's slug -> the category here. */
  categoryIds: Map<string, number>;
};

/**
 * What earlier imports of the same site brought, read from the records: the keys of the items done, the
 * media addresses and the categories, so a run picks up where they left off.
 */
export async function earlierImports(
  services: AppServices,
  wxr: Wxr,
  source: string,
): Promise<Pick<ImportContext, "mediaUrls" | "attachmentUrls" | "categoryIds"> & { done: Set<string> }> {
  const rows = await services.db
    .selectFrom("import_record")
    .select(["kind", "source_id", "target_id", "old_url", "new_url"])
    .where("source", "=", source)
    .execute();
  const done = new Set<string>();
  const mediaUrls = new Map<string, string>();
  const attachmentUrls = new Map<number, string>();
  const categoryIds = new Map<string, number>();
  const slugOfTerm = new Map(wxr.categories.map((term) => [term.id, term.slug]));
  for (const row of rows) {
    const id = Number(row.source_id);
    done.add(`${row.kind}:${id}`);
    if (row.kind === "attachment") {
      attachmentUrls.set(id, row.new_url);
      const path = uploadsPathOf(row.old_url);
      if (path) mediaUrls.set(path, row.new_url);
    }
    const slug = slugOfTerm.get(id);
    if (row.kind === "category" && slug !== undefined) categoryIds.set(slug, row.target_id);
  }
  return { done, mediaUrls, attachmentUrls, categoryIds };
}
