import { createFileRoute } from "@tanstack/react-router";
import { IframePage } from "../../../features/shell-pages/iframe-page.tsx";

export const Route = createFileRoute("/admin/_shell/iframe/$url")({
  staticData: { title: "adminIframe" },
  component: AdminIframePage,
});

function AdminIframePage() {
  const { url } = Route.useParams();
  return <IframePage url={url} />;
}
