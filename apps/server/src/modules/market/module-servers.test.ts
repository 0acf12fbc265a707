import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { packNoticeModule } from "../../../../../examples/module-notice/pack.mjs";
import { buildApp } from "../../app.ts";
import { createServices } from "../../services/app-services.ts";
import { PRO, packBoardModule } from "../../test/market-modules.ts";
import { moduleAdmin } from "../../test/module-admin.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { ModuleRuntime } from "./module-runtime.ts";

/** The notice board at `version`: its route `version` and its file `version.json` both answer it. */
const noticeAt = (version: string) =>
  packNoticeModule((manifest, files) => ({
    manifest: { ...manifest, version },
    files: new Map([
      ...files,
      [
        "server/index.mjs",
        Buffer.from(`export function register(api) { api.get("/notice", "version", () => "${version}"); }`),
      ],
      ["public/notice/version.json", Buffer.from(JSON.stringify({ version }))],
    ]),
  }));

/**
 * Two servers on one database, each with a disk of its own (issue 26, ADR 0026): what is uploaded,
 * installed, updated or uninstalled through one is served, or no longer served, by the other on its
 * next request, with no restart and no shared folder.
 */
describe("modules on every server sharing the database", () => {
  let a: TestApp;
  let b: TestApp;
  const dirs: string[] = [];
  let admin: { a: ReturnType<typeof moduleAdmin>; b: ReturnType<typeof moduleAdmin> };

  /** A GET's status, and its body: parsed when JSON, as text otherwise. */
  const get = async (server: TestApp, url: string) => {
    const answer = await server.app.inject({ method: "GET", url });
    const json = String(answer.headers["content-type"]).startsWith("application/json");
    return { status: answer.statusCode, body: json ? answer.json() : answer.body };
  };
  const folderOf = (server: TestApp, uid: string) => join(server.services.env.DATA_DIR, "modules", uid);
  const packages = async (uid: string) =>
    a.services.db
      .selectFrom("module_package")
      .select(["stage", "version"])
      .where("uid", "=", uid)
      .orderBy("stage")
      .execute();

  beforeAll(async () => {
    a = await createTestApp();
    for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(join(tmpdir(), `module-servers-${i}-`)));
    a.services.env.DATA_DIR = dirs[0] ?? "";
    const services = createServices(a.services.db, { ...a.services.env, DATA_DIR: dirs[1] ?? "" });
    const app = await buildApp({ services, serveWeb: false });
    await app.ready();
    b = { app, services, close: () => app.close() };
    // Sessions live in the database too: one login is good on both servers.
    const token = (await loginAdmin(a.app)).token;
    admin = { a: moduleAdmin(a, token), b: moduleAdmin(b, token) };
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("installs through one server a zip uploaded through the other, which never unpacked it", async () => {
    expect((await admin.a.upload(await noticeAt("1.0.0"))).data.info).toMatchObject({ uid: "notice" });
    expect(await admin.b.post("/admin/module/install", { uid: "notice" })).toMatchObject({
      code: 1,
      data: { done: true },
    });
    // The zip went through the database: nothing of it was ever written on the first server's disk.
    expect(existsSync(join(dirs[0] ?? "", "modules"))).toBe(false);
    expect(await packages("notice")).toEqual([{ stage: "installed", version: "1.0.0" }]);
    expect(existsSync(join(folderOf(b, "notice"), "server", "index.mjs"))).toBe(true);
    expect(existsSync(folderOf(a, "notice"))).toBe(false);
  });

  it("serves a module installed through the other server at once, unpacking it once for requests at once", async () => {
    const replace = vi.spyOn(a.services.modules.folder, "replaceModule");
    const [route, asset, again] = await Promise.all([
      get(a, "/api/module/notice/version"),
      get(a, "/module-assets/notice/version.json"),
      get(a, "/api/module/notice/version"),
    ]);
    expect([route, asset, again]).toEqual([
      { status: 200, body: expect.objectContaining({ code: 1, data: "1.0.0" }) },
      { status: 200, body: { version: "1.0.0" } },
      { status: 200, body: expect.objectContaining({ code: 1, data: "1.0.0" }) },
    ]);
    expect(replace).toHaveBeenCalledTimes(1);
    // Nothing changed since: the next request unpacks nothing.
    await get(a, "/module-assets/notice/version.json");
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
    expect(existsSync(join(folderOf(a, "notice"), "public", "notice", "version.json"))).toBe(true);

    expect((await admin.a.upload(await packBoardModule(PRO.uid, PRO.title, "1.0.0"))).code).toBe(1);
    expect((await admin.a.post("/admin/module/install", { uid: PRO.uid })).data.done).toBe(true);
    expect((await get(b, "/api/module/noticepro/list")).body.data.list).toHaveLength(2);
    expect((await get(b, "/module-assets/noticepro/logo.svg")).status).toBe(200);
  });

  it("answers the new version on the other server's next request after an update", async () => {
    expect((await get(a, "/api/module/notice/version")).body.data).toBe("1.0.0");
    expect((await admin.b.upload(await noticeAt("1.1.0"))).data.info.installedVersion).toBe("1.0.0");
    expect(await packages("notice")).toEqual([
      { stage: "installed", version: "1.0.0" },
      { stage: "uploaded", version: "1.1.0" },
    ]);
    expect((await admin.b.post("/admin/module/update", { uid: "notice" })).data.done).toBe(true);
    expect(await packages("notice")).toEqual([{ stage: "installed", version: "1.1.0" }]);

    expect((await get(a, "/api/module/notice/version")).body.data).toBe("1.1.0");
    expect((await get(a, "/module-assets/notice/version.json")).body).toEqual({ version: "1.1.0" });
    expect((await get(b, "/api/module/notice/version")).body.data).toBe("1.1.0");
    for (const dir of dirs) {
      expect(await readdir(join(dir, "modules", ".staging"))).toEqual([]);
      expect(await readdir(join(dir, "modules", ".replaced"))).toEqual([]);
    }
  });

  it("keeps two processes sharing one disk from spoiling each other's copy", async () => {
    const shared = await mkdtemp(join(tmpdir(), "module-servers-shared-"));
    dirs.push(shared);
    const runtimes = [0, 1].map(() => new ModuleRuntime(a.services.db, () => shared));
    const paths = await Promise.all(runtimes.map((r) => r.asset("notice", "version.json")));
    const path = join(shared, "modules", "notice", "public", "notice", "version.json");
    expect(paths).toEqual([path, path]);
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({ version: "1.1.0" });
    expect((await readdir(join(shared, "modules"))).sort()).toEqual([".replaced", ".staging", "notice"]);
    expect(await readdir(join(shared, "modules", ".staging"))).toEqual([]);
  });

  it("answers 404 on both servers once uninstalled through one, and the other drops its folder", async () => {
    expect((await get(b, "/module-assets/notice/version.json")).status).toBe(200);
    expect((await admin.a.post("/admin/module/uninstall", { uid: "notice" })).code).toBe(1);
    expect(await packages("notice")).toEqual([]);
    expect(existsSync(folderOf(a, "notice"))).toBe(false);
    for (const server of [a, b]) {
      expect((await get(server, "/api/module/notice/version")).status).toBe(404);
      expect((await get(server, "/module-assets/notice/version.json")).status).toBe(404);
    }
    expect(existsSync(folderOf(b, "notice"))).toBe(false);
    expect(existsSync(folderOf(b, PRO.uid))).toBe(true);
  });

  it("serves a module installed before its zip was kept in the database from the local folder", async () => {
    // What a module installed before migration 0019 looks like: a module row, files on one disk, no zip.
    await a.services.db.deleteFrom("module_package").where("uid", "=", PRO.uid).execute();
    expect((await get(a, "/api/module/noticepro/list")).body.data.list).toHaveLength(2);
    expect((await get(b, "/module-assets/noticepro/logo.svg")).status).toBe(200);
    expect(existsSync(folderOf(b, PRO.uid))).toBe(true);
    expect((await admin.b.post("/admin/module/uninstall", { uid: PRO.uid })).code).toBe(1);
    expect((await get(a, "/module-assets/noticepro/logo.svg")).status).toBe(404);
    expect(existsSync(folderOf(a, PRO.uid))).toBe(false);
  });
});
