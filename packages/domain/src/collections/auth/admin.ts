import { defineCollection } from "../collection.ts";
import { ACCOUNT_WATCHED_FIELDS } from "../fields/account-fields.ts";
import { EXAMPLES, field } from "../fields.ts";

/**
 * auth/admin: the administrators, the groups each is in and their passwords (stored as argon2id hashes,
 * never answered). No admin disables, deletes or regroups himself, and a non-super admin manages only
 * admins whose every group he could grant (the server's hooks).
 */
export const admin = defineCollection({
  table: "admin",
  node: "auth/admin",
  title: { "zh-cn": "管理员管理", en: "Administrators" },
  one: { "zh-cn": "管理员", en: "administrator" },
  icon: "fa fa-user",
  menuOrder: 1,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    username: field.username(20),
    nickname: field.title(50, { label: { "zh-cn": "昵称", en: "Nickname" }, default: "''" }),
    group_arr: field.grants(
      {
        table: "admin_group_access",
        owner: "admin_id",
        target: "group_id",
        of: "admin_group",
        node: "auth/group",
        pick: "many",
        named: { as: "group_name_arr", labelField: "name" },
      },
      { label: { "zh-cn": "所属角色组", en: "Groups" }, min: 1, max: 50 },
    ),
    avatar: field.image(255, { label: { "zh-cn": "头像", en: "Avatar" }, addExample: "" }),
    email: field.email(100, { list: { hidden: true, filter: { operator: "LIKE", kind: "text" } } }),
    mobile: field.mobile(20, { list: { hidden: true } }),
    password: field.password({
      editHelp: { "zh-cn": "不修改请留空", en: "Leave empty to keep the current password" },
    }),
    motto: field.textarea(255, { label: { "zh-cn": "签名", en: "Motto" }, list: false }),
    login_failure: field.keptNumber({ label: { "zh-cn": "登录失败次数", en: "Failed logins" }, list: false }),
    last_login_time: field.keptMomentOrNull({ label: { "zh-cn": "最后登录", en: "Last login" } }),
    last_login_ip: field.kept(50, {
      example: EXAMPLES.ip,
      label: { "zh-cn": "最后登录 IP", en: "Last login IP" },
      default: "''",
      list: false,
    }),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime({ list: false }),
  },
  list: { quickSearch: ["username", "nickname"], order: "id,asc" },
  recycle: "管理员",
  sensitive: {
    title: "管理员数据",
    fields: ACCOUNT_WATCHED_FIELDS,
  },
  indexes: [{ columns: ["username"], unique: true }],
});
