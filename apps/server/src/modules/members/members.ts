import { router } from "../../admin/trpc/trpc.ts";
import { groupRouter } from "./group.ts";
import { moneyLogRouter } from "./money-log.ts";
import { ruleRouter } from "./rule.ts";
import { scoreLogRouter } from "./score-log.ts";
import { userRouter } from "./user.ts";

/** The "user" menu directory: members, member groups, member rules, money and points ledgers. */
export const membersRouter = router({
  user: userRouter,
  group: groupRouter,
  rule: ruleRouter,
  moneyLog: moneyLogRouter,
  scoreLog: scoreLogRouter,
});
