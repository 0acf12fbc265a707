import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { Env } from "../env.ts";
import { keptSiteKey, purposeKey, siteKey } from "../services/site-key.ts";
import { MANIFEST_PATH, SIGNATURE_PATH } from "./backup-manifest.ts";
import { RestoreRefused } from "./restore-refused.ts";

/**
 * A backup is signed by the site that made it: `manifest.sig` holds an HMAC-SHA256 of `manifest.json`'s
 * bytes under the site's backup key, and the manifest holds every other entry's size and sha256, so
 * the signature covers the whole archive. Checksums alone can be recomputed by whoever changes a row;
 * the signature cannot without the key.
 */

const signatureFile = z.object({
  algorithm: z.literal("hmac-sha256"),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * Who a restore believes: the site's backup key (none when the site has no key yet), the key of its
 * previous site key during a change of key (`SITE_KEY_PREVIOUS`: archives made before still restore), and
 * whether an archive neither signed may go in.
 */
export type ArchiveTrust = {
  key: Buffer | undefined;
  previousKey?: Buffer | undefined;
  trustUnsigned?: boolean;
};

/** The key this site signs its backups with (made on first use). */
export async function backupKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Promise<Buffer> {
  return purposeKey(siteKey(env), "backup signature");
}

/** The key this site checks backups with, if it has one; makes none (a restore writes nothing first). */
export async function restoreKey(env: Pick<Env, "SITE_KEY" | "DATA_DIR">): Promise<Buffer | undefined> {
  const site = keptSiteKey(env);
  return site && purposeKey(site, "backup signature");
}

/** The backup key of `SITE_KEY_PREVIOUS`, the site's key before a change (docs/security.md, "Secrets"). */
export function previousRestoreKey(env: Pick<Env, "SITE_KEY_PREVIOUS">): Buffer | undefined {
  return env.SITE_KEY_PREVIOUS
    ? purposeKey(Buffer.from(env.SITE_KEY_PREVIOUS, "utf8"), "backup signature")
    : undefined;
}

const macOf = (manifest: Buffer, key: Buffer) => createHmac("sha256", key).update(manifest).digest();

/** `manifest.sig` for the manifest's bytes. */
export function signatureOf(manifest: Buffer, key: Buffer): string {
  return `${JSON.stringify({ algorithm: "hmac-sha256", signature: macOf(manifest, key).toString("hex") })}\n`;
}

/** Whether the unpacked archive in `dir` is signed with `key`: "signed", "unsigned", or "another key". */
export async function signatureState(
  dir: string,
  key: Buffer | undefined,
): Promise<"signed" | "unsigned" | "another key"> {
  const text = await readFile(join(dir, SIGNATURE_PATH), "utf8").catch(() => undefined);
  if (text === undefined) return "unsigned";
  const manifest = await readFile(join(dir, MANIFEST_PATH)).catch(() => undefined);
  let parsed: z.infer<typeof signatureFile> | undefined;
  try {
    parsed = signatureFile.parse(JSON.parse(text));
  } catch {
    return "another key";
  }
  if (!manifest || !key) return "another key";
  const found = Buffer.from(parsed.signature, "hex");
  return timingSafeEqual(found, macOf(manifest, key)) ? "signed" : "another key";
}

/**
 * Refuses an archive this site's key did not sign, unless the operator said to trust it: its rows go in
 * as they are, admin accounts and their passwords included.
 */
export async function checkSignature(dir: string, trust: ArchiveTrust): Promise<boolean> {
  let state = await signatureState(dir, trust.key);
  if (state === "another key" && trust.previousKey) state = await signatureState(dir, trust.previousKey);
  if (state === "signed" || trust.trustUnsigned) return state === "signed";
  const what =
    state === "unsigned"
      ? "it is not signed (a backup of a release before signing, or one whose signature was removed)"
      : "its signature is not this site's (it was made by another site, with another SITE_KEY, or changed since)";
  throw new RestoreRefused(
    `${what}. Its rows would replace every account of this site, administrators included: restore it only ` +
      "if you know where it comes from, with --trust-unsigned, or set SITE_KEY (or $DATA_DIR/site.key) to " +
      "the key of the site that made it",
  );
}
