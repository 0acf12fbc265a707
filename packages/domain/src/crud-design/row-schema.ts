import { z } from "zod";
import type { FieldDesign, TableDesign } from "./design-schema.ts";
import { effectiveDefault, storageBaseOf } from "./storage.ts";
import { valueSchema } from "./values.ts";

const TEXTUAL = new Set(["varchar", "text"]);

/**
 * One field of a row: its value schema, null where the field allows it (an empty entry of a non-text
 * field counts as none), and non-empty where the form requires it.
 */
export function fieldInputSchema(field: FieldDesign): z.ZodType {
  const base = valueSchema(field);
  const textual = TEXTUAL.has(storageBaseOf(field));
  let schema: z.ZodType = base;
  if (field.form.required) {
    schema = base.refine((v) => (Array.isArray(v) ? v.length > 0 : typeof v !== "string" || v.trim() !== ""));
  }
  if (!field.nullable) return schema;
  return z.preprocess((v) => (v === "" && !textual ? null : v), schema.nullable());
}

/** The fields an add or edit form carries: those shown in the form. */
export const formFields = (design: TableDesign) => design.fields.filter((f) => f.form.show);

/**
 * The input of a designed table's add (every form field; a missing one takes its default, unless the form requires it) or edit (only
 * the fields sent change). Keys that are not form fields are dropped, so a client cannot write the id,
 * the timestamps or a field the design keeps out of the form.
 */
export function rowInputSchema(design: TableDesign, mode: "add" | "edit") {
  const shape: Record<string, z.ZodType> = {};
  for (const field of formFields(design)) {
    const schema = fieldInputSchema(field);
    const initial = effectiveDefault(field);
    shape[field.name] =
      mode === "edit"
        ? schema.optional()
        : initial === undefined || field.form.required
          ? schema
          : schema.default(initial);
  }
  return z.object(shape);
}

export type DesignedRowInput = Record<string, unknown>;
