/**
 * The terminal's /admin/ajax routes and its event stream.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */

export * from "./api/terminal.ts";
export * from "./api/terminal-config.ts";
