import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { t } from "@corp/domain/messages";
import cliProgress from "cli-progress";
import type { Env } from "../../env.ts";
import { nowSeconds } from "../../envelope.ts";
import { addressList } from "../../services/address-list.ts";
import type { AppServices } from "../../services/app-services.ts";
import { siteTimeZone } from "../../services/site-config.ts";
import { uploadLimits } from "../../services/upload.ts";
import { importAll } from "./import-all.ts";
import { earlierImports } from "./import-context.ts";
import { planImport, previewOf } from "./import-plan.ts";
import { readExport } from "./import-runs.ts";
import { fetchLimitsOf, folderSource, type MediaSource, webSource, zipSource } from "./media-source.ts";

export const WORDPRESS_IMPORT_USAGE =
  "cli.js import:wordpress <export.xml> [--media <uploads folder or zip>] [--dry-run]";

/** Where the media come from: a folder or a zip of the old uploads when named, else the old site. */
async function mediaSourceOf(media: string | undefined, siteUrl: string, env: Env): Promise<MediaSource> {
  if (!media) return webSource(siteUrl, addressList(env.IMPORT_FETCH_ALLOW), fetchLimitsOf(env));
  return (await stat(media)).isDirectory() ? folderSource(media) : zipSource(media);
}

/**
 * `import:wordpress`: imports an export from the command line, with a progress bar, as a run the admin's
 * list shows; `--dry-run` prints the preview only. Answers the exit code: 1 when an item failed.
 */
export async function wordpressImportCommand(
  services: AppServices,
  args: readonly string[],
): Promise<number> {
  const file = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--media");
  const mediaAt = args.indexOf("--media");
  const media = mediaAt >= 0 ? args[mediaAt + 1] : undefined;
  if (!file || (mediaAt >= 0 && !media)) {
    console.error(`usage: ${WORDPRESS_IMPORT_USAGE}`);
    return 2;
  }
  const wxr = readExport(await readFile(file));
  const earlier = await earlierImports(services, wxr, wxr.blogUrl);
  const plan = planImport(wxr, earlier.done);
  const preview = previewOf(wxr, plan);
  console.log(`${wxr.title} (${wxr.blogUrl})`);
  for (const [kind, count] of Object.entries(preview.counts))
    console.log(
      `  ${kind}: ${count.toImport} to import, ${count.imported} imported before, ${count.skipped} skipped`,
    );
  for (const [type, count] of Object.entries(preview.otherTypes))
    console.log(`  ${type}: ${count} not taken`);
  if (args.includes("--dry-run")) return 0;

  const { db } = services;
  // An item's error, whose report line gives its reason from the catalogue, is told to the operator here.
  services.importQueue.onError = (error, what) =>
    console.error(`  ${what}: ${error instanceof Error ? error.message : String(error)}`);
  const run = await db
    .insertInto("import_run")
    .values({
      file_name: basename(file).slice(0, 200),
      site_url: wxr.blogUrl.slice(0, 255),
      status: "running",
      total: plan.length,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const source = await mediaSourceOf(media, wxr.siteUrl, services.env);
  const bar = new cliProgress.SingleBar(
    { format: "  {bar} {value}/{total}" },
    cliProgress.Presets.shades_classic,
  );
  bar.start(plan.length, 0);
  try {
    const lines = await importAll(
      {
        services,
        wxr,
        source: wxr.blogUrl,
        runId: run.id,
        adminId: null,
        lang: "en",
        timeZone: await siteTimeZone(db),
        media: source,
        limits: await uploadLimits(services),
        ...earlier,
      },
      plan,
      async (counts) => {
        bar.update(counts.done);
        await db
          .updateTable("import_run")
          .set({ ...counts, heartbeat_time: nowSeconds() })
          .where("id", "=", run.id)
          .execute();
      },
    );
    bar.stop();
    await db
      .updateTable("import_run")
      .set({ status: "done", report: JSON.stringify({ preview, lines }), finish_time: nowSeconds() })
      .where("id", "=", run.id)
      .execute();
    for (const line of lines.filter((l) => l.notes.some((n) => n.key !== "importNoteImportedBefore"))) {
      const notes = line.notes.map((note) => t(note.key, "en", note.params)).join("; ");
      console.log(`  ${line.result} ${line.kind} ${line.id} ${line.title}: ${notes}`);
    }
    const imported = lines.filter((l) => l.result === "imported").length;
    console.log(`imported ${imported}, skipped ${lines.length - imported} (run ${run.id})`);
    return lines.some((l) => l.result === "failed") ? 1 : 0;
  } catch (error) {
    bar.stop();
    await db
      .updateTable("import_run")
      .set({ status: "failed", error: String(error).slice(0, 500), finish_time: nowSeconds() })
      .where("id", "=", run.id)
      .execute();
    throw error;
  } finally {
    await source.close();
  }
}
