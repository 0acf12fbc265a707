import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CollectionOverrides } from "../admin-collections/collection-page.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { BatchActionButton, RowActionButton, useLogAction } from "./log-actions.tsx";

/** A log's own action (restore, roll back): its rule, its labels, whether a row still takes it. */
export type LogAction<R extends { id: number }> = {
  node: string;
  name: "restore" | "rollback";
  label: string;
  batchLabel: (count: number) => string;
  pending: (row: R) => boolean;
  run: (ids: number[]) => Promise<{ count: number }>;
};

/**
 * The buttons of a log's page: its action on a row and on the selected rows, for admins who hold its
 * rule, after the row's own buttons (details).
 */
export function useLogButtons<R extends { id: number }>(
  action: LogAction<R>,
  rowExtras?: (row: R) => ReactNode,
): Pick<CollectionOverrides<R>, "rowActions" | "batchActions"> {
  const can = useCan();
  const { busy, act } = useLogAction(action.run);
  const allowed = can(`${action.node}/${action.name}`);
  return {
    rowActions: (row) => (
      <HStack gap="1">
        {rowExtras?.(row)}
        {allowed && action.pending(row) ? (
          <RowActionButton label={action.label} busy={busy} onClick={() => void act([row.id])} />
        ) : null}
      </HStack>
    ),
    ...(allowed
      ? {
          batchActions: (selected, done) => (
            <BatchActionButton
              label={action.batchLabel(selected.length)}
              count={selected.length}
              busy={busy}
              onClick={() => void act(selected, done)}
            />
          ),
        }
      : {}),
  };
}
