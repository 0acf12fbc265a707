import { nowSeconds } from "../../envelope.ts";
import type { AppServices } from "../../services/app-services.ts";
import { repeatEvery } from "../../services/repeat.ts";

/** How often each server looks for previews never started; and how long one is kept. */
export const SWEEP_TICK_MS = 60 * 60 * 1000;
export const PREVIEW_KEPT_SECONDS = 86_400;

/**
 * Deletes the imports previewed more than a day before `now` and never started, with their stored
 * export and media files (an export holds unpublished posts; nobody asked for it to be kept). Answers
 * how many went. A run started since is `running`, `done` or `failed`, and is left.
 */
export async function sweepPreviews(services: AppServices, now = nowSeconds()): Promise<number> {
  const stale = await services.db
    .deleteFrom("import_run")
    .where("status", "=", "previewed")
    .where("create_time", "<", now - PREVIEW_KEPT_SECONDS)
    .returning(["file_key", "media_key"])
    .execute();
  for (const row of stale) {
    for (const key of [row.file_key, row.media_key]) if (key) await services.imports.remove(key);
  }
  return stale.length;
}

/** Sweeps now and every hour until the returned function is called; every server runs it. */
export function scheduleImportSweep(services: AppServices, onError: (error: unknown) => void): () => void {
  return repeatEvery(SWEEP_TICK_MS, () => sweepPreviews(services), onError, { now: true });
}
