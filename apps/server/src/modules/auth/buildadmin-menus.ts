import type { MenuRule } from "@corp/contract/types";

const VIEWS = "/src/views/backend";

/**
 * The page views of BuildAdmin's admin client (branch v2, `web/src/views/backend`): its router opens a
 * menu entry of type tab only when its `component` names one of them. Its CRUD generator writes others into
 * a site's own build; a stock build has these.
 */
export const BUILDADMIN_PAGE_VIEWS: ReadonlySet<string> = new Set(
  [
    "dashboard.vue",
    "auth/admin/index.vue",
    "auth/adminLog/index.vue",
    "auth/group/index.vue",
    "auth/rule/index.vue",
    "crud/index.vue",
    "module/index.vue",
    "routine/adminInfo.vue",
    "routine/attachment/index.vue",
    "routine/config/index.vue",
    "security/dataRecycle/index.vue",
    "security/dataRecycleLog/index.vue",
    "security/sensitiveData/index.vue",
    "security/sensitiveDataLog/index.vue",
    "user/group/index.vue",
    "user/moneyLog/index.vue",
    "user/rule/index.vue",
    "user/scoreLog/index.vue",
    "user/user/index.vue",
  ].map((view) => `${VIEWS}/${view}`),
);

/**
 * Where BuildAdmin's client expects one of its views at another route path than this admin's rule gives:
 * it loads its module market's language pack for `/admin/moduleStore` (its `lang/autoload.ts`), where the
 * rule `moduleStore/moduleStore` is at that path here.
 */
const BUILDADMIN_PATHS: Readonly<Record<string, string>> = {
  [`${VIEWS}/module/index.vue`]: "moduleStore",
};

/** A menu entry BuildAdmin's client would list and then open nothing for (no route without a view). */
const withoutView = (rule: MenuRule) =>
  rule.type === "menu" && (rule.menu_type ?? "tab") === "tab" && !BUILDADMIN_PAGE_VIEWS.has(rule.component);

/**
 * The menu tree as BuildAdmin's client is given it: the entries with no view of its own (the content pages,
 * designed tables, modules' pages, this admin's newer tools) left out with their buttons, a directory left
 * empty by that left out too (its client would show it as an entry of no known type), and its views' paths.
 * Links and iframes stay: its client opens them without a view.
 */
export function buildAdminMenus(rules: readonly MenuRule[]): MenuRule[] {
  return rules.flatMap((rule) => {
    if (withoutView(rule)) return [];
    const children = buildAdminMenus(rule.children);
    if (rule.type === "menu_dir" && children.length === 0) return [];
    return [{ ...rule, path: BUILDADMIN_PATHS[rule.component] ?? rule.path, children }];
  });
}
