import { backupRun } from "@corp/domain/collections/routine/backup-run";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { collectionRouter } from "../../admin/crud/collection-router.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import { refused } from "../../admin/crud/errors.ts";
import { adminProcedure, mergeRouters, router } from "../../admin/trpc/trpc.ts";
import { AppError } from "../../errors.ts";
import { loadConfig } from "../../services/site-config.ts";
import { backupScheduleOf, nextMoment } from "./backup-schedule.ts";
import { startBackup } from "./backup-scheduler.ts";

/** Backups hold every account's password hash: a super admin's, whatever rules a group grants. */
function requireSuper(ctx: AdminContext): void {
  if (!ctx.permissions.isSuper)
    throw new TRPCError({
      code: "FORBIDDEN",
      cause: new AppError({ key: "backupSuperAdminOnly", code: 401, status: 403 }),
    });
}

/** routine/backup: a super admin's list; deleting a row removes its file from the backups store. */
const backupHooks: CollectionHooks = {
  scope: (query, ctx) => {
    requireSuper(ctx);
    return query;
  },
  beforeDelete: async (trx, ids, ctx) => {
    requireSuper(ctx);
    const rows = await trx
      .selectFrom("backup_run")
      .select(["status", "file_key"])
      .where("id", "in", ids)
      .execute();
    if (rows.some((row) => row.status === "running")) throw refused("backupDeleteRunning");
    return rows.flatMap((row) => (row.file_key ? [row.file_key] : []));
  },
  afterDelete: async (keys, ctx) => {
    for (const key of (keys as string[] | undefined) ?? []) await ctx.services.backups.remove(key);
  },
};

const scheduleOutput = z.object({
  every: z.enum(["off", "daily", "weekly"]),
  hour: z.number(),
  keep: z.number(),
  timeZone: z.string(),
  /** The next scheduled backup (epoch seconds), null when backups are off. */
  next: z.number().nullable(),
  /** Where backups are kept: `local` ($DATA_DIR/backups) or `s3` (the bucket's backups/). */
  store: z.string(),
});

export const backupRouter = mergeRouters(
  collectionRouter(backupRun, backupHooks),
  router({
    /** The schedule the settings describe, with the next moment, for the page's header. */
    schedule: adminProcedure("routine/backup/index")
      .output(scheduleOutput)
      .query(async ({ ctx }) => {
        requireSuper(ctx);
        const schedule = backupScheduleOf(await loadConfig(ctx.services.db));
        const next = nextMoment(schedule, Date.now());
        return {
          every: schedule.every,
          hour: schedule.hour,
          keep: schedule.keep,
          timeZone: schedule.timeZone,
          next: next === undefined ? null : Math.floor(next / 1000),
          store: ctx.services.backups.kind,
        };
      }),

    /** Starts a backup now; refused while another one runs (on any server of the site). */
    run: adminProcedure("routine/backup/run")
      .output(z.object({ id: z.number() }))
      .mutation(async ({ ctx }) => {
        requireSuper(ctx);
        const id = await startBackup(ctx.services, { trigger: "manual", adminId: ctx.admin.id });
        if (id === undefined) throw refused("backupRunning");
        return { id };
      }),
  }),
);
