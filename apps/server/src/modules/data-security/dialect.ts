import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import {
  type ActionKey,
  actionKey,
  type Dialect,
  record,
  type ShapedAnswer,
} from "../../http/buildadmin-dialect.ts";
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

type RelatedRule = {
  table: "security_data_recycle" | "security_sensitive_data";
  column: string;
  as: string;
};

/**
 * Each log row with its admin and its rule as objects, under the names BuildAdmin's views read
 * (`admin.nickname`, `recycle.name`, `sensitive.controller_as`); a deleted one is null.
 */
async function withRelated(db: Kysely<Database>, rows: Row[], rule: RelatedRule): Promise<Row[]> {
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
  return rows.map((row) => ({
    ...row,
    admin: admins.get(row.admin_id as number) ?? null,
    [rule.as]: rulesById.get(row[rule.column] as number) ?? null,
  }));
}

/**
 * A recycled row's data as its list column shows it, JSON text (as BuildAdmin stores it); its details
 * dialog reads it as an object, which `info` answers.
 */
const dataAsText = (row: Row): Row =>
  typeof row.data === "object" && row.data !== null ? { ...row, data: JSON.stringify(row.data) } : row;

/** A log's list (`index`) and one row of it (`info`, the details dialog), each row with its admin and rule. */
function logAnswers(controller: string, rule: RelatedRule): Record<ActionKey, ShapedAnswer> {
  const listed: ShapedAnswer = async (services, _request, result) => {
    const answer = record(result) as Listed;
    const rows = Array.isArray(answer.list) ? answer.list : [];
    return { ...answer, list: (await withRelated(services.db, rows, rule)).map(dataAsText) };
  };
  const one: ShapedAnswer = async (services, _request, result) => {
    const [row] = await withRelated(services.db, [record(result)], rule);
    return row;
  };
  return { [actionKey(controller, "get", "index")]: listed, [actionKey(controller, "get", "info")]: one };
}

/**
 * BuildAdmin's recycle bin and sensitive-data log name the admin and the rule of each row as objects, in
 * their lists and their details dialogs.
 */
export const securityDialect: Dialect = {
  actions: ruleActions,
  answers: {
    ...ruleAnswers,
    ...logAnswers("security.datarecyclelog", {
      table: "security_data_recycle",
      column: "recycle_id",
      as: "recycle",
    }),
    ...logAnswers("security.sensitivedatalog", {
      table: "security_sensitive_data",
      column: "sensitive_id",
      as: "sensitive",
    }),
  },
};
