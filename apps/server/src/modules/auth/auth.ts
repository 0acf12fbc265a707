import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { adminRouter } from "./admin.ts";
import { adminGroupHooks } from "./group.ts";
import { adminRuleHooks } from "./rule.ts";

/** The "auth" menu directory: admins, groups, rules, admin log. */
export const authRouter = router({
  admin: adminRouter,
  ...collectionRouters("auth", { group: adminGroupHooks, rule: adminRuleHooks }),
});
