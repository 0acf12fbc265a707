import { defineModule } from "../../http/define-module.ts";
import { terminalConfigRoute, terminalRoute } from "./routes.ts";

/** The terminal: its /admin/ajax routes and event stream (ADR 0020). */
export const terminalModule = defineModule({
  name: "terminal",
  ajax: async (scope, services) => {
    await terminalRoute(scope, services);
    terminalConfigRoute(scope, services);
  },
});
