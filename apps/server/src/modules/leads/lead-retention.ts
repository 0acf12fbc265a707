import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { nowSeconds } from "../../envelope.ts";
import type { AppServices } from "../../services/app-services.ts";
import { repeatEvery } from "../../services/repeat.ts";
import { loadConfig } from "../../services/site-config.ts";
import { leadSettingsFrom } from "./lead-config.ts";

/** How often each server deletes the leads older than the settings keep them. */
export const RETENTION_TICK_MS = 60 * 60 * 1000;

const DAY = 86_400;

/**
 * Deletes the leads sent more than `days` days before `now` (none when `days` is 0, which keeps them);
 * answers how many went. They go for good, not into the recycle bin: keeping a visitor's words no longer
 * is what the setting is for.
 */
export async function deleteOldLeads(
  db: Kysely<Database>,
  days: number,
  now = nowSeconds(),
): Promise<number> {
  if (days <= 0) return 0;
  const result = await db
    .deleteFrom("lead")
    .where("create_time", "<", now - days * DAY)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One round: the leads older than the settings' retention days, deleted. */
export async function retentionTick(services: AppServices, now = nowSeconds()): Promise<number> {
  const { retentionDays } = leadSettingsFrom(await loadConfig(services.db));
  return deleteOldLeads(services.db, retentionDays, now);
}

/**
 * Deletes old leads now and every hour until the returned function is called. Every server of a site
 * runs it; deleting what another server deleted a moment ago deletes nothing.
 */
export function scheduleLeadRetention(services: AppServices, onError: (error: unknown) => void): () => void {
  return repeatEvery(RETENTION_TICK_MS, () => retentionTick(services), onError, { now: true });
}
