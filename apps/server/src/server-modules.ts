import { authModule } from "./modules/auth/module.ts";
import { contentModule } from "./modules/content/module.ts";
import { dashboardModule } from "./modules/dashboard/module.ts";
import { dataSecurityModule } from "./modules/data-security/module.ts";
import { designerModule } from "./modules/designer/module.ts";
import { leadsModule } from "./modules/leads/module.ts";
import { marketModule } from "./modules/market/module.ts";
import { membersModule } from "./modules/members/module.ts";
import { routineModule } from "./modules/routine/module.ts";
import { searchPushModule } from "./modules/search-push/module.ts";
import { siteModule } from "./modules/site/module.ts";
import { terminalModule } from "./modules/terminal/module.ts";
import { wordpressImportModule } from "./modules/wordpress-import/module.ts";

/**
 * The server's modules, each defined in its own module.ts (ADR 0032): app.ts registers their hooks, routes,
 * ajax routes and dialects, admin/router.ts composes their admin routers, main.ts starts their timers.
 */
export const serverModules = [
  authModule,
  contentModule,
  dashboardModule,
  dataSecurityModule,
  designerModule,
  leadsModule,
  marketModule,
  membersModule,
  routineModule,
  searchPushModule,
  siteModule,
  terminalModule,
  wordpressImportModule,
] as const;
