import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { MissingPage } from "../../../features/shell-pages/missing-page.tsx";

/** A member menu page not built yet, shown inside the member centre. */
export const Route = createFileRoute("/user/_shell/$")({
  staticData: { title: "memberMissing" },
  component: MemberMissingPage,
});

function MemberMissingPage() {
  const { t } = useTranslation();
  return <MissingPage homeHref="/user/account/overview" homeLabel={t("member.toOverview")} />;
}
