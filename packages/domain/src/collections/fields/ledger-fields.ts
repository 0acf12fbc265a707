import { z } from "zod";
import { ledgerChange } from "../../money.ts";
import { rowIdSchema } from "../../row-id.ts";
import type { Texts } from "../texts.ts";
import { type Field, listed, type Options, plain } from "./field-types.ts";

/** Fields of an append-only ledger: the row it moves, the change and the balances the database fills. */
export const ledgerFields = {
  /**
   * The id of a row chosen by searching (a member among thousands): the page gives the input, the list
   * finds rows by the id and the page shows the row's name.
   */
  searchedRow: (options: Pick<Options, "list"> & { label: Texts }) =>
    ({
      column: { sql: "integer", nullable: false },
      label: options.label,
      read: z.number(),
      hasDefault: false,
      list: listed({ ...plain({ operator: "eq", kind: "number" }), cell: "custom" }, options),
      form: { input: "custom", value: rowIdSchema, initial: "" },
    }) as const satisfies Field,

  /** A non-zero change of a balance (fen or points), negative spends; the page shows it signed. */
  change: (options: { label: Texts; unit: "fen" | "points" }) =>
    ({
      column: { sql: "bigint", nullable: false },
      label: options.label,
      read: z.number(),
      hasDefault: false,
      ...(options.unit === "fen" ? { money: "fen" as const } : {}),
      list: { ...plain(false), cell: "custom", sortable: true },
      form: { input: "custom", value: ledgerChange, initial: "" },
    }) as const satisfies Field,

  /**
   * A balance the database's trigger fills when the row is inserted (before and after the change): money
   * in fen (`unit: "fen"`) or a number of its own.
   */
  balance: (options: { label: Texts; unit?: "fen" | "points" }) =>
    ({
      column: { sql: "bigint", nullable: false },
      label: options.label,
      read: z.number(),
      hasDefault: true,
      ...(options.unit === "fen" ? { money: "fen" as const } : {}),
      filledBy: "trigger",
      list: { ...plain(false), cell: "custom" },
    }) as const satisfies Field,
};
