/** Why a restore or rollback cannot be done; thrown inside its transaction, so nothing of it is kept. */
export type RefusalReason =
  | "restored"
  | "rolledBack"
  | "tableUnknown"
  | "rowGone"
  | "changedSince"
  | "tableDropped"
  | "rowDoesNotFit"
  | "valuesDoNotFit"
  | "secretNotKept";

export class DataSecurityRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly logId: number,
    /** What the message names besides the log row: the table, the columns a row no longer fits. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`${reason}: ${logId}`);
    this.name = "DataSecurityRefusal";
  }
}
