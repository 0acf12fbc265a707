import type { Database, TableName } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { nowSeconds } from "../../../envelope.ts";
import { tableColumns } from "../../../services/data-security/table-catalogue.ts";
import { WATCHED_CONTROLLERS } from "../../../services/data-security/watched-controllers.ts";
import { refused } from "../../crud/errors.ts";
import { adminProcedure } from "../../trpc/trpc.ts";

/** The table a rule for `controller` watches; refused for a controller that is not declared. */
export function watchedTableOf(controller: string): TableName {
  const watched = Object.hasOwn(WATCHED_CONTROLLERS, controller)
    ? WATCHED_CONTROLLERS[controller]
    : undefined;
  if (!watched) throw refused("controllerNotWatched");
  return watched.table;
}

/** The columns a rule of `controller` stores: the controller, its table and key, and the times. */
export function ruleColumns(input: { name: string; controller: string; status: "enable" | "disable" }) {
  const now = nowSeconds();
  return {
    name: input.name,
    controller: input.controller,
    controller_as: input.controller,
    data_table: watchedTableOf(input.controller),
    primary_key: "id",
    status: input.status,
    update_time: now,
  };
}

/** The columns a sensitive-data rule may watch: the table's own, but its key. */
export async function watchableFields(db: Kysely<Database>, table: string): Promise<string[]> {
  const columns = await tableColumns(db, table);
  return columns.map((c) => c.name).filter((name) => name !== "id");
}

/**
 * `controllers` of the rule pages: every declared controller, its table and its page's title from the
 * rule tree, and the fields a sensitive-data rule may name.
 */
export const watchedControllersProcedure = (node: string) =>
  adminProcedure(node).query(async ({ ctx }) => {
    const names = Object.keys(WATCHED_CONTROLLERS);
    const titles = await ctx.services.db
      .selectFrom("admin_rule")
      .select(["name", "title"])
      .where("name", "in", names)
      .execute();
    return Promise.all(
      names.map(async (controller) => {
        const table = watchedTableOf(controller);
        return {
          controller,
          table,
          title: titles.find((t) => t.name === controller)?.title ?? controller,
          fields: await watchableFields(ctx.services.db, table),
        };
      }),
    );
  });
