import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { mergeRouters, router } from "../../admin/trpc/trpc.ts";
import { securityRuleHooks } from "./data-recycle.ts";
import { recycleLogButtons, recycleLogHooks } from "./data-recycle-log.ts";
import { sensitiveRuleHooks } from "./sensitive-data.ts";
import { sensitiveLogButtons, sensitiveLogHooks } from "./sensitive-data-log.ts";
import { watchedControllersProcedure } from "./watched-rule.ts";

const collections = collectionRouters("security", {
  dataRecycleLog: recycleLogHooks,
  sensitiveDataLog: sensitiveLogHooks,
  dataRecycle: securityRuleHooks,
  sensitiveData: sensitiveRuleHooks,
});

/** The "security" menu directory: the recycle bin, the sensitive-data log and their rules (ADR 0016). */
export const securityRouter = router({
  dataRecycleLog: mergeRouters(collections.dataRecycleLog, recycleLogButtons),
  sensitiveDataLog: mergeRouters(collections.sensitiveDataLog, sensitiveLogButtons),
  dataRecycle: mergeRouters(
    collections.dataRecycle,
    router({ controllers: watchedControllersProcedure("security/dataRecycle/index") }),
  ),
  sensitiveData: mergeRouters(
    collections.sensitiveData,
    router({ controllers: watchedControllersProcedure("security/sensitiveData/index") }),
  ),
});
