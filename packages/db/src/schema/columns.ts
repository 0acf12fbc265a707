import type { ColumnType, Generated } from "kysely";

/*
 * Column types shared by every area. Conventions:
 * - `*_time` columns are epoch seconds (bigint, read as number); `create_time`/`update_time` default to now.
 * - Text with a default ('' for most) is NOT NULL, so reads give `string`, never `null`.
 * - `Generated<T>`: the database fills it when an insert omits it (serial ids, defaults).
 */

export type EnableStatus = "enable" | "disable";
/** A smallint switch: 0 off, 1 on (numbers, as the BuildAdmin wire format carries them). */
export type Flag = 0 | 1;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A jsonb column: reads give the parsed value, writes take JSON text (`JSON.stringify(value)`). Text is
 * the one form both drivers pass through unchanged: pg would send a JS array as a Postgres array literal
 * and a JS string without JSON quotes.
 */
export type Jsonb<T = JsonValue> = ColumnType<T, string, string>;
export type NullableJsonb<T = JsonValue> = ColumnType<T | null, string | null | undefined, string | null>;
/** A jsonb column with a database default, so inserts may omit it. */
export type JsonbWithDefault<T = JsonValue> = ColumnType<T, string | undefined, string>;

/** numeric: read as exact decimal text; numbers are accepted on write. */
export type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** Written once on insert (by the caller or the database default), never updated. */
export type Immutable<T> = ColumnType<T, T | undefined, never>;
/** Required on insert, never updated. */
export type WriteOnce<T> = ColumnType<T, T, never>;
/** Filled by a trigger: neither inserted nor updated by callers. */
export type ByTrigger<T> = ColumnType<T, never, never>;

export type Times = { create_time: Generated<number>; update_time: Generated<number> };
