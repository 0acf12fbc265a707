import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import type { CrudProcedures } from "../admin-crud/crud-types.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { BatchActionButton, RowActionButton, useLogAction } from "./log-actions.tsx";

type Props<R extends { id: number }> = {
  procedures: CrudProcedures<R>;
  node: string;
  columns: CrudColumn<R>[];
  /** The log's own action (restore, rollback): its rule, its labels, whether a row still takes it. */
  action: {
    name: "restore" | "rollback";
    label: string;
    batchLabel: (count: number) => string;
    pending: (row: R) => boolean;
    run: (ids: number[]) => Promise<{ count: number }>;
  };
  /** Buttons of a row before the action's (details). */
  rowExtras?: (row: R) => ReactNode;
};

/** A log's table with its action on a row and on the selected rows, for admins who hold its rule. */
export function LogTable<R extends { id: number }>({
  procedures,
  node,
  columns,
  action,
  rowExtras,
}: Props<R>) {
  const can = useCan();
  const { busy, act } = useLogAction(action.run);
  const allowed = can(`${node}/${action.name}`);
  return (
    <CrudTable
      procedures={procedures}
      columns={columns}
      node={node}
      rowActions={(row) => (
        <HStack gap="1">
          {rowExtras?.(row)}
          {allowed && action.pending(row) ? (
            <RowActionButton label={action.label} busy={busy} onClick={() => void act([row.id])} />
          ) : null}
        </HStack>
      )}
      batchActions={
        allowed
          ? (selected, done) => (
              <BatchActionButton
                label={action.batchLabel(selected.length)}
                count={selected.length}
                busy={busy}
                onClick={() => void act(selected, done)}
              />
            )
          : undefined
      }
    />
  );
}
