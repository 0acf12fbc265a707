// The child process one module's server entry runs in (ADR 0023). The server starts it under Node's
// permission model, reading only this file and the module's folder, with no writes, child processes,
// workers, add-ons or inspector, and with an environment holding no secret. This file adds what that
// model does not cover: network connections and DNS names only as the manifest declares, no listening
// sockets, no signals to other processes. It imports nothing but Node's own modules, and it trusts
// nothing the module sends: the server checks every message it gets from here again.
import dgram from "node:dgram";
import dns from "node:dns";
import net from "node:net";
import { pathToFileURL } from "node:url";

const [root, entry, declared] = process.argv.slice(2);
/** `host:port` pairs the module may connect to, and so the host names it may look up. */
const allowed = new Set(JSON.parse(declared ?? "[]"));
const allowedHosts = new Set([...allowed].map((pair) => pair.slice(0, pair.lastIndexOf(":"))));

function denied(what) {
  const error = new Error(`${what} is not allowed to this module`);
  error.code = "ERR_ACCESS_DENIED";
  return error;
}

/** Replaces a method for good: the module cannot put the original back. */
function lock(target, name, replacement) {
  Object.defineProperty(target, name, { value: replacement, writable: false, configurable: false });
}

/** The host and port a `Socket#connect` call asks for, whichever of its forms it is given. */
function target(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === "object") {
    if (first.path !== undefined) return null;
    return { host: String(first.host ?? "localhost"), port: Number(first.port) };
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return null;
  return { host: typeof args[1] === "string" ? args[1] : "localhost", port: Number(first) };
}

const connect = net.Socket.prototype.connect;
lock(net.Socket.prototype, "connect", function guardedConnect(...args) {
  const to = target(args);
  if (!to || !allowed.has(`${to.host}:${to.port}`)) {
    const error = denied(`connecting to ${to ? `${to.host}:${to.port}` : "a local socket"}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
});
lock(net.Server.prototype, "listen", () => {
  throw denied("listening for connections");
});
for (const name of ["bind", "connect", "send"]) {
  lock(dgram.Socket.prototype, name, () => {
    throw denied("UDP");
  });
}

/** DNS names outside the declared hosts are not looked up (a lookup can carry data out). */
function guardLookups(api) {
  for (const name of Object.keys(api)) {
    if (!/^(?:lookup|resolve|reverse)/.test(name) || typeof api[name] !== "function") continue;
    const original = api[name];
    lock(api, name, function guardedLookup(host, ...rest) {
      if (!allowedHosts.has(String(host))) throw denied(`looking up ${host}`);
      return original.call(this, host, ...rest);
    });
  }
}
guardLookups(dns);
guardLookups(dns.promises);
for (const resolver of [dns.Resolver.prototype, dns.promises.Resolver.prototype]) {
  for (const name of Object.getOwnPropertyNames(resolver)) {
    if (/^(?:resolve|reverse)/.test(name)) {
      lock(resolver, name, () => {
        throw denied("a DNS resolver of its own");
      });
    }
  }
}

const ownPid = process.pid;
for (const name of ["kill", "_kill"]) {
  const original = process[name];
  lock(process, name, (pid, signal) => {
    if (Number(pid) !== ownPid) throw denied("signalling another process");
    return original.call(process, pid, signal);
  });
}

/** Messages to the server; the channel is the only way out of this process. */
const send = (message) => process.send?.(message);
const handlers = new Map();
const pendingTables = new Map();
let nextId = 0;

function tableCall(op, table, arg) {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pendingTables.set(id, { resolve, reject });
    send({ type: "tables", id, op, table, arg });
  });
}

const api = {
  uid: process.env.MODULE_UID,
  get: (route, action, handler) => register("get", route, action, handler),
  post: (route, action, handler) => register("post", route, action, handler),
  tables: {
    list: (table, limit) => tableCall("list", table, limit),
    insert: (table, row) => tableCall("insert", table, row),
  },
};

function register(method, route, action, handler) {
  if (typeof handler !== "function") throw new TypeError("a route needs a handler function");
  handlers.set(`${method} ${String(route).slice(1)}/${action}`, handler);
}

const message = (error) => (error instanceof Error ? error.message : String(error));

process.on("message", async (received) => {
  if (received?.type === "tables-result") {
    const pending = pendingTables.get(received.id);
    pendingTables.delete(received.id);
    if (received.ok) pending?.resolve(received.data);
    else pending?.reject(new Error(received.error));
    return;
  }
  if (received?.type !== "call") return;
  const handler = handlers.get(received.key);
  try {
    if (!handler) throw new Error(`no handler for ${received.key}`);
    const data = await handler(received.request);
    send({ type: "result", id: received.id, ok: true, data: data ?? null });
  } catch (error) {
    send({ type: "result", id: received.id, ok: false, error: message(error) });
  }
});

try {
  const loaded = await import(pathToFileURL(`${root}/${entry}`).href);
  if (typeof loaded.register !== "function") throw new Error("the server entry exports no register(api)");
  await loaded.register(api);
  send({ type: "ready", routes: [...handlers.keys()] });
} catch (error) {
  send({ type: "failed", error: message(error) });
}
