/**
 * Moving a WordPress site in (issue 30): reading its export, planning, importing categories, media, pages
 * and posts with redirects from their old addresses, and the runs that carry it out. Other code uses the
 * module through this file and its routes.ts only (.dependency-cruiser.cjs).
 */

export { WORDPRESS_IMPORT_USAGE, wordpressImportCommand } from "./import-command.ts";
export { importRunHooks, importRunProcedures } from "./router.ts";
