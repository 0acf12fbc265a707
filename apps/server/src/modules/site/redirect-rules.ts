import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";

export type RedirectRule = {
  id: number;
  source: string;
  match: "exact" | "prefix";
  target: string;
  code: 301 | 302;
};

/**
 * Where a rule sends `path` (with the rest of a prefix's path), or undefined when it does not match.
 * The rest comes from the request, so its runs of slashes and backslashes become one slash: `/old//x`
 * under a rule to `/` goes to `/x`, never to `//x` or `/\x`, which a browser reads as another host.
 */
export function followRule(rule: RedirectRule, path: string): string | undefined {
  if (rule.match === "exact") return slashless(path) === slashless(rule.source) ? rule.target : undefined;
  const base = rule.source.replace(/\/+$/, "");
  if (path !== base && !path.startsWith(`${base}/`) && base !== "") return undefined;
  const rest = path.slice(base.length).replace(/[/\\]+/g, "/");
  return `${rule.target.replace(/\/+$/, "")}${rest}` || "/";
}

/**
 * A rule's new address as the admin may write it: a path of this site (not `//host` or `/\host`, which
 * a browser reads as another host) or an http(s) address.
 */
export const isRedirectTarget = (target: string): boolean =>
  /^\/(?![/\\])|^https?:\/\/[^\s/\\]+/i.test(target);

/** The same path with and without its one trailing slash: `/about/` and `/about` name one page. */
const slashless = (path: string): string => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * The rule for `path`: its exact rule (written with or without the trailing slash the visitor typed or
 * left out), else the longest prefix rule over it.
 */
export function ruleFor(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  const exact =
    rules.find((r) => r.match === "exact" && r.source === path) ??
    rules.find((r) => r.match === "exact" && slashless(r.source) === slashless(path));
  if (exact) return exact;
  return rules
    .filter((r) => r.match === "prefix" && followRule(r, path) !== undefined)
    .sort((a, b) => b.source.length - a.source.length)[0];
}

/**
 * The path a chain of rules leads `path` round to, when following them from it comes back to a path it
 * passed (a loop); undefined when the chain ends (at another site, or a path no rule matches).
 */
export function loopFrom(rules: readonly RedirectRule[], path: string): string | undefined {
  const seen = new Set<string>();
  let at = path;
  for (let step = 0; step < 20; step++) {
    if (seen.has(at)) return at;
    seen.add(at);
    const rule = ruleFor(rules, at);
    if (!rule) return undefined;
    const next = followRule(rule, at);
    if (next === undefined || !next.startsWith("/")) return undefined;
    at = next.split(/[?#]/)[0] ?? next;
  }
  return at;
}

/** How long a server keeps the enabled rules before reading them again (another server's edits). */
const FRESH_MS = 5_000;

/**
 * The enabled rules, read once per few seconds per server process; an edit through this server is seen
 * at once (`forget`). Hits are counted in the database, each without waiting for the answer.
 */
export class RedirectRules {
  private cached: { at: number; rules: RedirectRule[] } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  forget(): void {
    this.cached = undefined;
  }

  async all(now = Date.now()): Promise<RedirectRule[]> {
    if (this.cached && now - this.cached.at < FRESH_MS) return this.cached.rules;
    const rows = await this.db
      .selectFrom("redirect")
      .select(["id", "source", "match", "target", "code"])
      .where("status", "=", "enable")
      .execute();
    const rules = rows.map((r) => ({ ...r, code: r.code === 302 ? 302 : 301 }) as RedirectRule);
    this.cached = { at: now, rules };
    return rules;
  }

  countHit(id: number): void {
    void this.db
      .updateTable("redirect")
      .set((eb) => ({ hits: eb("hits", "+", 1) }))
      .where("id", "=", id)
      .execute()
      .catch(() => undefined);
  }
}
