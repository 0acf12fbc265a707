import type { JsonValue } from "@corp/db/schema";
import { designedRuleOf } from "@corp/domain/crud-design/identifiers";
import { designedNameOf } from "./designed-tables.ts";
import { WATCHED_CONTROLLERS } from "./watched-controllers.ts";

/**
 * One row a restore or rollback is about to write (issue 24, N2): put back whole (`add`), or one of
 * its fields set back (`edit`). The admin doing it must hold what writing it through its own page
 * needs; the check is called inside the transaction, before the write, and throws to refuse it.
 */
export type RowWrite =
  | { logId: number; table: string; action: "add"; row: Record<string, JsonValue> }
  | {
      logId: number;
      table: string;
      action: "edit";
      ids: readonly number[];
      field?: string;
      value?: string | null;
    };

export type RowWriteCheck = (write: RowWrite) => Promise<void>;

/** The page (controller) that writes a table: a watched controller's, or a designed table's. */
export function controllerOfTable(table: string): string | undefined {
  const designed = designedNameOf(table);
  if (designed !== undefined) return designedRuleOf(designed);
  return Object.entries(WATCHED_CONTROLLERS).find(([, watched]) => watched.table === table)?.[0];
}
