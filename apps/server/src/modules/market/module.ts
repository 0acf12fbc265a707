import { defineModule } from "../../http/define-module.ts";
import { modulePublicRoutes, moduleRoutes } from "./routes.ts";

/** The module market: /admin/module/* and what enabled modules serve (ADR 0021, 0023, 0026). */
export const marketModule = defineModule({
  name: "market",
  start: (app, services) => {
    // Modules' processes end with the server, and what they print goes to its log.
    app.addHook("onClose", async () => services.modules.close());
    services.modules.onOutput = (line) => app.log.info(line);
  },
  routes: modulePublicRoutes,
  ajax: moduleRoutes,
});
