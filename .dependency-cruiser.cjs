/**
 * The server's floors and module boundaries (docs/architecture.md, ADR 0032). Floors, lowest first:
 * 1. the root's helpers (env.ts, errors.ts, envelope.ts, request-origin.ts, ...) and storage/;
 * 2. services/, auth/, ops/, metrics/: what every module shares;
 * 3. the kits: admin/ (tRPC, the gate, the collection engine), http/ (defining routes, the admin ajax scope,
 *    the BuildAdmin dialect's types, defineModule) and plugins/;
 * 4. routes/: the routes of no module (health, captcha, storage, the CRUD adapter, the generic ajax);
 * 5. modules/: the server by concept, each defined once in its module.ts; no module imports routes/;
 * 6. the composition root: app.ts, admin/router.ts (the AppRouter type), server-modules.ts (the one list of
 *    modules), main.ts and cli.ts.
 * A module under apps/server/src/modules/ is used by other modules and by the root through its surface:
 * index.ts (its operations and types), routes.ts (its HTTP routes), router.ts (its admin tRPC routers, which
 * the web's types reach), module.ts (its definition) and state.ts (what it keeps per server, built by
 * services/app-services.ts). Tests may reach inside. Run by `npm run lint`.
 */
const server = "^apps/server/src/";
const modules = `${server}modules/`;
/** A module's public files. */
const surface = "/(index|routes|router|module|state)\\.ts$";
/** The composition root: the only code that knows the list of modules. */
const root = [`${server}(app|main|cli|server-modules)\\.ts$`, `${server}admin/router\\.ts$`];
const tests = ["\\.test\\.ts$", `${server}test/`];

module.exports = {
  forbidden: [
    {
      name: "module-internals-from-another-module",
      comment:
        "A module imports another module only through that module's surface (index.ts, routes.ts ...).",
      severity: "error",
      from: { path: `${modules}([^/]+)/`, pathNot: "\\.test\\.ts$" },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+${surface}`] },
    },
    {
      name: "module-internals-from-the-server",
      comment: "The rest of the server uses a module through its surface.",
      severity: "error",
      from: { path: server, pathNot: [modules, ...tests] },
      to: { path: `${modules}[^/]+/`, pathNot: `${modules}[^/]+${surface}` },
    },
    {
      name: "module-from-below-the-root",
      comment:
        "Only the composition root (app.ts, admin/router.ts, server-modules.ts, main.ts, cli.ts) imports a module: " +
        "below it nothing knows the modules. services/app-services.ts builds what a module keeps from its state.ts.",
      severity: "error",
      from: { path: server, pathNot: [modules, ...root, ...tests, `${server}services/app-services\\.ts$`] },
      // Inside a module is the rule above's.
      to: { path: `${modules}[^/]+${surface}` },
    },
    {
      name: "services-import-only-module-state",
      comment:
        "services/app-services.ts reaches a module only for what the module keeps per server (state.ts).",
      severity: "error",
      from: { path: `${server}services/app-services\\.ts$` },
      to: { path: modules, pathNot: `${modules}[^/]+/state\\.ts$` },
    },
    {
      name: "routes-from-a-module",
      comment: "A module builds its routes with the HTTP kit (http/); routes/ holds the routes of no module.",
      severity: "error",
      from: { path: modules },
      to: { path: `${server}routes/` },
    },
    {
      name: "root-from-below",
      comment:
        "Nothing below the composition root imports it. crud-adapter.ts's restOperations() lists the product's " +
        "router when given none (its tests call it so).",
      severity: "error",
      from: { path: server, pathNot: [...root, ...tests, `${server}routes/admin/crud-adapter\\.ts$`] },
      to: { path: root },
    },
    {
      name: "kit-up-a-floor",
      comment: "The kits (admin/, http/, plugins/) import no routes: those of no module sit above them.",
      severity: "error",
      from: { path: `${server}(admin|http|plugins)/`, pathNot: [...root, ...tests] },
      to: { path: `${server}routes/` },
    },
    {
      name: "shared-up-a-floor",
      comment: "services/, auth/, ops/ and metrics/ import no kit and no routes.",
      severity: "error",
      from: { path: `${server}(services|auth|ops|metrics)/`, pathNot: tests },
      to: { path: `${server}(admin|http|plugins|routes)/` },
    },
    {
      name: "base-up-a-floor",
      comment:
        "The root's helpers (env.ts, errors.ts, envelope.ts ...) and storage/ import nothing above them.",
      severity: "error",
      from: { path: [`${server}[^/]+\\.ts$`, `${server}storage/`], pathNot: [...root, ...tests] },
      to: { path: `${server}(services|auth|ops|metrics|admin|http|plugins|routes)/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
  },
};
