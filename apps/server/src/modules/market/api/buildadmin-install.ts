import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { failure } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import type { MarketOutcome } from "../module-market.ts";

type InstallBody = {
  uid?: string;
  confirm?: boolean;
  extend?: { fileConflict?: Record<string, string> };
};

/** What an install request asks, whichever admin sent it. */
export type InstallAsk = {
  uid: string;
  confirm: boolean;
  /** Asked as BuildAdmin's market view asks: the uid in the query, its conflict choices in `extend`. */
  buildAdmin: boolean;
  /** The market order of a module bought in BuildAdmin's store (its `orderId`); none for an uploaded zip. */
  order: string | null;
};

/**
 * The module a market call names: in the body as this admin sends it, else in the query as BuildAdmin's
 * market view does (its install, update and uninstall); with neither, the request is refused (400).
 */
export function moduleUid(body: { uid?: string } | undefined, query: { uid?: string }): string {
  const uid = body?.uid ?? query.uid;
  if (!uid) throw new AppError({ key: "incorrectParameter", status: 400 });
  return uid;
}

/**
 * This admin posts `{uid, confirm}`; BuildAdmin's market view posts `?uid=&orderId=&token=` with
 * `{extend: {}}`, and after its conflict dialog `{extend: {fileConflict: {<oldFile>: "cover" | "discard"}}}`.
 * Every choice "cover" confirms (the modules holding the claims are disabled); a "discard" is refused,
 * as a module is installed whole here (BuildAdmin would skip that one file).
 */
export function installAsk(
  body: InstallBody | undefined,
  query: { uid?: string; orderId?: string },
): InstallAsk {
  const uid = moduleUid(body, query);
  const choices = Object.values(body?.extend?.fileConflict ?? {});
  if (choices.some((choice) => choice !== "cover")) throw new AppError({ key: "moduleConflictsKept" });
  return {
    uid,
    confirm: body?.confirm ?? choices.length > 0,
    buildAdmin: body?.uid === undefined,
    order: query.orderId && query.orderId !== "0" ? query.orderId : null,
  };
}

/**
 * The conflicts as BuildAdmin's install dialog reads them (code -1, `fileConflict` rows of which it sends
 * back each `oldFile` with a choice): the claim the new module makes and the enabled module holding it.
 */
export function buildAdminConflicts(uid: string, outcome: MarketOutcome, lang: Lang) {
  return failure(-1, t("moduleConflicts", lang), {
    ...outcome,
    uid,
    fileConflict: outcome.conflicts.map((c) => ({
      newFile: `${uid}: ${c.path}`,
      oldFile: `${c.uid}: ${c.path}`,
      solution: "cover" as const,
    })),
    dependConflict: [],
  });
}
