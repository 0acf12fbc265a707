import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packNoticeModule } from "../../../../../examples/module-notice/pack.mjs";
import { PRO, packBoardModule } from "../../test/market-modules.ts";
import { moduleAdmin } from "../../test/module-admin.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("updating an installed module in place", () => {
  let t: TestApp;
  let dataDir: string;
  let admin: ReturnType<typeof moduleAdmin>;
  let groupId: number;

  const pro = (version: string) => packBoardModule(PRO.uid, PRO.title, version);
  const rules = () =>
    t.services.db
      .selectFrom("admin_rule")
      .select(["id", "name", "title", "pid", "status"])
      .where("name", "like", `module/${PRO.uid}/%`)
      .orderBy("name")
      .execute();
  const rowCount = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from mod_noticepro_item`.execute(t.services.db))
      .rows[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "module-update-"));
    t.services.env.DATA_DIR = dataDir;
    admin = moduleAdmin(t, (await loginAdmin(t.app)).token);
    const group = await t.services.db
      .insertInto("admin_group")
      .values({ pid: 1, name: "notice editors", super: false, status: "enable" })
      .returning("id")
      .executeTakeFirstOrThrow();
    groupId = group.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("offers an uploaded newer version as an update, and updates keeping rows, rule ids and grants", async () => {
    expect((await admin.upload(await pro("1.0.0"))).data.info.installedVersion).toBeNull();
    expect((await admin.post("/admin/module/install", { uid: PRO.uid })).data.done).toBe(true);
    await sql`insert into mod_noticepro_item (title, weigh) values ('an admin''s notice', 5)`.execute(
      t.services.db,
    );
    const [board] = await rules();
    if (!board) throw new Error("no menu rule");
    await t.services.db
      .insertInto("admin_group_rule")
      .values({ group_id: groupId, rule_id: board.id })
      .execute();

    const offered = await admin.upload(await pro("1.1.0"));
    expect(offered.data.info).toMatchObject({ uid: PRO.uid, version: "1.1.0", installedVersion: "1.0.0" });
    expect(offered.data.info.conflicts).toEqual([]);
    const updated = await admin.post("/admin/module/update", { uid: PRO.uid });
    expect(updated).toMatchObject({ code: 1, msg: "Module updated", data: { done: true } });

    expect(await admin.version(PRO.uid)).toBe("1.1.0");
    expect(await rowCount()).toBe(3);
    expect(await admin.tableExists("mod_noticepro_tag")).toBe(true);
    const migrations = await t.services.db
      .selectFrom("module_migration")
      .select("name")
      .where("module_uid", "=", PRO.uid)
      .orderBy("name")
      .execute();
    expect(migrations.map((m) => m.name)).toEqual(["0001_noticepro_item", "0002_noticepro_tag"]);
    const after = await rules();
    expect(after).toEqual([
      {
        id: board.id,
        name: "module/noticepro/board",
        title: "公告栏专业版（新版）",
        pid: 0,
        status: "enable",
      },
      expect.objectContaining({ name: "module/noticepro/board/publish", pid: board.id, title: "发布" }),
    ]);
    const grants = await t.services.db
      .selectFrom("admin_group_rule")
      .select("rule_id")
      .where("group_id", "=", groupId)
      .execute();
    expect(grants).toEqual([{ rule_id: board.id }]);
    const page = await readFile(join(dataDir, "modules", PRO.uid, "public", PRO.uid, "admin.html"), "utf8");
    expect(page).toContain("v1.1.0");
    const list = (await t.app.inject({ method: "GET", url: "/api/module/noticepro/list" })).json();
    expect(list.data.list).toHaveLength(3);
    expect(await readdir(join(dataDir, "modules", ".staging"))).toEqual([]);
    expect(await readdir(join(dataDir, "modules", ".replaced"))).toEqual([]);
    // The uploaded zip became the installed one (module_package, ADR 0026).
    const kept = await t.services.db
      .selectFrom("module_package")
      .select(["stage", "version"])
      .where("uid", "=", PRO.uid)
      .execute();
    expect(kept).toEqual([{ stage: "installed", version: "1.1.0" }]);
  });

  it("refuses the same or an older version", async () => {
    for (const version of ["1.1.0", "1.0.0"]) {
      expect(await admin.upload(await pro(version))).toMatchObject({
        code: 0,
        msg: `Module noticepro 1.1.0 is installed; it can only be updated to a higher version (got ${version})!`,
      });
    }
    expect(await admin.post("/admin/module/update", { uid: PRO.uid })).toMatchObject({
      code: 0,
      msg: /has not been uploaded/,
    });
    expect(await admin.version(PRO.uid)).toBe("1.1.0");
  });

  it("removes the rules a newer version no longer names, with their grants", async () => {
    const zip = await packNoticeModule((manifest, files) => ({ manifest, files }));
    expect((await admin.upload(zip)).code).toBe(1);
    expect((await admin.post("/admin/module/install", { uid: "notice" })).data.done).toBe(true);
    const withoutMenu = await packNoticeModule((manifest, files) => ({
      manifest: { ...manifest, version: "1.0.1", menu: [] },
      files,
    }));
    expect((await admin.upload(withoutMenu)).data.info.installedVersion).toBe("1.0.0");
    expect((await admin.post("/admin/module/update", { uid: "notice" })).data.done).toBe(true);
    const left = await t.services.db
      .selectFrom("admin_rule")
      .select("id")
      .where("name", "like", "module/notice/%")
      .execute();
    expect(left).toEqual([]);
    expect(await admin.tableExists("mod_notice_item")).toBe(true);
  });

  it("refuses an update that would drop a table of the installed version", async () => {
    const dropping = await packNoticeModule((manifest, files) => ({
      manifest: { ...manifest, version: "2.0.0", migrations: [], menu: [] },
      files,
    }));
    expect((await admin.upload(dropping)).code).toBe(1);
    expect(await admin.post("/admin/module/update", { uid: "notice" })).toMatchObject({
      code: 0,
      msg: /no longer has the table mod_notice_item/,
    });
    expect(await admin.version("notice")).toBe("1.0.1");
    expect(await admin.tableExists("mod_notice_item")).toBe(true);
  });

  it("leaves the installed version working when the update fails half way", async () => {
    // Its new migration creates a table that is already there: the database refuses it mid-update.
    const failing = await packNoticeModule((manifest, files) => {
      const steps = (manifest as { migrations: { name: string; createTable: object }[] }).migrations;
      const first = steps[0];
      if (!first) throw new Error("no migration");
      return {
        manifest: {
          ...manifest,
          version: "1.1.0",
          menu: [],
          migrations: [first, { ...first, name: "0002_again" }],
        },
        files: new Map([...files, ["server/index.mjs", Buffer.from("export function register() {}")]]),
      };
    });
    expect((await admin.upload(failing)).code).toBe(1);
    expect((await admin.post("/admin/module/update", { uid: "notice" })).code).toBe(0);
    expect(await admin.version("notice")).toBe("1.0.1");
    const list = (await t.app.inject({ method: "GET", url: "/api/module/notice/list" })).json();
    expect(list.data.list).toHaveLength(2);
    const server = await readFile(join(dataDir, "modules", "notice", "server", "index.mjs"), "utf8");
    expect(server).toContain("api.tables.list");
    expect(await readdir(join(dataDir, "modules", ".staging"))).toEqual([]);
  });
});
