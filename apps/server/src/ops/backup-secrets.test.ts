import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@corp/db/connection";
import { createTestDatabase } from "@corp/db/testing";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SettingSecrets } from "../services/setting-secrets.ts";
import { loadConfig, secretSetting } from "../services/site-config.ts";
import { resealSecrets, sealSetting, unopenedSecrets } from "../services/stored-secrets.ts";
import { LocalFileStore } from "../storage/local-file-store.ts";
import { backupKey, previousRestoreKey, restoreKey } from "./archive-signature.ts";
import { createBackup } from "./backup.ts";
import { filesUnder } from "./backup-archive.ts";
import { restoreBackup } from "./restore.ts";
import { openArchive, type VerifiedArchive } from "./restore-archive.ts";

const KEY = Buffer.alloc(32, 3);
const SECRETS = {
  smtp_pass: "smtp-pass-2f9c",
  module_market_token: "market-token-81ab",
  sms_aliyun_access_key_secret: "aliyun-secret-77de",
};
/** A password item an admin added to the settings: a secret too. */
const ADDED = { name: "partner_api_key", secret: "partner-secret-5e1" };
/** The site keys of the site backed up and of another site it is restored on. */
const SITE_KEY = randomBytes(32).toString("hex");
const OTHER_SITE_KEY = randomBytes(32).toString("hex");

/** Every byte the unpacked archive holds, as text. */
async function archiveText(archive: VerifiedArchive): Promise<string> {
  const parts = await Promise.all(
    (await filesUnder(archive.dir)).map((path) => readFile(join(archive.dir, path), "utf8")),
  );
  return parts.join("\n");
}

describe("secrets in a backup", () => {
  let dir: string;
  let source: DatabaseHandle;
  let files: LocalFileStore;
  /** The secrets as the source site stores them: bound to their destinations, encrypted with its key. */
  const stored: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-secrets-"));
    source = await createTestDatabase();
    files = new LocalFileStore(() => join(dir, "files"));
    const site = new SettingSecrets({ SITE_KEY, DATA_DIR: dir });
    const settings = await loadConfig(source.db);
    for (const [name, secret] of Object.entries(SECRETS)) {
      const value = sealSetting(
        site,
        name,
        bindSecret(name, secret, (setting) => settings.get(setting)),
      );
      stored.push(JSON.stringify(value));
      await source.db
        .updateTable("config")
        .set({ value: JSON.stringify(value) })
        .where("name", "=", name)
        .execute();
    }
    const added = sealSetting(site, ADDED.name, ADDED.secret);
    stored.push(JSON.stringify({ secret: added }));
    await source.db
      .insertInto("config")
      .values({
        name: ADDED.name,
        group: "basics",
        title: "Partner",
        type: "password",
        value: JSON.stringify(added),
      })
      .execute();
  });
  afterAll(async () => {
    await source?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function backUp(name: string, withSecrets?: boolean) {
    const file = join(dir, name);
    await createBackup({ db: source.db, dialect: source.dialect, files, key: KEY, withSecrets }, file);
    return openArchive(file, { key: KEY });
  }

  it("are left out unless asked: no byte of the archive holds one, the settings are there empty", async () => {
    const archive = await backUp("plain.tar.gz");
    try {
      expect(archive.manifest.secrets).toBe("left out");
      const text = await archiveText(archive);
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      for (const value of stored) expect(text).not.toContain(JSON.parse(value).secret);
      expect(text).toContain('"smtp_pass"');
      expect(text).toContain(`"${ADDED.name}"`);
      // The rest of the settings are kept as they were.
      expect(text).toContain('"smtp_server"');
    } finally {
      await archive.remove();
    }
  });

  it("are kept when the backup is asked to keep them, encrypted with the site's key as it stores them", async () => {
    const archive = await backUp("with-secrets.tar.gz", true);
    try {
      expect(archive.manifest.secrets).toBe("kept");
      const text = await archiveText(archive);
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      for (const value of stored) expect(text).toContain(JSON.parse(value).secret);
    } finally {
      await archive.remove();
    }
  });

  it("made before a change of the site's key still restore while SITE_KEY_PREVIOUS is the key that signed them", async () => {
    const file = join(dir, "before-rotation.tar.gz");
    const signing = await backupKey({ SITE_KEY, DATA_DIR: dir });
    await createBackup({ db: source.db, dialect: source.dialect, files, key: signing }, file);
    const changed = { SITE_KEY: OTHER_SITE_KEY, DATA_DIR: dir };
    await expect(openArchive(file, { key: await restoreKey(changed) })).rejects.toThrow(
      /its signature is not this site's/,
    );
    const during = { ...changed, SITE_KEY_PREVIOUS: SITE_KEY };
    const archive = await openArchive(file, {
      key: await restoreKey(during),
      previousKey: previousRestoreKey(during),
    });
    expect(archive.signed).toBe(true);
    await archive.remove();
  });

  it("restored on another site, open there once it rotates them with the first site's key as the previous one", async () => {
    const target = await createTestDatabase();
    const archive = await backUp("to-another-site.tar.gz", true);
    try {
      await restoreBackup({ handle: target, files: new LocalFileStore(() => join(dir, "other")) }, archive);
      const other = new SettingSecrets({ SITE_KEY: OTHER_SITE_KEY, DATA_DIR: dir });
      // What restore names: the secrets the other site's key does not open.
      expect((await unopenedSecrets(target.db, other)).sort()).toEqual(
        [...Object.keys(SECRETS), ADDED.name].sort(),
      );
      const settings = await loadConfig(target.db);
      expect(() => secretSetting(settings, "smtp_pass", other)).toThrow(
        expect.objectContaining({ key: "secretKeyUnknown" }),
      );
      await expect(resealSecrets(target.db, other, { rotate: true })).rejects.toMatchObject({
        key: "secretKeyUnknown",
      });
      const rotating = new SettingSecrets({
        SITE_KEY: OTHER_SITE_KEY,
        SITE_KEY_PREVIOUS: SITE_KEY,
        DATA_DIR: dir,
      });
      expect(await resealSecrets(target.db, rotating, { rotate: true })).toMatchObject({ sealed: 4 });
      expect(await unopenedSecrets(target.db, other)).toEqual([]);
      const rotated = await loadConfig(target.db);
      for (const [name, secret] of Object.entries(SECRETS))
        expect(secretSetting(rotated, name, other)).toBe(secret);
    } finally {
      await archive.remove();
      await target.close();
    }
  });
});
