import { collectionOf } from "@corp/domain/collections/registry";
import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../features/admin-shell/shell-page.ts";

/**
 * The page of a declared collection (`<directory>/<controller>`), one page for all of them. Any other path
 * does not match here (the parse answers false) and falls to the shell's missing page.
 */
export const Route = createFileRoute("/admin/_shell/$directory/$controller")({
  params: {
    parse: (params) =>
      (collectionOf(`${params.directory}/${params.controller}`) ? params : false) as typeof params,
  },
  staticData: {
    page: lazyPage(() =>
      import("../../../features/admin-collections/collection-page.tsx").then((m) => m.CollectionPage),
    ),
  },
});
