import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Env } from "../env.ts";
import { AppError } from "../errors.ts";
import { purposeKey, siteKey } from "./site-key.ts";

/**
 * The settings' secrets (the mail password, the SMS and market keys, ...) are stored encrypted with
 * AES-256-GCM under a key derived from the site's (docs/security.md, "Secrets"), as
 * `enc:v1:<key id>:<iv>:<tag>:<data>` (base64url). The setting's name and the destination the secret
 * is bound to are authenticated with it, so a value moved to another setting or destination does not
 * open. A value without the prefix was stored before encryption and is its own text.
 */
const PREFIX = "enc:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key the settings' secrets are encrypted with, and the id written beside each value it encrypts. */
export type SecretKey = { id: string; key: Buffer };

/** The secrets' key of a site's key, and its id (the start of its SHA-256: it tells which key sealed a value). */
export function secretKeyOf(site: Buffer): SecretKey {
  const key = purposeKey(site, "setting secrets");
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 12), key };
}

export const isSealed = (text: string): boolean => text.startsWith(PREFIX);

/** The id of the key that sealed `text`. */
export const sealedKeyId = (text: string): string => text.slice(PREFIX.length).split(":")[0] ?? "";

const boundData = (name: string, to: string) => Buffer.from(`corpsite setting ${name}\n${to}`, "utf8");

/** `plain` sealed under `key` for setting `name`, bound to destination `to`. */
export function sealWith(key: SecretKey, name: string, to: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundData(name, to));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url"));
  return `${PREFIX}${key.id}:${parts.join(":")}`;
}

/** The text `sealed` holds, opened with the one of `keys` that sealed it; undefined when none did. */
export function openWith(
  keys: readonly SecretKey[],
  name: string,
  to: string,
  sealed: string,
): string | undefined {
  const [id, iv, tag, data, ...rest] = sealed.slice(PREFIX.length).split(":");
  const key = keys.find((k) => k.id === id);
  if (!key || iv === undefined || tag === undefined || data === undefined || rest.length > 0)
    return undefined;
  const authTag = Buffer.from(tag, "base64url");
  if (authTag.length !== TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(boundData(name, to));
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}

/** What a reader of a secret setting needs: its stored text opened. */
export type SecretOpener = { open(name: string, to: string, stored: string): string };

/**
 * For the questions that only ask whether a secret is set (which channels can send a code): the stored
 * text as it is, never opened, never sent.
 */
export const secretsLeftSealed: SecretOpener = { open: (_name, _to, stored) => stored };

/**
 * The server's secrets: sealed under the site's key (`SITE_KEY`, or `$DATA_DIR/site.key`, read on
 * first use and kept), opened with it or with `SITE_KEY_PREVIOUS` during a change of key.
 */
export class SettingSecrets implements SecretOpener {
  #keys: SecretKey[] | undefined;

  constructor(private readonly env: Pick<Env, "SITE_KEY" | "SITE_KEY_PREVIOUS" | "DATA_DIR">) {}

  /** The current key first, then the previous one when `SITE_KEY_PREVIOUS` names another. */
  keys(): readonly SecretKey[] {
    if (!this.#keys) {
      const current = secretKeyOf(siteKey(this.env));
      const previous = this.env.SITE_KEY_PREVIOUS
        ? secretKeyOf(Buffer.from(this.env.SITE_KEY_PREVIOUS, "utf8"))
        : undefined;
      this.#keys = previous && previous.id !== current.id ? [current, previous] : [current];
    }
    return this.#keys;
  }

  /** The key new values are sealed with. */
  current(): SecretKey {
    const [current] = this.keys();
    if (!current) throw new Error("no site key");
    return current;
  }

  seal(name: string, to: string, plain: string): string {
    return sealWith(this.current(), name, to, plain);
  }

  /**
   * A stored secret's text, opened; a value stored before encryption is its own text. A value no key
   * of this server opens is refused with the catalogue's `secretKeyUnknown`.
   */
  open(name: string, to: string, stored: string): string {
    if (!isSealed(stored)) return stored;
    const text = openWith(this.keys(), name, to, stored);
    if (text === undefined) {
      throw new AppError({ key: "secretKeyUnknown", params: { name, key: sealedKeyId(stored) } });
    }
    return text;
  }
}
