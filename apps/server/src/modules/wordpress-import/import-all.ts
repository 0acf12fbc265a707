import type { ImportNoteKey } from "@corp/domain/messages/wordpress-import-report";
import { importCategory } from "./import-categories.ts";
import type { ImportContext, ReportLine } from "./import-context.ts";
import { failureNote } from "./import-failures.ts";
import { attachmentPathOf, importAttachment } from "./import-media.ts";
import type { PlannedItem } from "./import-plan.ts";
import { importPage, importPost } from "./import-posts.ts";
import type { WxrItem, WxrTerm } from "./wxr.ts";

/** The note of a skip reason in a report. */
const SKIPPED: Record<NonNullable<PlannedItem["skip"]>, ImportNoteKey> = {
  imported: "importNoteImportedBefore",
  trash: "importNoteTrash",
  autoDraft: "importNoteAutoDraft",
  revision: "importNoteRevision",
  otherType: "importNoteOtherType",
};

/** Counts of a run so far: items worked through, imported, skipped (or failed). */
export type Progress = { done: number; imported: number; skipped: number };

type Lookup = { terms: Map<number, WxrTerm>; items: Map<number, WxrItem> };

async function importOne(ctx: ImportContext, planned: PlannedItem, lookup: Lookup): Promise<ReportLine> {
  if (planned.kind === "category") {
    const term = lookup.terms.get(planned.id);
    if (term) return importCategory(ctx, term);
  } else {
    const item = lookup.items.get(planned.id);
    if (item && planned.kind === "attachment") return importAttachment(ctx, item);
    if (item && planned.kind === "page") return importPage(ctx, item);
    if (item && planned.kind === "post") return importPost(ctx, item);
  }
  return {
    kind: planned.kind,
    id: planned.id,
    title: planned.title,
    result: "skipped",
    notes: [{ key: "importNoteNotInExport" }],
  };
}

/**
 * Works through a plan item by item, each in its own transaction (an item that fails is reported with
 * its reason, its error going to the server's log, and rolled back alone, unrecorded, so the next run
 * tries it again; what came before it stays, recorded, and is skipped when the run is made again).
 * `progress` hears after every item. Answers the report, one line per item.
 */
export async function importAll(
  ctx: ImportContext,
  plan: readonly PlannedItem[],
  progress: (counts: Progress) => Promise<void>,
): Promise<ReportLine[]> {
  const report: ReportLine[] = [];
  const counts: Progress = { done: 0, imported: 0, skipped: 0 };
  const lookup: Lookup = {
    terms: new Map(ctx.wxr.categories.map((term) => [term.id, term])),
    items: new Map(ctx.wxr.items.map((item) => [item.id, item])),
  };
  ctx.media.expect?.(
    plan.flatMap((planned) => {
      const item = planned.kind === "attachment" && !planned.skip ? lookup.items.get(planned.id) : undefined;
      const path = item && attachmentPathOf(item);
      return item && path ? [{ path, url: item.attachmentUrl }] : [];
    }),
    ctx.limits.maxSize,
  );
  for (const planned of plan) {
    let result: ReportLine;
    if (planned.skip) {
      result = {
        kind: planned.kind,
        id: planned.id,
        title: planned.title,
        result: "skipped",
        notes: [{ key: SKIPPED[planned.skip], ...(planned.type ? { params: { type: planned.type } } : {}) }],
      };
    } else {
      result = await importOne(ctx, planned, lookup).catch((error: unknown): ReportLine => {
        const what = `wordpress import${ctx.runId === null ? "" : ` run ${ctx.runId}`}: ${planned.kind} ${planned.id}`;
        ctx.services.importQueue.onError(error, what);
        return {
          kind: planned.kind,
          id: planned.id,
          title: planned.title,
          result: "failed",
          notes: [failureNote(error, what)],
        };
      });
    }
    report.push(result);
    counts.done++;
    if (result.result === "imported") counts.imported++;
    else counts.skipped++;
    await progress({ ...counts });
    // The embedded database answers without ever yielding: let the server answer others between items.
    await new Promise((resolve) => setImmediate(resolve));
  }
  ctx.services.redirects.forget();
  return report;
}
