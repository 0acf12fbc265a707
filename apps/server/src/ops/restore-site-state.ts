import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import { uploadUrlOf } from "../storage/file-store.ts";

/** The content versions before a restore (migration 0006): scope to version. */
export async function readCacheVersions(trx: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom("cache_version").select(["scope", "version"]).execute();
  return new Map(rows.map((row) => [row.scope, Number(row.version)]));
}

/**
 * Moves every content version past both the restored one and the one the target had: servers and
 * browsers holding answers of the old content (an ETag names the version) must not be told they are
 * current. The restored rows are otherwise as the archive has them.
 */
export async function advanceCacheVersions(
  trx: Kysely<Database>,
  before: Map<string, number>,
): Promise<void> {
  const restored = await readCacheVersions(trx);
  for (const scope of new Set([...before.keys(), ...restored.keys()])) {
    const version = Math.max(before.get(scope) ?? 0, restored.get(scope) ?? 0) + 1;
    await trx
      .insertInto("cache_version")
      .values({ scope, version, update_time: sql<number>`floor(extract(epoch from now()))::bigint` })
      .onConflict((oc) =>
        oc.column("scope").doUpdateSet({ version, update_time: sql<number>`excluded.update_time` }),
      )
      .execute();
  }
}

/**
 * The attachments whose files the restore wrote are the store's in use (ADR 0027): an archive made on
 * a site keeping its files in a bucket, restored onto one keeping them in its data folder, lists them as
 * the folder's. A row is left as it is where the store already has a row of the same content.
 */
export async function recordRestoredFiles(
  trx: Kysely<Database>,
  kind: string,
  keys: string[],
): Promise<void> {
  for (let i = 0; i < keys.length; i += 500) {
    await trx
      .updateTable("attachment")
      .set({ storage: kind })
      .where("storage", "<>", kind)
      .where(
        "url",
        "in",
        keys.slice(i, i + 500).map((key) => uploadUrlOf(key)),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("attachment as same")
              .select("same.id")
              .where("same.storage", "=", kind)
              .whereRef("same.sha1", "=", "attachment.sha1"),
          ),
        ),
      )
      .execute();
  }
}
