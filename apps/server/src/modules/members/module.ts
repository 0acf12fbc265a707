import { defineModule } from "../../http/define-module.ts";
import { membersRouters } from "./router.ts";
import { accountRoutes, codeRoutes, memberAjaxRoutes, membersDialect, userRoutes } from "./routes.ts";

/** The member centre's API, the members' administration, groups, rules and ledgers. */
export const membersModule = defineModule({
  name: "members",
  router: membersRouters,
  routes: async (app, services) => {
    userRoutes(app, services);
    accountRoutes(app, services);
    codeRoutes(app, services);
    await memberAjaxRoutes(app, services);
  },
  dialect: membersDialect,
});
