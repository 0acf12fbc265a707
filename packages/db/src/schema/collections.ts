import type { StoredFields } from "@corp/domain/collections/collection";
import type { CollectionsByTable } from "@corp/domain/collections/registry";
import type { Generated } from "kysely";
import type { Jsonb, JsonbWithDefault, NullableJsonb } from "./columns.ts";

type ColumnOf<S> = S extends { json: true; nullable: true }
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
