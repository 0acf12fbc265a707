import { Text } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { moneyLog } from "@corp/domain/collections/members/money-log";
import { scoreLog } from "@corp/domain/collections/members/score-log";
import { useMemo, useState } from "react";
import type { CellOverrides } from "../admin-collections/collection-columns.tsx";
import { CollectionTable } from "../admin-collections/collection-page.tsx";
import { LedgerDialog } from "./ledger-dialog.tsx";
import { balanceText, type LedgerKind } from "./ledger-form.ts";

type LedgerRow = ListedRowOf<typeof moneyLog> | ListedRowOf<typeof scoreLog>;

/** The change of a row in the ledger's unit, signed and coloured: green adds, red spends. */
function Change({ kind, value }: { kind: LedgerKind; value: number }) {
  return (
    <Text as="span" color={value > 0 ? "green.fg" : "red.fg"} fontVariantNumeric="tabular-nums">
      {value > 0 ? "+" : ""}
      {balanceText(kind, value)}
    </Text>
  );
}

/** The cells of a ledger: the member by name, the change signed, balances in the ledger's unit. */
function ledgerCells(kind: LedgerKind): CellOverrides {
  const row = (r: Record<string, unknown>) => r as LedgerRow;
  return {
    user_id: (r) => `${row(r).username} (${row(r).nickname}, ID ${row(r).user_id})`,
    [kind]: (r) => <Change kind={kind} value={Number(r[kind] ?? 0)} />,
    before: (r) => balanceText(kind, row(r).before),
    after: (r) => balanceText(kind, row(r).after),
    admin_id: (r) => row(r).admin_name,
  };
}

/** A ledger's page: its rows, newest first, read only; "add" adjusts a member through it. */
function LedgerPage({ kind }: { kind: LedgerKind }) {
  const [adding, setAdding] = useState(false);
  const overrides = useMemo(() => ({ cells: ledgerCells(kind), onAdd: () => setAdding(true) }), [kind]);
  return (
    <CollectionTable collection={kind === "money" ? moneyLog : scoreLog} overrides={overrides}>
      {adding ? <LedgerDialog kind={kind} memberId={undefined} onClose={() => setAdding(false)} /> : null}
    </CollectionTable>
  );
}

/** user/moneyLog: the balance ledger, in yuan. */
export function MoneyLogPage() {
  return <LedgerPage kind="money" />;
}

/** user/scoreLog: the points ledger. */
export function ScoreLogPage() {
  return <LedgerPage kind="score" />;
}
