import { z } from "zod";
import { momentValue } from "../field-values.ts";
import { LABELS, type Texts } from "../texts.ts";
import {
  EPOCH_NOW_SQL,
  EXAMPLES,
  type Field,
  type ListSpec,
  listed,
  type Options,
  plain,
  withHelp,
} from "./field-types.ts";

/** Fields holding a moment, in epoch seconds. */
export const timeFields = {
  /** When the row was added, set by the database; listed when `list` is given. */
  createTime: (options: { list?: Partial<ListSpec>; label?: Texts } = {}) =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: options.label ?? LABELS.createTime,
      read: z.number(),
      example: EXAMPLES.time,
      hasDefault: true,
      stamp: "insert",
      list: options.list ? { ...plain(false), cell: "time", sortable: true, ...options.list } : undefined,
    }) as const satisfies Field,

  /** When the row was last written, set by the server on every write. */
  updateTime: (options: Pick<Options, "list"> = {}) =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: LABELS.updateTime,
      read: z.number(),
      example: EXAMPLES.time,
      hasDefault: true,
      stamp: "update",
      list: listed({ ...plain(false), cell: "time", sortable: true }, options),
    }) as const satisfies Field,

  /** A moment the server writes (a file's last upload), now by default; listed and sorted. */
  keptTime: (options: Pick<Options, "list"> & { label: Texts }) =>
    ({
      column: { sql: "bigint", nullable: false, default: EPOCH_NOW_SQL },
      label: options.label,
      read: z.number(),
      example: EXAMPLES.time,
      hasDefault: true,
      list: listed({ ...plain(false), cell: "time", sortable: true }, options),
    }) as const satisfies Field,

  /** A moment the admin picks (a publish time), or none; listed, sorted and filtered by a range. */
  moment: (options: Options & { label: Texts }) =>
    ({
      column: { sql: "bigint", nullable: true },
      label: options.label,
      read: z.number().nullable(),
      example: EXAMPLES.time,
      hasDefault: true,
      list: listed(
        { ...plain({ operator: "RANGE", kind: "datetime" }), cell: "time", sortable: true },
        options,
      ),
      form: { input: "datetime", value: momentValue, initial: null, ...withHelp(options.help) },
    }) as const satisfies Field,

  /** A moment the server writes, or none yet (a last login); listed and sorted, not in the form. */
  keptMomentOrNull: (options: Pick<Options, "list"> & { label: Texts }) =>
    ({
      column: { sql: "bigint", nullable: true },
      label: options.label,
      read: z.number().nullable(),
      example: EXAMPLES.time,
      hasDefault: true,
      list: listed({ ...plain(false), cell: "time", sortable: true }, options),
    }) as const satisfies Field,
};
