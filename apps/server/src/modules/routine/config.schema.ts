import { z } from "zod";

/** The kinds of config item, each with its own value check and form input. */
export const configItemType = z.enum([
  "string",
  "password",
  "number",
  "textarea",
  "switch",
  "select",
  "selects",
  "radio",
  "checkbox",
  "image",
  "images",
  "file",
  "files",
  "array",
  "editor",
  "city",
  "date",
  "time",
  "datetime",
  "color",
  "icon",
]);

export type ConfigItemType = z.infer<typeof configItemType>;

export const configItemInput = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
  group: z.string().trim().min(1).max(30),
  title: z.string().trim().min(1).max(50),
  tip: z.string().max(100).default(""),
  type: configItemType,
  value: z.unknown().optional(),
  /** The options of a select, radio or checkbox item: value -> label. */
  content: z.record(z.string(), z.string()).nullable().default(null),
  rule: z.string().max(100).default(""),
  extend: z.string().max(255).default(""),
  weigh: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
});

/** Item values by name; each value is checked against its item's type when saved. */
export const configValuesInput = z.record(z.string(), z.unknown());

export const configSaveGroupInput = z.object({
  group: z.string().min(1).max(30),
  values: configValuesInput,
});

export const testMailInput = z.object({
  to: z.email().max(100),
  /** The mail group's unsaved values, which override the stored ones for this test. */
  settings: z.record(z.string(), z.union([z.string().max(255), z.number()])).default({}),
});
