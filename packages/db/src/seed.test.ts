import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { viewOf } from "./seed/admin-rules.ts";
import { seed } from "./seed.ts";
import { createTestDatabase, type TestDatabase } from "./testing.ts";

const PASSWORD = "Seed-test_pass1";
const fakeHash = async (plain: string) => `fake-argon2:${plain.split("").reverse().join("")}`;

/** Tables the seed fills; the rest (logs, tokens, members, uploads) start empty on purpose. */
const SEEDED: (keyof Database)[] = [
  "admin",
  "admin_group",
  "admin_group_access",
  "admin_rule",
  "admin_group_rule",
  "user_group",
  "user_rule",
  "user_group_rule",
  "config",
  "area",
  "security_data_recycle",
  "security_sensitive_data",
  "menu",
  "friend_link",
  "banner",
  "corp",
  "page",
  "page_article",
  "page_meta",
  "category",
  "topic",
  "article",
];

describe("seed", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ adminPassword: PASSWORD, hashPassword: fakeHash });
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: keyof Database) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("fills every table that has demo content", async () => {
    for (const table of SEEDED) expect({ table, rows: await count(table) }).not.toEqual({ table, rows: 0 });
  });

  it("does nothing the second time, and says so", async () => {
    const before = await Promise.all(SEEDED.map(count));
    expect(await seed(t.db, { adminPassword: "another-pass", hashPassword: fakeHash })).toEqual({
      seeded: false,
    });
    expect(await Promise.all(SEEDED.map(count))).toEqual(before);
  });

  it("refuses an empty admin password", async () => {
    await expect(seed(t.db, { adminPassword: "", hashPassword: fakeHash })).rejects.toThrow(/adminPassword/);
  });

  it("creates `admin` with the caller's hash, in the super group", async () => {
    const admin = await t.db
      .selectFrom("admin")
      .innerJoin("admin_group_access as a", "a.admin_id", "admin.id")
      .innerJoin("admin_group as g", "g.id", "a.group_id")
      .select(["admin.username", "admin.nickname", "admin.password", "admin.status", "g.name", "g.super"])
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({
      username: "admin",
      nickname: "Admin",
      password: await fakeHash(PASSWORD),
      status: "enable",
      name: "超级管理组",
      super: true,
    });
  });

  it("grants the content editors the content pages, their ancestors and buttons, and no auth pages", async () => {
    const names = (
      await t.db
        .selectFrom("admin_group_rule as gr")
        .innerJoin("admin_group as g", "g.id", "gr.group_id")
        .innerJoin("admin_rule as r", "r.id", "gr.rule_id")
        .select("r.name")
        .where("g.name", "=", "内容编辑组")
        .execute()
    ).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(["dashboard", "content", "content/article", "content/article/add", "routine"]),
    );
    expect(names.some((n) => n.startsWith("auth"))).toBe(false);
    expect(names.some((n) => n.startsWith("security"))).toBe(false);
  });

  it("builds an admin rule tree: every page is a tab menu with its action buttons", async () => {
    const rules = await t.db.selectFrom("admin_rule").selectAll().execute();
    const byName = new Map(rules.map((r) => [r.name, r]));
    const pages = rules.filter((r) => r.type === "menu");
    expect(pages.length).toBeGreaterThanOrEqual(27);
    for (const page of pages) {
      expect(page).toMatchObject({ menu_type: "tab", path: page.name, component: viewOf(page.name) });
      expect(page.icon).toMatch(/^fa fa-/);
    }
    expect(byName.get("auth/admin/add")?.pid).toBe(byName.get("auth/admin")?.id);
    expect(byName.get("auth/admin")?.pid).toBe(byName.get("auth")?.id);
    for (const name of [
      "dashboard",
      "content/pageMeta",
      "user/scoreLog",
      "crud/crud",
      "moduleStore/moduleStore",
    ]) {
      expect(byName.has(name)).toBe(true);
    }
    expect(byName.get("crud/crud/generate")?.pid).toBe(byName.get("crud/crud")?.id);
    expect(byName.get("moduleStore/moduleStore/install")?.pid).toBe(
      byName.get("moduleStore/moduleStore")?.id,
    );
    expect(byName.get("auth/admin")?.component).toBe("/src/views/backend/auth/admin/index.vue");
    expect(byName.get("dashboard")?.component).toBe("/src/views/backend/dashboard.vue");
  });

  it("gives the default member group the member-centre pages", async () => {
    const rules = await t.db
      .selectFrom("user_group_rule as gr")
      .innerJoin("user_group as g", "g.id", "gr.group_id")
      .innerJoin("user_rule as r", "r.id", "gr.rule_id")
      .select(["r.name", "r.type"])
      .where("g.name", "=", "默认分组")
      .execute();
    expect(rules.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "account",
        "account/overview",
        "account/profile",
        "account/changePassword",
        "account/balance",
        "account/integral",
      ]),
    );
  });

  it("builds a three-level public menu with English titles and pictures", async () => {
    const items = await t.db.selectFrom("menu").selectAll().execute();
    const byId = new Map(items.map((m) => [m.id, m]));
    const depth = (id: number): number => {
      const pid = byId.get(id)?.pid ?? 0;
      return pid ? 1 + depth(pid) : 1;
    };
    expect(Math.max(...items.map((m) => depth(m.id)))).toBe(3);
    const top = items.filter((m) => m.pid === 0).map((m) => m.path);
    expect(top).toEqual(
      expect.arrayContaining(["/", "/us/company", "/list", "/topic", "/layout", "/contact"]),
    );
    for (const item of items) {
      expect(item.title_en).not.toBe("");
      expect(item.thumb).toMatch(/^\/static\/images\/menu\/\w+\.jpg$/);
    }
  });

  it("publishes 36+ articles in every category over the last two years, plus drafts", async () => {
    const now = Math.floor(Date.now() / 1000);
    const published = await t.db
      .selectFrom("article")
      .select(["category_id", "publish_time", "content", "topic_id"])
      .where("status", "=", "published")
      .execute();
    expect(published.length).toBeGreaterThanOrEqual(36);
    expect(new Set(published.map((a) => a.category_id)).size).toBeGreaterThanOrEqual(4);
    expect(published.filter((a) => a.topic_id !== null).length).toBeGreaterThanOrEqual(10);
    const times = published.map((a) => a.publish_time ?? 0);
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 2 * 366 * 24 * 3600);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 24 * 3600);
    for (const a of published) expect(a.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const drafts = await t.db
      .selectFrom("article")
      .select("publish_time")
      .where("status", "=", "draft")
      .execute();
    expect(drafts).toEqual([{ publish_time: null }, { publish_time: null }]);
  });

  it.each(["新闻", "历史", "企业文化", "AI 芯片", "AI芯片"])(
    "has published articles mentioning %s",
    async (word) => {
      const found = await t.db
        .selectFrom("article")
        .select("id")
        .where("status", "=", "published")
        .where((eb) => eb.or([eb("title", "like", `%${word}%`), eb("content", "like", `%${word}%`)]))
        .execute();
      expect(found.length).toBeGreaterThan(0);
    },
  );

  it("writes the company, its pages, an 8+ step history and SEO rows for the public routes", async () => {
    const corp = await t.db.selectFrom("corp").selectAll().executeTakeFirstOrThrow();
    expect(corp.name).toContain("澄芯");
    const pages = await t.db.selectFrom("page").select(["id", "slug", "content"]).execute();
    expect(pages.map((p) => p.slug).sort()).toEqual(["company", "contact", "history"]);
    const history = pages.find((p) => p.slug === "history");
    const steps = await t.db
      .selectFrom("page_article")
      .select("event_date")
      .where("page_id", "=", history?.id ?? -1)
      .orderBy("weigh", "desc")
      .execute();
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(steps[0]?.event_date).toBe("2025");
    expect(steps.at(-1)?.event_date).toBe(String(corp.founded_year));
    const meta = (await t.db.selectFrom("page_meta").select("path").execute()).map((m) => m.path);
    expect(meta).toEqual(
      expect.arrayContaining([
        "/",
        "/us/company",
        "/us/history",
        "/list",
        "/search",
        "/contact",
        "/layout",
        "/topic",
      ]),
    );
    expect(await count("friend_link")).toBeGreaterThanOrEqual(5);
    expect(await count("topic")).toBeGreaterThanOrEqual(4);
    expect(await count("category")).toBeGreaterThanOrEqual(4);
  });

  it("stores typed settings in their groups", async () => {
    const rows = await t.db.selectFrom("config").select(["name", "group", "value"]).execute();
    const value = (name: string) => rows.find((r) => r.name === name)?.value;
    expect(value("open_member_center")).toBe(true);
    expect(value("admin_login_captcha")).toBe(true);
    expect(value("upload_max_size")).toBe("10mb");
    expect(value("upload_allowed_suffixes")).toBe(
      "jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf",
    );
    // The company's contact details live in its profile (corp), not among the settings.
    expect(value("recordNumber")).toBeUndefined();
    expect(value("fwrx")).toBeUndefined();
    expect(value("time_zone")).toBe("Asia/Shanghai");
    expect(value("smtp_server")).toBe("");
    expect(new Set(rows.map((r) => r.group))).toEqual(
      new Set([
        "basics",
        "site",
        "mail",
        "sms",
        "upload",
        "quick_entrance",
        "market",
        "backup",
        "lead",
        "search_push",
        "brand",
      ]),
    );
  });

  it("gives the company profile its contact details and stores its rich text sanitised", async () => {
    const corp = await t.db.selectFrom("corp").selectAll().executeTakeFirstOrThrow();
    expect(corp.record_number).toMatch(/^苏ICP备\d+号-\d$/);
    expect(corp).toMatchObject({ phone: "400-800-8888", zipcode: "215021", qr: "/static/images/wx_qr.png" });
    expect(corp.culture).toContain("<h3>使命</h3>");
    const pages = await t.db.selectFrom("page").select("content").execute();
    // The anchors the menu links to (`/us/company#culture`), in the rich text's own namespace.
    expect(pages.some((p) => p.content.includes('id="user-content-culture"'))).toBe(true);
  });

  it("watches the data-security rules' tables: the company's contact details and deleted content rows", async () => {
    const sensitive = await t.db
      .selectFrom("security_sensitive_data")
      .select(["name", "data_table", "data_fields"])
      .where("controller", "=", "content/corp")
      .executeTakeFirstOrThrow();
    expect(sensitive).toEqual({
      name: "企业联系方式",
      data_table: "corp",
      data_fields: {
        name: { title: "企业名称", secret: false },
        phone: { title: "电话", secret: false },
        email: { title: "邮箱", secret: false },
        address: { title: "地址", secret: false },
      },
    });
    const recycled = await t.db.selectFrom("security_data_recycle").select("controller").execute();
    expect(recycled.map((r) => r.controller)).toEqual(
      expect.arrayContaining(["content/article", "content/friendLink", "content/corp"]),
    );
  });

  it("stores no plain password anywhere", async () => {
    const { rows } = await sql<{ hit: string }>`
      select table_name as hit from information_schema.columns
      where table_schema = 'public' and column_name = 'password'
    `.execute(t.db);
    expect(rows.map((r) => r.hit).sort()).toEqual(["admin", "user"]);
    const admins = await t.db.selectFrom("admin").select("password").execute();
    expect(admins.every((a) => a.password !== PASSWORD)).toBe(true);
  });
});
