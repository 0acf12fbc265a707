import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packNoticeModule, packRivalModule } from "../../../../../examples/module-notice/pack.mjs";
import { multipartFile } from "../../test/multipart.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("module market", () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;

  const tableExists = async (name: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_name = ${name}`.execute(
        t.services.db,
      )
    ).rows[0]?.n === 1;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: { batoken: token, "think-lang": "en" } });
  const upload = (zip: Buffer) => {
    const body = multipartFile("module.zip", zip, "application/zip");
    return t.app.inject({
      method: "POST",
      url: "/admin/module/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token, "think-lang": "en" },
    });
  };
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "module-test-"));
    t.services.env.DATA_DIR = dataDir;
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("uploads and installs the example module: its table, rule, route and public file", async () => {
    const uploaded = await upload(await packNoticeModule());
    expect(uploaded.json()).toMatchObject({
      code: 1,
      data: { info: { uid: "notice", version: "1.0.0", conflicts: [] } },
    });
    expect((await post("/admin/module/install", { uid: "notice" })).json()).toMatchObject({
      code: 1,
      msg: "Module installed",
      data: { done: true },
    });
    expect(await tableExists("mod_notice_item")).toBe(true);
    const rule = await t.services.db
      .selectFrom("admin_rule")
      .selectAll()
      .where("name", "=", "module/notice/board")
      .executeTakeFirstOrThrow();
    expect(rule).toMatchObject({
      menu_type: "iframe",
      url: "/module-assets/notice/admin.html",
      path: "iframe/%2Fmodule-assets%2Fnotice%2Fadmin.html",
      status: "enable",
      // The English admin shows the manifest's English title (ADR 0021).
      title_en: "Notice board",
    });
    const list = (await get("/api/module/notice/list")).json();
    expect(list.data.list.map((row: { title: string }) => row.title)[0]).toMatch(/^欢迎/);
    const logo = await get("/module-assets/notice/logo.svg");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(existsSync(join(dataDir, "modules", "notice", "server", "index.mjs"))).toBe(true);
    const index = (
      await t.app.inject({ method: "GET", url: "/admin/module/index", headers: { batoken: token } })
    ).json();
    expect(index.data.sysVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(index.data.installed).toMatchObject([
      {
        uid: "notice",
        title: "公告栏",
        titles: { "zh-cn": "公告栏", en: "Notice board" },
        state: 1,
        routes: ["/notice"],
        tables: ["mod_notice_item"],
        menu: ["module/notice/board"],
      },
    ]);
  });

  it("refuses to install the same module twice", async () => {
    expect((await upload(await packNoticeModule())).json()).toMatchObject({
      code: 0,
      msg: "Module notice 1.0.0 is installed; it can only be updated to a higher version (got 1.0.0)!",
    });
    expect((await post("/admin/module/install", { uid: "notice" })).json().msg).toMatch(/not been uploaded/);
  });

  it("asks before a second module takes a claimed route, and changes nothing until confirmed", async () => {
    const uploaded = (await upload(await packRivalModule())).json();
    expect(uploaded.data.info.conflicts).toEqual(
      expect.arrayContaining([
        {
          kind: "route",
          path: "/api/module/notice",
          uid: "notice",
          title: { "zh-cn": "公告栏", en: "Notice board" },
        },
        {
          kind: "file",
          path: "/module-assets/notice/logo.svg",
          uid: "notice",
          title: { "zh-cn": "公告栏", en: "Notice board" },
        },
      ]),
    );
    const asked = (await post("/admin/module/install", { uid: "bulletin" })).json();
    expect(asked).toMatchObject({ code: 1, data: { done: false } });
    expect(asked.data.conflicts.length).toBeGreaterThan(0);
    const installed = await t.services.db.selectFrom("module").select("uid").execute();
    expect(installed.map((m) => m.uid)).toEqual(["notice"]);
    expect((await get("/api/module/notice/list")).json().data.list).toHaveLength(2);

    expect((await post("/admin/module/install", { uid: "bulletin", confirm: true })).json().data.done).toBe(
      true,
    );
    expect((await get("/api/module/notice/list")).json().data).toEqual({ from: "bulletin" });
    const notice = await t.services.db
      .selectFrom("module")
      .select("state")
      .where("uid", "=", "notice")
      .executeTakeFirstOrThrow();
    expect(notice.state).toBe("disable");
    expect((await post("/admin/module/uninstall", { uid: "bulletin" })).json()).toMatchObject({ code: 1 });
  });

  it("disables and enables a module with its route, file and rule", async () => {
    expect((await post("/admin/module/changeState", { uid: "notice", state: true })).json()).toMatchObject({
      code: 1,
      data: { done: true },
    });
    expect((await get("/module-assets/notice/logo.svg")).statusCode).toBe(200);
    expect((await post("/admin/module/changeState", { uid: "notice", state: false })).json().msg).toBe(
      "Module disabled",
    );
    expect((await get("/api/module/notice/list")).statusCode).toBe(404);
    expect((await get("/module-assets/notice/logo.svg")).statusCode).toBe(404);
    const rule = await t.services.db
      .selectFrom("admin_rule")
      .select("status")
      .where("name", "=", "module/notice/board")
      .executeTakeFirstOrThrow();
    expect(rule.status).toBe("disable");
  });

  it("uninstalls leaving no table, rule, migration record or file behind", async () => {
    expect((await post("/admin/module/uninstall", { uid: "notice" })).json()).toMatchObject({
      code: 1,
      msg: "Module uninstalled",
    });
    expect(await tableExists("mod_notice_item")).toBe(false);
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select("id")
      .where("name", "like", "module/%")
      .execute();
    expect(rules).toEqual([]);
    expect(await t.services.db.selectFrom("module_migration").selectAll().execute()).toEqual([]);
    expect(await t.services.db.selectFrom("module").selectAll().execute()).toEqual([]);
    expect(existsSync(join(dataDir, "modules", "notice"))).toBe(false);
    expect((await post("/admin/module/uninstall", { uid: "notice" })).json()).toMatchObject({
      code: 0,
      msg: "Module notice is not installed!",
    });
  });

  it("refuses zips that reach outside, link elsewhere, or break the manifest, and keeps nothing", async () => {
    const slip = await packNoticeModule((manifest, files) => ({
      manifest,
      files: new Map([...files, ["zz/evil.txt", Buffer.from("x")]]),
    }));
    // The same length in the local header and the central directory: the name becomes ../evil.txt.
    const patched = Buffer.from(slip.toString("latin1").replaceAll("zz/evil.txt", "../evil.txt"), "latin1");
    const cases: [Buffer, RegExp][] = [
      [patched, /not valid: path/],
      [Buffer.from("not a zip"), /not valid: not a zip/],
      [
        await packNoticeModule((manifest, files) => ({ manifest: { ...manifest, uid: "Bad-Id" }, files })),
        /manifest.*uid/,
      ],
      [
        await packNoticeModule((manifest, files) => ({
          manifest: {
            ...manifest,
            migrations: [
              {
                name: "0001_x",
                createTable: { name: "mod_other_x", columns: [{ name: "id", type: "serial" }] },
              },
            ],
          },
          files,
        })),
        /manifest.*migrations/,
      ],
      [await packNoticeModule((manifest) => ({ manifest, files: new Map() })), /server/],
    ];
    for (const [zip, message] of cases) {
      const answer = (await upload(zip)).json();
      expect(answer.code).toBe(0);
      expect(answer.msg).toMatch(message);
    }
    expect(existsSync(join(dataDir, "evil.txt"))).toBe(false);
    expect(await t.services.db.selectFrom("module").selectAll().execute()).toEqual([]);
  });

  it("refuses a symbolic link in the zip", async () => {
    const yazl = (await import("yazl")).default;
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from("{}"), "module.json");
    zip.addBuffer(Buffer.from("/etc/passwd"), "public/notice/link.txt", { mode: 0o120777 });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    expect((await upload(Buffer.concat(chunks))).json().msg).toMatch(/not a plain file/);
  });

  it("installs only what was uploaded", async () => {
    expect((await post("/admin/module/install", { uid: "nothing" })).json()).toMatchObject({
      code: 0,
      msg: /not been uploaded/,
    });
    expect((await post("/admin/module/install", { uid: "../x" })).json().code).toBe(0);
  });
});
