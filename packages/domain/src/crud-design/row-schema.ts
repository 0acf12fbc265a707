import { addInputOf, editFormOf } from "../collections/collection.ts";
import { collectionOfDesign } from "./design-collection.ts";
import type { TableDesign } from "./design-schema.ts";

/**
 * The input of a designed table's add (every form field; a missing one takes its default, unless the form requires it) or edit (only
 * the fields sent change). Keys that are not form fields are dropped, so a client cannot write the id,
 * the timestamps or a field the design keeps out of the form.
 */
export function rowInputSchema(design: TableDesign, mode: "add" | "edit") {
  const collection = collectionOfDesign(design);
  return mode === "add" ? addInputOf(collection) : editFormOf(collection);
}

export type DesignedRowInput = Record<string, unknown>;
