// The child process one module's server entry runs in (ADR 0023). The server starts it under Node's
// permission model, reading only this file and the module's folder, with no writes, child processes,
// workers, add-ons or inspector, and with an environment holding no secret. This file adds what that
// model does not cover: network connections and DNS names only as the manifest declares (a host name's
// addresses checked after they are looked up, whoever looks them up), no listening sockets, no signals
// to other processes. It imports nothing but Node's own modules, and it trusts
// nothing the module sends: the server checks every message it gets from here again.
import dgram from "node:dgram";
import dns from "node:dns";
import net from "node:net";
import { pathToFileURL } from "node:url";

const [root, entry, declared, notPublic] = process.argv.slice(2);
/** `host:port` pairs the module may connect to, and so the host names it may look up. */
const allowed = new Set(JSON.parse(declared ?? "[]"));
const allowedHosts = new Set([...allowed].map((pair) => pair.slice(0, pair.lastIndexOf(":"))));

/** This machine, private networks, link-local, metadata...: reached only when the manifest names the address. */
const notPublicList = new net.BlockList();
for (const range of JSON.parse(notPublic)) {
  const [address, bits] = range.split("/");
  const type = net.isIPv4(address) ? "ipv4" : "ipv6";
  if (bits === undefined) notPublicList.addAddress(address, type);
  else notPublicList.addSubnet(address, Number(bits), type);
}

function denied(what) {
  const error = new Error(`${what} is not allowed to this module`);
  error.code = "ERR_ACCESS_DENIED";
  return error;
}

/** Replaces a method for good: the module cannot put the original back. */
function lock(target, name, replacement) {
  Object.defineProperty(target, name, { value: replacement, writable: false, configurable: false });
}

/**
 * Whether the module may connect to `ip` on `port`: an address its manifest names as such, or a public
 * one (an IPv4 address written as IPv6, `::ffff:a.b.c.d`, is read as IPv4).
 */
function reachable(ip, port) {
  if (allowed.has(`${ip}:${port}`)) return true;
  const plain = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;
  const type = net.isIPv4(plain) ? "ipv4" : net.isIPv6(plain) ? "ipv6" : null;
  return type !== null && !notPublicList.check(plain, type);
}

/**
 * The look-up a connection to a declared host name goes through: the module's own `lookup` (or DNS),
 * whose answers are copied, checked with `reachable` and only then handed to the socket, which connects
 * to the address checked. An answer outside the rules fails the connection before it is made.
 */
function checkedLookup(inner, port) {
  return function lookup(hostname, options, callback) {
    let answered = false;
    const answer = (...result) => {
      if (answered) return;
      answered = true;
      callback(...result);
    };
    const found = (error, address, family) => {
      if (error) return answer(error);
      const list = (Array.isArray(address) ? address : [{ address, family }]).map((entry) => {
        const ip = String(entry?.address ?? "");
        return { address: ip, family: net.isIP(ip) };
      });
      const refused = list.find((entry) => !reachable(entry.address, port));
      const first = list[0];
      if (refused || !first) {
        return answer(denied(`connecting to ${hostname}:${port} at ${refused?.address ?? "no address"}`));
      }
      if (options?.all) return answer(null, list);
      return answer(null, first.address, first.family);
    };
    try {
      inner(hostname, options, found);
    } catch (error) {
      answer(error);
    }
  };
}

/**
 * The options of a `Socket#connect` call, whichever of its forms it is given, copied once (a getter
 * cannot answer one thing to the check and another to the connection), with its callback.
 */
function connectOptions(args) {
  const [first, ...rest] = Array.isArray(args[0]) ? args[0] : args;
  const callback = [first, ...rest].find((arg) => typeof arg === "function");
  if (first !== null && typeof first === "object") return { options: { ...first }, callback };
  if (typeof first === "string" && !/^\d+$/.test(first)) return { options: { path: first }, callback };
  return { options: { port: first, host: typeof rest[0] === "string" ? rest[0] : undefined }, callback };
}

const connect = net.Socket.prototype.connect;
const dnsLookup = dns.lookup;
lock(net.Socket.prototype, "connect", function guardedConnect(...args) {
  const { options, callback } = connectOptions(args);
  const host = String(options.host ?? "localhost");
  const port = Number(options.port);
  // A path makes it a local socket, as Node reads it (http passes `path: null` for TCP).
  const local = Boolean(options.path);
  if (local || !allowed.has(`${host}:${port}`)) {
    const error = denied(`connecting to ${local ? "a local socket" : `${host}:${port}`}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  const inner = typeof options.lookup === "function" ? options.lookup : dnsLookup;
  const checked = { ...options, host, port, lookup: checkedLookup(inner, port) };
  return callback ? connect.call(this, checked, callback) : connect.call(this, checked);
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
