import { hkdfSync, randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../env.ts";

/** What the site's key is used for; each use has a key of its own, derived from the site's. */
export type KeyPurpose = "backup signature";

export const SITE_KEY_FILE = "site.key";

/**
 * The site's secret: `SITE_KEY` when set, else the key in `$DATA_DIR/site.key`, made on first use from
 * 32 random bytes and readable by this user alone. It never goes into the database, so a backup does
 * not carry it.
 */
export async function siteKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Promise<Buffer> {
  const kept = await keptSiteKey(env);
  if (kept) return kept;
  const file = join(env.DATA_DIR, SITE_KEY_FILE);
  await mkdir(env.DATA_DIR, { recursive: true });
  // Written whole under a name of its own, then linked: of two processes making it at once, one links
  // and the other reads the key that won.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(draft, { force: true });
  }
  return Buffer.from((await readFile(file, "utf8")).trim(), "utf8");
}

/** The site's key if there is one (`SITE_KEY`, or a key file made before); makes none. */
export async function keptSiteKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Promise<Buffer | undefined> {
  if (env.SITE_KEY) return Buffer.from(env.SITE_KEY, "utf8");
  const kept = await readFile(join(env.DATA_DIR, SITE_KEY_FILE), "utf8").catch(() => undefined);
  return kept?.trim() ? Buffer.from(kept.trim(), "utf8") : undefined;
}

/** The key of one purpose (HKDF-SHA256 of the site's key). */
export function purposeKey(site: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", site, Buffer.alloc(0), `corpsite ${purpose}`, 32));
}
