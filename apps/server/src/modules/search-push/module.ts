import { defineModule } from "../../http/define-module.ts";
import { indexNowKeyRoute, schedulePushes } from "./routes.ts";

/** Pushes of new addresses to the search engines, and IndexNow's key file. */
export const searchPushModule = defineModule({
  name: "search-push",
  routes: indexNowKeyRoute,
  schedules: [{ what: "search push", start: schedulePushes }],
});
