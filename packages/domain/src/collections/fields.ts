import { z } from "zod";
import { parentIdSchema, rowIdSchema } from "../row-id.ts";
import {
  ENABLE_STATUSES,
  enableStatusValue,
  httpUrl,
  linkUrl,
  mediaUrl,
  optionalText,
  requiredText,
  richTextValue,
  sitePath,
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

/** A column's filter: the operator and how its value is entered. */
export type ListFilter = {
  readonly operator: "LIKE" | "eq" | "RANGE";
  /** How its value is entered: typed, a number, a status, or a row of the related collection. */
  readonly kind: "text" | "number" | "status" | "relation";
};

/** How the admin list shows a field: its cell, its filter and whether it sorts. */
export type ListSpec = {
  readonly cell: "text" | "externalLink" | "image" | "status" | "time" | "relation";
  readonly filter: ListFilter | false;
  readonly sortable: boolean;
  /** Hidden until the admin shows it. */
  readonly hidden: boolean;
};

/** How the admin form takes a field. */
export type FormSpec<W extends z.ZodType = z.ZodType> = {
  readonly input: "string" | "textarea" | "number" | "image" | "status" | "editor" | "relation" | "parent";
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
  /** How the database keeps the value when it is not its plain type: JSON in a jsonb column. */
  readonly storage?: "json";
  /** The server cleans the written value: rich text is sanitised before it is stored. */
  readonly clean?: "richHtml";
  /** The field holds the id of a row of another collection. */
  readonly relation?: RelationSpec;
};

/**
 * The collection a relation field points at: its table and page, the field naming a row, and the name
 * under which the list carries that row's name (`page_title` beside `page_id`).
 */
export type RelationSpec = {
  readonly table: string;
  readonly node: string;
  readonly labelField: string;
  readonly as: string;
};

/** The `epochNow` default of `*_time` columns, as the catalogue writes it (casts left out). */
export const EPOCH_NOW_SQL = "floor(EXTRACT(epoch FROM now()))";

type Options = { label?: Texts; help?: Texts; list?: Partial<ListSpec> | false };

/** A text's own pattern and the catalogue key of its message ("eventDate"). */
type Match = { readonly match?: readonly [RegExp, string] };

const matching = (value: z.ZodString, match: Match["match"]) =>
  match ? value.regex(match[0], match[1]) : value;

const listed = (base: ListSpec, options: Options): ListSpec | undefined =>
  options.list === false ? undefined : { ...base, ...options.list };

const varchar = (length: number, defaultValue?: string): ColumnSpec => ({
  sql: `character varying(${length})`,
  nullable: false,
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});

const withHelp = (help: Texts | undefined) => (help ? { help } : {});

const LIKE: ListFilter = { operator: "LIKE", kind: "text" };

const plain = (filter: ListFilter | false = LIKE): ListSpec => ({
  cell: "text",
  filter,
  sortable: false,
  hidden: false,
});

/** The field constructors: each is one kind of the collections' vocabulary. */
export const field = {
  /** The serial primary key; listed (sortable, found by its number) when `list` is given. */
  id: (options: { list?: Partial<ListSpec>; big?: boolean } = {}) =>
    ({
      column: { sql: options.big ? "bigint" : "integer", nullable: false, default: "serial" },
      label: { "zh-cn": "ID", en: "ID" },
      read: z.number(),
      hasDefault: true,
      list: options.list
        ? { ...plain({ operator: "eq", kind: "number" }), sortable: true, ...options.list }
        : undefined,
    }) as const satisfies Field,

  /** A required line of text (a title, a name); `match` checks it against a pattern. */
  title: (length: number, options: Options & Match = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.title,
      read: z.string(),
      hasDefault: false,
      list: listed(plain(), options),
      form: {
        input: "string",
        value: matching(requiredText(length), options.match),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional line of text, '' when empty; `match` checks it against a pattern. */
  text: (length: number, options: Options & Match = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.title,
      read: z.string(),
      hasDefault: true,
      list: listed(plain(), options),
      form: {
        input: "string",
        value: matching(z.string().trim().max(length), options.match).default(""),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional paragraph of plain text, '' when empty. */
  textarea: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.summary,
      read: z.string(),
      hasDefault: true,
      list: listed(plain(), options),
      form: { input: "textarea", value: optionalText(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** A path of the public site ('/list', '/us/company'), required; sorts and is searched. */
  sitePath: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.path,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...plain(), sortable: true }, options),
      form: { input: "string", value: sitePath(length), initial: "/", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Another site's address, required; the list links to it. */
  httpUrl: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.link,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...plain(), cell: "externalLink" }, options),
      form: { input: "string", value: httpUrl(length), initial: "https://", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Where a click leads: a site path, an anchor or an address; '' for nowhere. */
  link: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.link,
      read: z.string(),
      hasDefault: true,
      list: listed(plain(false), options),
      form: { input: "string", value: linkUrl(length), initial: "", help: options.help ?? LABELS.linkHelp },
    }) as const satisfies Field,

  /** A picture uploaded or chosen from the attachments, '' for none. */
  image: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.image,
      read: z.string(),
      hasDefault: true,
      list: listed({ ...plain(false), cell: "image" }, options),
      form: { input: "image", value: mediaUrl(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** A picture that must be given. */
  requiredImage: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.image,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...plain(false), cell: "image" }, options),
      form: {
        input: "image",
        value: mediaUrl(length).refine((v) => v !== "", "required"),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional email address, '' when none. */
  email: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.email,
      read: z.string(),
      hasDefault: true,
      list: listed(plain(false), options),
      form: {
        input: "string",
        value: z.union([z.literal(""), z.email().max(length)]).default(""),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional year between `min` and `max` (a smallint), empty for none. */
  year: (min: number, max: number, options: Options = {}) =>
    ({
      column: { sql: "smallint", nullable: true },
      label: options.label ?? LABELS.year,
      read: z.number().nullable(),
      hasDefault: true,
      list: listed(plain(false), options),
      form: {
        input: "number",
        // The form's empty box is no year.
        value: z.preprocess(
          (v) => (v === "" || v === undefined ? null : v),
          z.coerce.number().int().min(min).max(max).nullable().default(null),
        ),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** The id of a row of another table kept for the record, or NULL; not listed, not in the form. */
  foreignId: (options: Pick<Options, "label"> = {}) =>
    ({
      column: { sql: "integer", nullable: true },
      label: options.label ?? { "zh-cn": "ID", en: "ID" },
      read: z.number().nullable(),
      hasDefault: true,
    }) as const satisfies Field,

  /** Data kept as JSON (a log's request data), or NULL; shown in a row's details. */
  json: (options: Pick<Options, "label"> = {}) =>
    ({
      column: { sql: "jsonb", nullable: true },
      label: options.label ?? LABELS.data,
      read: z.unknown(),
      hasDefault: true,
      storage: "json",
    }) as const satisfies Field,

  /** Rich text from the editor, sanitised by the server before it is stored; not listed. */
  richText: (options: Options = {}) =>
    ({
      column: { sql: "text", nullable: false, default: "''" },
      label: options.label ?? LABELS.content,
      read: z.string(),
      hasDefault: true,
      form: { input: "editor", value: richTextValue, initial: "", ...withHelp(options.help) },
      clean: "richHtml",
    }) as const satisfies Field,

  /** The id of a row of another collection, chosen by its name; the list shows that name. */
  relation: (target: Omit<RelationSpec, "as">, options: Options & { as: string; label: Texts }) =>
    ({
      column: { sql: "integer", nullable: false },
      label: options.label,
      read: z.number(),
      hasDefault: false,
      list: listed(
        { cell: "relation", filter: { operator: "eq", kind: "relation" }, sortable: false, hidden: false },
        options,
      ),
      form: { input: "relation", value: rowIdSchema, initial: "", ...withHelp(options.help) },
      relation: { ...target, as: options.as },
    }) as const satisfies Field,

  /** The row above this one in a tree, 0 at the top level; chosen among the rows that may take it. */
  parent: (options: Options = {}) =>
    ({
      column: { sql: "integer", nullable: false, default: "0" },
      label: options.label ?? LABELS.parent,
      read: z.number(),
      hasDefault: true,
      form: { input: "parent", value: parentIdSchema.default(0), initial: 0, ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Manual order, heaviest first: the list sorts by it and rows are dragged to change it. */
  weigh: (options: Pick<Options, "list"> = {}) =>
    ({
      column: { sql: "integer", nullable: false, default: "0" },
      label: LABELS.weigh,
      read: z.number(),
      hasDefault: true,
      list: listed({ ...plain(false), sortable: true }, options),
      form: { input: "number", value: weighValue, initial: 0 },
    }) as const satisfies Field,

  /** Whether the row is in use. */
  status: () =>
    ({
      column: { sql: "text", nullable: false, default: "'enable'" },
      label: LABELS.status,
      read: enableStatusValue,
      hasDefault: true,
      list: { ...plain({ operator: "eq", kind: "status" }), cell: "status" },
      form: { input: "status", value: enableStatusValue.default("enable"), initial: "enable" },
    }) as const satisfies Field,

  /** When the row was added (epoch seconds), set by the database; listed when `list` is given. */
  createTime: (options: { list?: Partial<ListSpec> } = {}) =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: LABELS.createTime,
      read: z.number(),
      hasDefault: true,
      stamp: "insert",
      list: options.list ? { ...plain(false), cell: "time", sortable: true, ...options.list } : undefined,
    }) as const satisfies Field,

  /** When the row was last written (epoch seconds), set by the server on every write. */
  updateTime: (options: Pick<Options, "list"> = {}) =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: LABELS.updateTime,
      read: z.number(),
      hasDefault: true,
      stamp: "update",
      list: listed({ ...plain(false), cell: "time", sortable: true }, options),
    }) as const satisfies Field,
};

export { ENABLE_STATUSES };
