import { defineModule } from "../../http/define-module.ts";
import { securityRouters } from "./router.ts";
import { securityDialect } from "./routes.ts";

/** The recycle bin, the sensitive-data log and their rules. */
export const dataSecurityModule = defineModule({
  name: "data-security",
  router: securityRouters,
  dialect: securityDialect,
});
