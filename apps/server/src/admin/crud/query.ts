import type { Database } from "@corp/db/schema";
import { DEFAULT_TIME_ZONE, momentInZone } from "@corp/domain/time-zone";
import {
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { ColumnKind, Columns, SecretCells } from "./columns.ts";
import { badParameter } from "./errors.ts";
import type { IndexQuery, SearchItem } from "./search-input.schema.ts";

/**
 * The CRUD factory works on any table, so it sees the database as tables of unknown columns. Every
 * table and column name it uses comes from a controller's declaration, never from the request.
 */
type LooseDatabase = Record<string, Record<string, unknown>>;
export type LooseDb = Kysely<LooseDatabase>;
export type LooseQuery = SelectQueryBuilder<LooseDatabase, string, Record<string, unknown>>;
type Eb = ExpressionBuilder<LooseDatabase, string>;

export const loose = (db: Kysely<Database>): LooseDb => db as unknown as LooseDb;

type Value = string | number | boolean | null;

/** A time as text with no zone of its own ("2026-11-27 08:00:00"), read on the site's clock. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function timeOf(text: string, timeZone: string): number {
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [y, mo, d, h = 0, mi = 0, sec = 0] = wall.slice(1).map((part) => Number(part ?? 0));
    const check = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1));
    if (check.getUTCDate() !== d || h > 23 || mi > 59 || sec > 59) throw badParameter();
    return Math.floor(momentInZone(timeZone, y ?? 0, mo ?? 1, d ?? 1, h, mi) / 1000) + sec;
  }
  const ms = Date.parse(text);
  if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  throw badParameter();
}

function toValue(kind: ColumnKind, raw: unknown, timeZone = DEFAULT_TIME_ZONE): Value {
  if (raw === null || raw === undefined) return null;
  if (kind === "number" || kind === "time") {
    if (typeof raw === "number") return raw;
    const text = String(raw).trim();
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    if (kind === "time") return timeOf(text, timeZone);
    throw badParameter();
  }
  if (kind === "date") {
    // A calendar date compared as PostgreSQL reads it; anything else would fail in the database.
    const text = String(raw).trim();
    const date = new Date(`${text}T00:00:00Z`);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime());
    if (!valid || date.toISOString().slice(0, 10) !== text) throw badParameter();
    return text;
  }
  if (kind === "boolean") {
    if (raw === true || raw === 1 || raw === "1" || raw === "true") return true;
    if (raw === false || raw === 0 || raw === "0" || raw === "false") return false;
    throw badParameter();
  }
  return String(raw);
}

function listOf(val: SearchItem["val"]): unknown[] {
  if (Array.isArray(val)) return val;
  if (val === null || val === undefined) return [];
  if (typeof val === "string") return val.split(",").map((s) => s.trim());
  return [val];
}

/** `%text%` with LIKE's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A column as the list reads it: its secret cells (if any) read as null. */
export function columnRead(
  eb: Eb,
  field: string,
  secret: SecretCells | undefined,
): AliasableExpression<unknown> {
  if (!secret?.columns.includes(field)) return eb.ref(field);
  return eb
    .case()
    .when(eb.ref(secret.when.column), "in", [...secret.when.in])
    .then(sql.lit(null))
    .else(eb.ref(field))
    .end();
}

function asText(eb: Eb, field: string, kind: ColumnKind, secret?: SecretCells): Expression<unknown> {
  const read = columnRead(eb, field, secret);
  return kind === "text" ? read : eb.cast(read, "text");
}

function condition(
  eb: Eb,
  item: SearchItem,
  kind: ColumnKind,
  secret: SecretCells | undefined,
  timeZone: string,
): Expression<SqlBool> | undefined {
  const ref = columnRead(eb, item.field, secret);
  const one = () => toValue(kind, Array.isArray(item.val) ? item.val[0] : item.val, timeZone);
  switch (item.operator) {
    case "eq":
      return eb(ref, "=", one());
    case "ne":
      return eb(ref, "<>", one());
    case "gt":
      return eb(ref, ">", one());
    case "egt":
      return eb(ref, ">=", one());
    case "lt":
      return eb(ref, "<", one());
    case "elt":
      return eb(ref, "<=", one());
    case "LIKE":
    case "NOT LIKE": {
      const text = String(one() ?? "");
      return eb(
        asText(eb, item.field, kind, secret),
        item.operator === "LIKE" ? "ilike" : "not ilike",
        likePattern(text),
      );
    }
    case "IN":
    case "NOT IN": {
      const values = listOf(item.val)
        .filter((v) => v !== "")
        .map((v) => toValue(kind, v, timeZone));
      if (values.length === 0) return item.operator === "IN" ? sql<SqlBool>`false` : undefined;
      return eb(ref, item.operator === "IN" ? "in" : "not in", values);
    }
    case "RANGE":
    case "NOT RANGE": {
      const [fromRaw, toRaw] = listOf(item.val);
      const from = fromRaw === undefined || fromRaw === "" ? null : toValue(kind, fromRaw, timeZone);
      const to = toRaw === undefined || toRaw === "" ? null : toValue(kind, toRaw, timeZone);
      const parts: Expression<SqlBool>[] = [];
      if (from !== null) parts.push(eb(ref, ">=", from));
      if (to !== null) parts.push(eb(ref, "<=", to));
      if (parts.length === 0) return undefined;
      const inside = eb.and(parts);
      return item.operator === "RANGE" ? inside : eb.not(inside);
    }
    case "NULL":
      return eb(ref, "is", null);
    case "NOT NULL":
      return eb(ref, "is not", null);
  }
}

function checkedField(columns: Columns, field: string): ColumnKind {
  const spec = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!spec || spec.hidden || spec.searchable === false) throw badParameter();
  return spec.kind;
}

/** Parses "field,desc" against the declared columns. */
export function parseOrder(columns: Columns, order: string): { field: string; dir: "asc" | "desc" } {
  const [field = "", dirRaw = "desc"] = order.split(",").map((s) => s.trim());
  const dir = dirRaw.toLowerCase();
  if (dir !== "asc" && dir !== "desc") throw badParameter();
  checkedField(columns, field);
  return { field, dir };
}

/** A quick search through a referenced table: rows whose `column` holds the id of a matching row there. */
export type QuickSearchVia<Column extends string = string> = {
  column: Column;
  table: keyof Database & string;
  fields: readonly string[];
};

export type FilterOptions = {
  columns: Columns;
  quickSearch: readonly string[];
  quickSearchVia?: QuickSearchVia;
  pk: string;
  secret?: SecretCells | undefined;
  /** The site's zone: a time given as text with no zone of its own is read on its clock. */
  timeZone?: string;
};

/** Applies quick search, the search items and remote-select keys; refuses unknown fields first. */
export function applyFilters(
  query: LooseQuery,
  input: Pick<IndexQuery, "quickSearch" | "search" | "initValue">,
  options: FilterOptions,
): LooseQuery {
  const items = (input.search ?? []).map((item) => ({
    item,
    kind: checkedField(options.columns, item.field),
  }));
  let q = query;
  const quick = input.quickSearch?.trim();
  const via = options.quickSearchVia;
  if (quick && (options.quickSearch.length > 0 || via)) {
    const pattern = likePattern(quick);
    q = q.where((eb) =>
      eb.or([
        ...options.quickSearch.map((field) =>
          eb(asText(eb, field, checkedField(options.columns, field), options.secret), "ilike", pattern),
        ),
        ...(via
          ? [
              eb(
                eb.ref(via.column),
                "in",
                eb
                  .selectFrom(via.table)
                  .select(`${via.table}.id`)
                  .where((sub) =>
                    sub.or(
                      via.fields.map((field) => sub(sub.ref(`${via.table}.${field}`), "ilike", pattern)),
                    ),
                  ),
              ),
            ]
          : []),
      ]),
    );
  }
  for (const { item, kind } of items) {
    // Structured columns are searched as text or for presence only.
    if (kind === "json" && !["LIKE", "NOT LIKE", "NULL", "NOT NULL"].includes(item.operator))
      throw badParameter();
  }
  for (const { item, kind } of items) {
    q = q.where(
      (eb) =>
        condition(eb, item, kind, options.secret, options.timeZone ?? DEFAULT_TIME_ZONE) ??
        sql<SqlBool>`true`,
    );
  }
  if (input.initValue !== undefined) {
    // One key, a list, or "1,2" as some clients send a multiple select's value.
    const keys = (Array.isArray(input.initValue) ? input.initValue : listOf(input.initValue)).filter(
      (v) => v !== "",
    );
    const kind = checkedField(options.columns, options.pk);
    const values = keys.map((v) => toValue(kind, v));
    q = values.length > 0 ? q.where(options.pk, "in", values) : q.where(sql<SqlBool>`false`);
  }
  return q;
}
