import { ACTION_TITLES } from "@corp/db/seed/admin-rules";
import { seededEnglishTitle } from "@corp/domain/rule-titles";
import { type Db, insertRows, type Level, since, times, type Value } from "./demo-rows.ts";

type Rule = {
  id: number;
  pid: number;
  type: "menu_dir" | "menu" | "button";
  name: string;
  title: string;
  icon?: string;
  /** A menu entry's view as an admin set it; the seeded view otherwise. */
  component?: string;
};

/** The view a seeded menu entry opened: its name until migration 0010, BuildAdmin's view path after. */
function seededComponent(n: Level, name: string): string {
  if (n < 10) return name;
  return name === "dashboard" ? "/src/views/backend/dashboard.vue" : `/src/views/backend/${name}/index.vue`;
}

/** A page and one button per action, ids from `id` on. */
function page(id: number, pid: number, name: string, title: string, actions: (keyof typeof ACTION_TITLES)[]) {
  const menu: Rule = { id, pid, type: "menu", name, title, icon: "fa fa-circle-o" };
  const buttons = actions.map(
    (action, i): Rule => ({
      id: id + 1 + i,
      pid: id,
      type: "button",
      name: `${name}/${action}`,
      title: ACTION_TITLES[action],
    }),
  );
  return [menu, ...buttons];
}

/**
 * A part of the admin menu as the releases seeded it, with two entries an admin added (one pointing at a
 * view of his own). The CRUD designer's and the market's pages were seeded until migration 0010 removed
 * them, and again from 0013 on.
 */
function adminRules(n: Level): Rule[] {
  const tools = n < 10 || n >= 13;
  return [
    { id: 1, pid: 0, type: "menu", name: "dashboard", title: "控制台", icon: "fa fa-dashboard" },
    { id: 2, pid: 0, type: "menu_dir", name: "auth", title: "权限管理", icon: "fa fa-group" },
    ...page(3, 2, "auth/admin", "管理员管理", ["index", "add"]),
    { id: 6, pid: 0, type: "menu_dir", name: "content", title: "内容管理", icon: "fa fa-file-text-o" },
    ...page(7, 6, "content/article", "文章管理", ["index", "add", "edit", "del"]),
    ...page(12, 6, "content/category", "栏目管理", ["index"]),
    { id: 14, pid: 0, type: "menu_dir", name: "user", title: "会员管理", icon: "fa fa-user" },
    ...page(15, 14, "user/user", "会员管理", ["index"]),
    ...page(17, 14, "user/moneyLog", "会员余额管理", ["index"]),
    { id: 19, pid: 0, type: "menu_dir", name: "routine", title: "常规管理", icon: "fa fa-cogs" },
    ...page(20, 19, "routine/config", "系统配置", ["index"]),
    { id: 22, pid: 0, type: "menu", name: "custom/report", title: "月度报表", icon: "fa fa-bar-chart" },
    {
      id: 23,
      pid: 0,
      type: "menu",
      name: "custom/stats",
      title: "访问统计",
      component: "/src/views/custom/stats.vue",
    },
    ...(tools
      ? [
          ...page(24, 0, "crud/crud", "CRUD代码生成", ["index", "generate", "logStart", "delete"]),
          ...page(29, 0, "moduleStore/moduleStore", "模块市场", [
            "index",
            "install",
            "changeState",
            "uninstall",
            "update",
          ]),
        ]
      : []),
  ];
}

export async function fillAdmins(db: Db, n: Level, hashOf: (username: string) => Promise<string>) {
  await insertRows(db, "admin_group", [
    { id: 1, pid: 0, name: "超级管理组", super: true, status: "enable", ...times(0) },
    { id: 2, pid: 1, name: "内容编辑组", super: false, status: "enable", ...times(3) },
  ]);
  const rules = adminRules(n);
  await insertRows(
    db,
    "admin_rule",
    rules.map(
      (rule, i): Record<string, Value> => ({
        id: rule.id,
        pid: rule.pid,
        type: rule.type,
        title: rule.title,
        name: rule.name,
        path: rule.type === "button" ? "" : rule.name,
        icon: rule.icon ?? "",
        menu_type: rule.type === "menu" ? "tab" : null,
        component: rule.type === "menu" ? (rule.component ?? seededComponent(n, rule.name)) : "",
        keepalive: rule.type === "menu" ? 1 : 0,
        weigh: (rules.length - i) * 10,
        status: "enable",
        ...times(rule.name.startsWith("custom/") ? 40 : 0),
        ...since(n, 14, { title_en: rule.type === "button" ? null : seededEnglishTitle(rule.name) }),
      }),
    ),
  );
  // The editors hold the dashboard and the content pages; and the designer's page, while it was seeded.
  const granted = rules.filter(
    (r) => r.name === "dashboard" || r.name.startsWith("content") || (n < 10 && r.name === "crud/crud"),
  );
  await insertRows(
    db,
    "admin_group_rule",
    granted.map((rule) => ({ group_id: 2, rule_id: rule.id })),
  );
  const admins = [
    { id: 1, username: "admin", nickname: "Admin", email: "", mobile: "", status: "enable", day: 0 },
    {
      id: 2,
      username: "editor",
      nickname: "编辑小王",
      email: "editor@chengxin.example.com",
      mobile: "13800000002",
      status: "enable",
      day: 3,
    },
    { id: 3, username: "former", nickname: "离职编辑", email: "", mobile: "", status: "disable", day: 5 },
  ];
  const rows: Record<string, Value>[] = [];
  for (const a of admins) {
    rows.push({
      id: a.id,
      username: a.username,
      nickname: a.nickname,
      avatar: "",
      email: a.email,
      mobile: a.mobile,
      password: await hashOf(a.username),
      motto: a.id === 2 ? "内容为王" : "",
      login_failure: a.id === 3 ? 2 : 0,
      last_login_time: a.status === "enable" ? times(299 - a.id).create_time : null,
      last_login_ip: a.status === "enable" ? `203.0.113.${a.id}` : "",
      status: a.status,
      ...times(a.day),
    });
  }
  await insertRows(db, "admin", rows);
  await insertRows(db, "admin_group_access", [
    { admin_id: 1, group_id: 1 },
    { admin_id: 2, group_id: 2 },
    { admin_id: 3, group_id: 2 },
  ]);
}
