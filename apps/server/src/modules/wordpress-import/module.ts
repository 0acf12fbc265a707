import { defineModule } from "../../http/define-module.ts";
import { scheduleImportSweep, wordpressImportRoutes } from "./routes.ts";

/** The import of a WordPress site (ADR 0029). */
export const wordpressImportModule = defineModule({
  name: "wordpress-import",
  start: (app, services) => {
    // An import being run is finished before the database closes: a run cut short is marked failed and
    // can be started again.
    app.addHook("onClose", () => services.importQueue.idle());
    services.importQueue.onError = (error, what) => app.log.error({ err: error }, what);
  },
  ajax: wordpressImportRoutes,
  // Every server deletes, each hour, the WordPress exports previewed a day ago and never imported.
  schedules: [{ what: "import sweep", start: scheduleImportSweep }],
});
