import type { Schemas } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { fill } from "@corp/domain/messages/fill";
import {
  type ImportNote,
  type ImportNoteKey,
  wordpressImportReportCatalogue,
} from "@corp/domain/messages/wordpress-import-report";
import { z } from "zod";

export type ImportPreview = Schemas["WordpressImportPreview"];
export type ImportKind = keyof ImportPreview["counts"];
export const IMPORT_KINDS = [
  "category",
  "post",
  "page",
  "attachment",
] as const satisfies readonly ImportKind[];

export const LINE_RESULTS = ["imported", "skipped", "failed"] as const;
export type LineResult = (typeof LINE_RESULTS)[number];
export type LineFilter = "all" | LineResult;

const count = z.object({ toImport: z.number(), imported: z.number(), skipped: z.number() });
const preview = z.object({
  site: z.string(),
  title: z.string(),
  counts: z.object({ category: count, post: count, page: count, attachment: count }),
  otherTypes: z.record(z.string(), z.number()),
  authors: z.array(z.string()),
}) satisfies z.ZodType<ImportPreview>;

const line = z.object({
  kind: z.enum([...IMPORT_KINDS, "other"]),
  id: z.number(),
  title: z.string(),
  result: z.enum(LINE_RESULTS),
  notes: z
    .array(
      z.object({
        key: z.enum(Object.keys(wordpressImportReportCatalogue) as [ImportNoteKey, ...ImportNoteKey[]]),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .catch([]),
  oldUrl: z.string().optional(),
  newUrl: z.string().optional(),
  /** The old site's files its text shows that were not imported, by place under `wp-content/uploads/`. */
  missing: z.array(z.string()).optional(),
});

/** One line of a finished run's report: what a WordPress item became, or why it was not imported. */
export type ReportLine = z.infer<typeof line>;
export type ImportReport = { preview: ImportPreview | undefined; lines: ReportLine[] };

/**
 * A run's report as the progress procedure gives it (JSON of the server's making: the preview, and once the
 * run has ended, its lines); what it does not hold, or holds in another shape, reads as absent.
 */
export function readReport(report: unknown): ImportReport {
  let value = report;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const read = preview.safeParse(record.preview);
  const lines = Array.isArray(record.lines) ? record.lines : [];
  return {
    preview: read.success ? read.data : undefined,
    lines: lines.flatMap((item) => {
      const parsed = line.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** How many lines each filter shows. */
export function resultCounts(lines: readonly ReportLine[]): Record<LineFilter, number> {
  const counts: Record<LineFilter, number> = { all: lines.length, imported: 0, skipped: 0, failed: 0 };
  for (const l of lines) counts[l.result]++;
  return counts;
}

export const filteredLines = (lines: readonly ReportLine[], filter: LineFilter): readonly ReportLine[] =>
  filter === "all" ? lines : lines.filter((l) => l.result === filter);

/** An old WordPress address as people read it: its path with the percent-encoded characters decoded. */
export function readableAddress(url: string): string {
  let path = url;
  try {
    const parsed = new URL(url);
    path = `${parsed.pathname}${parsed.search}`;
  } catch {
    // A path already, or not an address: shown as it is.
  }
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Whether a line's new address is a page of the public site (an article, a single page, a category's list). */
export const opensAPage = (l: ReportLine): boolean =>
  (l.kind === "post" || l.kind === "page" || l.kind === "category") && (l.newUrl ?? "").startsWith("/");

/** A line's notes (why it was skipped, what changed on its way in) in the reader's language. */
export const notesText = (notes: readonly ImportNote[], lang: Lang): string =>
  notes
    .map((note) => fill(wordpressImportReportCatalogue[note.key], lang, note.params))
    .join(lang === "en" ? "; " : "；");

/** The address a missing file had on the old site (`site` the export's): where its text still points. */
export const missingAddress = (site: string, path: string): string =>
  `${site.replace(/\/+$/, "")}/wp-content/uploads/${path}`;
