import { type Side, sidePaths } from "@corp/client";
import { z } from "zod/mini";

/** The page a visitor asked for before the loading/login detour: the `to` of `/admin/loading/{to}`. */
export type ReturnTarget = { path: string; query: Record<string, string> };

export const returnTargetSchema = z.object({
  // A same-site path only: "//host" would leave the site after login (an open redirect).
  path: z.string().check(z.regex(/^\/(?!\/)/)),
  query: z._default(z.record(z.string(), z.string()), {}),
});

/** Accepts the JSON text of a path parameter or the object the router parsed from a search value. */
export function parseReturnTarget(value: unknown): ReturnTarget | undefined {
  let raw = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = returnTargetSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The `to` parameter text; the router percent-encodes it into the URL. */
export function encodeReturnTarget(target: ReturnTarget): string {
  return JSON.stringify(target);
}

/** A location as the router reports it, search values already parsed into JSON values. */
export function returnTargetOf(location: {
  pathname: string;
  search: Record<string, unknown>;
}): ReturnTarget {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(location.search)) {
    if (value === undefined) continue;
    query[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return { path: location.pathname, query };
}

export function targetHref(target: ReturnTarget): string {
  const search = new URLSearchParams(target.query).toString();
  return search ? `${target.path}?${search}` : target.path;
}

/**
 * Whether a target is a page of that side's shell. The loading and login pages are not (going back
 * to them would loop), nor is anything outside the side's base path.
 */
export function isShellPage(side: Side, target: ReturnTarget): boolean {
  const { base, login, loading } = sidePaths[side];
  const path = target.path;
  if (!path.startsWith(`${base}/`)) return false;
  const within = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return !within(login) && !within(loading);
}
