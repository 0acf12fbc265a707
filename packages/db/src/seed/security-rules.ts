import type { Collection } from "@corp/domain/collections/collection";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import type { Transaction } from "kysely";
import type { Database, SensitiveField } from "../schema.ts";
import { inMenuOrder } from "./menu-order.ts";

type RecycleRule = readonly [name: string, controller: string, table: string];

/** A declared collection's recycle rule, when it declares one. */
const recycleRuleOf = (c: Collection): RecycleRule | undefined =>
  c.recycle ? [c.recycle, c.node, c.table] : undefined;

/** Tables whose deleted rows go to the recycle bin, by the admin page that deletes them. */
const RECYCLE_RULES: readonly RecycleRule[] = [
  ...inMenuOrder<RecycleRule>("auth", {}, recycleRuleOf),
  ...inMenuOrder<RecycleRule>("user", {}, recycleRuleOf),
  ...inMenuOrder<RecycleRule>("routine", {}, recycleRuleOf),
  ...inMenuOrder<RecycleRule>("content", {}, recycleRuleOf),
  ...inMenuOrder<RecycleRule>("security", {}, recycleRuleOf),
];

const field = (title: string, secret = false): SensitiveField => ({ title, secret });

/** Fields whose changes are logged; `secret` ones are masked in the log screens. */
type SensitiveRule = [
  name: string,
  controller: string,
  table: string,
  fields: Record<string, SensitiveField>,
];

const SENSITIVE_RULES: SensitiveRule[] = [
  ...COLLECTIONS.flatMap((c): SensitiveRule[] =>
    c.sensitive
      ? [
          [
            c.sensitive.title,
            c.node,
            c.table,
            Object.fromEntries(
              Object.entries(c.sensitive.fields).flatMap(([name, f]) =>
                f ? [[name, field(f.title, f.secret ?? false)]] : [],
              ),
            ),
          ],
        ]
      : [],
  ),
];

export async function seedSecurityRules(trx: Transaction<Database>, now: number): Promise<void> {
  const times = { create_time: now, update_time: now };
  await trx
    .insertInto("security_data_recycle")
    .values(
      RECYCLE_RULES.map(([name, controller, data_table]) => ({
        name,
        controller,
        controller_as: controller,
        data_table,
        primary_key: "id",
        ...times,
      })),
    )
    .execute();
  await trx
    .insertInto("security_sensitive_data")
    .values(
      SENSITIVE_RULES.map(([name, controller, data_table, fields]) => ({
        name,
        controller,
        controller_as: controller,
        data_table,
        primary_key: "id",
        data_fields: JSON.stringify(fields),
        ...times,
      })),
    )
    .execute();
}
