import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";

/** Provinces; with `province`, its cities; with `city`, its districts; as cascader options. */
export async function areaOptions(db: Kysely<Database>, query: { province?: number; city?: number }) {
  const pid = query.city ?? query.province ?? 0;
  const level = query.city ? 3 : query.province ? 2 : 1;
  const rows = await db
    .selectFrom("area")
    .select(["id", "name"])
    .where("pid", "=", pid)
    .where("level", "=", level)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
