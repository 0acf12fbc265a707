import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@corp/db/connection";
import { migrateToLatest, pendingMigrations } from "@corp/db/migrate";
import { createEmptyTestDatabase } from "@corp/db/testing";
import {
  emptyFixtureDatabase,
  fixturePassword,
  loadUpgradeFixture,
  upgradeFixtureLevels,
} from "@corp/db/upgrade-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./auth/password.ts";
import { createTestApp, loginAdmin, type TestApp } from "./test/test-app.ts";
import { DEMO_ARTICLES } from "./test/upgrade-fixtures/demo-articles.ts";
import { DEMO_PRODUCTS } from "./test/upgrade-fixtures/demo-extensions.ts";
import { levelNumber } from "./test/upgrade-fixtures/demo-rows.ts";
import { expectUpgrade } from "./test/upgrade-fixtures/expected-changes.ts";
import { differences, expectedFrom, type Snapshot, snapshot } from "./test/upgrade-fixtures/site-snapshot.ts";
import { makeWebDist } from "./test/web-dist.ts";

/**
 * Upgrades keep data (docs/ops/upgrade.md): each fixture of packages/db/src/upgrade-fixtures, a site as a
 * release left it, is loaded at its level, migrated to the current one, and must hold every row it held
 * (changed only as expected-changes.ts says the migrations change them) and serve it through the API.
 */
const LEVELS = upgradeFixtureLevels();

const rowsOf = (site: Snapshot, table: string) => [...(site.get(table)?.rows.values() ?? [])];

/**
 * The embedded database the levels load into one after another (their suites run in turn): started once
 * for the file and emptied before each level, instead of a new one started per level. On DATABASE_URL's
 * server each level gets a database of its own, which is quick to create there.
 */
let embedded: DatabaseHandle | undefined;

/** An empty database for one level; the app serving it closes it (the embedded one: at the file's end). */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) return createEmptyTestDatabase();
  embedded ??= await createEmptyTestDatabase();
  await emptyFixtureDatabase(embedded.db);
  return { ...embedded, close: async () => {} };
}

afterAll(async () => {
  await embedded?.close();
});

it("has a fixture of the first release and of every level that changed a table's shape", () => {
  expect(LEVELS).toEqual(
    expect.arrayContaining([
      "0004_content",
      "0006_cache_version",
      "0007_content_admin",
      "0008_member_accounts",
      "0009_data_safety",
      "0011_modules",
      "0013_tool_menus",
      "0014_rule_english_titles",
      "0018_member_upload_quota",
      "0019_module_packages",
    ]),
  );
});

describe.each(LEVELS)("a site at %s, upgraded", (level) => {
  const n = levelNumber(level);
  let before: Snapshot;
  let after: Snapshot;
  let t: TestApp;
  let token: string;
  let dist: string | undefined;
  let dataDir: string | undefined;
  const get = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers: { batoken: token, "think-lang": "en" } })).json();

  beforeAll(async () => {
    const database = await emptyDatabase();
    try {
      await loadUpgradeFixture(database.db, level);
      before = await snapshot(database.db);
      await migrateToLatest(database.db);
      after = await snapshot(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    // A made-up web build renders public pages; the modules' folder is a scratch one.
    dist = makeWebDist();
    dataDir = mkdtempSync(join(tmpdir(), "upgrade-data-"));
    t = await createTestApp({ database, serveWeb: true, env: { WEB_DIST: dist, DATA_DIR: dataDir } });
    token = (await loginAdmin(t.app, "admin", fixturePassword("admin"))).token;
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of [dist, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("reaches the current level", async () => {
    expect(await pendingMigrations(t.services.db)).toEqual([]);
  });

  it("keeps every row of every table, changed only as the migrations since say", () => {
    expect(rowsOf(before, "article")).toHaveLength(DEMO_ARTICLES.length);
    expect(differences(expectUpgrade(expectedFrom(before), level), after)).toEqual([]);
  });

  it("keeps titles, amounts and balances", () => {
    expect(rowsOf(after, "article").map((a) => a.title)).toEqual(DEMO_ARTICLES.map((a) => a.title));
    const unsafe = rowsOf(after, "article")[7];
    expect(unsafe?.content).toContain("现场照片");
    expect(unsafe?.content).not.toContain("<script");
    for (const [ledger, amount] of [
      ["user_money_log", "money"],
      ["user_score_log", "score"],
    ] as const) {
      const rows = rowsOf(after, ledger);
      expect(rows.length).toBeGreaterThan(5);
      for (const user of rowsOf(after, "user")) {
        const own = rows.filter((r) => r.user_id === user.id);
        const total = own.reduce((sum, r) => sum + Number(r[amount]), 0);
        expect(user[amount], `${user.username}'s ${amount}`).toBe(total);
        expect(own.at(-1)?.after ?? 0).toBe(total);
      }
    }
  });

  it("keeps every password verifying, hashed as the server hashes", async () => {
    const accounts = [...rowsOf(after, "admin"), ...rowsOf(after, "user")];
    expect(accounts.length).toBeGreaterThan(5);
    const parameters = (hash: string) => hash.split("$").slice(0, 4).join("$");
    const current = parameters(await hashPassword("x"));
    for (const account of accounts) {
      const stored = String(account.password);
      expect(parameters(stored)).toBe(current);
      expect(
        await verifyPassword(stored, fixturePassword(String(account.username))),
        String(account.username),
      ).toBe(true);
    }
  });

  it("serves the content, members, ledgers and logs through the admin API", async () => {
    const articles = await get("/admin/content.Article/index?limit=50");
    expect(articles.data.list.map((a: { title: string }) => a.title).sort()).toEqual(
      DEMO_ARTICLES.map((a) => a.title).sort(),
    );
    const members = await get("/admin/user.User/index?limit=50");
    expect(members.data.list.map((m: { username: string }) => m.username).sort()).toEqual(
      rowsOf(before, "user")
        .map((u) => u.username)
        .sort(),
    );
    for (const [url, table] of [
      ["/admin/user.MoneyLog/index?limit=50", "user_money_log"],
      ["/admin/user.ScoreLog/index?limit=50", "user_score_log"],
      ["/admin/routine.Attachment/index?limit=50", "attachment"],
      ["/admin/security.SensitiveDataLog/index?limit=50", "security_sensitive_data_log"],
      ["/admin/security.DataRecycleLog/index?limit=50", "security_data_recycle_log"],
    ] as const) {
      expect((await get(url)).data?.total, url).toBe(rowsOf(before, table).length);
    }
    const log = await get("/admin/auth.AdminLog/index?limit=50");
    const titles = log.data.list.map((row: { title: string }) => row.title);
    for (const row of rowsOf(before, "admin_log")) expect(titles).toContain(row.title);
  });

  it("serves its installed module and its designed table where the release had them", async () => {
    if (n >= 11) {
      const modules = await get("/admin/module/index");
      expect(modules.data.installed).toMatchObject([{ uid: "notice", state: 1, version: "1.0.0" }]);
    }
    if (n >= 12) {
      const products = await get("/admin/designed/demo_product/index?limit=50");
      expect(products.data.list.map((p: { name: string }) => p.name).sort()).toEqual(
        DEMO_PRODUCTS.map((p) => p.name).sort(),
      );
    }
  });

  it("renders a public article page with the fixture's title", async () => {
    const first = DEMO_ARTICLES[0];
    const page = await t.app.inject({ method: "GET", url: "/article/1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p>title:${first?.title}</p>`);
  });
});
