import type { Database } from "@corp/db/schema";
import { DESIGNED_SCHEMA, designedRuleOf, isTableName } from "@corp/domain/crud-design/identifiers";
import type { Kysely } from "kysely";

/**
 * The tables of the CRUD designer as the data-security rules see them (ADR 0022): the page
 * `designed/<name>` writes `designed.<name>`, and is watched like a declared controller while the
 * designer's registry holds the table live.
 */

/** The designed table a designed page writes, schema-qualified; undefined for any other controller. */
export function designedTableOf(controller: string): string | undefined {
  const name = controller.slice(designedRuleOf("").length);
  return designedRuleOf(name) === controller && isTableName(name) ? `${DESIGNED_SCHEMA}.${name}` : undefined;
}

/** The name of a schema-qualified designed table (`designed.product` -> `product`); else undefined. */
export function designedNameOf(table: string): string | undefined {
  const name = table.slice(DESIGNED_SCHEMA.length + 1);
  return table === `${DESIGNED_SCHEMA}.${name}` && isTableName(name) ? name : undefined;
}

/** The live designed tables, each with its page (the controller) and its title. */
export async function liveDesignedTables(db: Kysely<Database>, name?: string) {
  let query = db.selectFrom("crud_table").select(["name", "design"]).where("status", "=", "active");
  if (name !== undefined) query = query.where("name", "=", name);
  const rows = await query.orderBy("name").execute();
  return rows.map((row) => ({
    controller: designedRuleOf(row.name),
    table: `${DESIGNED_SCHEMA}.${row.name}`,
    title: String((row.design as { title?: unknown } | null)?.title ?? row.name),
  }));
}

/** Whether the designer's registry holds `designed.<name>` as a live table (not dropped). */
export async function isLiveDesignedTable(db: Kysely<Database>, table: string): Promise<boolean> {
  const name = designedNameOf(table);
  return name !== undefined && (await liveDesignedTables(db, name)).length > 0;
}
