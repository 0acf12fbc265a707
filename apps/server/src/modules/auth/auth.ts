import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { adminHooks } from "./admin.ts";
import { adminGroupHooks } from "./group.ts";
import { adminRuleHooks } from "./rule.ts";

/** The "auth" menu directory: admins, groups, rules, admin log. */
export const authRouter = router({
  ...collectionRouters("auth", { admin: adminHooks, group: adminGroupHooks, rule: adminRuleHooks }),
});
