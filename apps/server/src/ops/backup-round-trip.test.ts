import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPglite, type DatabaseHandle, openPglite } from "@corp/db/connection";
import { emptySnapshot } from "@corp/db/test-snapshots";
import { createTestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password.ts";
import type { FileStore } from "../storage/file-store.ts";
import { LocalFileStore } from "../storage/local-file-store.ts";
import { AWKWARD_TEXT, fillSite } from "../test/backup-site.ts";
import { type SiteSnapshot, siteSnapshot } from "../test/site-snapshot.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../test/test-app.ts";
import { createBackup } from "./backup.ts";
import { KNOWN_MIGRATIONS } from "./migration-level.ts";
import { restoreBackup } from "./restore.ts";
import { openArchive } from "./restore-archive.ts";

/** Each table compared on its own, so a difference names its table. */
function expectSameSite(actual: SiteSnapshot, expected: SiteSnapshot) {
  expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
  for (const [name, rows] of Object.entries(expected.tables)) expect(actual.tables[name], name).toEqual(rows);
  expect(actual.sequences).toEqual(expected.sequences);
  expect(actual.files).toEqual(expected.files);
}

/** The key a test site signs its backups with. */
const KEY = Buffer.alloc(32, 7);

async function restoreFile(file: string, handle: DatabaseHandle, files: FileStore) {
  const archive = await openArchive(file, { key: KEY });
  expect(archive.signed).toBe(true);
  try {
    return await restoreBackup({ handle, files }, archive);
  } finally {
    await archive.remove();
  }
}

const versionsOf = async (handle: DatabaseHandle) =>
  Object.fromEntries(
    (await handle.db.selectFrom("cache_version").select(["scope", "version"]).execute()).map((r) => [
      r.scope,
      Number(r.version),
    ]),
  );

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The demo site with content, members, ledgers, an upload, a module and a designed table, backed up on
 * the embedded database and restored onto a fresh site: an embedded one in the default suite; in the
 * PostgreSQL suite one on DATABASE_URL's server, which is then backed up and restored onto a new, empty
 * embedded database. Equal to the original at each step, every row of every table and every file.
 */
// Each step handles the whole demo site. Measured with a clean-clone CI running beside it, the restore
// step took 12.5 s (a seeded target 4.0 s, its snapshot 2.1 s, the restore 5.1 s, the comparison 1.3 s);
// with two more test files beside that, over 30 s. The bound is for a stuck step, not a busy machine.
describe("backup and restore: a round trip", { timeout: 120_000 }, () => {
  let dir: string;
  let source: TestApp;
  let original: SiteSnapshot;
  /** The site restored last, closed by the test that serves it. */
  let last: { handle: DatabaseHandle; dir: string } | undefined;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-round-trip-"));
    const database = await createTestDatabase({
      adminPassword: ADMIN_PASSWORD,
      hashPassword,
      embedded: true,
    });
    source = await createTestApp({ database, env: { DATA_DIR: join(dir, "site") } });
    await fillSite(source);
    original = await siteSnapshot(source.services.db, source.services.files);
  });
  afterAll(async () => {
    await source?.close();
    for (const handle of opened) await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("backs up the embedded site: every table, its rows counted, every upload checksummed", async () => {
    const manifest = await createBackup(
      { db: source.services.db, dialect: "pglite", files: source.services.files, key: KEY },
      join(dir, "first.tar.gz"),
    );
    expect(manifest.database.migrations).toEqual(KNOWN_MIGRATIONS);
    expect(Object.keys(manifest.database.tables)).toEqual(
      expect.arrayContaining(["public.user_money_log", "public.mod_board_item", "designed.demo_product"]),
    );
    expect(manifest.database.tables).not.toHaveProperty("public.kysely_migration");
    expect(manifest.database.tables["public.user_money_log"]).toBe(3);
    expect(manifest.database.tables["designed.demo_product"]).toBe(2);
    expect(manifest.files.count).toBe(Object.keys(original.files).length);
    expect(manifest.files.count).toBeGreaterThan(0);
    expect(manifest.entries.map((e) => e.path)).toContain(`files/${Object.keys(original.files)[0]}`);
  });

  it(`restores it onto a fresh ${onPostgres ? "PostgreSQL" : "embedded"} site, equal table by table and file by file`, async () => {
    const target = await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword });
    opened.push(target);
    const files = new LocalFileStore(() => join(dir, "second"));
    const fresh = await siteSnapshot(target.db, files);
    expect(fresh.tables["public.user_money_log"]).toEqual([]);
    expect(fresh.tables).not.toHaveProperty("designed.demo_product");
    const versions = {
      source: await versionsOf(source.services as unknown as DatabaseHandle),
      fresh: await versionsOf(target),
    };

    const report = await restoreFile(join(dir, "first.tar.gz"), target, files);
    expect(report.migrated).toEqual([]);
    expectSameSite(await siteSnapshot(target.db, files), original);
    // The content versions move past both sides', so no cached answer of either is taken as current.
    const after = await versionsOf(target);
    for (const scope of ["site", "page", "article"]) {
      expect(after[scope]).toBeGreaterThan(Math.max(versions.source[scope] ?? 0, versions.fresh[scope] ?? 0));
    }
    const article = await target.db
      .selectFrom("article")
      .select("summary")
      .where("title", "=", "备份的文章 backup")
      .executeTakeFirstOrThrow();
    expect(article.summary).toBe(AWKWARD_TEXT);
    last = { handle: target, dir: join(dir, "second") };
  });

  it.runIf(onPostgres)(
    "and from PostgreSQL back onto a new, empty embedded database, migrated to the archive's level first",
    async () => {
      if (!last) throw new Error("the first restore did not run");
      const files = new LocalFileStore(() => join(dir, "second"));
      await createBackup(
        { db: last.handle.db, dialect: "postgres", files, key: KEY },
        join(dir, "second.tar.gz"),
      );
      const empty = openPglite(await createPglite({ loadDataDir: await emptySnapshot() }));
      opened.push(empty);
      const emptyFiles = new LocalFileStore(() => join(dir, "third"));
      const report = await restoreFile(join(dir, "second.tar.gz"), empty, emptyFiles);
      expect(report.migrated).toEqual(KNOWN_MIGRATIONS);
      expectSameSite(await siteSnapshot(empty.db, emptyFiles), original);
      last = { handle: empty, dir: join(dir, "third") };
    },
    // Every migration runs in the embedded database's WebAssembly before the rows go in: about 10 s on a
    // quiet machine, over 30 s in a clean-clone CI with a server suite running beside it.
    120_000,
  );

  it("serves the restored site: the module answers from its restored zip, new rows take the next ids", async () => {
    if (!last) throw new Error("no restore ran");
    const restored = last.handle;
    opened.splice(opened.indexOf(restored), 1);
    const site = await createTestApp({ database: restored, env: { DATA_DIR: last.dir } });
    try {
      const list = (await site.app.inject({ method: "GET", url: "/api/module/board/list" })).json();
      expect(list.code).toBe(1);
      const top = await site.services.db
        .selectFrom("article")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirstOrThrow();
      const added = await site.services.db
        .insertInto("article")
        .values({ category_id: 1, title: "after the restore" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(added.id).toBe(Number(top.id) + 1);
    } finally {
      await site.close();
    }
  });
});
