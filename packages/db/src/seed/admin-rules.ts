import type { Collection } from "@corp/domain/collections/collection";
import { crudLog } from "@corp/domain/collections/designer/crud-log";
import { moduleStore } from "@corp/domain/collections/market/module";
import { ACTION_TITLES, seededEnglishTitle } from "@corp/domain/rule-titles";
import type { Kysely, Transaction } from "kysely";
import type { AdminRuleType, Database, Flag } from "../schema.ts";
import { inMenuOrder } from "./menu-order.ts";
import { insertTree, type SeedTree } from "./tree.ts";

type RuleSeed = {
  type: AdminRuleType;
  name: string;
  title: string;
  icon?: string;
  path?: string;
  component?: string;
  keepalive?: Flag;
  /** Its English title, when the seed's list of English titles does not name it. */
  titleEn?: string;
};

export { ACTION_TITLES };

type Action = keyof typeof ACTION_TITLES;

/** The pages whose BuildAdmin view is not at `<name>/index.vue`, by rule name. */
export const BUILDADMIN_VIEWS: Readonly<Record<string, string>> = {
  dashboard: "/src/views/backend/dashboard.vue",
  "routine/adminInfo": "/src/views/backend/routine/adminInfo.vue",
  "crud/crud": "/src/views/backend/crud/index.vue",
  "moduleStore/moduleStore": "/src/views/backend/module/index.vue",
};

/**
 * The view a menu entry opens, named as BuildAdmin's client names its views (`auth/admin` ->
 * `/src/views/backend/auth/admin/index.vue`): its client registers a route only for that form, and the
 * React admin routes by `path` (ADR 0019).
 */
export function viewOf(name: string): string {
  const own = BUILDADMIN_VIEWS[name];
  if (own) return own;
  return `/src/views/backend/${name}/index.vue`;
}

/** A page of the admin area: its menu entry and one button node per action it guards. */
function page(name: string, title: string, icon: string, actions: Action[]): SeedTree<RuleSeed> {
  return {
    type: "menu",
    name,
    title,
    icon,
    path: name,
    component: viewOf(name),
    keepalive: 1,
    children: actions.map((action) => ({
      type: "button",
      name: `${name}/${action}`,
      title: ACTION_TITLES[action],
    })),
  };
}

/**
 * What a collection's page rules are made of: a migration keeps these facts as they were declared on its
 * day (`npm run new:table` writes them into it).
 */
export type CollectionPage = Pick<Collection, "node" | "title" | "icon" | "actions" | "buttons">;

/** The menu entry of a declared collection's page, with its buttons. */
const collectionPage = (c: CollectionPage): SeedTree<RuleSeed> => ({
  ...page(c.node, c.title["zh-cn"], c.icon, [...c.actions, ...(c.buttons ?? [])]),
  titleEn: c.title.en,
});

function dir(name: string, title: string, icon: string, children: SeedTree<RuleSeed>[]): SeedTree<RuleSeed> {
  return { type: "menu_dir", name, title, icon, path: name, children };
}

/**
 * One menu entry per admin page whose controller answers, in menu order (the terminal is a drawer of the
 * top bar for super admins, not a page).
 */
export const ADMIN_RULES: SeedTree<RuleSeed>[] = [
  {
    type: "menu",
    name: "dashboard",
    title: "控制台",
    icon: "fa fa-dashboard",
    path: "dashboard",
    component: viewOf("dashboard"),
  },
  dir("auth", "权限管理", "fa fa-group", inMenuOrder<SeedTree<RuleSeed>>("auth", {}, collectionPage)),
  dir(
    "user",
    "会员管理",
    "fa fa-drivers-license",
    inMenuOrder<SeedTree<RuleSeed>>("user", {}, collectionPage),
  ),
  dir(
    "routine",
    "常规管理",
    "fa fa-cogs",
    inMenuOrder<SeedTree<RuleSeed>>(
      "routine",
      {
        3: page("routine/adminInfo", "个人资料", "fa fa-user-circle-o", ["index", "edit"]),
      },
      collectionPage,
    ),
  ),
  dir(
    "security",
    "数据安全管理",
    "fa fa-shield",
    inMenuOrder<SeedTree<RuleSeed>>("security", {}, collectionPage),
  ),
  dir(
    "content",
    "内容管理",
    "fa fa-file-text-o",
    inMenuOrder<SeedTree<RuleSeed>>("content", {}, collectionPage),
  ),
  collectionPage(crudLog),
  collectionPage(moduleStore),
];

/**
 * Whether the content editors' group holds a rule: the dashboard, every content page, their own profile
 * and uploads, and the "routine" directory those two sit in (a menu whose directory is withheld is hidden).
 */
export function isContentEditorRule(name: string): boolean {
  if (name === "routine") return true;
  return ["dashboard", "content", "routine/adminInfo", "routine/attachment"].some(
    (prefix) => name === prefix || name.startsWith(`${prefix}/`),
  );
}

/** Writes one seeded rule under `pid` at `weigh`; answers its id. */
async function insertRule(
  db: Kysely<Database>,
  rule: RuleSeed,
  pid: number,
  weigh: number,
  now: number,
): Promise<number> {
  const { id } = await db
    .insertInto("admin_rule")
    .values({
      pid,
      type: rule.type,
      name: rule.name,
      title: rule.title,
      title_en: rule.titleEn ?? seededEnglishTitle(rule.name),
      icon: rule.icon ?? (rule.type === "button" ? "" : "fa fa-circle-o"),
      path: rule.path ?? "",
      component: rule.component ?? "",
      menu_type: rule.type === "menu" ? "tab" : null,
      keepalive: rule.keepalive ?? 0,
      weigh,
      create_time: now,
      update_time: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts the admin rule tree; returns rule ids by name. */
export async function seedAdminRules(trx: Transaction<Database>, now: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertTree(ADMIN_RULES, async (rule, pid, weigh) => {
    const id = await insertRule(trx, rule, pid, weigh, now);
    ids.set(rule.name, id);
    return id;
  });
  return ids;
}

/**
 * A declared collection's page on a site seeded before the collection existed (called by the migration
 * that creates its table): its menu entry, last in its menu directory, with one button per action and
 * their English titles. A site that has the page, or that is not seeded yet (the seed adds it in its
 * place), is left as it is. Groups are not changed: a super admin grants the new page.
 */
export async function addCollectionRules(db: Kysely<Database>, collection: CollectionPage): Promise<void> {
  const seeded = await db.selectFrom("admin_rule").select("id").limit(1).executeTakeFirst();
  if (!seeded) return;
  const present = await db
    .selectFrom("admin_rule")
    .select("id")
    .where("name", "=", collection.node)
    .executeTakeFirst();
  if (present) return;
  const directory = await db
    .selectFrom("admin_rule")
    .select("id")
    .where("name", "=", collection.node.split("/")[0] ?? "")
    .where("type", "=", "menu_dir")
    .executeTakeFirst();
  const pid = directory?.id ?? 0;
  const lowest = await db
    .selectFrom("admin_rule")
    .select((eb) => eb.fn.min<number>("weigh").as("weigh"))
    .where("pid", "=", pid)
    .executeTakeFirst();
  const now = Math.floor(Date.now() / 1000);
  const { children = [], ...menu } = collectionPage(collection);
  const id = await insertRule(db, menu, pid, Number(lowest?.weigh ?? 0) - 10, now);
  await insertTree(children, (rule, parent, weigh) => insertRule(db, rule, parent, weigh, now), id);
}

/** Removes a declared collection's page and its buttons (what `addCollectionRules` added). */
export async function removeCollectionRules(db: Kysely<Database>, collection: CollectionPage): Promise<void> {
  await db
    .deleteFrom("admin_rule")
    .where((eb) => eb.or([eb("name", "=", collection.node), eb("name", "like", `${collection.node}/%`)]))
    .execute();
}
