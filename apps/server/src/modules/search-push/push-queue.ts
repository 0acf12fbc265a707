import type { Database } from "@corp/db/schema";
import { PUSH_ENGINES, type PushEngine } from "@corp/domain/collections/content/search-push";
import type { Kysely } from "kysely";
import type { AppServices } from "../../services/app-services.ts";
import { repeatEvery } from "../../services/repeat.ts";
import { secretsLeftSealed } from "../../services/setting-secrets.ts";
import { loadConfig } from "../../services/site-config.ts";
import { pushTargetsOf, pushTo } from "./engines.ts";

/** Seconds to wait after the n-th failed try (n = 1, 2, ...); after the last, the row is failed. */
export const RETRY_AFTER_S = [60, 300, 1800, 7200, 43_200] as const;
/** A row being sent is leased for this long, so another server does not send it at the same time. */
const LEASE_S = 120;
/** Rows one look sends at most. */
const BATCH = 20;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Which engines an address would be pushed to now, for the site's settings (read through `db`). */
export async function enginesOn(
  services: AppServices,
  db: Kysely<Database> = services.db,
): Promise<PushEngine[]> {
  const targets = pushTargetsOf(await loadConfig(db), services.env, secretsLeftSealed);
  return PUSH_ENGINES.filter((engine) => targets[engine] !== undefined);
}

/**
 * Queues the site's addresses (paths such as /article/7) for every engine switched on; an address still
 * waiting for an engine is not queued twice. Answers how many rows were queued. Nothing without SITE_URL:
 * an engine takes only addresses of the site it knows.
 */
export async function queuePush(
  services: AppServices,
  paths: readonly string[],
  db: Kysely<Database> = services.db,
): Promise<number> {
  const site = services.env.SITE_URL;
  if (!site || paths.length === 0) return 0;
  // Through `db`: inside a write's transaction, the one connection an embedded database has is its.
  const engines = await enginesOn(services, db);
  const origin = new URL(site).origin;
  let queued = 0;
  for (const engine of engines) {
    for (const path of new Set(paths)) {
      const url = `${origin}${path}`;
      const waiting = await db
        .selectFrom("search_push")
        .select("id")
        .where("engine", "=", engine)
        .where("url", "=", url)
        .where("state", "=", "pending")
        .executeTakeFirst();
      if (waiting) continue;
      await db.insertInto("search_push").values({ engine, url, next_time: nowSeconds() }).execute();
      queued += 1;
    }
  }
  return queued;
}

/** Takes a due row for this server: moves its next try past the lease, unless another server did first. */
async function claim(services: AppServices, id: number, due: number, now: number): Promise<boolean> {
  const claimed = await services.db
    .updateTable("search_push")
    .set({ next_time: now + LEASE_S })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("next_time", "=", due)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * One look at the queue: sends the rows that are due, records each engine's answer, and schedules a
 * failed try again (RETRY_AFTER_S) until the tries run out. Every server of a site runs it; a claim
 * makes one send per row. Answers how many rows it sent.
 */
export async function pushDue(services: AppServices, now = nowSeconds()): Promise<number> {
  const site = services.env.SITE_URL;
  if (!site) return 0;
  const due = await services.db
    .selectFrom("search_push")
    .select(["id", "engine", "url", "attempts", "next_time"])
    .where("state", "=", "pending")
    .where("next_time", "<=", now)
    .orderBy("next_time")
    .orderBy("id")
    .limit(BATCH)
    .execute();
  if (due.length === 0) return 0;
  const targets = pushTargetsOf(await loadConfig(services.db), services.env, services.secrets);
  let sent = 0;
  for (const row of due) {
    if (!(await claim(services, row.id, Number(row.next_time), now))) continue;
    const target = targets[row.engine as PushEngine];
    const answer = target
      ? await pushTo(row.engine as PushEngine, row.url, site, target)
      : { ok: false, text: "switched off in the settings, or its key is missing" };
    const attempts = row.attempts + 1;
    const wait = RETRY_AFTER_S[attempts - 1];
    const finished = answer.ok || wait === undefined || !target;
    await services.db
      .updateTable("search_push")
      .set({
        state: answer.ok ? "done" : finished ? "failed" : "pending",
        attempts,
        answer: answer.text,
        next_time: finished ? now : now + (wait ?? 0),
        update_time: nowSeconds(),
      })
      .where("id", "=", row.id)
      .execute();
    sent += 1;
  }
  return sent;
}

/** Sends the given rows again now (the admin's "push"): failed or done rows wait again with fresh tries. */
export async function pushAgain(services: AppServices, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await services.db
    .updateTable("search_push")
    .set({ state: "pending", attempts: 0, next_time: nowSeconds(), update_time: nowSeconds() })
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How often each server looks for due pushes. */
export const PUSH_TICK_MS = 30_000;

/** Looks for due pushes every half minute until the returned function is called. */
export function schedulePushes(services: AppServices, onError: (error: unknown) => void): () => void {
  return repeatEvery(PUSH_TICK_MS, () => pushDue(services), onError);
}

/**
 * Sends what was just queued in a second, once the write that queued it has committed, instead of at
 * the next look.
 */
export function pushSoon(services: AppServices): void {
  services.deliveries.pushAfter("search push", 1000, () => pushDue(services).then(() => undefined));
}
