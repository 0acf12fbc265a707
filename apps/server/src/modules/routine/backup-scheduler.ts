import type { AppServices } from "../../services/app-services.ts";
import { repeatEvery } from "../../services/repeat.ts";
import { loadConfig } from "../../services/site-config.ts";
import { claimRun, performRun, type RunStart, removeLeftovers } from "./backup-runs.ts";
import { backupScheduleOf, dueMoment } from "./backup-schedule.ts";

/** How often each server looks whether a scheduled backup is due. */
export const TICK_MS = 60_000;

/**
 * Starts a backup now (by hand or for a due moment) in the server's backup queue; answers the run's id,
 * or undefined when another run holds the claim (the same moment, or any run still running).
 */
export async function startBackup(services: AppServices, start: RunStart): Promise<number | undefined> {
  const { keep } = backupScheduleOf(await loadConfig(services.db));
  const id = await claimRun(services.db, start);
  if (id !== undefined) services.backupQueue.push(`backup ${id}`, () => performRun(services, id, keep));
  return id;
}

/**
 * One look at the schedule: when a scheduled moment is due and no server has claimed it, this server
 * claims and starts it. Every server of a site runs it; the claim makes one backup per moment.
 */
export async function backupTick(services: AppServices, now = Date.now()): Promise<number | undefined> {
  const schedule = backupScheduleOf(await loadConfig(services.db));
  const due = dueMoment(schedule, now);
  if (due === undefined) return undefined;
  const slot = new Date(due).toISOString();
  const taken = await services.db
    .selectFrom("backup_run")
    .select("id")
    .where("slot", "=", slot)
    .executeTakeFirst();
  if (taken) return undefined;
  return startBackup(services, { trigger: "schedule", slot });
}

/**
 * Looks at the schedule every minute until the returned function is called, after clearing what backups
 * cut short by an earlier stop left behind.
 */
export function scheduleBackups(services: AppServices, onError: (error: unknown) => void): () => void {
  void removeLeftovers(services.env.DATA_DIR).catch(onError);
  return repeatEvery(TICK_MS, () => backupTick(services), onError);
}
