import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { ledgerColumns, ledgerFields, ledgerNames } from "./ledger-fields.ts";

/**
 * user/scoreLog: the members' points ledger. A row is added with the member, the change and why; the database moves the
 * balance in the same statement and fills before and after. Rows are never changed.
 */
export const scoreLog = defineCollection({
  table: "user_score_log",
  node: "user/scoreLog",
  title: { "zh-cn": "会员积分管理", en: "Points log" },
  one: { "zh-cn": "积分变动", en: "points change" },
  icon: "fa fa-tag",
  menuOrder: 5,
  actions: ["index", "add"],
  computed: ledgerNames,
  fields: {
    ...ledgerFields("points"),
    score: field.change({ label: { "zh-cn": "变动积分", en: "Change (points)" }, unit: "points" }),
  },
  list: {
    quickSearch: ["memo"],
    columns: ledgerColumns("score"),
    order: "id,desc",
  },
  appendOnly: true,
  watched: false,
  indexes: [{ columns: ["user_id", "id"], unique: false }],
});
