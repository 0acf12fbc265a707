import { z } from "zod";
import type { MessageKey } from "../messages.ts";
import type { ContentScope } from "../public-pages.ts";
import { rowIdSchema } from "../row-id.ts";
import type { Field, FormSpec } from "./fields.ts";
import type { Texts } from "./texts.ts";

/** The buttons of a page: each is a rule node `<node>/<action>` and a procedure of its router. */
export const COLLECTION_ACTIONS = ["index", "info", "add", "edit", "del", "sortable"] as const;
export type CollectionAction = (typeof COLLECTION_ACTIONS)[number];

/** Buttons beyond the list's: each guards a procedure the collection's server hooks add. */
export type ExtraButton =
  | "revision"
  | "restore"
  | "rollback"
  | "generate"
  | "logStart"
  | "delete"
  | "install"
  | "changeState"
  | "uninstall"
  | "update"
  | "run"
  | "download"
  | "push"
  | "import";

export type Fields = Record<string, Field>;

/** Values the server adds to each listed row beyond its fields (an article's state), by name. */
export type Computed = Readonly<Record<string, z.ZodType>>;

type Name<F extends Fields> = keyof F & string;

/**
 * One admin table declared once (ADR 0025): the table and its fields, the page's rule node, titles and
 * icon, its place in the menu, its buttons, its list settings and its data safety. The router, the input
 * checks, the typed row, the rule seeds, the watched-table list and the admin page all come from it.
 */
export type Collection<F extends Fields = Fields, X extends Computed = Computed> = {
  readonly table: string;
  /**
   * The primary key when it is not the serial `id`: a text naming the row (a module's `uid`). Such a
   * table has its own controller; the collection engine serves tables keyed by `id`.
   */
  readonly key?: Name<F>;
  /** The page's rule node, `<menu directory>/<controller>`. */
  readonly node: `${string}/${string}`;
  /** The page's and the menu entry's title. */
  readonly title: Texts;
  /** What one row is called: "添加{one}", "Add {one}". */
  readonly one: Texts;
  readonly icon: string;
  /** What the server adds to each listed row (its hooks compute it), with its schema. */
  readonly computed?: X;
  /** A note shown above the list. */
  readonly intro?: Texts;
  /** Where the page sits in its menu directory (smaller first). */
  readonly menuOrder: number;
  readonly actions: readonly CollectionAction[];
  /** Buttons beyond `actions`, seeded after them (`content/article/revision`). */
  readonly buttons?: readonly ExtraButton[];
  readonly fields: F;
  readonly list: {
    /** Fields the quick search box matches. */
    readonly quickSearch: readonly Name<F>[];
    /** The list's columns in the order shown, when it is not the fields' order. */
    readonly columns?: readonly Name<F>[];
    /** A row's details button: its title, lines of "label: value", and its JSON data. */
    readonly detail?: { readonly title: Name<F>; readonly lines: readonly Name<F>[]; readonly data: Name<F> };
    /** "field,dir" when the admin picks no order. */
    readonly order?: `${Name<F>},${"asc" | "desc"}`;
    /** Listed fields never filtered, searched or sorted on (a deleted row's data, which may hold secrets). */
    readonly unsearchable?: readonly Name<F>[];
    /**
     * Fields holding a secret in the rows where `when` holds: null there in every query (list, filter,
     * search, order, export).
     */
    readonly secret?: {
      readonly fields: readonly Name<F>[];
      readonly when: { readonly field: Name<F>; readonly in: readonly string[] };
    };
  };
  /**
   * The rows form a tree by `pid` (a `field.parent()`): listed nested, a parent chosen among the rows
   * named by `label` that may take children, never one below the row itself, at most `levels` deep
   * (refused with `tooDeep`). The form offers no row as a parent whose `leaves.field` is in `leaves.in`
   * (a page's button).
   */
  readonly tree?: {
    readonly label: Name<F>;
    readonly levels?: number;
    readonly tooDeep?: MessageKey;
    readonly leaves?: { readonly field: Name<F>; readonly in: readonly string[] };
  };
  /** The form's fields in the order shown, when it is not the fields' order. */
  readonly form?: readonly Name<F>[];
  /**
   * False for a table the data-security rules may not watch (a log); by default the recycle bin and
   * the sensitive-data log may watch it (ADR 0016).
   */
  readonly watched?: false;
  /** The title of its seeded recycle rule, when the recycle bin keeps its deleted rows. */
  readonly recycle?: string;
  /**
   * Its seeded sensitive-data rule, when the log keeps the changes of some fields: the rule's title and
   * each field's title in the log (`secret` ones are masked).
   */
  readonly sensitive?: {
    readonly title: string;
    readonly fields: { readonly [K in Name<F>]?: { readonly title: string; readonly secret?: boolean } };
  };
  /**
   * Public answers show its rows: every write bumps this scope's content version (a trigger of the
   * table, which the drift test checks), so every server process stops answering 304 for what it served.
   */
  readonly cache?: ContentScope;
  /** Rows are added, never changed or deleted (a ledger); the database refuses it too. */
  readonly appendOnly?: true;
  /** Indexes beside the primary key, as the migration creates them. */
  readonly indexes?: readonly { readonly columns: readonly Name<F>[]; readonly unique: boolean }[];
};

/** Declares a collection, keeping its field names as typed keys of everything derived from it. */
export function defineCollection<
  F extends Fields,
  const T extends string,
  const N extends `${string}/${string}`,
  const A extends CollectionAction,
  X extends Computed = Record<never, never>,
  Tree extends Collection<F, X>["tree"] = undefined,
>(
  collection: Collection<F, X> & {
    readonly table: T;
    readonly node: N;
    readonly actions: readonly A[];
    readonly tree?: Tree;
  },
): Collection<F, X> & {
  readonly table: T;
  readonly node: N;
  readonly actions: readonly A[];
} & (Tree extends object ? { readonly tree: Tree } : unknown) {
  return collection as never;
}

/** The names of the fields rows carry: all but those the server derives (search terms) or keeps to itself. */
type ReadKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { derived: object } | { unread: true } ? never : K;
}[keyof F];

/** The names of the fields kept in the row's own table (all but `grants` and `countOf`). */
type ColumnKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { column: object } ? K : never;
}[keyof F];

/** A row as lists, exports and the edit form read it. */
export type RowOf<C extends Collection> = {
  [K in ReadKeys<C["fields"]>]: z.output<C["fields"][K]["read"]>;
};

/** The name of each related row, carried beside its id (`category_name` beside `category_id`). */
type RelationNames<F extends Fields> = {
  [K in keyof F as F[K] extends { relation: { as: infer As extends string } } ? As : never]: string;
};

/** The names of the rows a row grants, carried beside their ids (`group_name_arr` beside `group_arr`). */
type GrantNames<F extends Fields> = {
  [K in keyof F as F[K] extends { grants: { named: { as: infer As extends string } } }
    ? As
    : never]: string[];
};

/** A row as the list answers it: its fields, its related rows' names and what the server computes. */
export type ListedRowOf<C extends Collection> = RowOf<C> &
  RelationNames<C["fields"]> &
  GrantNames<C["fields"]> & {
    [K in keyof NonNullable<C["computed"]>]: z.output<NonNullable<C["computed"]>[K]>;
  };

type FormKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { form: FormSpec } ? K : never;
}[keyof F];

export type InputShape<F extends Fields> = {
  [K in FormKeys<F>]: F[K] extends { form: FormSpec<infer W> } ? W : never;
};

export type EditShape<F extends Fields> = {
  [K in FormKeys<F>]: F[K] extends { form: { editValue: infer E extends z.ZodType } }
    ? E
    : F[K] extends { form: FormSpec<infer W> }
      ? W
      : never;
};

/** The fields an admin form writes, in declaration order. */
export function formFields<F extends Fields>(collection: Collection<F>): [Name<F>, FormSpec][] {
  return Object.entries(collection.fields).flatMap(([name, f]) => (f.form ? [[name, f.form] as const] : []));
}

/** The form's field names in the declared order, each translatable field's English right after it. */
export function formOrder(collection: Collection): string[] {
  const english = new Map(
    Object.entries(collection.fields).flatMap(([name, f]) => (f.translates ? [[f.translates, name]] : [])),
  );
  const declared = (collection.form ?? Object.keys(collection.fields)).filter(
    (name) => !collection.fields[name]?.translates,
  );
  return declared.flatMap((name) => {
    const twin = english.get(name);
    return twin ? [name, twin] : [name];
  });
}

/**
 * The check of an edit form's fields: the add form's, but where a field checks an edit apart (a password
 * left empty keeps the current one).
 */
export function editFormOf<F extends Fields>(collection: Collection<F>): z.ZodObject<EditShape<F>> {
  return z.object(
    Object.fromEntries(formFields(collection).map(([name, form]) => [name, form.editValue ?? form.value])),
  ) as z.ZodObject<EditShape<F>>;
}

/** The check of an edit: the edit form's fields and the row's id. */
export function editInputOf<F extends Fields>(collection: Collection<F>) {
  return editFormOf(collection).extend({ id: rowIdSchema });
}

/** The check of an add form: every written field with its own check. */
export function addInputOf<F extends Fields>(collection: Collection<F>): z.ZodObject<InputShape<F>> {
  return z.object(
    Object.fromEntries(formFields(collection).map(([name, form]) => [name, form.value])),
  ) as z.ZodObject<InputShape<F>>;
}

/**
 * The row schema: every field of the row's table as it is read, but those the server derives or keeps to
 * itself (the fields kept elsewhere are added to read rows by the server).
 */
export function rowSchemaOf<F extends Fields>(collection: Collection<F>) {
  return z.object(
    Object.fromEntries(
      Object.entries(collection.fields).flatMap(([name, f]) =>
        f.derived || f.unread || !f.column ? [] : [[name, f.read]],
      ),
    ),
  ) as z.ZodObject<{
    [K in Extract<ReadKeys<F>, ColumnKeys<F>>]: F[K]["read"];
  }>;
}

/** Each field's stored value and whether the database fills it when an insert leaves it out. */
export type StoredFields<C extends Collection> = {
  [K in ColumnKeys<C["fields"]>]: {
    value: z.output<C["fields"][K]["read"]>;
    hasDefault: C["fields"][K]["hasDefault"];
    json: C["fields"][K] extends { storage: "json" } ? true : false;
    nullable: C["fields"][K] extends { column: { nullable: infer N } } ? N : never;
    byTrigger: C["fields"][K] extends { filledBy: "trigger" } ? true : false;
    appendOnly: C extends { appendOnly: true }
      ? true
      : C["fields"][K] extends { immutable: true }
        ? true
        : false;
  };
};

/**
 * The fields holding money the database keeps in fen (`money: "fen"`): the REST API carries them in yuan
 * (a member's balance, a ledger's change and balances), in declaration order.
 */
export function moneyFieldsOf(collection: Collection): string[] {
  return Object.entries(collection.fields as Fields).flatMap(([name, f]) =>
    f.money === "fen" ? [name] : [],
  );
}
