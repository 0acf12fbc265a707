import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../features/admin-shell/shell-page.ts";

/** Rendered by the admin shell, which keeps it alive in its tab. */
export const Route = createFileRoute("/admin/_shell/content/wordpressImport")({
  staticData: {
    page: lazyPage(() =>
      import("../../../features/admin-content/wordpress-import/wordpress-import-page.tsx").then(
        (m) => m.WordpressImportPage,
      ),
    ),
  },
});
