import type { Collection } from "@corp/domain/collections/collection";
import type { GrantsSpec } from "@corp/domain/collections/fields";
import type { AdminContext } from "./context.ts";
import type { Trx } from "./crud.ts";
import { refused } from "./errors.ts";
import { loose } from "./query.ts";

/** The names of the granted rows, by id, when the grants carry them. */
async function grantedNames(
  ctx: AdminContext,
  grants: GrantsSpec,
  ids: number[],
): Promise<Map<number, string>> {
  if (!grants.named || ids.length === 0) return new Map();
  const { labelField } = grants.named;
  const rows = await loose(ctx.services.db)
    .selectFrom(grants.of)
    .select(["id", labelField])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r[labelField] ?? "")]));
}

/**
 * Adds to read rows the fields kept outside their table: the ids each row grants (from its join table, in
 * id order) and the number of rows pointing at it.
 */
export async function withVirtualFields<R extends Record<string, unknown>>(
  collection: Collection,
  rows: R[],
  ctx: AdminContext,
): Promise<R[]> {
  const ids = rows.map((r) => Number(r.id));
  let read = rows;
  for (const [name, field] of Object.entries(collection.fields)) {
    const { grants, countOf } = field;
    if (grants) {
      const found =
        ids.length === 0
          ? []
          : await loose(ctx.services.db)
              .selectFrom(grants.table)
              .select([grants.owner, grants.target])
              .where(grants.owner, "in", ids)
              .orderBy(grants.target)
              .execute();
      const granted = (r: R) =>
        found.filter((g) => Number(g[grants.owner]) === Number(r.id)).map((g) => Number(g[grants.target]));
      const names = await grantedNames(
        ctx,
        grants,
        found.map((g) => Number(g[grants.target])),
      );
      read = read.map((r) => ({
        ...r,
        [name]: granted(r),
        ...(grants.named ? { [grants.named.as]: granted(r).map((id) => names.get(id) ?? "") } : {}),
      }));
    }
    if (countOf) {
      const counts =
        ids.length === 0
          ? []
          : await loose(ctx.services.db)
              .selectFrom(countOf.table)
              .select((eb) => [countOf.by, eb.fn.countAll<number>().as("n")])
              .where(countOf.by, "in", ids)
              .groupBy(countOf.by)
              .execute();
      const byId = new Map(counts.map((c) => [Number(c[countOf.by]), Number(c.n)]));
      read = read.map((r) => ({ ...r, [name]: byId.get(Number(r.id)) ?? 0 }));
    }
  }
  return read;
}

/**
 * Replaces the grants of row `id` with those in `values`, in the write's transaction; every granted id
 * must be a row of the granted collection, or nothing is written.
 */
export async function writeGrants(
  trx: Trx,
  collection: Collection,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  for (const [name, field] of Object.entries(collection.fields)) {
    const grants = field.grants;
    if (!grants || !Array.isArray(values[name])) continue;
    const wanted = [...new Set((values[name] as unknown[]).map(Number))];
    const known =
      wanted.length === 0
        ? []
        : await loose(trx).selectFrom(grants.of).select("id").where("id", "in", wanted).execute();
    if (known.length !== wanted.length) throw refused("incorrectParameter");
    await loose(trx).deleteFrom(grants.table).where(grants.owner, "=", id).execute();
    if (wanted.length > 0) {
      await loose(trx)
        .insertInto(grants.table)
        .values(wanted.map((target) => ({ [grants.owner]: id, [grants.target]: target })))
        .execute();
    }
  }
}
