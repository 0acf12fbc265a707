import type { MigrationDb } from "./helpers.ts";

/** The CRUD designer's and the module market's views as BuildAdmin's client has them (0013 named others). */
const MOVED = [
  {
    name: "crud/crud",
    from: "/src/views/backend/crud/crud/index.vue",
    to: "/src/views/backend/crud/index.vue",
  },
  {
    name: "moduleStore/moduleStore",
    from: "/src/views/backend/moduleStore/moduleStore/index.vue",
    to: "/src/views/backend/module/index.vue",
  },
] as const;

/**
 * BuildAdmin's client opens a menu entry by its `component` view: for these two pages it has no view at
 * the paths 0013 and the seed wrote, so their entries opened nothing. An entry an admin pointed elsewhere
 * is left as it is.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const view of MOVED)
    await db
      .updateTable("admin_rule")
      .set({ component: view.to })
      .where("name", "=", view.name)
      .where("component", "=", view.from)
      .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const view of MOVED)
    await db
      .updateTable("admin_rule")
      .set({ component: view.from })
      .where("name", "=", view.name)
      .where("component", "=", view.to)
      .execute();
}
