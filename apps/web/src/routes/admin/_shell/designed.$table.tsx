import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../features/admin-shell/shell-page.ts";

/** A designed table's admin page: one page for every table, built from the table's live design. */
export const Route = createFileRoute("/admin/_shell/designed/$table")({
  staticData: {
    page: lazyPage(() =>
      import("../../../features/admin-designer/designed-page.tsx").then((m) => m.DesignedPage),
    ),
  },
});
