import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { DESIGNED_SCHEMA, designedRuleOf } from "@corp/domain/crud-design/identifiers";
import type { Trx } from "../../admin/crud/crud-operations.ts";
import { nowSeconds } from "../../envelope.ts";

/**
 * The recycle rule of a designed table's page (ADR 0022): written enabled with the table, so rows deleted
 * on the page go to the recycle bin like the product's own; the admin may switch it off or rename it on
 * the recycle rule page, and a later design change leaves it as he set it. It goes with the table when
 * the table is dropped, and comes back with it when the table is restored.
 */
export async function addDesignedRecycleRule(trx: Trx, design: TableDesign): Promise<void> {
  const controller = designedRuleOf(design.name);
  const existing = await trx
    .selectFrom("security_data_recycle")
    .select("id")
    .where("controller", "=", controller)
    .executeTakeFirst();
  if (existing) return;
  const now = nowSeconds();
  await trx
    .insertInto("security_data_recycle")
    .values({
      name: (design.title.trim() || design.name).slice(0, 50),
      controller,
      controller_as: controller,
      data_table: `${DESIGNED_SCHEMA}.${design.name}`,
      primary_key: "id",
      status: "enable",
      create_time: now,
      update_time: now,
    })
    .execute();
}

/** Removes the recycle rules of a dropped designed table; its recycled rows stay in the bin. */
export async function removeDesignedRecycleRules(trx: Trx, table: string): Promise<void> {
  await trx.deleteFrom("security_data_recycle").where("controller", "=", designedRuleOf(table)).execute();
}
