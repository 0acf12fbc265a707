import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { groupRouter } from "./group.ts";
import { ledgerHooks } from "./ledger-hooks.ts";
import { ruleRouter } from "./rule.ts";
import { userRouter } from "./user.ts";

const ledgers = collectionRouters("user", { moneyLog: ledgerHooks("money"), scoreLog: ledgerHooks("score") });

/** The "user" menu directory: members, member groups, member rules, money and points ledgers. */
export const membersRouter = router({
  user: userRouter,
  group: groupRouter,
  rule: ruleRouter,
  moneyLog: ledgers.moneyLog,
  scoreLog: ledgers.scoreLog,
});
