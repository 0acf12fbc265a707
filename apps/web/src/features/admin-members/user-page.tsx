import { Button } from "@chakra-ui/react";
import { member } from "@corp/domain/collections/members/member";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileSize } from "../../lib/file-size.ts";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { LedgerDialog } from "./ledger-dialog.tsx";
import type { LedgerKind } from "./ledger-form.ts";
import { useApproveMembers } from "./member-approval.ts";
import type { MemberRow } from "./member-types.ts";
import { MemberCell, MemberRowActions, TwoLineTime } from "./user-row-actions.tsx";

/**
 * user/user: the declared collection's page, a member named with his avatar and nickname, his uploads
 * (shown from the column chooser), his balance and points adjusted only through the ledgers, and the
 * selected members awaiting approval approved at once.
 */
export function UserPage() {
  const { t } = useTranslation();
  const can = useCan();
  const approval = useApproveMembers();
  const mayApprove = can("user/user/edit");
  const [ledger, setLedger] = useState<{ kind: LedgerKind; memberId: number } | null>(null);
  const overrides = useMemo<CollectionOverrides<MemberRow>>(
    () => ({
      cells: {
        username: (row) => <MemberCell row={row as MemberRow} />,
        last_login_time: (row) => <TwoLineTime seconds={(row as MemberRow).last_login_time} />,
        join_time: (row) => <TwoLineTime seconds={(row as MemberRow).join_time} />,
      },
      columns: [
        {
          field: "upload",
          label: t("memberAdmin.user.uploads"),
          // Today's files against the daily allowance, and everything the member has stored (issue 24, N3).
          render: (row) => {
            const upload = (row as MemberRow).upload;
            return t("memberAdmin.user.uploadUsage", {
              today: upload?.today_files ?? 0,
              todaySize: fileSize(upload?.today_bytes ?? 0),
              files: upload?.files ?? 0,
              size: fileSize(upload?.bytes ?? 0),
            });
          },
          filter: false,
          // Shown from the column chooser: always on, it pushed the row actions out of a 1440 px screen.
          hidden: true,
        },
      ],
      rowActions: (row) => (
        <MemberRowActions row={row} onAdjust={(kind) => setLedger({ kind, memberId: row.id })} />
      ),
      ...(mayApprove
        ? {
            batchActions: (selected: number[], done: () => Promise<void>) => (
              <Button
                size="sm"
                variant="outline"
                colorPalette="green"
                disabled={selected.length === 0}
                loading={approval.busy}
                onClick={() => void approval.run(selected, done)}
              >
                {t("memberAdmin.user.approveSelected")}
              </Button>
            ),
          }
        : {}),
    }),
    [t, mayApprove, approval],
  );
  return (
    <CollectionTable<MemberRow> collection={member} overrides={overrides}>
      {ledger ? (
        <LedgerDialog kind={ledger.kind} memberId={ledger.memberId} onClose={() => setLedger(null)} />
      ) : null}
    </CollectionTable>
  );
}
