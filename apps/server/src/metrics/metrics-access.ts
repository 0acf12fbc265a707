import { createHash, timingSafeEqual } from "node:crypto";
import { addressList, inList } from "../services/address-list.ts";

/** Who may read `/metrics`: whoever sends the token, and any client from the listed addresses. */
export type MetricsAccessSettings = { token: string | undefined; allow: readonly string[] };

export type MetricsCaller = { ip: string; authorization: string | undefined };

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/**
 * The check of `/metrics`, built once from the settings. The token is compared in constant time (both
 * sides hashed to one length first, so neither its length nor its characters show in the time taken).
 */
export function metricsAccess(settings: MetricsAccessSettings): (caller: MetricsCaller) => boolean {
  const allowed = addressList(settings.allow);
  const expected = settings.token === undefined ? undefined : digest(settings.token);
  return ({ ip, authorization }) => {
    if (inList(allowed, ip)) return true;
    if (!expected || !authorization) return false;
    const match = /^Bearer ([\x21-\x7e]+)$/i.exec(authorization.trim());
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}
