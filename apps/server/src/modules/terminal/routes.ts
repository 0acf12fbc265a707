/**
 * The terminal's /admin/ajax routes and its event stream.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */

export * from "./api/terminal.ts";
export * from "./api/terminal-config.ts";
