import { z } from "zod";
import { defineCollection } from "../collection.ts";
import { ACCOUNT_WATCHED_FIELDS } from "../fields/account-fields.ts";
import { EXAMPLES, field } from "../fields.ts";
import { texts } from "../texts.ts";

/** What a member uploaded: today's files against the daily allowance, and all he keeps (issue 24, N3). */
const uploadUsage = z
  .object({ today_files: z.number(), today_bytes: z.number(), files: z.number(), bytes: z.number() })
  .optional();

/** A member in use, disabled, or registered on a site that approves new members and not yet approved. */
export const MEMBER_STATUSES = ["enable", "disable", "pending"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * user/user: the members, their group, profile, password and status. Balances move only through the
 * ledgers (the page's adjust buttons); a username, email or mobile belongs to one member; a new password
 * or a disabled account ends his sessions (the server's hooks).
 */
export const member = defineCollection({
  table: "user",
  node: "user/user",
  title: texts("会员管理", "Members"),
  one: texts("会员", "member"),
  icon: "fa fa-user",
  menuOrder: 1,
  actions: ["index", "add", "edit", "del"],
  computed: { upload: uploadUsage },
  fields: {
    id: field.id({ list: {} }),
    username: field.username(32),
    nickname: field.title(50, { label: texts("昵称", "Nickname"), default: "''", list: { hidden: true } }),
    group_id: field.relation(
      { table: "user_group", node: "user/group", labelField: "name" },
      { label: texts("分组", "Group"), as: "group_name" },
    ),
    avatar: field.avatar(255, { list: { hidden: true } }),
    email: field.email(100, { list: { hidden: true, filter: { operator: "LIKE", kind: "text" } } }),
    mobile: field.mobile(20, { list: { hidden: true } }),
    gender: field.numberChoice([0, 1, 2], {
      label: texts("性别", "Gender"),
      initial: 0,
      labels: { 0: texts("未知", "Unknown"), 1: texts("男", "Male"), 2: texts("女", "Female") },
      list: { hidden: true },
    }),
    birthday: field.day({ label: texts("生日", "Birthday"), list: false }),
    money: field.ledgerTotal({ label: texts("余额（元）", "Balance (yuan)"), unit: "fen" }),
    score: field.ledgerTotal({
      label: texts("积分", "Points"),
      unit: "points",
      list: { filter: { operator: "RANGE", kind: "number" } },
    }),
    last_login_time: field.keptMomentOrNull({
      label: texts("最后登录", "Last login"),
      list: { filter: { operator: "RANGE", kind: "datetime" } },
    }),
    last_login_ip: field.kept(50, {
      example: EXAMPLES.ip,
      label: texts("最后登录 IP", "Last login IP"),
      default: "''",
      list: { hidden: true, filter: { operator: "LIKE", kind: "text" } },
    }),
    login_failure: field.keptNumber({ label: texts("登录失败次数", "Failed logins"), list: false }),
    join_ip: field.kept(50, {
      label: texts("注册 IP", "Sign-up IP"),
      default: "''",
      list: false,
      example: EXAMPLES.ip,
    }),
    join_time: field.keptMomentOrNull({
      label: texts("注册时间", "Joined"),
      list: { filter: { operator: "RANGE", kind: "datetime" } },
    }),
    motto: field.textarea(255, { label: texts("签名", "Motto"), list: false }),
    password: field.password({
      editHelp: texts(
        "不修改请留空；填写新密码即重置密码，该会员需重新登录",
        "Leave empty to keep it; a new password resets it and the member must log in again",
      ),
    }),
    status: field.choice(MEMBER_STATUSES, {
      initial: "enable",
      labels: {
        enable: texts("启用", "Enable"),
        disable: texts("禁用", "Disable"),
        pending: texts("待审核", "Pending"),
      },
      badges: { enable: "green", disable: "gray", pending: "orange" },
    }),
    create_time: field.createTime(),
    update_time: field.updateTime({ list: false }),
  },
  list: {
    quickSearch: ["username", "nickname", "email", "mobile"],
    order: "id,desc",
    columns: [
      "id",
      "username",
      "nickname",
      "group_id",
      "avatar",
      "gender",
      "email",
      "mobile",
      "money",
      "score",
      "status",
      "last_login_time",
      "last_login_ip",
      "join_time",
    ],
  },
  form: [
    "username",
    "nickname",
    "group_id",
    "avatar",
    "email",
    "mobile",
    "gender",
    "birthday",
    "motto",
    "password",
    "status",
  ],
  recycle: "会员",
  sensitive: {
    title: "会员数据",
    fields: ACCOUNT_WATCHED_FIELDS,
  },
  indexes: [
    { columns: ["username"], unique: true },
    { columns: ["group_id"], unique: false },
    { columns: ["email"], unique: true },
    { columns: ["mobile"], unique: true },
  ],
});
