import { z } from "zod";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import type { ReportLine } from "./import-context.ts";
import { addRedirect } from "./import-records.ts";
import { withMediaUrls } from "./wp-html.ts";

/** A file a report line misses, uploaded later: the run, the item, the file's place and its address here. */
export const placedMedia = z.object({
  id: z.number().int().positive(),
  kind: z.enum(["post", "page"]),
  item: z.number().int(),
  path: z.string().min(1).max(500),
  url: z.string().min(1).max(255),
});
export type PlacedMedia = z.infer<typeof placedMedia>;

const report = z.object({ lines: z.array(z.looseObject({})) }).loose();
const TABLES = { post: "article", page: "page" } as const;

/**
 * Puts a file a run's report lists as missing from a post or page in its place: the file, uploaded as an
 * attachment (`url`), replaces every address of the old site's file in the item's text (its sizes and
 * queries too); the old address redirects to it (when free, as for an imported file); the report line no
 * longer lists it. Refused, changing nothing, for a file the line does not miss or an address that is no
 * attachment here. Answers the report line as it is now.
 */
export async function placeMissingFile(services: AppServices, input: PlacedMedia): Promise<ReportLine> {
  return services.db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom("import_run")
      .select(["report", "site_url"])
      .where("id", "=", input.id)
      .forUpdate()
      .executeTakeFirst();
    const read = report.safeParse(typeof run?.report === "string" ? JSON.parse(run.report) : run?.report);
    const lines = read.success ? (read.data.lines as ReportLine[]) : [];
    const line = lines.find((l) => l.kind === input.kind && l.id === input.item && l.result === "imported");
    if (!run || !line?.missing?.includes(input.path))
      throw new AppError({ key: "wordpressImportNotMissing" });
    const uploaded = await trx
      .selectFrom("attachment")
      .select("id")
      .where("url", "=", input.url)
      .executeTakeFirst();
    if (!uploaded) throw new AppError({ key: "wordpressImportNotUploaded" });
    const record = await trx
      .selectFrom("import_record")
      .select("target_id")
      .where("source", "=", run.site_url)
      .where("kind", "=", input.kind)
      .where("source_id", "=", input.item)
      .executeTakeFirst();
    if (!record) throw new AppError({ key: "wordpressImportNotMissing" });
    const table = TABLES[input.kind];
    const row = await trx
      .selectFrom(table)
      .select("content")
      .where("id", "=", record.target_id)
      .executeTakeFirst();
    if (!row) throw new AppError({ key: "wordpressImportNotMissing" });
    const content = withMediaUrls(row.content, new Map([[input.path, input.url]]));
    await trx
      .updateTable(table)
      .set({ content, update_time: nowSeconds() })
      .where("id", "=", record.target_id)
      .execute();
    const oldUrl = `${run.site_url.replace(/\/+$/, "")}/wp-content/uploads/${input.path}`;
    await addRedirect(trx, services.reservedAddresses, oldUrl, input.url);
    line.missing = line.missing.filter((path) => path !== input.path);
    if (line.missing.length === 0) {
      delete line.missing;
      line.notes = line.notes.filter((note) => note.key !== "importNoteMediaMissing");
    } else {
      line.notes = line.notes.map((note) =>
        note.key === "importNoteMediaMissing"
          ? { key: note.key, params: { count: line.missing?.length ?? 0, file: line.missing?.[0] ?? "" } }
          : note,
      );
    }
    await trx
      .updateTable("import_run")
      .set({ report: JSON.stringify({ ...read.data, lines }) })
      .where("id", "=", input.id)
      .execute();
    services.redirects.forget();
    return line;
  });
}
