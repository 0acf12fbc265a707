import { createFileRoute } from "@tanstack/react-router";
import { LedgerPage } from "../../../features/member-centre/ledger-page.tsx";

export const Route = createFileRoute("/user/_shell/account/balance")({
  staticData: { title: "memberBalance" },
  component: BalancePage,
});

function BalancePage() {
  return <LedgerPage kind="balance" />;
}
