import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { success } from "../../../envelope.ts";
import type { MarketOutcome } from "../module-market.ts";

/** The rule node of the module market's page; its actions are `<node>/<action>`. */
export const NODE = "moduleStore/moduleStore";

/** A step's answer: done with its message, or the conflicts to confirm. */
export const outcomeAnswer = (outcome: MarketOutcome, done: string, lang: Lang) =>
  success(outcome, outcome.done ? done : t("moduleConflicts", lang));
