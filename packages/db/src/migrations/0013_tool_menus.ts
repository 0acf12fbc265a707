import type { MigrationDb } from "./helpers.ts";

/** The pages whose controllers answer now (the CRUD designer and the module market), as seeded. */
const PAGES = [
  {
    name: "crud/crud",
    title: "CRUD代码生成",
    icon: "fa fa-code",
    buttons: { index: "查看", generate: "生成", logStart: "从记录开始", delete: "删除" },
  },
  {
    name: "moduleStore/moduleStore",
    title: "模块市场",
    icon: "fa fa-shopping-cart",
    buttons: { index: "查看", install: "安装", changeState: "调整状态", uninstall: "卸载", update: "更新" },
  },
] as const;

/**
 * The menu entries of the CRUD designer and the module market, which migration 0010 removed while
 * nothing answered them, are added back to databases that lack them, last in the menu. A database that
 * has them (a fresh seed) is left as it is.
 */
export async function up(db: MigrationDb): Promise<void> {
  // A database not seeded yet gets them from the seed, with the rest of the menu.
  const seeded = await db.selectFrom("admin_rule").select("id").limit(1).executeTakeFirst();
  if (!seeded) return;
  const lowest = await db
    .selectFrom("admin_rule")
    .select((eb) => eb.fn.min<number>("weigh").as("weigh"))
    .where("pid", "=", 0)
    .executeTakeFirst();
  let weigh = Number(lowest?.weigh ?? 0);
  for (const page of PAGES) {
    const present = await db
      .selectFrom("admin_rule")
      .select("id")
      .where("name", "=", page.name)
      .executeTakeFirst();
    if (present) continue;
    weigh -= 10;
    const { id } = await db
      .insertInto("admin_rule")
      .values({
        pid: 0,
        type: "menu",
        name: page.name,
        title: page.title,
        icon: page.icon,
        path: page.name,
        component: `/src/views/backend/${page.name}/index.vue`,
        menu_type: "tab",
        keepalive: 1,
        weigh,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const buttons = Object.entries(page.buttons);
    await db
      .insertInto("admin_rule")
      .values(
        buttons.map(([action, title], index) => ({
          pid: id,
          type: "button",
          name: `${page.name}/${action}`,
          title,
          icon: "",
          path: "",
          component: "",
          keepalive: 0,
          weigh: (buttons.length - index) * 10,
        })),
      )
      .execute();
  }
}

/** Removes the two entries with their buttons, as migration 0010 left the menu. */
export async function down(db: MigrationDb): Promise<void> {
  const names = PAGES.map((p) => p.name);
  const roots = await db.selectFrom("admin_rule").select("id").where("name", "in", names).execute();
  const ids = roots.map((r: { id: number }) => r.id);
  if (ids.length === 0) return;
  await db.deleteFrom("admin_rule").where("pid", "in", ids).execute();
  await db.deleteFrom("admin_rule").where("id", "in", ids).execute();
}
