import type { Database } from "@corp/db/schema";
import { parseSizeLimit } from "@corp/domain/upload";
import { type Kysely, sql } from "kysely";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { type ConfigValues, loadConfig } from "../../services/site-config.ts";

/**
 * What one member may upload (issue 24, N3): files and bytes per day (settings of the upload group),
 * and a burst limit through the shared throttle, so one account cannot fill the disk in seconds.
 */
export type UploadQuota = { files: number; bytes: number };

/** Uploads one member may start per minute, whatever his daily allowance. */
export const UPLOAD_BURST = { limit: 20, windowSeconds: 60 };

const DEFAULT_QUOTA: UploadQuota = { files: 50, bytes: 50 * 1024 * 1024 };

export function uploadQuotaFrom(values: ConfigValues): UploadQuota {
  const files = Number(values.get("upload_member_daily_files"));
  let bytes = DEFAULT_QUOTA.bytes;
  try {
    bytes = parseSizeLimit(String(values.get("upload_member_daily_size") ?? ""));
  } catch {
    // A setting that does not parse keeps the default rather than lifting the limit.
  }
  return { files: Number.isInteger(files) && files >= 0 ? files : DEFAULT_QUOTA.files, bytes };
}

/** Today as YYYYMMDD, in the server's time. */
export function uploadDay(now = new Date()): number {
  return now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Counts one upload of `size` bytes against the member's day, in one statement: the count rises only
 * while it stays within the quota, so concurrent uploads cannot pass it together. Refused: the burst
 * limit (uploadTooOften) or the day's allowance (uploadQuotaReached). Answers how to give it back.
 */
export async function reserveUpload(
  services: AppServices,
  userId: number,
  size: number,
): Promise<() => Promise<void>> {
  const burst = await services.throttle.hit(`upload:user:${userId}`, UPLOAD_BURST);
  if (burst.count > UPLOAD_BURST.limit) {
    throw new AppError({ key: "uploadTooOften", params: { seconds: burst.resetIn } });
  }
  const quota = uploadQuotaFrom(await loadConfig(services.db));
  const day = uploadDay();
  // Every value typed: parameters compared with each other would otherwise be compared as text.
  const files = sql`${quota.files}::integer`;
  const bytes = sql`${quota.bytes}::bigint`;
  const { rows } = await sql<{ files: number }>`
    insert into member_upload_day (user_id, day, files, bytes)
    select ${userId}::integer, ${day}::integer, 1, ${size}::integer
      where 1 <= ${files} and ${size}::integer <= ${bytes}
    on conflict (user_id, day) do update set
      files = member_upload_day.files + 1,
      bytes = member_upload_day.bytes + excluded.bytes
      where member_upload_day.files + 1 <= ${files}
        and member_upload_day.bytes + excluded.bytes <= ${bytes}
    returning files
  `.execute(services.db);
  if (rows.length === 0) {
    throw new AppError({
      key: "uploadQuotaReached",
      params: { files: quota.files, size: megabytes(quota.bytes) },
    });
  }
  return () => giveBack(services.db, userId, day, size);
}

async function giveBack(db: Kysely<Database>, userId: number, day: number, size: number): Promise<void> {
  await db
    .updateTable("member_upload_day")
    .set((eb) => ({ files: eb("files", "-", 1), bytes: eb("bytes", "-", size) }))
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .execute();
}

/** Each member's uploads: today's count against the quota, and every file he has stored. */
export async function uploadUsage(db: Kysely<Database>, userIds: number[]) {
  const usage = new Map(userIds.map((id) => [id, { today_files: 0, today_bytes: 0, files: 0, bytes: 0 }]));
  if (userIds.length === 0) return usage;
  const [today, stored] = await Promise.all([
    db
      .selectFrom("member_upload_day")
      .select(["user_id", "files", "bytes"])
      .where("user_id", "in", userIds)
      .where("day", "=", uploadDay())
      .execute(),
    db
      .selectFrom("attachment")
      .select((eb) => [
        "user_id",
        eb.fn.countAll<number>().as("files"),
        eb.fn.coalesce(eb.fn.sum<number>("size"), sql<number>`0`).as("bytes"),
      ])
      .where("user_id", "in", userIds)
      .groupBy("user_id")
      .execute(),
  ]);
  for (const row of today) {
    const entry = usage.get(row.user_id);
    if (entry) Object.assign(entry, { today_files: row.files, today_bytes: row.bytes });
  }
  for (const row of stored) {
    const entry = row.user_id === null ? undefined : usage.get(row.user_id);
    if (entry) Object.assign(entry, { files: Number(row.files), bytes: Number(row.bytes) });
  }
  return usage;
}
