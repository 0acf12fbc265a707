import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { ruleTitle } from "@corp/domain/rule-titles";
import type { Kysely } from "kysely";

type GroupRow = { id: number; super: boolean; rules: number[]; children?: GroupRow[] };

const flatten = (rows: GroupRow[]): GroupRow[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/**
 * `auth.Group/index` as BuildAdmin's group page reads it: beside the rows, `group` (the ids of the
 * groups the admin belongs to, which the page shows without edit or delete buttons), and each row's
 * `rules` as the text of its permission column ("Articles and 12 more", "Super administrator").
 */
export async function groupIndexAnswer(
  db: Kysely<Database>,
  lang: Lang,
  adminId: number,
  answer: { list: GroupRow[]; total: number; remark: string },
) {
  const own = await db
    .selectFrom("admin_group_access")
    .select("group_id")
    .where("admin_id", "=", adminId)
    .execute();
  const firstIds = flatten(answer.list).flatMap((r) =>
    r.super || r.rules.length === 0 ? [] : [r.rules[0] ?? 0],
  );
  const titles = new Map<number, string>();
  if (firstIds.length > 0) {
    const rules = await db
      .selectFrom("admin_rule")
      .select(["id", "name", "title", "title_en"])
      .where("id", "in", firstIds)
      .execute();
    for (const rule of rules) titles.set(rule.id, ruleTitle(rule, lang));
  }
  const summary = (row: GroupRow): string => {
    if (row.super) return t("groupRulesSuper", lang);
    if (row.rules.length === 0) return t("groupRulesNone", lang);
    const title = titles.get(row.rules[0] ?? 0) ?? "";
    return row.rules.length === 1 ? title : t("groupRulesSummary", lang, { title, count: row.rules.length });
  };
  const shape = (rows: GroupRow[]): unknown[] =>
    rows.map((row) => ({
      ...row,
      rules: summary(row),
      ...(row.children ? { children: shape(row.children) } : {}),
    }));
  return { ...answer, list: shape(answer.list), group: own.map((g) => g.group_id) };
}

/**
 * `GET auth.Group/edit`: the rules as the checked leaves of the client's rule tree (a menu whose
 * children are granted is checked by them), or `["*"]` for a super group, which checks them all.
 */
export async function groupRowAnswer(db: Kysely<Database>, row: GroupRow) {
  if (row.super) return { ...row, rules: ["*"] };
  if (row.rules.length === 0) return row;
  const parents = await db
    .selectFrom("admin_rule")
    .select("pid")
    .distinct()
    .where("id", "in", row.rules)
    .execute();
  const isParent = new Set(parents.map((p) => p.pid));
  return { ...row, rules: row.rules.filter((id) => !isParent.has(id)) };
}
