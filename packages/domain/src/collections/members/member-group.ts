import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";

/**
 * user/group: the member groups, each granting member rules (the member centre's menus and pages). A
 * group that has members, or the last group, cannot be deleted (the server's hooks).
 */
export const memberGroup = defineCollection({
  table: "user_group",
  node: "user/group",
  title: { "zh-cn": "会员分组管理", en: "Member groups" },
  one: { "zh-cn": "会员分组", en: "member group" },
  icon: "fa fa-group",
  menuOrder: 2,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    name: field.title(50, { label: { "zh-cn": "分组名称", en: "Group name" } }),
    rules: field.grants(
      {
        table: "user_group_rule",
        owner: "group_id",
        target: "rule_id",
        of: "user_rule",
        node: "user/rule",
        pick: "tree",
      },
      { label: { "zh-cn": "会员权限", en: "Member permissions" } },
    ),
    members: field.countOf(
      { table: "user", by: "group_id" },
      { label: { "zh-cn": "会员数", en: "Members" } },
    ),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["name"], order: "id,asc" },
  recycle: "会员分组",
});
