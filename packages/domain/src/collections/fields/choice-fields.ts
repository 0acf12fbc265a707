import { z } from "zod";
import { parentIdSchema, rowIdSchema } from "../../row-id.ts";
import { enableStatusValue, flagValue } from "../field-values.ts";
import { LABELS, type Texts, YES_NO } from "../texts.ts";
import {
  type BadgeTone,
  type Field,
  listed,
  type Options,
  plain,
  type RelationSpec,
  withHelp,
} from "./field-types.ts";

/** A relation's select sends the id as text; '' (or "0") is none. */
const noneAsNull = (v: unknown) => (v === "" || v === "0" ? null : v);

/** Fields choosing among values: a status, one of a few values, a related row, a parent in a tree. */
export const choiceFields = {
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

  /**
   * One of a few values, each with its label; a new row takes `initial`. With `badges` the list shows each
   * value as a badge of its colour (blue for the values not named).
   */
  choice: <const V extends readonly [string, ...string[]]>(
    values: V,
    options: Options & {
      initial: V[number];
      labels: { readonly [K in V[number]]: Texts };
      badges?: { readonly [K in V[number]]?: BadgeTone };
    },
  ) =>
    ({
      column: { sql: "text", nullable: false, default: `'${options.initial}'` },
      label: options.label ?? LABELS.status,
      read: z.enum(values),
      hasDefault: true,
      list: listed(
        { ...plain({ operator: "eq", kind: "choice" }), cell: options.badges ? "badge" : "choice" },
        options,
      ),
      ...(options.badges ? { badges: options.badges as Readonly<Record<string, BadgeTone>> } : {}),
      form: {
        input: "choice",
        value: z.enum(values).default(options.initial as never),
        initial: options.initial,
        ...withHelp(options.help),
      },
      choices: options.labels,
    }) as const satisfies Field,

  /**
   * One of a few values the form must name, kept as text of at most `length` characters with no default
   * (a setting's type); a new row's form offers `initial`.
   */
  kind: <const V extends readonly [string, ...string[]]>(
    values: V,
    options: Options & {
      label: Texts;
      length: number;
      initial: V[number];
      labels: { readonly [K in V[number]]: Texts };
    },
  ) =>
    ({
      column: { sql: `character varying(${options.length})`, nullable: false },
      label: options.label,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...plain({ operator: "eq", kind: "choice" }), cell: "choice" }, options),
      form: { input: "choice", value: z.enum(values), initial: options.initial, ...withHelp(options.help) },
      choices: options.labels,
    }) as const satisfies Field,

  /**
   * One of a few values, or none (NULL) where the row has no use for one (a menu type on a button): the
   * form offers `initial` for a new row, and the server's hooks clear it where it does not apply.
   */
  optionalChoice: <const V extends readonly [string, ...string[]]>(
    values: V,
    options: Options & { label: Texts; initial: V[number]; labels: { readonly [K in V[number]]: Texts } },
  ) =>
    ({
      column: { sql: "text", nullable: true },
      label: options.label,
      read: z.enum(values).nullable(),
      hasDefault: true,
      list: listed({ ...plain({ operator: "eq", kind: "choice" }), cell: "choice" }, options),
      form: {
        input: "choice",
        value: z.enum(values).nullable().default(null),
        initial: options.initial,
        ...withHelp(options.help),
      },
      choices: options.labels,
    }) as const satisfies Field,

  /** One of a few numbers, each with its label (a gender); a new row takes `initial`. */
  numberChoice: <const V extends readonly [number, ...number[]]>(
    values: V,
    options: Options & { label: Texts; initial: V[number]; labels: { readonly [K in V[number]]: Texts } },
  ) => {
    const value = z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V[number]>]);
    return {
      column: { sql: "smallint", nullable: false, default: String(options.initial) },
      label: options.label,
      read: value,
      hasDefault: true,
      list: listed({ ...plain({ operator: "eq", kind: "choice" }), cell: "choice" }, options),
      form: {
        input: "choice",
        value: z.coerce.number().pipe(value).default(options.initial),
        initial: options.initial,
      },
      choices: options.labels as Readonly<Record<string, Texts>>,
    } as const satisfies Field;
  },

  /** Yes (1) or no (0), set with a switch; a new row takes `initial`. The list says 是 or 否. */
  yesNo: (options: Options & { label: Texts; initial?: 0 | 1 }) =>
    ({
      column: { sql: "smallint", nullable: false, default: "0" },
      label: options.label,
      read: z.union([z.literal(0), z.literal(1)]),
      hasDefault: true,
      list: listed({ ...plain({ operator: "eq", kind: "choice" }), cell: "choice" }, options),
      form: { input: "switch", value: flagValue, initial: options.initial ?? 0, ...withHelp(options.help) },
      choices: { 1: YES_NO.yes, 0: YES_NO.no },
    }) as const satisfies Field,

  /**
   * Yes or no kept as a boolean (false by default), taken with a switch; an edit that leaves it out keeps
   * the stored value. A collection's `form` may leave it out of the admin form.
   */
  boolean: (options: Pick<Options, "list"> & { label: Texts }) =>
    ({
      column: { sql: "boolean", nullable: false, default: "false" },
      label: options.label,
      read: z.boolean(),
      hasDefault: true,
      list: listed({ ...plain(false), cell: "choice" }, options),
      form: { input: "switch", value: z.boolean().optional(), initial: false },
      choices: { true: YES_NO.yes, false: YES_NO.no },
    }) as const satisfies Field,

  /**
   * One of the values a procedure of the collection's router offers (`offered`), chosen by its label;
   * `match` checks the value's form. The list shows the label beside the value.
   */
  offered: (
    length: number,
    options: Options & {
      label: Texts;
      offered: { procedure: string; value: string; label: string };
      match: readonly [RegExp, string];
    },
  ) =>
    ({
      column: { sql: `character varying(${length})`, nullable: false },
      label: options.label,
      read: z.string(),
      hasDefault: false,
      list: listed({ ...plain({ operator: "eq", kind: "text" }), cell: "offered" }, options),
      form: {
        input: "offered",
        value: z.string().trim().min(1).max(length).regex(options.match[0], options.match[1]),
        initial: "",
        ...withHelp(options.help),
      },
      offered: options.offered,
    }) as const satisfies Field,

  /** The id of a row of another collection, chosen by its name; the list shows that name. */
  relation: <const As extends string>(
    target: Omit<RelationSpec, "as" | "none">,
    options: Options & { as: As; label: Texts },
  ) =>
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

  /**
   * The id of a row of another table the server wrote (who did it, under which rule), or NULL once that
   * row is gone: the list shows the row's name, never chosen in a form.
   */
  namedBy: <const As extends string>(
    target: { table: string; labelField: string },
    options: Pick<Options, "list"> & { as: As; label: Texts },
  ) =>
    ({
      column: { sql: "integer", nullable: true },
      label: options.label,
      read: z.number().nullable(),
      hasDefault: true,
      list: listed({ ...plain(false), cell: "relation" }, options),
      relation: { ...target, as: options.as },
    }) as const satisfies Field,

  /** Whether something was done to the row (restored, rolled back): 0 or 1, the list shows a badge. */
  flag: (
    options: Pick<Options, "list"> & { label: Texts; labels: { readonly 0: Texts; readonly 1: Texts } },
  ) =>
    ({
      column: { sql: "smallint", nullable: false, default: "0" },
      label: options.label,
      read: z.union([z.literal(0), z.literal(1)]),
      hasDefault: true,
      list: listed({ ...plain({ operator: "eq", kind: "choice" }), cell: "flag" }, options),
      choices: options.labels,
    }) as const satisfies Field,

  /** Like `relation`, but the row may point at none (NULL), offered in the form as `none`. */
  optionalRelation: <const As extends string>(
    target: Omit<RelationSpec, "as" | "none">,
    options: Options & { as: As; label: Texts; none: Texts },
  ) =>
    ({
      column: { sql: "integer", nullable: true },
      label: options.label,
      read: z.number().nullable(),
      hasDefault: true,
      list: listed(
        { cell: "relation", filter: { operator: "eq", kind: "relation" }, sortable: false, hidden: false },
        options,
      ),
      form: {
        input: "relation",
        value: z.preprocess(noneAsNull, rowIdSchema.nullable().default(null)),
        initial: "",
        ...withHelp(options.help),
      },
      relation: { ...target, as: options.as, none: options.none },
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
};
