import { ACTION_TITLES } from "@corp/db/seed/admin-rules";
import { designedActions } from "@corp/domain/crud-design/design-collection";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { DESIGNED_MENU_DIR, designedRuleOf } from "@corp/domain/crud-design/identifiers";
import { seededEnglishTitle } from "@corp/domain/rule-titles";
import type { Trx } from "../../admin/crud/crud-operations.ts";
import { nowSeconds } from "../../envelope.ts";

/** The menu entry's English title: the design's, null when it has none (the title is shown then). */
const englishTitleOf = (design: TableDesign) => design.titleEn.trim() || null;

const ALL_ACTIONS = ["index", "add", "edit", "del", "sortable"] as const;

async function menuDir(trx: Trx, now: number): Promise<number> {
  const found = await trx
    .selectFrom("admin_rule")
    .select("id")
    .where("name", "=", DESIGNED_MENU_DIR)
    .executeTakeFirst();
  if (found) return found.id;
  const { id } = await trx
    .insertInto("admin_rule")
    .values({
      pid: 0,
      type: "menu_dir",
      name: DESIGNED_MENU_DIR,
      title: "自定义数据",
      title_en: seededEnglishTitle(DESIGNED_MENU_DIR),
      icon: "fa fa-database",
      path: DESIGNED_MENU_DIR,
      menu_type: null,
      create_time: now,
      update_time: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The menu entry and button nodes of a designed table's page, created with the table and kept in step
 * with its design (title, icon, drag sort). An admin may move the entry elsewhere in the rule tree;
 * that is kept. Super admins hold every node; other groups are granted them on the group page.
 */
export async function upsertDesignedRules(trx: Trx, design: TableDesign): Promise<void> {
  const now = nowSeconds();
  const name = designedRuleOf(design.name);
  const menu = await trx.selectFrom("admin_rule").select("id").where("name", "=", name).executeTakeFirst();
  let menuId: number;
  if (menu) {
    menuId = menu.id;
    await trx
      .updateTable("admin_rule")
      .set({ title: design.title, title_en: englishTitleOf(design), icon: design.icon, update_time: now })
      .where("id", "=", menuId)
      .execute();
  } else {
    const created = await trx
      .insertInto("admin_rule")
      .values({
        pid: await menuDir(trx, now),
        type: "menu",
        name,
        title: design.title,
        title_en: englishTitleOf(design),
        icon: design.icon,
        path: name,
        component: name,
        menu_type: "tab",
        keepalive: 1,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    menuId = created.id;
  }
  const wanted = designedActions(design);
  const existing = await trx
    .selectFrom("admin_rule")
    .select("name")
    .where("pid", "=", menuId)
    .where("type", "=", "button")
    .execute();
  const have = new Set(existing.map((r) => r.name));
  const missing = wanted.filter((action) => !have.has(`${name}/${action}`));
  if (missing.length > 0) {
    await trx
      .insertInto("admin_rule")
      .values(
        missing.map((action) => ({
          pid: menuId,
          type: "button" as const,
          name: `${name}/${action}`,
          title: ACTION_TITLES[action],
          menu_type: null,
          create_time: now,
          update_time: now,
        })),
      )
      .execute();
  }
  // A button the design no longer has (drag sort once its weight is gone); none when it has them all.
  const extra = ALL_ACTIONS.filter((a) => !wanted.includes(a)).map((a) => `${name}/${a}`);
  if (extra.length > 0)
    await trx.deleteFrom("admin_rule").where("pid", "=", menuId).where("name", "in", extra).execute();
}

/** Removes a designed page's menu entry and buttons (their grants go with them), and an emptied directory. */
export async function removeDesignedRules(trx: Trx, table: string): Promise<void> {
  const name = designedRuleOf(table);
  await trx
    .deleteFrom("admin_rule")
    .where("name", "in", [name, ...ALL_ACTIONS.map((a) => `${name}/${a}`)])
    .execute();
  const dir = await trx
    .selectFrom("admin_rule")
    .select("id")
    .where("name", "=", DESIGNED_MENU_DIR)
    .executeTakeFirst();
  if (!dir) return;
  const child = await trx.selectFrom("admin_rule").select("id").where("pid", "=", dir.id).executeTakeFirst();
  if (!child) await trx.deleteFrom("admin_rule").where("id", "=", dir.id).execute();
}
