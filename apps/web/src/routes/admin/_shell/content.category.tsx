import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../features/admin-shell/shell-page.ts";

/** Rendered by the admin shell, which keeps it alive in its tab. */
export const Route = createFileRoute("/admin/_shell/content/category")({
  staticData: {
    page: lazyPage(() =>
      import("../../../features/admin-content/category-page.tsx").then((m) => m.CategoryPage),
    ),
  },
});
