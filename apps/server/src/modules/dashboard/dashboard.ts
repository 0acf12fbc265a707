import { z } from "zod";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { siteTimeZone } from "../../services/site-config.ts";
import { countByDay, countByMonth } from "./dashboard-buckets.ts";
import { countUntranslated } from "./untranslated.ts";

const series = z.array(z.object({ label: z.string(), value: z.number() }));
const chartsOutput = z.object({ articlesPerMonth: series, writesPerDay: series });

/** The latest backup's outcome (a running one counts), null before the first. */
const lastBackup = z
  .object({
    status: z.enum(["running", "success", "failed"]),
    size: z.number(),
    startTime: z.number(),
    finishTime: z.number().nullable(),
  })
  .nullable();

const overviewOutput = z.object({
  counts: z.object({
    admin: z.number(),
    user: z.number(),
    article: z.number(),
    attachment: z.number(),
    /** Leads not yet handled (status new), the inbox's to-do. */
    newLead: z.number(),
    /** Content rows without English yet (their English title or name empty), over every content table. */
    untranslated: z.number(),
  }),
  serverTime: z.number(),
  lastBackup,
});

export const dashboardRouter = router({
  overview: adminProcedure("dashboard")
    .output(overviewOutput)
    .query(async ({ ctx }) => {
      const db = ctx.services.db;
      const count = (table: "admin" | "user" | "article" | "attachment") =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      const [admin, user, article, attachment, newLead, untranslated, backup] = await Promise.all([
        count("admin"),
        count("user"),
        count("article"),
        count("attachment"),
        db
          .selectFrom("lead")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
        countUntranslated(db),
        db
          .selectFrom("backup_run")
          .select(["status", "size", "create_time", "finish_time"])
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        counts: { admin, user, article, attachment, newLead, untranslated },
        serverTime: nowSeconds(),
        lastBackup: backup
          ? {
              status: backup.status,
              size: Number(backup.size),
              startTime: Number(backup.create_time),
              finishTime: backup.finish_time === null ? null : Number(backup.finish_time),
            }
          : null,
      };
    }),

  /** Articles published per month (last 12) and admin writes per day (last 14), from the database. */
  charts: adminProcedure("dashboard")
    .output(chartsOutput)
    .query(async ({ ctx }) => {
      const db = ctx.services.db;
      const now = nowSeconds();
      const [articles, writes, timeZone] = await Promise.all([
        db
          .selectFrom("article")
          .select("publish_time")
          .where("publish_time", ">=", now - 400 * 86_400)
          .where("publish_time", "<=", now)
          .execute(),
        db
          .selectFrom("admin_log")
          .select("create_time")
          .where("create_time", ">=", now - 15 * 86_400)
          .execute(),
        siteTimeZone(db),
      ]);
      return {
        articlesPerMonth: countByMonth(
          articles.flatMap((a) => (a.publish_time ? [a.publish_time] : [])),
          now,
          12,
          timeZone,
        ),
        writesPerDay: countByDay(
          writes.map((w) => w.create_time),
          now,
          14,
          timeZone,
        ),
      };
    }),
});
