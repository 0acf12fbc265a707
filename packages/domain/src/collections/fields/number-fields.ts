import { z } from "zod";
import { weighValue } from "../field-values.ts";
import { LABELS, type Texts } from "../texts.ts";
import { type Field, type ListSpec, listed, type Options, plain, withHelp } from "./field-types.ts";

const ID_LABEL = { "zh-cn": "ID", en: "ID" } as const;

/** Fields holding a number: ids, years, counts and the manual order. */
export const numberFields = {
  /** The serial primary key; listed (sortable, found by its number) when `list` is given. */
  id: (options: { list?: Partial<ListSpec>; big?: boolean } = {}) =>
    ({
      column: { sql: options.big ? "bigint" : "integer", nullable: false, default: "serial" },
      label: ID_LABEL,
      read: z.number(),
      hasDefault: true,
      list: options.list
        ? { ...plain({ operator: "eq", kind: "number" }), sortable: true, ...options.list }
        : undefined,
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

  /** A count the server keeps (views), never below 0; listed and sorted, not in the form. */
  counter: (options: Options = {}) =>
    ({
      column: { sql: "bigint", nullable: false, default: "0" },
      label: options.label ?? LABELS.count,
      read: z.number(),
      hasDefault: true,
      list: listed({ ...plain(false), sortable: true }, options),
    }) as const satisfies Field,

  /**
   * A member's balance (fen) or points, moved only by inserting into its ledger (a trigger refuses any
   * other change); never below 0; listed (fen as yuan) and sorted, not in the form.
   */
  ledgerTotal: (options: Pick<Options, "list"> & { label: Texts; unit: "fen" | "points" }) =>
    ({
      column: { sql: "bigint", nullable: false, default: "0" },
      label: options.label,
      read: z.number(),
      hasDefault: true,
      immutable: true,
      ...(options.unit === "fen" ? { money: "fen" as const } : {}),
      list: listed(
        { ...plain(false), cell: options.unit === "fen" ? "money" : "text", sortable: true },
        options,
      ),
    }) as const satisfies Field,

  /** A number the server writes (a file's size, its width), 0 by default; listed, not in the form. */
  keptNumber: (options: Pick<Options, "label" | "list"> & { big?: boolean } = {}) =>
    ({
      column: { sql: options.big ? "bigint" : "integer", nullable: false, default: "0" },
      label: options.label ?? LABELS.count,
      read: z.number(),
      hasDefault: true,
      list: listed({ ...plain(false), sortable: true }, options),
    }) as const satisfies Field,

  /** The id of the row a log entry is about (whatever table it lives in), filtered by its value. */
  recordedId: (options: Pick<Options, "label" | "list"> = {}) =>
    ({
      column: { sql: "integer", nullable: false },
      label: options.label ?? ID_LABEL,
      read: z.number(),
      hasDefault: false,
      list: listed(plain({ operator: "eq", kind: "number" }), options),
    }) as const satisfies Field,

  /** The id of a row of another table kept for the record, or NULL; listed only with `list`, not in the form. */
  foreignId: (options: Pick<Options, "label"> & { list?: Partial<ListSpec> } = {}) =>
    ({
      column: { sql: "integer", nullable: true },
      label: options.label ?? ID_LABEL,
      read: z.number().nullable(),
      hasDefault: true,
      list: options.list ? { ...plain(false), ...options.list } : undefined,
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
};
