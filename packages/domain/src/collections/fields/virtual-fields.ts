import { z } from "zod";
import { rowIdSchema } from "../../row-id.ts";
import type { Texts } from "../texts.ts";
import { type Field, type GrantsSpec, plain, withHelp } from "./field-types.ts";

/** Fields kept outside the row's table: the server reads and writes them beside the row. */
export const virtualFields = {
  /**
   * The rows of another collection this row grants (a group's rules), kept in a join table: read as
   * their ids, checked in a tree of that collection's rows, every id checked to exist when written.
   */
  grants: <const S extends GrantsSpec>(
    spec: S,
    options: { label: Texts; help?: Texts; min?: number; max?: number },
  ) =>
    ({
      label: options.label,
      read: z.array(z.number()),
      hasDefault: true,
      // Listed by the granted rows' names, when they are carried.
      list: spec.named ? { ...plain(false), cell: "relation" } : undefined,
      form: {
        input: "grants",
        value: z
          .array(rowIdSchema)
          .min(options.min ?? 0)
          .max(options.max ?? 5000)
          .default([]),
        initial: [],
        ...withHelp(options.help),
      },
      grants: spec,
    }) as const satisfies Field,

  /** How many rows of `table` point at this row by their column `by` (a group's members); listed. */
  countOf: (target: { table: string; by: string }, options: { label: Texts }) =>
    ({
      label: options.label,
      read: z.number(),
      hasDefault: true,
      list: plain(false),
      countOf: target,
    }) as const satisfies Field,
};
