import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";

/**
 * auth/group: the admins' role groups as a tree, each granting menu rules. A super group grants every
 * rule, present and future; only a super admin may make one, and no admin may change the groups he is
 * in or grant what he does not hold (the server's hooks).
 */
export const adminGroup = defineCollection({
  table: "admin_group",
  node: "auth/group",
  title: { "zh-cn": "角色组管理", en: "Admin groups" },
  one: { "zh-cn": "角色组", en: "group" },
  icon: "fa fa-group",
  menuOrder: 2,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    pid: field.parent({ label: { "zh-cn": "上级角色组", en: "Parent group" } }),
    name: field.title(100, { label: { "zh-cn": "组名", en: "Group name" } }),
    /** Grants every rule, present and future; its rules are none. */
    super: field.boolean({ label: { "zh-cn": "超级管理组", en: "Super group" }, list: false }),
    rules: field.grants(
      {
        table: "admin_group_rule",
        owner: "group_id",
        target: "rule_id",
        of: "admin_rule",
        node: "auth/rule",
        pick: "tree",
      },
      { label: { "zh-cn": "权限", en: "Permissions" } },
    ),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["name"], order: "id,asc", columns: ["name", "id", "status", "update_time"] },
  form: ["pid", "name", "rules", "status"],
  tree: { label: "name" },
  recycle: "管理员分组",
  indexes: [{ columns: ["pid"], unique: false }],
});
