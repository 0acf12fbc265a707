import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** Who may read `/metrics`: whoever sends the token, and any client from the listed addresses. */
export type MetricsAccessSettings = { token: string | undefined; allow: readonly string[] };

export type MetricsCaller = { ip: string; authorization: string | undefined };

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/** A client's address as compared: an IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` is IPv4. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * The check of `/metrics`, built once from the settings. The token is compared in constant time (both
 * sides hashed to one length first, so neither its length nor its characters show in the time taken).
 */
export function metricsAccess(settings: MetricsAccessSettings): (caller: MetricsCaller) => boolean {
  const allowed = allowList(settings.allow);
  const expected = settings.token === undefined ? undefined : digest(settings.token);
  return ({ ip, authorization }) => {
    const address = plainAddress(ip);
    if (isIPv4(address) && allowed.check(address, "ipv4")) return true;
    if (isIPv6(address) && allowed.check(address, "ipv6")) return true;
    if (!expected || !authorization) return false;
    const match = /^Bearer ([\x21-\x7e]+)$/i.exec(authorization.trim());
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}
