import { createFileRoute } from "@tanstack/react-router";
import { IframePage } from "../../../features/shell-pages/iframe-page.tsx";

export const Route = createFileRoute("/user/_shell/iframe/$url")({
  staticData: { title: "memberIframe" },
  component: MemberIframePage,
});

function MemberIframePage() {
  const { url } = Route.useParams();
  return <IframePage url={url} />;
}
