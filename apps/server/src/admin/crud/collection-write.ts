import { sanitizeRichHtml } from "@corp/db/rich-html";
import { articleSearchVector } from "@corp/db/search-vector";
import type { Collection } from "@corp/domain/collections/collection";
import { sql } from "kysely";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import type { CollectionHooks } from "./collection-hooks.ts";
import type { AdminContext } from "./context.ts";
import type { Trx } from "./crud.ts";
import { loose } from "./query.ts";
import { writeGrants } from "./virtual-fields.ts";

/** The fields the server sets itself on a write: times of insert and of the last write. */
function stamps(collection: Collection, moment: "insert" | "update"): Record<string, number> {
  const now = nowSeconds();
  return Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, f]) => f.stamp === "update" || (moment === "insert" && f.stamp === "insert"))
      .map(([name]) => [name, now]),
  );
}

/**
 * The written values as the server keeps them: rich text sanitised, a password as its hash (one left
 * empty or out keeps the current one).
 */
async function cleaned(
  collection: Collection,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = { ...values };
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.clean === "richHtml" && typeof out[name] === "string") out[name] = sanitizeRichHtml(out[name]);
    if (field.clean === "password") {
      if (typeof out[name] === "string" && out[name] !== "") out[name] = await hashPassword(out[name]);
      else delete out[name];
    }
  }
  return out;
}

/**
 * The values as columns take them: JSON as text, and the fields the server derives computed; the fields
 * kept outside the table left out.
 */
function stored(collection: Collection, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(collection.fields)) {
    if (!field.column) {
      delete out[name];
      continue;
    }
    // JSON as text; none is SQL NULL, which the NULL filter finds (not JSON's null).
    if (field.storage === "json" && name in out)
      out[name] = out[name] === null || out[name] === undefined ? null : JSON.stringify(out[name]);
    if (field.derived) {
      const { searchVector: from, language } = field.derived;
      const [title = "", summary = "", content = ""] = from.map((f) => String(values[f] ?? ""));
      out[name] = articleSearchVector({ title, summary, content }, language);
    }
  }
  return out;
}

/**
 * Writes a row of the collection from its checked input, in the caller's transaction: a new row when `id`
 * is 0. The values are cleaned, prepared by the hooks, stored with the server's stamps and derived
 * fields, and handed to the hooks once written (a revision). Answers the row's id.
 */
export async function writeRow(
  trx: Trx,
  collection: Collection,
  hooks: CollectionHooks,
  id: number,
  input: Record<string, unknown>,
  ctx: AdminContext,
): Promise<number> {
  const values = hooks.prepare
    ? await hooks.prepare(await cleaned(collection, input), trx, id)
    : await cleaned(collection, input);
  const columns = stored(collection, values);
  let written = id;
  if (id === 0 && hooks.insert) {
    written = await hooks.insert(trx, columns, ctx);
  } else if (id === 0) {
    const values = { ...columns, ...stamps(collection, "insert") };
    const row = await loose(trx)
      .insertInto(collection.table)
      // A row of defaults only (a designed table whose form writes nothing).
      .values(Object.keys(values).length > 0 ? values : { id: sql`default` })
      .returning("id")
      .executeTakeFirstOrThrow();
    written = Number(row.id);
  } else {
    const values = { ...columns, ...stamps(collection, "update") };
    // An edit that sends nothing (a designed table's, which changes only what it sends) writes nothing.
    if (Object.keys(values).length > 0)
      await loose(trx).updateTable(collection.table).set(values).where("id", "=", id).execute();
  }
  await writeGrants(trx, collection, written, values);
  await hooks.afterWrite?.(trx, written, values, ctx, id === 0);
  return written;
}
