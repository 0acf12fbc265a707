import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from "kysely";

/**
 * The database handle migrations receive. A migration describes the schema as it was on the day it was
 * written, so it must not be typed by today's `Database` interface (which changes as migrations are added).
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely migrations are written against an untyped schema on purpose (see above).
export type MigrationDb = Kysely<any>;

/** Epoch seconds now, the default of every `*_time` column that records when a row was written. */
export const epochNow: RawBuilder<number> = sql<number>`(floor(extract(epoch from now()))::bigint)`;

/** `create_time` and `update_time`, both epoch seconds filled on insert. */
export function withTimes<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("update_time", "bigint", (col) => col.notNull().defaultTo(epochNow));
}

/** A text column limited to the listed values. */
export function oneOf(column: string, values: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export const ENABLE_STATUS = ["enable", "disable"] as const;

/** `status`: 'enable' or 'disable', the switch of most admin-managed rows. */
export function withEnableStatus<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn("status", "text", (col) =>
    col.notNull().defaultTo("enable").check(oneOf("status", ENABLE_STATUS)),
  );
}

/** `weigh`: manual ordering, heaviest first. */
export function withWeigh<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn("weigh", "integer", (col) => col.notNull().defaultTo(0));
}

/** A 0/1 switch stored as smallint, as the wire format and BuildAdmin clients expect numbers. */
export const flagCheck = (column: string): RawBuilder<boolean> => sql<boolean>`${sql.ref(column)} in (0, 1)`;

/** An index on the referencing column(s) of a foreign key, so deletes on the parent do not scan. */
export function indexOn(db: MigrationDb, table: string, columns: string[]) {
  return db.schema
    .createIndex(`${table}_${columns.join("_")}_idx`)
    .on(table)
    .columns(columns);
}

/** A site setting as a migration adds it: a row of `config` in a group. */
export type AddedSetting = {
  name: string;
  title: string;
  type: string;
  value: unknown;
  tip?: string;
  content?: unknown;
};

/** Adds settings to a group of a seeded site; ones already there are left as they are. */
/** True once the seed has run (its settings groups are there); a migration before then leaves settings to it. */
export async function isSeeded(db: MigrationDb): Promise<boolean> {
  const row = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  return row !== undefined;
}

export async function addSettings(db: MigrationDb, group: string, settings: readonly AddedSetting[]) {
  await db
    .insertInto("config")
    .values(
      settings.map((setting) => ({
        name: setting.name,
        group,
        title: setting.title,
        type: setting.type,
        tip: setting.tip ?? "",
        value: JSON.stringify(setting.value),
        content: setting.content === undefined ? null : JSON.stringify(setting.content),
      })),
    )
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/** Removes settings a migration added. */
export async function removeSettings(db: MigrationDb, settings: readonly { name: string }[]) {
  await db
    .deleteFrom("config")
    .where(
      "name",
      "in",
      settings.map((s) => s.name),
    )
    .execute();
}

/** Adds a tab to the settings' groups (`config_group`) of a seeded site, once. */
export async function addSettingsGroup(db: MigrationDb, group: { key: string; value: string }) {
  const groups = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  const tabs = (Array.isArray(groups?.value) ? groups.value : []) as { key: string }[];
  if (!groups || tabs.some((tab) => tab.key === group.key)) return;
  await db
    .updateTable("config")
    .set({ value: JSON.stringify([...tabs, group]) })
    .where("name", "=", "config_group")
    .execute();
}

/** Removes a tab from the settings' groups. */
export async function removeSettingsGroup(db: MigrationDb, key: string) {
  const groups = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!groups || !Array.isArray(groups.value)) return;
  const tabs = (groups.value as { key: string }[]).filter((tab) => tab.key !== key);
  await db
    .updateTable("config")
    .set({ value: JSON.stringify(tabs) })
    .where("name", "=", "config_group")
    .execute();
}

/** A feature's settings on a seeded site: its tab and its settings in it (a new site gets both from the seed). */
export async function addSettingsTab(
  db: MigrationDb,
  group: { key: string; value: string },
  settings: readonly AddedSetting[],
) {
  await addSettingsGroup(db, group);
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (seeded) await addSettings(db, group.key, settings);
}

/** Removes what `addSettingsTab` added. */
export async function removeSettingsTab(db: MigrationDb, key: string, settings: readonly { name: string }[]) {
  await removeSettings(db, settings);
  await removeSettingsGroup(db, key);
}

/**
 * A column as a collection declared it on the day its migration was written, in the catalogue's spelling
 * (`character varying(100)`, a default as `'enable'` or `serial`), with the values a choice may take.
 * `npm run new:table` writes these into the migration, so the migration keeps them when the declaration
 * changes later.
 */
export type DeclaredColumn = {
  readonly name: string;
  readonly sql: string;
  readonly nullable: boolean;
  readonly default?: string;
  readonly oneOf?: readonly string[];
  readonly primaryKey?: true;
};

/** The `epochNow` default as the catalogue writes it (the declarations' `EPOCH_NOW_SQL`). */
const EPOCH_NOW_DEFAULT = "floor(EXTRACT(epoch FROM now()))";

const columnType = (column: DeclaredColumn) =>
  column.default === "serial" ? (column.sql === "bigint" ? "bigserial" : "serial") : sql.raw(column.sql);

/** Creates `table` with its declared columns, in order. */
export async function createDeclaredTable(
  db: MigrationDb,
  table: string,
  columns: readonly DeclaredColumn[],
): Promise<void> {
  let create = db.schema.createTable(table);
  for (const column of columns) {
    create = create.addColumn(column.name, columnType(column), (col) => {
      let c = column.primaryKey ? col.primaryKey() : col;
      if (!column.nullable) c = c.notNull();
      if (column.default !== undefined && column.default !== "serial")
        c = c.defaultTo(column.default === EPOCH_NOW_DEFAULT ? epochNow : sql.raw(column.default));
      if (column.oneOf) c = c.check(oneOf(column.name, column.oneOf));
      return c;
    });
  }
  await create.execute();
}

/**
 * The content-version trigger of a table the public pages show (migration 0006): every write to it bumps
 * `scope`'s counter, which the public answers' ETags fold in.
 */
export async function addCacheTrigger(db: MigrationDb, table: string, scope: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_cache_version`)}
    after insert or update or delete or truncate on ${sql.id(table)}
    for each statement execute function bump_cache_version(${sql.lit(scope)})
  `.execute(db);
}
