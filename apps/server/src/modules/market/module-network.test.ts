import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_PROCESS_LIMITS, ModuleProcess } from "./module-process.ts";
import { UNPRIVILEGED } from "./module-user.ts";

/**
 * A module that declares a host name tries every way of reaching what it did not declare (the P1
 * finding of issue 44): its own look-up answering a loopback address, an address given as such, a
 * socket it builds, http and tls with a look-up of their own, options whose getters answer one thing to
 * a check and another later. Each probe answers "connected" or "refused" with the error's code, and the
 * listening sockets count what actually reached them.
 */
const PROBES = `
import dgram from "node:dgram";
import http from "node:http";
import net from "node:net";
import tls from "node:tls";

const loopback = (h, o, cb) => (o && o.all ? cb(null, [{ address: "127.0.0.1", family: 4 }]) : cb(null, "127.0.0.1", 4));
const mixed = (h, o, cb) => cb(null, [{ address: "8.8.8.8", family: 4 }, { address: "127.0.0.1", family: 4 }]);
const mapped = (h, o, cb) => (o && o.all ? cb(null, [{ address: "::ffff:127.0.0.1", family: 6 }]) : cb(null, "::ffff:127.0.0.1", 6));
const twice = (h, o, cb) => { cb(null, "127.0.0.1", 4); cb(null, "127.0.0.1", 4); };

function attempt(open) {
  return new Promise((resolve) => {
    let socket;
    try { socket = open(); } catch (error) { return resolve("refused " + (error.code ?? error.message)); }
    socket.once("connect", () => { socket.destroy(); resolve("connected"); });
    socket.once("secureConnect", () => { socket.destroy(); resolve("connected"); });
    socket.once("error", (error) => resolve("refused " + (error.code ?? error.message)));
  });
}

function request(options) {
  return new Promise((resolve) => {
    const req = http.get(options, (res) => { res.resume(); resolve("connected"); });
    req.once("error", (error) => resolve("refused " + (error.code ?? error.message)));
  });
}

export function register(api) {
  api.get("/net", "probe", async ({ query }) => {
    const name = "svc.example.test";
    const declared = Number(query.declared);
    const open = Number(query.open);
    let reads = 0;
    const shifty = { port: declared, get host() { reads += 1; return reads === 1 ? name : "127.0.0.1"; }, lookup: loopback };
    return {
      ownLookup: await attempt(() => net.connect({ host: name, port: declared, lookup: loopback })),
      ownLookupAll: await attempt(() => net.connect({ host: name, port: declared, lookup: loopback, autoSelectFamily: true })),
      mixedAnswer: await attempt(() => net.connect({ host: name, port: declared, lookup: mixed, autoSelectFamily: true })),
      mappedAnswer: await attempt(() => net.connect({ host: name, port: declared, lookup: mapped })),
      answersTwice: await attempt(() => net.connect({ host: name, port: declared, lookup: twice })),
      rawAddress: await attempt(() => net.connect(declared, "127.0.0.1")),
      rawOther: await attempt(() => net.connect({ host: "127.0.0.1", port: Number(query.other) })),
      metadata: await attempt(() => net.connect({ host: "169.254.169.254", port: 80 })),
      ownSocket: await attempt(() => new net.Socket().connect({ host: name, port: declared, lookup: loopback })),
      localAddress: await attempt(() => net.connect({ host: name, port: declared, lookup: loopback, localAddress: "127.0.0.1" })),
      shiftyOptions: await attempt(() => net.connect(shifty)),
      tls: await attempt(() => tls.connect({ host: name, port: declared, lookup: loopback, rejectUnauthorized: false })),
      http: await request({ host: name, port: declared, lookup: loopback }),
      httpAgent: await request({ host: name, port: declared, agent: new http.Agent({ lookup: loopback }) }),
      udp: await attempt(() => dgram.createSocket("udp4").send("x", Number(query.other), "127.0.0.1")),
      fetchMetadata: await fetch("http://169.254.169.254/latest/meta-data/").then(
        (answer) => "connected " + answer.status,
        (error) => "refused " + (error.cause?.code ?? error.message),
      ),
      declaredAddress: await attempt(() => net.connect({ host: name, port: open, lookup: loopback })),
      httpDeclared: await request({ host: name, port: open, lookup: loopback, path: "/x" }),
      uid: process.getuid(),
    };
  });
}`;

describe("a module reaches only the addresses its manifest declares, checked after they are looked up", () => {
  let folder: string;
  let module: ModuleProcess;
  const reached = { declared: 0, other: 0, open: 0 };
  const servers: Record<keyof typeof reached, Server> = {
    declared: createServer((s) => {
      reached.declared += 1;
      s.on("error", () => {});
      s.destroy();
    }),
    other: createServer((s) => {
      reached.other += 1;
      s.on("error", () => {});
      s.destroy();
    }),
    open: createServer((s) => {
      reached.open += 1;
      // The probe closes its end at once: a reset read here is expected, not a failure.
      s.on("error", () => {});
      s.end("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    }),
  };
  const ports: Record<keyof typeof reached, number> = { declared: 0, other: 0, open: 0 };
  const log: string[] = [];

  beforeAll(async () => {
    for (const key of Object.keys(servers) as (keyof typeof reached)[]) {
      await new Promise<void>((done) => servers[key].listen(0, "127.0.0.1", done));
      ports[key] = (servers[key].address() as { port: number }).port;
    }
    folder = await mkdtemp(join(tmpdir(), "module-network-"));
    await chmod(folder, 0o755);
    await mkdir(join(folder, "server"));
    await writeFile(join(folder, "server", "index.mjs"), PROBES);
    module = new ModuleProcess({
      uid: "netprobe",
      root: folder,
      entry: "server/index.mjs",
      network: [
        `svc.example.test:${ports.declared}`,
        `svc.example.test:${ports.open}`,
        // A loopback address reached only where the manifest names it as such.
        `127.0.0.1:${ports.open}`,
      ],
      tables: { list: async () => [], insert: async () => {} },
      limits: { ...MODULE_PROCESS_LIMITS, startMs: 30_000, callMs: 60_000 },
      log: (line) => log.push(line),
    });
  });
  afterAll(async () => {
    module.stop();
    for (const server of Object.values(servers)) server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("refuses a loopback or metadata address however the module asks for it, and connects where the manifest names the address", async () => {
    const query = { declared: String(ports.declared), other: String(ports.other), open: String(ports.open) };
    const out = (await module.call("get net/probe", { query, body: null })) as Record<string, unknown>;
    const refused = "refused ERR_ACCESS_DENIED";
    expect(out).toMatchObject({
      ownLookup: refused,
      ownLookupAll: refused,
      mixedAnswer: refused,
      mappedAnswer: refused,
      answersTwice: refused,
      rawAddress: refused,
      rawOther: refused,
      metadata: refused,
      ownSocket: refused,
      localAddress: refused,
      tls: refused,
      http: refused,
      httpAgent: refused,
      udp: refused,
      fetchMetadata: refused,
      declaredAddress: "connected",
      httpDeclared: "connected",
    });
    // The shifty options read "svc.example.test" once: its look-up answered a loopback address.
    expect(out.shiftyOptions).toBe(refused);
    expect(reached).toEqual({ declared: 0, other: 0, open: 2 });
  });

  it("runs the module as an unprivileged user when the server runs as root", async () => {
    const out = (await module.call("get net/probe", {
      query: { declared: "1", other: "1", open: String(ports.open) },
      body: null,
    })) as Record<string, unknown>;
    if (process.getuid?.() === 0) expect(out.uid).toBe(UNPRIVILEGED.uid);
    else expect(out.uid).toBe(process.getuid?.());
    expect(log.filter((line) => line.includes("runs as the server's user"))).toEqual([]);
  });
});
