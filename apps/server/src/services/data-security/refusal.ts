/** Why a restore or rollback cannot be done; thrown inside its transaction, so nothing of it is kept. */
export type RefusalReason = "restored" | "rolledBack" | "tableUnknown" | "rowGone" | "changedSince";

export class DataSecurityRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly logId: number,
  ) {
    super(`${reason}: ${logId}`);
    this.name = "DataSecurityRefusal";
  }
}
