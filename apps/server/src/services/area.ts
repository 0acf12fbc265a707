import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { AppError } from "../errors.ts";

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

const positiveId = (value: string | undefined): number | undefined => {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new AppError({ key: "incorrectParameter", status: 400 });
  return n;
};

/** The options of `GET /admin/ajax/area` and `/api/ajax/area`, from their query's ids as sent. */
export function areaOptionsFor(
  db: Kysely<Database>,
  query: { province?: string; city?: string } | undefined,
) {
  return areaOptions(db, { province: positiveId(query?.province), city: positiveId(query?.city) });
}
