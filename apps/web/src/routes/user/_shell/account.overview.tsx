import { createFileRoute } from "@tanstack/react-router";
import { OverviewPage } from "../../../features/member-centre/overview-page.tsx";

export const Route = createFileRoute("/user/_shell/account/overview")({
  staticData: { title: "memberOverview" },
  component: OverviewPage,
});
