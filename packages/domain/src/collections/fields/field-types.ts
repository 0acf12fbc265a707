import type { z } from "zod";
import type { ValidationMessageKey } from "../../account.ts";
import type { Operator } from "../../crud-operators.ts";
import type { Lang } from "../../lang.ts";
import type { Texts } from "../texts.ts";

/** The language a search vector indexes its text as: Chinese bigrams or stemmed English words. */
export type SearchLanguage = Lang;

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
  readonly operator: Operator;
  /** How its value is entered: typed, a number, a time or day range, one of a few values, or a related row. */
  readonly kind: "text" | "number" | "datetime" | "date" | "status" | "choice" | "relation";
};

/** How the admin list shows a field: its cell, its filter and whether it sorts. */
export type ListSpec = {
  /** `custom`: the page gives the cell (CollectionOverrides). */
  readonly cell:
    | "text"
    | "externalLink"
    | "image"
    | "status"
    | "choice"
    | "badge"
    | "offered"
    | "time"
    | "relation"
    | "flag"
    | "icon"
    | "money"
    | "tags"
    | "images"
    | "color"
    | "list"
    | "pairs"
    | "custom";
  readonly filter: ListFilter | false;
  readonly sortable: boolean;
  /** Hidden until the admin shows it. */
  readonly hidden: boolean;
};

/** The colours a listed badge may take. */
export type BadgeTone = "blue" | "gray" | "green" | "orange" | "red";

/** How the admin form takes a field. */
export type FormSpec<W extends z.ZodType = z.ZodType> = {
  readonly input:
    | "string"
    | "textarea"
    | "number"
    | "image"
    | "video"
    | "status"
    | "choice"
    | "offered"
    | "datetime"
    | "tags"
    | "editor"
    | "relation"
    | "parent"
    | "icon"
    | "switch"
    | "grants"
    | "password"
    | "date"
    | "keyValue"
    | "select"
    | "checkbox"
    | "images"
    | "file"
    | "files"
    | "city"
    | "color"
    | "custom";
  /** The check of the value the form sends (the server's, also run in the browser before sending). */
  readonly value: W;
  /** The value of a new row. */
  readonly initial: unknown;
  readonly help?: Texts;
  /** The check of the value an edit sends, when it differs (a password left empty keeps the current one). */
  readonly editValue?: z.ZodType;
  /** Help shown only when editing. */
  readonly editHelp?: Texts;
  /** The message any refusal of the value shows, from the account checks (SPEC §5). */
  readonly message?: ValidationMessageKey;
};

/**
 * The collection a relation field points at: its table and page, the field naming a row, and the name
 * under which the list carries that row's name (`page_title` beside `page_id`).
 */
export type RelationSpec = {
  readonly table: string;
  /** The related collection's page, whose list the form chooses among; none when only named. */
  readonly node?: string;
  readonly labelField: string;
  readonly as: string;
  /** The field may point at no row (NULL); the form offers this text for none. */
  readonly none?: Texts;
};

/**
 * One field of a collection: its column, its label, how it reads, lists and is written. The field
 * constructors return narrower types (a `form` present or absent, `hasDefault` true or false), from
 * which a collection's row, input and table types are computed.
 */
export type Field = {
  /** Absent for a field kept outside the row's table (`grants`, `countOf`). */
  readonly column?: ColumnSpec;
  readonly label: Texts;
  /** The value as a row is read (lists, the edit form, exports). */
  readonly read: z.ZodType;
  /**
   * A value of its kind for the contract's examples (openapi/collections.yaml), one its form takes; a kind
   * without one gets an example from its schema (a number, a text, its default or first choice).
   */
  readonly example?: unknown;
  /** The example of an add, where it differs (a member's avatar, which must be an upload of the site). */
  readonly addExample?: unknown;
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
  /**
   * The server cleans the written value: rich text is sanitised before it is stored; a password is
   * stored as its hash, and an edit that leaves it empty keeps the current one.
   */
  readonly clean?: "richHtml" | "password";
  /** The field holds the id of a row of another collection. */
  readonly relation?: RelationSpec;
  /**
   * The values the form offers come from a procedure of the collection's own router (`controllers`):
   * its rows' `value` field, each named by its `label` field.
   */
  readonly offered?: { readonly procedure: string; readonly value: string; readonly label: string };
  /** The values the field may take, each with its label (a choice). */
  readonly choices?: Readonly<Record<string, Texts>>;
  /** A choice listed as a badge: each value's colour, blue when not named. */
  readonly badges?: Readonly<Record<string, BadgeTone>>;
  /**
   * The server computes it from other fields on every write and rows never carry it: the full-text
   * terms of the named fields, weighted A, B, C in that order, indexed as text of `language`.
   */
  readonly derived?: { readonly searchVector: readonly string[]; readonly language: SearchLanguage };
  /** The server writes it and reads it itself; rows never carry it. */
  readonly unread?: true;
  /** A database trigger fills it on insert; no caller writes it. */
  readonly filledBy?: "trigger";
  /** No write changes it once the row is in; the database refuses it (a balance its ledger moves). */
  readonly immutable?: true;
  /**
   * An amount of money the database keeps in fen: the REST API answers and takes it in yuan, a number
   * with at most two decimals, converted at its edge (`@corp/domain/money`); the admin's own tRPC calls
   * and the CSV export's rows as read keep fen (the export writes yuan text).
   */
  readonly money?: "fen";
  /** The rows of another collection this row grants, kept in a join table (a group's rules). */
  readonly grants?: GrantsSpec;
  /** The English of the named field (`title_en` translates `title`; `translated()` declares both). */
  readonly translates?: string;
  /** The number of rows of another table that point at this row (a group's members). */
  readonly countOf?: { readonly table: string; readonly by: string };
};

/**
 * Where a row's grants are kept: the join table with its column naming the row (`owner`) and the granted
 * row (`target`), and the granted rows' collection (`of`, its page `node`), whose tree the form checks.
 */
export type GrantsSpec = {
  readonly table: string;
  readonly owner: string;
  readonly target: string;
  readonly of: string;
  readonly node: string;
  /**
   * How the form chooses them: in a checked tree (rules, where a page comes with its buttons), or as
   * several rows of a select named by their `labelField` (an admin's groups).
   */
  readonly pick: "tree" | "many";
  /** The granted rows' names, carried beside the ids under this name and listed (`group_name_arr`). */
  readonly named?: { readonly as: string; readonly labelField: string };
};

/**
 * Options most constructors take: another label, form help, changes to the list's defaults, and the
 * contract's example where the kind's own says too little (a line of text holding an address).
 */
export type Options = {
  label?: Texts;
  help?: Texts;
  list?: Partial<ListSpec> | false;
  example?: string | number;
  /** The example of an add, where it differs from `example` (a picture the add leaves empty). */
  addExample?: string;
};

/** The declared examples, where there are. */
export const exampled = (options: { example?: string | number; addExample?: string }) => ({
  ...(options.example === undefined ? {} : { example: options.example }),
  ...(options.addExample === undefined ? {} : { addExample: options.addExample }),
});

/** The examples of the kinds whose schema alone says too little (a picture's URL, a moment). */
export const EXAMPLES = {
  username: "editor01",
  password: "secret-1",
  email: "editor@example.com",
  mobile: "13800138000",
  /** A moment on 27 November 2026. */
  time: 1764201600,
  day: "2026-11-27",
  ip: "203.0.113.7",
  url: "https://www.example.com/",
  path: "/about",
  image: "/storage/20261127/0d3c5e1f9a2b4c6d8e0f1a2b3c4d5e6f.jpg",
} as const;

/** The `epochNow` default of `*_time` columns, as the catalogue writes it (casts left out). */
export const EPOCH_NOW_SQL = "floor(EXTRACT(epoch FROM now()))";

export const listed = (base: ListSpec, options: Options): ListSpec | undefined =>
  options.list === false ? undefined : { ...base, ...options.list };

export const withHelp = (help: Texts | undefined) => (help ? { help } : {});

export const LIKE: ListFilter = { operator: "LIKE", kind: "text" };

/** A plain cell, filtered by `filter`, not sorted, shown. */
export const plain = (filter: ListFilter | false = LIKE): ListSpec => ({
  cell: "text",
  filter,
  sortable: false,
  hidden: false,
});
