import { createFileRoute } from "@tanstack/react-router";
import { LedgerPage } from "../../../features/member-centre/ledger-page.tsx";

export const Route = createFileRoute("/user/_shell/account/integral")({
  staticData: { title: "memberIntegral" },
  component: IntegralPage,
});

function IntegralPage() {
  return <LedgerPage kind="integral" />;
}
