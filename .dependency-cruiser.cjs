/**
 * The server's module boundaries (docs/architecture.md): a module under apps/server/src/modules/ is used
 * by other modules and by the rest of the server through three files only: index.ts (its operations and
 * types), routes.ts (its HTTP routes, registered by app.ts) and router.ts (its admin tRPC routers, which the
 * web's types reach, so neither it nor index.ts leads to route code). Tests may reach inside.
 * Run by `npm run lint`.
 */
const modules = "^apps/server/src/modules/";
/** A module's public files. */
const surface = "/(index|routes|router)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "module-internals-from-another-module",
      comment: "A module imports another module only through that module's index.ts, routes.ts or router.ts.",
      severity: "error",
      from: { path: `${modules}([^/]+)/`, pathNot: "\\.test\\.ts$" },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+${surface}`] },
    },
    {
      name: "module-internals-from-the-server",
      comment: "The rest of the server (app, plugins, routes, services) uses a module through its surface.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: [modules, "\\.test\\.ts$", "^apps/server/src/test/"] },
      to: { path: `${modules}[^/]+/`, pathNot: `${modules}[^/]+${surface}` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
  },
};
