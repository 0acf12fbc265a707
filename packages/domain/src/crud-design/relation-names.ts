import type { TableDesign } from "./design-schema.ts";
import { indexNameOf } from "./identifiers.ts";

/**
 * The names the designer gives the relations of a table of this design in the designed schema: the table
 * and one index per indexed field. Its id's sequence and primary key are left out on purpose: PostgreSQL
 * names those itself and takes a free name (`_id_seq1`, `_pkey1`) when the usual one is held, so they never
 * collide.
 */
export function relationNamesOf(design: TableDesign): string[] {
  return [
    design.name,
    ...design.fields.filter((f) => f.index !== "none").map((f) => indexNameOf(design.name, f.key)),
  ];
}

/**
 * The names generating `design` adds to the designed schema: all of them for a new table; for a change of
 * the live design `before`, the indexes it did not have (an index is named by the field's key, so a renamed
 * field keeps its index's name).
 */
export function newRelationNames(design: TableDesign, before: TableDesign | null): string[] {
  const held = new Set(before ? relationNamesOf(before) : []);
  return relationNamesOf(design).filter((name) => !held.has(name));
}
