import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { mergeRouters, router } from "../../admin/trpc/trpc.ts";
import { memberGroupHooks } from "./group.ts";
import { ledgerHooks } from "./ledger-hooks.ts";
import { memberApprovalRouter } from "./member-approval.ts";
import { memberRuleHooks } from "./rule.ts";
import { memberHooks } from "./user.ts";

const declared = collectionRouters("user", {
  user: memberHooks,
  group: memberGroupHooks,
  rule: memberRuleHooks,
  moneyLog: ledgerHooks("money"),
  scoreLog: ledgerHooks("score"),
});

/**
 * The "user" menu directory: members (with the approval of those waiting), member groups, member rules,
 * money and points ledgers.
 */
export const membersRouter = router({
  ...declared,
  user: mergeRouters(declared.user, memberApprovalRouter),
});
