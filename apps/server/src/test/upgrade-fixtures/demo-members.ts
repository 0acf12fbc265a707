import { createHash } from "node:crypto";
import { seededEnglishTitle } from "@corp/domain/rule-titles";
import { at, type Db, insertRows, type Level, since, times, type Value } from "./demo-rows.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const MEMBERS = [
  {
    id: 1,
    username: "zhangsan",
    nickname: "张三",
    email: "zhangsan@example.com",
    mobile: "13900000001",
    group: 2,
  },
  { id: 2, username: "lisi", nickname: "李四", email: "lisi@example.com", mobile: "13900000002", group: 1 },
  { id: 3, username: "wangwu", nickname: "王五", email: "", mobile: "13900000003", group: 1 },
  { id: 4, username: "zhaoliu", nickname: "赵六", email: "zhaoliu@example.com", mobile: "", group: 1 },
  { id: 5, username: "qianqi", nickname: "钱七", email: "", mobile: "", group: 1 },
  {
    id: 6,
    username: "sunba",
    nickname: "孙八",
    email: "purchase@sunba.example.com",
    mobile: "13900000006",
    group: 2,
  },
];

/** Money in fen, each row written by an admin (his id) or by the member's own action (null). */
const MONEY: [user: number, fen: number, memo: string, admin: number | null][] = [
  [1, 50_000, "后台充值", 1],
  [1, -12_800, "购买年度会员服务", null],
  [2, 20_000, "后台充值", 1],
  [3, 8_800, "推荐好友活动奖励", 1],
  [1, 1_000, "订单退款", null],
  [2, -5_000, "兑换礼品卡", null],
  [6, 300_000, "企业采购预付款", 1],
  [6, -99_900, "采购：智能网关 ×3", null],
  [3, -8_800, "提现", 1],
  [4, 6_600, "后台充值", 1],
];

const SCORE: [user: number, points: number, memo: string, admin: number | null][] = [
  [1, 100, "注册奖励", null],
  [2, 100, "注册奖励", null],
  [3, 100, "注册奖励", null],
  [1, 20, "每日签到", null],
  [1, -50, "积分兑换：定制笔记本", null],
  [5, 100, "注册奖励", null],
  [6, 500, "企业认证奖励", 1],
  [2, 35, "评论被采纳", 2],
];

export async function fillMembers(db: Db, n: Level, hashOf: (username: string) => Promise<string>) {
  await insertRows(db, "user_group", [
    { id: 1, name: "默认会员组", status: "enable", ...times(0) },
    { id: 2, name: "VIP会员组", status: "enable", ...times(10) },
  ]);
  const rules = [
    { id: 1, pid: 0, type: "menu_dir", name: "account", title: "我的账户" },
    { id: 2, pid: 1, type: "menu", name: "account/overview", title: "账户概览" },
    { id: 3, pid: 1, type: "menu", name: "account/profile", title: "个人资料" },
    { id: 4, pid: 1, type: "menu", name: "account/balance", title: "我的余额" },
    { id: 5, pid: 1, type: "menu", name: "account/integral", title: "我的积分" },
  ];
  await insertRows(
    db,
    "user_rule",
    rules.map((rule, i) => ({
      ...rule,
      path: rule.name,
      icon: "fa fa-circle-o",
      menu_type: rule.type === "menu" ? "tab" : null,
      component: rule.type === "menu" ? `/src/views/frontend/user/${rule.name.split("/")[1]}.vue` : "",
      weigh: (rules.length - i) * 10,
      status: "enable",
      ...times(0),
      ...since(n, 14, { title_en: seededEnglishTitle(rule.name) }),
    })),
  );
  await insertRows(
    db,
    "user_group_rule",
    [1, 2].flatMap((group_id) => rules.map((rule) => ({ group_id, rule_id: rule.id }))),
  );
  const users: Record<string, Value>[] = [];
  for (const m of MEMBERS) {
    users.push({
      id: m.id,
      group_id: m.group,
      username: m.username,
      nickname: m.nickname,
      email: m.email,
      mobile: m.mobile,
      avatar: m.id === 1 ? "/storage/20250301/0b7c2d1e-avatar.png" : "",
      gender: m.id % 3,
      birthday: m.id <= 3 ? `199${m.id}-0${m.id + 2}-1${m.id}` : null,
      last_login_time: m.id === 4 ? null : at(280 + m.id, 20),
      last_login_ip: m.id === 4 ? "" : `198.51.100.${m.id}`,
      login_failure: m.id === 5 ? 1 : 0,
      join_ip: `198.51.100.${m.id}`,
      join_time: at(20 + m.id * 7, 14),
      motto: m.id === 1 ? "学无止境" : "",
      password: await hashOf(m.username),
      status: m.id === 4 ? "disable" : "enable",
      ...times(20 + m.id * 7, 14),
    });
  }
  await insertRows(db, "user", users);
  // Through the ledgers, one row at a time as the site wrote them: their triggers fill before and after
  // and move the balances.
  for (const [table, amount, entries] of [
    ["user_money_log", "money", MONEY],
    ["user_score_log", "score", SCORE],
  ] as const) {
    for (const [i, [user, change, memo, admin]] of entries.entries()) {
      await insertRows(db, table, [
        {
          id: i + 1,
          user_id: user,
          [amount]: change,
          before: 0,
          after: 0,
          memo,
          create_time: at(60 + i * 20, 15),
          ...since(n, 8, { admin_id: admin }),
        },
      ]);
    }
  }
  await fillSessions(db, n);
}

/** Sessions and codes as the site kept them: expired by now, but rows of the database all the same. */
async function fillSessions(db: Db, n: Level) {
  const token = (label: string, type: string, user: number, day: number) => ({
    token_hash: sha256(label),
    type,
    user_id: user,
    create_time: at(day, 10),
    expire_time: at(day, 12),
    ...since(n, 9, {
      family: sha256(`family-${day}`).slice(0, 32),
      used_time: type.endsWith("refresh") ? at(day, 11) : null,
    }),
  });
  await insertRows(db, "token", [
    token("admin-access", "admin", 1, 299),
    token("admin-refresh", "admin-refresh", 1, 299),
    token("member-access", "user", 1, 298),
    ...(n >= 8 ? [token("member-email-pass", "user-email-pass", 2, 297)] : []),
  ]);
  if (n >= 8) {
    await insertRows(db, "verification_code", [
      {
        id: 1,
        channel: "email",
        address: "lisi@example.com",
        event: "user_register",
        code_hash: sha256("code-483920"),
        attempts: 1,
        ip: "198.51.100.2",
        create_time: at(26, 14),
        expire_time: at(26, 15),
        used_time: at(26, 14),
      },
      {
        id: 2,
        channel: "mobile",
        address: "13900000003",
        event: "user_retrieve_pwd",
        code_hash: sha256("code-117342"),
        attempts: 0,
        ip: "198.51.100.3",
        create_time: at(290, 9),
        expire_time: at(290, 10),
        used_time: null,
      },
    ]);
  }
  if (n >= 18) {
    await insertRows(db, "member_upload_day", [
      { user_id: 1, day: 20251025, files: 3, bytes: 482_113 },
      { user_id: 6, day: 20251031, files: 1, bytes: 1_204_220 },
    ]);
  }
}
