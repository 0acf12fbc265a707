import { fieldKey, type TableDesign, type TableDesignInput } from "@corp/domain/crud-design/design-schema";
import { newFieldKey } from "@corp/domain/crud-design/from-columns";
import { ID_COLUMN, TIMESTAMP_COLUMNS } from "@corp/domain/crud-design/identifiers";
import { z } from "zod";
import { BA_PRIMARY_KEY, baTimestamp, fieldToBuildAdmin } from "./buildadmin-answers.ts";
import { type BaField, baField, fieldFromBuildAdmin, refusal } from "./buildadmin-fields.ts";

/**
 * The table settings of BuildAdmin's designer view (`state.table`). Its file locations (`modelFile`,
 * `controllerFile`, `webViewsDir`, `generateRelativePath`...), `designChange` and `rebuild` are not read: no
 * files are written, a change is planned from the two designs, and a table is altered, never dropped to be
 * built again. `designLogId` is ours: the log row `logStart` answered, which its view sends back.
 */
export const baTable = z.object({
  name: z.string().max(100),
  comment: z.string().max(255).default(""),
  quickSearchField: z.array(z.string().max(100)).max(64).default([]),
  defaultSortField: z.string().max(100).default(""),
  defaultSortType: z.enum(["asc", "desc", ""]).default("desc"),
  formFields: z.array(z.string().max(100)).max(64).default([]),
  columnFields: z.array(z.string().max(100)).max(64).default([]),
  databaseConnection: z.string().max(100).default(""),
  designLogId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});

/** What BuildAdmin's `generate` posts: how the design started, the table's settings and the fields. */
export const baGenerateInput = z.object({
  type: z.enum(["create", "db", "log", "sql"]).default("create"),
  table: baTable,
  fields: z.array(baField).max(64),
});
export type BaGenerateInput = z.output<typeof baGenerateInput>;

/** Only the database this server talks to exists; BuildAdmin's view names it "" (the default). */
export function checkConnection(connection: string): void {
  if (connection !== "" && connection !== "default") throw refusal("crudBaConnectionUnknown", { connection });
}

/** The comment BuildAdmin's view shows for a table, and the title it makes of one ("…表" reads "…管理"). */
export const tableCommentOf = (design: TableDesign) => design.comment || design.title;

function titleOf(comment: string, name: string): string {
  const text = comment.trim();
  if (text === "") return name;
  return text.endsWith("表") ? `${text.slice(0, -1)}管理` : text;
}

const isPrimaryKey = (f: BaField) => f.primaryKey || f.designType === "pk" || f.designType === "spk";
const isTimestamp = (f: BaField) => (TIMESTAMP_COLUMNS as readonly string[]).includes(f.name);

/**
 * Each field's stable key: the one its view sent back, else that of the field of the same name in the
 * design it started from (a table's own fields), else a new one; never two alike.
 */
function keysOf(fields: readonly BaField[], before: TableDesign | null): string[] {
  const byName = new Map(before?.fields.map((f) => [f.name, f.key]) ?? []);
  const claimed = new Set<string>();
  const sent = fields.map((f) => {
    if (!f.key || !fieldKey.safeParse(f.key).success || claimed.has(f.key)) return undefined;
    claimed.add(f.key);
    return f.key;
  });
  return sent.map((key, i) => {
    if (key) return key;
    const same = byName.get(fields[i]?.name ?? "");
    let next = same && !claimed.has(same) ? same : newFieldKey();
    while (claimed.has(next)) next = newFieldKey();
    claimed.add(next);
    return next;
  });
}

/** Its primary key must be our id; its timestamps come as a pair. Refused before any field is read. */
function checkImplicitFields(fields: readonly BaField[]): boolean {
  const snowflake = fields.find((f) => f.designType === "spk");
  if (snowflake) throw refusal("crudBaTypeUnmapped", { field: snowflake.name, type: snowflake.designType });
  const keys = fields.filter(isPrimaryKey);
  const [key] = keys;
  if (keys.length !== 1 || key?.name !== ID_COLUMN || key.designType !== "pk")
    throw refusal("crudBaPrimaryKey");
  if (fields.some((f) => f.autoIncrement && !isPrimaryKey(f))) throw refusal("crudBaPrimaryKey");
  const stamps = new Set(fields.filter(isTimestamp).map((f) => f.name));
  if (stamps.size === 1) throw refusal("crudBaTimestamps");
  return stamps.size === 2;
}

/**
 * BuildAdmin's design as ours, for `generate`: its primary key `id` and its create_time/update_time are
 * the implicit columns, every other field one of ours (its form and table choices from `formFields`,
 * `columnFields`). `before` is the design it was opened from (a log row), whose settings BuildAdmin's view
 * cannot show are kept. Anything with no counterpart here is refused by its catalogue message.
 */
export function designFromBuildAdmin(input: BaGenerateInput, before: TableDesign | null): TableDesignInput {
  const { table } = input;
  checkConnection(table.databaseConnection);
  const timestamps = checkImplicitFields(input.fields);
  const designed = input.fields.filter((f) => !isPrimaryKey(f) && !isTimestamp(f));
  const keys = keysOf(designed, before);
  const beforeByKey = new Map(before?.fields.map((f) => [f.key, f]) ?? []);
  const form = new Set(table.formFields);
  const column = new Set(table.columnFields);
  const fields = designed.map((f, i) => {
    const key = keys[i] ?? newFieldKey();
    const shown = { form: form.has(f.name), column: column.has(f.name) };
    return fieldFromBuildAdmin(f, key, shown, beforeByKey.get(key));
  });
  const unchanged = before !== null && tableCommentOf(before) === table.comment;
  return {
    name: table.name,
    title: unchanged ? before.title : titleOf(table.comment, table.name),
    titleEn: before?.titleEn ?? "",
    comment: unchanged ? before.comment : table.comment,
    icon: before?.icon ?? "fa fa-table",
    timestamps,
    // BuildAdmin always searches its primary key too.
    quickSearch: [...new Set([...table.quickSearchField, ID_COLUMN])],
    order: {
      field: table.defaultSortField || ID_COLUMN,
      dir: table.defaultSortType === "asc" ? "asc" : "desc",
    },
    fields,
  };
}

/** A design's columns as BuildAdmin's fields: its id as the primary key, then the fields, then the timestamps. */
export function buildAdminFieldsOf(design: TableDesign) {
  const stamps = design.timestamps ? [baTimestamp("update_time"), baTimestamp("create_time")] : [];
  return [BA_PRIMARY_KEY, ...design.fields.map(fieldToBuildAdmin), ...stamps];
}

/**
 * A design as BuildAdmin's `logStart` answers it: the table's settings as its view keeps them (no file
 * locations: none are written) and the fields. `empty` says the table holds no rows, `designLogId` is the
 * log row it came from (sent back with `generate`).
 */
export function designToBuildAdmin(design: TableDesign, extra: { empty: boolean; designLogId: number }) {
  const stamps = design.timestamps ? [...TIMESTAMP_COLUMNS] : [];
  return {
    table: {
      name: design.name,
      comment: tableCommentOf(design),
      quickSearchField: design.quickSearch,
      defaultSortField: design.order.field,
      defaultSortType: design.order.dir,
      formFields: design.fields.filter((f) => f.form.show).map((f) => f.name),
      columnFields: [ID_COLUMN, ...design.fields.filter((f) => f.column.show).map((f) => f.name), ...stamps],
      generateRelativePath: design.name,
      isCommonModel: 0,
      modelFile: "",
      controllerFile: "",
      validateFile: "",
      webViewsDir: "",
      databaseConnection: "",
      designChange: [],
      rebuild: "No",
      ...extra,
    },
    fields: buildAdminFieldsOf(design),
  };
}
