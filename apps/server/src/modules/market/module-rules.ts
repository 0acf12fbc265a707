import type { Database, ModuleState } from "@corp/db/schema";
import { type ModuleManifest, moduleRuleName } from "@corp/domain/module-manifest";
import type { Transaction } from "kysely";

type RuleValues = {
  pid: number;
  type: "menu" | "button";
  title: string;
  title_en: string;
  icon: string;
  path: string;
  menu_type: "iframe" | null;
  url: string;
  weigh: number;
};

/** The rules a manifest asks for, by name: each menu entry (an iframe of its page) and its buttons. */
function wantedRules(manifest: ModuleManifest): { name: string; parent?: string; values: RuleValues }[] {
  return manifest.menu.flatMap((entry, index) => {
    const name = moduleRuleName(manifest.uid, entry.name);
    const url = `/module-assets/${entry.page}`;
    const menu = {
      name,
      values: {
        pid: 0,
        type: "menu" as const,
        title: entry.title["zh-cn"],
        title_en: entry.title.en,
        icon: entry.icon,
        // The shell's address of an iframe entry, so its tab and breadcrumb find this rule's title.
        path: `iframe/${encodeURIComponent(url)}`,
        menu_type: "iframe" as const,
        url,
        weigh: -100 - index,
      },
    };
    const buttons = entry.buttons.map((button, at) => ({
      name: `${name}/${button.name}`,
      parent: name,
      values: {
        pid: 0,
        type: "button" as const,
        title: button.title["zh-cn"],
        title_en: button.title.en,
        icon: "",
        path: "",
        menu_type: null,
        url: "",
        weigh: entry.buttons.length - at,
      },
    }));
    return [menu, ...buttons];
  });
}

/**
 * Makes a module's admin rules what its manifest says, matched by name: a rule that stays keeps its id
 * (so the groups granted it keep it) with its title, icon and address brought up to date; a new one is
 * added; one the manifest no longer names is deleted (its grants with it). Installing is the case with
 * no rules yet. Every rule follows the module's state.
 */
export async function syncModuleRules(
  trx: Transaction<Database>,
  manifest: ModuleManifest,
  state: ModuleState,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const existing = await trx
    .selectFrom("module_rule")
    .innerJoin("admin_rule", "admin_rule.id", "module_rule.rule_id")
    .select(["admin_rule.id", "admin_rule.name"])
    .where("module_rule.module_uid", "=", manifest.uid)
    .execute();
  const ids = new Map(existing.map((rule) => [rule.name, rule.id]));
  const kept = new Set<number>();
  for (const rule of wantedRules(manifest)) {
    const pid = rule.parent ? (ids.get(rule.parent) ?? 0) : 0;
    const values = { ...rule.values, pid, status: state, update_time: now };
    const id = ids.get(rule.name);
    if (id !== undefined) {
      await trx.updateTable("admin_rule").set(values).where("id", "=", id).execute();
      kept.add(id);
      continue;
    }
    const added = await trx
      .insertInto("admin_rule")
      .values({ ...values, name: rule.name, create_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("module_rule").values({ module_uid: manifest.uid, rule_id: added.id }).execute();
    ids.set(rule.name, added.id);
    kept.add(added.id);
  }
  const removed = existing.filter((rule) => !kept.has(rule.id)).map((rule) => rule.id);
  // Deleting a rule deletes its module_rule row and its group grants (foreign keys on cascade).
  if (removed.length > 0) await trx.deleteFrom("admin_rule").where("id", "in", removed).execute();
}
