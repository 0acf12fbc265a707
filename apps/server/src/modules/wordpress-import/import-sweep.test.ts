import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowSeconds } from "../../envelope.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { PREVIEW_KEPT_SECONDS, sweepPreviews } from "./import-sweep.ts";
import { importExport } from "./test-upload.ts";

const SAMPLE = Buffer.from(
  `<?xml version="1.0"?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel>
  <title>Swept</title><link>https://swept.example</link><wp:base_site_url>https://swept.example</wp:base_site_url>
  </channel></rss>`,
);

describe("exports previewed and never imported", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-sweep-"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Uploads the export (the preview) without starting it; answers its run's id and stored file. */
  async function preview(): Promise<{ id: number; key: string }> {
    const { token } = await loginAdmin(t.app);
    const body = await importExport(t, token, [{ field: "file", name: "swept.xml", bytes: SAMPLE }], {
      start: false,
    });
    const id = Number(body.uploaded.data.id);
    const row = await t.services.db
      .selectFrom("import_run")
      .select(["file_key", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("previewed");
    return { id, key: row.file_key };
  }

  const stored = async (key: string) =>
    await t.services.imports.read(key).then(
      () => true,
      () => false,
    );

  it("are deleted with their stored export a day after the preview; a younger one and a started one stay", async () => {
    const old = await preview();
    const young = await preview();
    const started = await preview();
    await t.services.db
      .updateTable("import_run")
      .set({ status: "failed" })
      .where("id", "=", started.id)
      .execute();
    const now = nowSeconds() + PREVIEW_KEPT_SECONDS + 60;
    await t.services.db
      .updateTable("import_run")
      .set({ create_time: now - PREVIEW_KEPT_SECONDS - 1 })
      .where("id", "in", [old.id, started.id])
      .execute();
    await t.services.db
      .updateTable("import_run")
      .set({ create_time: now - PREVIEW_KEPT_SECONDS + 3600 })
      .where("id", "=", young.id)
      .execute();
    expect(await stored(old.key)).toBe(true);

    expect(await sweepPreviews(t.services, now)).toBe(1);
    const left = await t.services.db.selectFrom("import_run").select("id").execute();
    expect(left.map((r) => r.id).sort()).toEqual([young.id, started.id].sort());
    expect(await stored(old.key)).toBe(false);
    expect(await stored(young.key)).toBe(true);
  });
});
