import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { type Dialect, record } from "../../routes/admin/buildadmin/dialect.ts";
import { ruleActions, ruleAnswers } from "./rule-dialect.ts";

type Row = Record<string, unknown>;
type Listed = { list: Row[] } & Row;

const idsOf = (rows: Row[], column: string) => [
  ...new Set(rows.flatMap((r) => (typeof r[column] === "number" ? [r[column] as number] : []))),
];

/** The admins who wrote the rows, as BuildAdmin's log views read them (`admin.nickname`). */
async function adminsOf(db: Kysely<Database>, rows: Row[]): Promise<Map<number, Row>> {
  const ids = idsOf(rows, "admin_id");
  const found =
    ids.length === 0
      ? []
      : await db.selectFrom("admin").select(["id", "username", "nickname"]).where("id", "in", ids).execute();
  return new Map(found.map((a) => [a.id, a]));
}

/**
 * Each log row with its admin and its rule as objects, under the names BuildAdmin's views read
 * (`admin.nickname`, `recycle.name`, `sensitive.controller_as`); a deleted one is null.
 */
async function withRelated(
  db: Kysely<Database>,
  answer: unknown,
  rule: { table: "security_data_recycle" | "security_sensitive_data"; column: string; as: string },
): Promise<unknown> {
  const listed = record(answer) as Listed;
  const rows = Array.isArray(listed.list) ? listed.list : [];
  const ruleIds = idsOf(rows, rule.column);
  const [admins, rules] = await Promise.all([
    adminsOf(db, rows),
    ruleIds.length === 0
      ? []
      : db
          .selectFrom(rule.table)
          .select(["id", "name", "controller_as"])
          .where("id", "in", ruleIds)
          .execute(),
  ]);
  const rulesById = new Map(rules.map((r) => [r.id, r]));
  return {
    ...listed,
    list: rows.map((row) => ({
      ...row,
      admin: admins.get(row.admin_id as number) ?? null,
      [rule.as]: rulesById.get(row[rule.column] as number) ?? null,
    })),
  };
}

/** BuildAdmin's recycle bin and sensitive-data log name the admin and the rule of each row as objects. */
export const securityDialect: Dialect = {
  actions: ruleActions,
  answers: {
    ...ruleAnswers,
    "security.datarecyclelog get index": (services, _request, result) =>
      withRelated(services.db, result, {
        table: "security_data_recycle",
        column: "recycle_id",
        as: "recycle",
      }),
    "security.sensitivedatalog get index": (services, _request, result) =>
      withRelated(services.db, result, {
        table: "security_sensitive_data",
        column: "sensitive_id",
        as: "sensitive",
      }),
  },
};
