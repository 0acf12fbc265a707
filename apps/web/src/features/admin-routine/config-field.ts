import type { ConfigItemType } from "@corp/domain/collections/routine/config";
import type { Choice } from "../admin-crud/crud-columns.ts";
import type { FieldDef, FieldType } from "../admin-crud/fields/field-types.ts";

/** The field each config item type of the server is edited with. */
const BY_TYPE: Record<string, FieldType> = {
  string: "string",
  password: "password",
  number: "number",
  textarea: "textarea",
  switch: "switch",
  select: "select",
  selects: "checkbox",
  radio: "radio",
  checkbox: "checkbox",
  image: "image",
  images: "images",
  file: "file",
  files: "files",
  array: "keyValue",
  editor: "editor",
  city: "city",
  date: "string",
  time: "string",
  datetime: "string",
  color: "color",
  icon: "icon",
} satisfies Record<ConfigItemType, FieldType>;

/** The options of a select/radio/checkbox item, from its `content` map (value -> label). */
export function choicesOf(content: unknown): Choice[] {
  if (typeof content !== "object" || content === null || Array.isArray(content)) return [];
  return Object.entries(content as Record<string, unknown>).map(([value, label]) => ({
    value,
    label: String(label),
  }));
}

/** The setting of the site's clock: a choice among the server's time zones. */
export const TIME_ZONE_SETTING = "time_zone";

export function configField(
  item: {
    name: string;
    title: string;
    type: string;
    tip: string;
    content?: unknown;
  },
  /** The zones the site's clock may be set to (the server's list). */
  timeZones: readonly string[] = [],
): FieldDef {
  // The time zone is a string item (as BuildAdmin's clients know it) chosen among the zones, by search.
  if (item.name === TIME_ZONE_SETTING && timeZones.length > 0) {
    return {
      name: item.name,
      label: item.title,
      type: "searchSelect",
      options: timeZones.map((zone) => ({ value: zone, label: zone })),
      help: item.tip || undefined,
    };
  }
  return {
    name: item.name,
    label: item.title,
    type: BY_TYPE[item.type] ?? "string",
    options: choicesOf(item.content),
    help: item.tip || undefined,
  };
}

/** What the form starts with for an item: arrays stay arrays, switches become booleans. */
export function formValueOf(item: { type: string; value?: unknown }): unknown {
  const v = item.value;
  switch (BY_TYPE[item.type]) {
    case "switch":
      return v === true || v === 1 || v === "1";
    case "checkbox":
    case "images":
    case "files":
    case "keyValue":
      return Array.isArray(v) ? v : [];
    case "number":
      return typeof v === "number" ? v : Number(v) || 0;
    default:
      return v === null || v === undefined ? "" : String(v);
  }
}
