import { hkdfSync, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../env.ts";

/** What the site's key is used for; each use has a key of its own, derived from the site's. */
export type KeyPurpose = "backup signature" | "setting secrets" | "view visitors";

export const SITE_KEY_FILE = "site.key";

/**
 * The site's secret: `SITE_KEY` when set, else the key in `$DATA_DIR/site.key`, made on first use from
 * 32 random bytes and readable by this user alone. It never goes into the database, so a backup does
 * not carry it. Read once when a server starts (a small file: read without waiting on a promise, so the
 * settings' secrets open where they are used).
 */
export function siteKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Buffer {
  const kept = keptSiteKey(env);
  if (kept) return kept;
  const file = join(env.DATA_DIR, SITE_KEY_FILE);
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Written whole under a name of its own, then linked: of two processes making it at once, one links
  // and the other reads the key that won.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "utf8");
}

/** The site's key if there is one (`SITE_KEY`, or a key file made before); makes none. */
export function keptSiteKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Buffer | undefined {
  if (env.SITE_KEY) return Buffer.from(env.SITE_KEY, "utf8");
  let kept: string;
  try {
    kept = readFileSync(join(env.DATA_DIR, SITE_KEY_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
  return kept ? Buffer.from(kept, "utf8") : undefined;
}

/** The key of one purpose (HKDF-SHA256 of the site's key). */
export function purposeKey(site: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", site, Buffer.alloc(0), `corpsite ${purpose}`, 32));
}
