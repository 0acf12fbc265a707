import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../features/admin-shell/shell-page.ts";

/** The CRUD designer: the design log and the design editor. */
export const Route = createFileRoute("/admin/_shell/crud/crud")({
  staticData: {
    page: lazyPage(() =>
      import("../../../features/admin-designer/designer-page.tsx").then((m) => m.DesignerPage),
    ),
  },
});
