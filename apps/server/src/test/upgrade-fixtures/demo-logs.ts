import { at, type Db, insertRows, json, type Level, since, times } from "./demo-rows.ts";

const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** The admin log: logins (one failed, before any account was known), and writes with their request data. */
export async function fillAdminLog(db: Db) {
  const entry = (
    id: number,
    admin: number | null,
    username: string,
    url: string,
    title: string,
    data: unknown,
    day: number,
  ) => ({
    id,
    admin_id: admin,
    username,
    url,
    title,
    data: data === null ? null : json(data),
    ip: admin === 2 ? "203.0.113.2" : "203.0.113.1",
    useragent: UA,
    create_time: at(day, 9 + (id % 8)),
  });
  await insertRows(db, "admin_log", [
    entry(1, 1, "admin", "/admin/index/login", "登录", { username: "admin" }, 0),
    entry(2, null, "admin", "/admin/index/login", "登录失败", { username: "admin" }, 1),
    entry(
      3,
      1,
      "admin",
      "/admin/auth/admin/add",
      "管理员管理-添加",
      { username: "editor", nickname: "编辑小王" },
      3,
    ),
    entry(4, 2, "editor", "/admin/index/login", "登录", { username: "editor" }, 50),
    entry(
      5,
      2,
      "editor",
      "/admin/content/article/edit",
      "文章管理-编辑",
      { id: 1, title: "澄芯科技发布新一代工业网关" },
      50,
    ),
    entry(
      6,
      1,
      "admin",
      "/admin/user/moneyLog/add",
      "会员余额管理-添加",
      { user_id: 1, money: "500.00", memo: "后台充值" },
      60,
    ),
    entry(
      7,
      1,
      "admin",
      "/admin/routine/config/edit",
      "系统配置-编辑",
      { smtp_server: "smtp.exmail.qq.com" },
      120,
    ),
    entry(8, 1, "admin", "/admin/index/logout", "注销", null, 299),
  ]);
}

/** The recycle bin's and the sensitive-data log's rules as seeded, and rows each of them kept. */
export async function fillSecurity(db: Db, n: Level, passwordHashes: { before: string; after: string }) {
  const rule = (id: number, name: string, controller: string, table: string) => ({
    id,
    name,
    controller,
    controller_as: controller,
    data_table: table,
    primary_key: "id",
    status: "enable",
    ...times(0),
  });
  await insertRows(db, "security_data_recycle", [
    rule(1, "管理员", "auth/admin", "admin"),
    rule(2, "会员", "user/user", "user"),
    rule(3, "文章", "content/article", "article"),
  ]);
  const field = (title: string, secret = false) => ({ title, secret });
  await insertRows(db, "security_sensitive_data", [
    {
      ...rule(1, "管理员数据", "auth/admin", "admin"),
      data_fields: json({
        username: field("用户名"),
        mobile: field("手机号"),
        password: field("密码", true),
      }),
    },
    {
      ...rule(2, "会员数据", "user/user", "user"),
      data_fields: json({
        username: field("用户名"),
        mobile: field("手机号"),
        password: field("密码", true),
      }),
    },
    { ...rule(3, "系统配置", "routine/config", "config"), data_fields: json({ value: field("变量值") }) },
  ]);
  const deletedArticle = { id: 9, category_id: 2, title: "已删除的旧闻", status: "published", views: 17 };
  const deletedMember = { id: 7, username: "zhoujiu", nickname: "周九", money: 0, score: 100 };
  await insertRows(db, "security_data_recycle_log", [
    {
      id: 1,
      admin_id: 2,
      recycle_id: 3,
      data: json(deletedArticle),
      data_table: "article",
      primary_key: "id",
      is_restore: 0,
      ip: "203.0.113.2",
      useragent: UA,
      create_time: at(200, 15),
      ...since(n, 9, { dependents: json([]) }),
    },
    {
      id: 2,
      admin_id: 1,
      recycle_id: 2,
      data: json(deletedMember),
      data_table: "user",
      primary_key: "id",
      is_restore: 0,
      ip: "203.0.113.1",
      useragent: UA,
      create_time: at(210, 15),
      ...since(n, 9, {
        dependents: json([
          { table: "user_score_log", rows: [{ id: 99, user_id: 7, score: 100, memo: "注册奖励" }] },
        ]),
      }),
    },
  ]);
  const change = (
    id: number,
    sensitive: number,
    table: string,
    field: string,
    comment: string,
    row: number,
    before: string,
    after: string,
    secret: 0 | 1,
  ) => ({
    id,
    admin_id: 1,
    sensitive_id: sensitive,
    data_table: table,
    primary_key: "id",
    data_field: field,
    data_comment: comment,
    id_value: row,
    before,
    after,
    ip: "203.0.113.1",
    useragent: UA,
    is_rollback: 0,
    create_time: at(150 + id * 10, 11),
    ...since(n, 9, { secret }),
  });
  await insertRows(db, "security_sensitive_data_log", [
    change(1, 2, "user", "mobile", "手机号", 3, "13700000003", "13900000003", 0),
    // Logged while the member rule did not call the password a secret: migration 0017 makes it one.
    change(2, 2, "user", "password", "密码", 2, passwordHashes.before, passwordHashes.after, n >= 17 ? 1 : 0),
    change(3, 3, "config", "value", "变量值", 21, '"10mb"', '"20mb"', 0),
  ]);
}
