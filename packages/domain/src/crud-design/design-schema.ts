import { z } from "zod";
import { OPERATORS } from "../crud-operators.ts";
import { FIELD_TYPE_NAMES } from "./field-types.ts";

/**
 * The shape of a table design as the designer sends it and the database keeps it (`crud_table.design`,
 * `crud_log.table` and `crud_log.fields`). Only types and sizes are checked here; every rule a designer can
 * break (names, defaults, options, type changes) is a catalogue message of `designProblems`.
 */

/** A field's stable key: kept when the field is renamed, so a change of name is a rename, not a new column. */
export const fieldKey = z.string().regex(/^[a-z0-9]{1,12}$/);

/** One choice of a radio, select or checkbox field: the stored value and the label shown. */
export const fieldOption = z.object({
  value: z.string().max(100),
  label: z.string().max(100),
});

/** A field default: text, a number, a list of option values or file paths, or SQL NULL. */
export const fieldDefault = z.union([
  z.string().max(4000),
  z.number(),
  z.array(z.string().max(1000)).max(100),
  z.null(),
]);

export const fieldDesign = z.object({
  key: fieldKey,
  name: z.string().max(100),
  type: z.enum(FIELD_TYPE_NAMES),
  /** The label of the form field and table column. */
  title: z.string().max(100),
  /** The label in the English interface; the title when empty. */
  titleEn: z.string().max(100).default(""),
  /** The column comment in the database. */
  comment: z.string().max(255).default(""),
  /** A varchar's size, or the most characters of a text. */
  length: z.number().int().optional(),
  /** Decimal fields: digits in all and after the point. */
  precision: z.number().int().optional(),
  scale: z.number().int().optional(),
  /** Number fields: a 64-bit integer instead of a 32-bit one. */
  bigint: z.boolean().default(false),
  nullable: z.boolean().default(false),
  /** Absent: the type's empty value (or NULL when nullable). */
  default: fieldDefault.optional(),
  index: z.enum(["none", "index", "unique"]).default("none"),
  options: z.array(fieldOption).max(50).default([]),
  form: z
    .object({
      show: z.boolean().default(true),
      required: z.boolean().default(false),
      help: z.string().max(200).default(""),
    })
    .prefault({}),
  column: z
    .object({
      show: z.boolean().default(true),
      sortable: z.boolean().default(false),
      /** The operator of the column's filter, or false for none. */
      filter: z.union([z.enum(OPERATORS), z.literal(false)]).default(false),
    })
    .prefault({}),
});

export const tableDesign = z.object({
  name: z.string().max(100),
  /** The page's and menu's title. */
  title: z.string().max(100),
  titleEn: z.string().max(100).default(""),
  comment: z.string().max(255).default(""),
  icon: z.string().max(60).default("fa fa-table"),
  /** Adds create_time and update_time, kept by the server. */
  timestamps: z.boolean().default(true),
  /** Fields matched by the quick search box (names; `id` allowed). */
  quickSearch: z.array(z.string().max(100)).max(20).default([]),
  /** The list's order when the admin picks none. */
  order: z
    .object({ field: z.string().max(100).default("id"), dir: z.enum(["asc", "desc"]).default("desc") })
    .prefault({}),
  fields: z.array(fieldDesign).max(60),
});

export type FieldDesign = z.output<typeof fieldDesign>;
export type FieldDesignInput = z.input<typeof fieldDesign>;
export type TableDesign = z.output<typeof tableDesign>;
export type TableDesignInput = z.input<typeof tableDesign>;
export type FieldOption = z.output<typeof fieldOption>;
export type FieldDefault = z.output<typeof fieldDefault>;
