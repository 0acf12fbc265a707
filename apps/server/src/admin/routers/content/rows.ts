import type { Database } from "@corp/db/schema";
import type { Insertable, Updateable } from "kysely";
import { nowSeconds } from "../../../envelope.ts";
import type { Trx } from "../../crud/crud.ts";
import { loose } from "../../crud/query.ts";

type ContentTable = "corp";

/** Inserts a validated row with its times; answers its id. */
export async function insertRow<T extends ContentTable>(
  trx: Trx,
  table: T,
  values: Omit<Insertable<Database[T]>, "create_time" | "update_time">,
): Promise<number> {
  const now = nowSeconds();
  const row = await loose(trx)
    .insertInto(table as string)
    .values({ ...values, create_time: now, update_time: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates a validated row and its `update_time`. */
export async function updateRow<T extends ContentTable>(
  trx: Trx,
  table: T,
  id: number,
  values: Omit<Updateable<Database[T]>, "id" | "create_time" | "update_time">,
): Promise<void> {
  await loose(trx)
    .updateTable(table as string)
    .set({ ...values, update_time: nowSeconds() })
    .where("id", "=", id)
    .execute();
}
