import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { LedgerDialog } from "./ledger-dialog.tsx";
import { balanceText, type LedgerKind } from "./ledger-form.ts";
import type { MoneyLogRow, ScoreLogRow } from "./member-types.ts";

type LedgerRow = (MoneyLogRow & { score?: never }) | (ScoreLogRow & { money?: never });

/** The change of a row in the ledger's unit, signed and coloured: green adds, red spends. */
function Change({ kind, value }: { kind: LedgerKind; value: number }) {
  return (
    <Text as="span" color={value > 0 ? "green.fg" : "red.fg"} fontVariantNumeric="tabular-nums">
      {value > 0 ? "+" : ""}
      {balanceText(kind, value)}
    </Text>
  );
}

function useLedgerColumns(kind: LedgerKind): CrudColumn<LedgerRow>[] {
  const { t } = useTranslation();
  const amount = (field: "before" | "after", label: string): CrudColumn<LedgerRow> => ({
    field,
    label,
    render: (r) => balanceText(kind, r[field]),
    filter: false,
  });
  return [
    { field: "id", label: t("adminUi.common.id"), sortable: true, filter: false },
    {
      field: "user_id",
      label: t("memberAdmin.ledger.member"),
      render: (r) => `${r.username} (${r.nickname}, ID ${r.user_id})`,
      filter: { kind: "number", operator: "eq" },
    },
    {
      field: kind,
      label: t(kind === "money" ? "memberAdmin.ledger.moneyChange" : "memberAdmin.ledger.scoreChange"),
      sortable: true,
      render: (r) => <Change kind={kind} value={(kind === "money" ? r.money : r.score) ?? 0} />,
      filter: false,
    },
    amount("before", t("memberAdmin.ledger.before")),
    amount("after", t("memberAdmin.ledger.after")),
    { field: "memo", label: t("memberAdmin.ledger.memo"), filter: { kind: "text", operator: "LIKE" } },
    { field: "admin_id", label: t("memberAdmin.ledger.admin"), render: (r) => r.admin_name, filter: false },
    {
      field: "create_time",
      label: t("memberAdmin.ledger.time"),
      sortable: true,
      render: (r) => timeCell(r.create_time),
      filter: { kind: "datetime", operator: "RANGE" },
    },
  ];
}

/** A ledger's page: its rows, newest first, read only; "add" adjusts a member through it. */
function LedgerPage({ kind }: { kind: LedgerKind }) {
  const trpc = useTRPC();
  const columns = useLedgerColumns(kind);
  const [adding, setAdding] = useState(false);
  const node = kind === "money" ? "user/moneyLog" : "user/scoreLog";
  return (
    <>
      {kind === "money" ? (
        <CrudTable
          procedures={trpc.user.moneyLog}
          columns={columns}
          node={node}
          onAdd={() => setAdding(true)}
        />
      ) : (
        <CrudTable
          procedures={trpc.user.scoreLog}
          columns={columns}
          node={node}
          onAdd={() => setAdding(true)}
        />
      )}
      {adding ? <LedgerDialog kind={kind} memberId={undefined} onClose={() => setAdding(false)} /> : null}
    </>
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
