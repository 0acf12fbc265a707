import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@corp/db/connection";
import { createTestDatabase } from "@corp/db/testing";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "../storage/local-file-store.ts";
import { createBackup } from "./backup.ts";
import { filesUnder } from "./backup-archive.ts";
import { openArchive, type VerifiedArchive } from "./restore-archive.ts";

const KEY = Buffer.alloc(32, 3);
const SECRETS = {
  smtp_pass: "smtp-pass-2f9c",
  module_market_token: "market-token-81ab",
  sms_aliyun_access_key_secret: "aliyun-secret-77de",
};

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
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-secrets-"));
    source = await createTestDatabase();
    files = new LocalFileStore(() => join(dir, "files"));
    for (const [name, secret] of Object.entries(SECRETS)) {
      await source.db
        .updateTable("config")
        .set({ value: JSON.stringify(bindSecret(name, secret, () => "")) })
        .where("name", "=", name)
        .execute();
    }
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
      expect(text).toContain('"smtp_pass"');
      // The rest of the settings are kept as they were.
      expect(text).toContain('"smtp_server"');
    } finally {
      await archive.remove();
    }
  });

  it("are kept when the backup is asked to keep them", async () => {
    const archive = await backUp("with-secrets.tar.gz", true);
    try {
      expect(archive.manifest.secrets).toBe("kept");
      const text = await archiveText(archive);
      for (const secret of Object.values(SECRETS)) expect(text).toContain(secret);
    } finally {
      await archive.remove();
    }
  });
});
