import { createFileRoute } from "@tanstack/react-router";
import { AttachmentPage } from "../../../features/admin-routine/attachment-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/routine/attachment")({
  component: AttachmentPageRoute,
});

function AttachmentPageRoute() {
  return (
    <PagePermissions path="routine/attachment">
      <AttachmentPage />
    </PagePermissions>
  );
}
