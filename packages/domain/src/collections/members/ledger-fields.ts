import { z } from "zod";
import { field } from "../fields.ts";

/**
 * The columns both member ledgers share beside their change (`money` in fen, `score` in points): the
 * member, the balances the database fills (in the ledger's unit), why, and who wrote it.
 */
export const ledgerFields = (unit: "fen" | "points") => ({
  id: field.id({ big: true, list: { filter: false } }),
  user_id: field.searchedRow({ label: { "zh-cn": "会员", en: "Member" } }),
  before: field.balance({ label: { "zh-cn": "变动前", en: "Before" }, unit }),
  after: field.balance({ label: { "zh-cn": "变动后", en: "After" }, unit }),
  memo: field.title(255, { label: { "zh-cn": "备注", en: "Remark" }, default: "''" }),
  /** Null when the member's own activity wrote the row. */
  admin_id: field.foreignId({ label: { "zh-cn": "操作管理员", en: "Admin" }, list: { cell: "custom" } }),
  create_time: field.createTime({
    label: { "zh-cn": "变动时间", en: "Time" },
    list: { filter: { operator: "RANGE", kind: "datetime" } },
  }),
});

/** The list's columns, the change after the member. */
export const ledgerColumns = <C extends string>(change: C) =>
  ["id", "user_id", change, "before", "after", "memo", "admin_id", "create_time"] as const;

/** What the list adds to a ledger row: the member's names and the writing admin's. */
export const ledgerNames = { username: z.string(), nickname: z.string(), admin_name: z.string() };
