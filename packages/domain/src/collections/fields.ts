import { z } from "zod";
import {
  ENABLE_STATUSES,
  enableStatusValue,
  httpUrl,
  linkUrl,
  mediaUrl,
  optionalText,
  requiredText,
  weighValue,
} from "./field-values.ts";
import { LABELS, type Texts } from "./texts.ts";

/**
 * A column as PostgreSQL's catalogue describes it once the migrations have run: `sql` as `format_type`
 * names it, `default` as `pg_get_expr` writes it with casts left out (`serial` for a sequence).
 */
export type ColumnSpec = {
  readonly sql: string;
  readonly nullable: boolean;
  readonly default?: string;
};

/** How the admin list shows a field: its cell, its filter and whether it sorts. */
export type ListSpec = {
  readonly cell: "text" | "externalLink" | "image" | "status" | "time";
  readonly filter: "LIKE" | "eq" | false;
  readonly sortable: boolean;
  /** Hidden until the admin shows it. */
  readonly hidden: boolean;
};

/** How the admin form takes a field. */
export type FormSpec<W extends z.ZodType = z.ZodType> = {
  readonly input: "string" | "textarea" | "number" | "image" | "status";
  /** The check of the value the form sends (the server's, also run in the browser before sending). */
  readonly value: W;
  /** The value of a new row. */
  readonly initial: unknown;
  readonly help?: Texts;
};

/**
 * One field of a collection: its column, its label, how it reads, lists and is written. The field
 * constructors below return narrower types (a `form` present or absent, `hasDefault` true or false), from
 * which a collection's row, input and table types are computed.
 */
export type Field = {
  readonly column: ColumnSpec;
  readonly label: Texts;
  /** The value as a row is read (lists, the edit form, exports). */
  readonly read: z.ZodType;
  /** The database fills it on an insert that leaves it out. */
  readonly hasDefault: boolean;
  /** Absent: not in the list. */
  readonly list?: ListSpec | undefined;
  /** Absent: not written by the admin form (ids, times, values the server keeps). */
  readonly form?: FormSpec;
  /** The server sets it on an insert (`insert`) or on every write (`update`). */
  readonly stamp?: "insert" | "update";
};

/** The `epochNow` default of `*_time` columns, as the catalogue writes it (casts left out). */
export const EPOCH_NOW_SQL = "floor(EXTRACT(epoch FROM now()))";

type Options = { label?: Texts; help?: Texts; list?: Partial<ListSpec> | false };

const listed = (base: ListSpec, options: Options): ListSpec | undefined =>
  options.list === false ? undefined : { ...base, ...options.list };

const varchar = (length: number, defaultValue?: string): ColumnSpec => ({
  sql: `character varying(${length})`,
  nullable: false,
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});

const withHelp = (help: Texts | undefined) => (help ? { help } : {});

const text = (filter: ListSpec["filter"] = "LIKE"): ListSpec => ({
  cell: "text",
  filter,
  sortable: false,
  hidden: false,
});

/** The field constructors: each is one kind of the collections' vocabulary. */
export const field = {
  /** The serial primary key. */
  id: () =>
    ({
      column: { sql: "integer", nullable: false, default: "serial" },
      label: { "zh-cn": "ID", en: "ID" },
      read: z.number(),
      hasDefault: true,
    }) as const satisfies Field,

  /** A required line of text (a title, a name). */
  title: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.title,
      read: z.string(),
      hasDefault: false,
      list: listed(text(), options),
      form: { input: "string", value: requiredText(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** An optional paragraph of plain text, '' when empty. */
  textarea: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.summary,
      read: z.string(),
      hasDefault: true,
      list: listed(text(), options),
      form: { input: "textarea", value: optionalText(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Another site's address, required; the list links to it. */
  httpUrl: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.link,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...text(), cell: "externalLink" }, options),
      form: { input: "string", value: httpUrl(length), initial: "https://", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Where a click leads: a site path, an anchor or an address; '' for nowhere. */
  link: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.link,
      read: z.string(),
      hasDefault: true,
      list: listed(text(false), options),
      form: { input: "string", value: linkUrl(length), initial: "", help: options.help ?? LABELS.linkHelp },
    }) as const satisfies Field,

  /** A picture uploaded or chosen from the attachments, required. */
  image: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.image,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...text(false), cell: "image" }, options),
      form: {
        input: "image",
        value: mediaUrl(length).refine((v) => v !== "", "required"),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** Manual order, heaviest first: the list sorts by it and rows are dragged to change it. */
  weigh: () =>
    ({
      column: { sql: "integer", nullable: false, default: "0" },
      label: LABELS.weigh,
      read: z.number(),
      hasDefault: true,
      list: { ...text(false), sortable: true },
      form: { input: "number", value: weighValue, initial: 0 },
    }) as const satisfies Field,

  /** Whether the row is in use. */
  status: () =>
    ({
      column: { sql: "text", nullable: false, default: "'enable'" },
      label: LABELS.status,
      read: enableStatusValue,
      hasDefault: true,
      list: { ...text("eq"), cell: "status" },
      form: { input: "status", value: enableStatusValue.default("enable"), initial: "enable" },
    }) as const satisfies Field,

  /** When the row was added (epoch seconds), set by the database; not listed. */
  createTime: () =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: LABELS.createTime,
      read: z.number(),
      hasDefault: true,
      stamp: "insert",
    }) as const satisfies Field,

  /** When the row was last written (epoch seconds), set by the server on every write. */
  updateTime: () =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: LABELS.updateTime,
      read: z.number(),
      hasDefault: true,
      stamp: "update",
      list: { ...text(false), cell: "time", sortable: true },
    }) as const satisfies Field,
};

export { ENABLE_STATUSES };
