import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { ledgerColumns, ledgerFields, ledgerNames } from "./ledger-fields.ts";

/**
 * user/moneyLog: the members' balance ledger, kept in fen, shown and carried by the REST API in yuan. A row
 * is added with the member, the change and why; the database moves the balance in the same statement and
 * fills before and after. Rows are never changed.
 */
export const moneyLog = defineCollection({
  table: "user_money_log",
  node: "user/moneyLog",
  title: { "zh-cn": "会员余额管理", en: "Balance log" },
  one: { "zh-cn": "余额变动", en: "balance change" },
  icon: "fa fa-money",
  menuOrder: 4,
  actions: ["index", "add"],
  computed: ledgerNames,
  fields: {
    ...ledgerFields("fen"),
    money: field.change({ label: { "zh-cn": "变动金额（元）", en: "Change (yuan)" }, unit: "fen" }),
  },
  list: {
    quickSearch: ["memo"],
    columns: ledgerColumns("money"),
    order: "id,desc",
  },
  appendOnly: true,
  watched: false,
  indexes: [{ columns: ["user_id", "id"], unique: false }],
});
