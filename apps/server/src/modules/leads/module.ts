import { defineModule } from "../../http/define-module.ts";
import { leadRoutes, scheduleLeadRetention } from "./routes.ts";

/** The lead form: /api/lead/*, and the hourly deletion of old leads. */
export const leadsModule = defineModule({
  name: "leads",
  routes: leadRoutes,
  // Every server deletes the leads older than the settings keep them, each hour.
  schedules: [{ what: "lead retention", start: scheduleLeadRetention }],
});
