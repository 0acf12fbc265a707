import { defineModule } from "../../http/define-module.ts";
import { routineRouters } from "./router.ts";
import { backupDownloadRoute, routineDialect, scheduleBackups } from "./routes.ts";

/** Settings, attachments and backups. */
export const routineModule = defineModule({
  name: "routine",
  router: routineRouters,
  start: (app, services) => {
    // A backup being made is finished before the database closes.
    app.addHook("onClose", () => services.backupQueue.idle());
    services.backupQueue.onError = (error, what) => app.log.error({ err: error }, what);
  },
  ajax: backupDownloadRoute,
  dialect: routineDialect,
  // Every server looks for a due scheduled backup each minute; one of them claims and makes it.
  schedules: [{ what: "backup schedule", start: scheduleBackups }],
});
