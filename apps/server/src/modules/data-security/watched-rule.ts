import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { refused } from "../../admin/crud/errors.ts";
import { adminProcedure } from "../../admin/trpc/trpc.ts";
import {
  designedNameOf,
  designedTableOf,
  liveDesignedTables,
} from "../../services/data-security/designed-tables.ts";
import { tableColumns } from "../../services/data-security/table-catalogue.ts";
import { WATCHED_CONTROLLERS } from "../../services/data-security/watched-controllers.ts";

/**
 * The table a rule for `controller` watches: a declared controller's, or a live designed table's
 * (`designed/product` watches `designed.product`, ADR 0022); refused for any other controller.
 */
export async function watchedTableOf(db: Kysely<Database>, controller: string): Promise<string> {
  const designed = designedTableOf(controller);
  if (designed !== undefined) {
    const live = await liveDesignedTables(db, designedNameOf(designed));
    if (live.length > 0) return designed;
  }
  const watched = Object.hasOwn(WATCHED_CONTROLLERS, controller)
    ? WATCHED_CONTROLLERS[controller]
    : undefined;
  if (!watched) throw refused("controllerNotWatched");
  return watched.table;
}

/** The columns a sensitive-data rule may watch: the table's own, but its key. */
export async function watchableFields(db: Kysely<Database>, table: string): Promise<string[]> {
  const columns = await tableColumns(db, table);
  return columns.map((c) => c.name).filter((name) => name !== "id");
}

/**
 * `controllers` of the rule pages: every declared controller and every live designed table's page, its
 * table and its page's title from the rule tree (a designed table's: its design's), and the fields a
 * sensitive-data rule may name.
 */
export const watchedControllersProcedure = (node: string) =>
  adminProcedure(node).query(async ({ ctx }) => {
    const db = ctx.services.db;
    const names = Object.keys(WATCHED_CONTROLLERS);
    const titles = await db
      .selectFrom("admin_rule")
      .select(["name", "title"])
      .where("name", "in", names)
      .execute();
    const declared = names.map((controller) => ({
      controller,
      table: WATCHED_CONTROLLERS[controller]?.table ?? "",
      title: titles.find((t) => t.name === controller)?.title ?? controller,
    }));
    const watched = [...declared, ...(await liveDesignedTables(db))];
    return Promise.all(watched.map(async (w) => ({ ...w, fields: await watchableFields(db, w.table) })));
  });
