// Generated from openapi/openapi.yaml by `npm run generate` (packages/client/scripts/generate.mjs).
// Do not edit: change the contract and generate again.

/** The operations whose answer is not JSON: text (CSV, SVG, metrics) or a file, read as a Blob. */
export const answerFormats: Readonly<Record<string, "text" | "blob">> = {
  "get /metrics": "text",
  "get /admin/{controller}/export": "text",
  "get /admin/{area}/{controller}/export": "text",
  "get /admin/ajax/buildSuffixSvg": "text",
  "get /admin/ajax/terminal": "text",
  "get /storage/{day}/{file}": "blob",
  "get /preview/article/{id}": "text",
  "get /admin/routine.backup/download": "blob",
  "get /module-assets/{dir}/{file}": "blob",
};
