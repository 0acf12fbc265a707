import type { StoredFields } from "@corp/domain/collections/collection";
import type { CollectionsByTable } from "@corp/domain/collections/registry";
import type { Generated } from "kysely";
import type { ByTrigger, Immutable, Jsonb, JsonbWithDefault, NullableJsonb, WriteOnce } from "./columns.ts";

/** A column of an append-only table: written on insert, never updated; a trigger's not even then. */
type AppendOnlyColumnOf<S> = S extends { byTrigger: true; value: infer V }
  ? ByTrigger<V>
  : S extends { hasDefault: true; value: infer V }
    ? Immutable<V>
    : S extends { value: infer V }
      ? WriteOnce<V>
      : never;

type ColumnOf<S> = S extends { appendOnly: true }
  ? AppendOnlyColumnOf<S>
  : S extends { json: true; nullable: true }
    ? NullableJsonb
    : S extends { json: true; hasDefault: false; value: infer V }
      ? Jsonb<V>
      : S extends { json: true; value: infer V }
        ? JsonbWithDefault<V>
        : S extends { hasDefault: true; value: infer V }
          ? Generated<V>
          : S extends { value: infer V }
            ? V
            : never;

/** The tables of the declared collections, typed from their declarations (ADR 0025). */
export type CollectionTables = {
  [T in keyof CollectionsByTable]: {
    [K in keyof StoredFields<CollectionsByTable[T]>]: ColumnOf<StoredFields<CollectionsByTable[T]>[K]>;
  };
};
