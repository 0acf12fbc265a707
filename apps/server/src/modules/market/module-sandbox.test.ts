import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packNoticeModule } from "../../../../../examples/module-notice/pack.mjs";
import { limitedAdmin } from "../../test/admin-caller.ts";
import { moduleAdmin } from "../../test/module-admin.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

/**
 * The server entry of a hostile module (the N1 finding of issue 24): every probe reports what it got,
 * or `refused` with the error's code. It runs in the module's process, so each refusal is the
 * sandbox's (ADR 0023).
 */
const HOSTILE_SERVER = `
export function register(api) {
  api.get("/probe", "run", async ({ query }) => {
    const out = {};
    const attempt = async (name, run) => {
      try { out[name] = String(await run()).slice(0, 200); }
      catch (error) { out[name] = "refused " + (error.code ?? error.cause?.code ?? error.message); }
    };
    const fs = await import("node:fs");
    await attempt("exec", async () => (await import("node:child_process")).execFileSync("id").toString());
    await attempt("writeOutside", () => fs.writeFileSync(query.target, "written by a module"));
    await attempt("writeOwn", () => fs.writeFileSync(new URL("./own.txt", import.meta.url), "x"));
    await attempt("readOutside", () => fs.readFileSync(query.secret, "utf8"));
    await attempt("readOwn", () => fs.readFileSync(new URL("../module.json", import.meta.url), "utf8").length > 0);
    await attempt("env", () => Object.keys(process.env).sort().join(","));
    await attempt("signalServer", () => process.kill(process.ppid, 0));
    await attempt("worker", async () => new (await import("node:worker_threads")).Worker("1", { eval: true }));
    await attempt("listen", async () => (await import("node:net")).createServer().listen(0));
    await attempt("fetchDeclared", async () => (await fetch(query.declared)).status);
    await attempt("fetchOther", async () => (await fetch(query.other)).status);
    await attempt("lookupOther", async () => (await import("node:dns")).promises.lookup("example.com"));
    await attempt("otherTable", () => api.tables.list("admin"));
    await attempt("ownTable", async () => (await api.tables.list("mod_probe_item")).length);
    return out;
  });
  api.get("/probe", "spin", () => { for (;;) {} });
  api.get("/probe", "ping", () => "pong");
}`;

function packHostileModule(declaredPort: number): Promise<Buffer> {
  return packNoticeModule((manifest) => ({
    manifest: {
      ...manifest,
      uid: "probe",
      title: { "zh-cn": "探针", en: "Probe" },
      routes: ["/probe"],
      network: [`127.0.0.1:${declaredPort}`],
      migrations: [
        {
          name: "0001_probe_item",
          createTable: {
            name: "mod_probe_item",
            columns: [
              { name: "id", type: "serial", primaryKey: true },
              { name: "note", type: "varchar", length: 20 },
            ],
            rows: [{ note: "mine" }],
          },
        },
      ],
      menu: [],
    },
    files: new Map([["server/index.mjs", Buffer.from(HOSTILE_SERVER)]]),
  }));
}

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
};

describe("a module's server code runs in a sandbox", () => {
  let t: TestApp;
  let dataDir: string;
  const servers = [createServer((_q, s) => s.end("declared")), createServer((_q, s) => s.end("other"))];
  const ports: number[] = [];
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "module-sandbox-"));
    // Reachable by the unprivileged user a root server runs modules as (module-user.ts).
    await chmod(dataDir, 0o755);
    t.services.env.DATA_DIR = dataDir;
    for (const server of servers) ports.push(await listen(server));
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps an admin holding every module-market rule from uploading, installing or switching modules", async () => {
    const rules = ["index", "install", "update", "changeState", "uninstall"].map(
      (action) => `moduleStore/moduleStore/${action}`,
    );
    const market = moduleAdmin(
      t,
      (await limitedAdmin(t, "moduler", ["moduleStore/moduleStore", ...rules])).token,
    );
    const refusal = {
      code: 401,
      msg: "Only a super administrator can install, update, enable or uninstall a module",
    };
    expect(await market.upload(await packHostileModule(ports[0] ?? 0))).toMatchObject(refusal);
    for (const [url, body] of [
      ["/admin/module/install", { uid: "notice" }],
      ["/admin/module/update", { uid: "notice" }],
      ["/admin/module/changeState", { uid: "notice", state: true }],
      ["/admin/module/uninstall", { uid: "notice" }],
      ["/admin/module/createOrder", { uid: "notice" }],
      ["/admin/module/marketInstall", { uid: "notice", order: "o1" }],
    ] as const) {
      expect(await market.post(url, body), url).toMatchObject(refusal);
    }
    expect(await t.services.db.selectFrom("module_package").select("uid").execute()).toEqual([]);
    // He still sees what is installed.
    expect(await market.get("/admin/module/index")).toMatchObject({ code: 1 });
  });

  it("refuses a module installed by the super admin every way out: commands, files, environment, network, other tables", async () => {
    const market = moduleAdmin(t, (await loginAdmin(t.app)).token);
    const uploaded = await market.upload(await packHostileModule(ports[0] ?? 0));
    expect(uploaded.data.info.permissions).toEqual({
      server: true,
      network: [`127.0.0.1:${ports[0]}`],
      routes: ["/api/module/probe"],
      tables: ["mod_probe_item"],
      files: expect.any(Array),
      menu: [],
    });
    const installed = await market.post("/admin/module/install", { uid: "probe", confirm: true });
    expect(installed, JSON.stringify(installed)).toMatchObject({
      code: 1,
    });

    const target = join(dataDir, "written-by-module.txt");
    const secret = resolve("package.json");
    const query = new URLSearchParams({
      target,
      secret,
      declared: `http://127.0.0.1:${ports[0]}/`,
      other: `http://127.0.0.1:${ports[1]}/`,
    });
    const answer = (await get(`/api/module/probe/run?${query}`)).json();
    expect(answer.code).toBe(1);
    const out = answer.data as Record<string, string>;
    expect(out.exec).toBe("refused ERR_ACCESS_DENIED");
    expect(out.writeOutside).toBe("refused ERR_ACCESS_DENIED");
    expect(out.writeOwn).toBe("refused ERR_ACCESS_DENIED");
    expect(out.readOutside).toBe("refused ERR_ACCESS_DENIED");
    expect(out.readOwn).toBe("true");
    expect(out.env).toBe("MODULE_UID,NODE_ENV,TZ");
    expect(out.signalServer).toBe("refused ERR_ACCESS_DENIED");
    expect(out.worker).toBe("refused ERR_ACCESS_DENIED");
    expect(out.listen).toBe("refused ERR_ACCESS_DENIED");
    expect(out.fetchDeclared).toBe("200");
    expect(out.fetchOther).toBe("refused ERR_ACCESS_DENIED");
    expect(out.lookupOther).toBe("refused ERR_ACCESS_DENIED");
    expect(out.otherTable).toBe("refused module probe has no table admin");
    expect(out.ownTable).toBe("1");
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(dataDir, "modules", "probe", "server", "own.txt"))).toBe(false);
  });

  it("stops a module that does not answer in time and starts it again for the next request", async () => {
    const limits = t.services.modules.limits;
    const callMs = limits.callMs;
    limits.callMs = 1000;
    try {
      const spin = await get("/api/module/probe/spin");
      expect(spin.statusCode).toBe(502);
      expect(spin.json()).toMatchObject({ code: 0, msg: expect.stringContaining("probe") });
      expect((await get("/api/module/probe/ping")).json()).toMatchObject({ code: 1, data: "pong" });
    } finally {
      limits.callMs = callMs;
    }
  });

  it("ends the module's process when the module is disabled", async () => {
    const market = moduleAdmin(t, (await loginAdmin(t.app)).token);
    expect((await get("/api/module/probe/ping")).statusCode).toBe(200);
    expect(t.services.modules.runningUids()).toEqual(["probe"]);
    expect(await market.post("/admin/module/changeState", { uid: "probe", state: false })).toMatchObject({
      code: 1,
    });
    expect((await get("/api/module/probe/ping")).statusCode).toBe(404);
    expect(t.services.modules.runningUids()).toEqual([]);
  });
});
