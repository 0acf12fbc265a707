import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@corp/db/connection";
import { holdServingLock } from "@corp/db/serving-lock";
import { createTestDatabase } from "@corp/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "../storage/local-file-store.ts";
import { appendRow, editJson, flipByte, repack, writeBomb } from "../test/backup-tamper.ts";
import { type SiteSnapshot, siteSnapshot } from "../test/site-snapshot.ts";
import type { ArchiveTrust } from "./archive-signature.ts";
import { createBackup } from "./backup.ts";
import {
  type ArchivedSchema,
  MANIFEST_PATH,
  type Manifest,
  SCHEMA_PATH,
  SIGNATURE_PATH,
} from "./backup-manifest.ts";
import type { TableDef } from "./catalog-types.ts";
import { KNOWN_MIGRATIONS } from "./migration-level.ts";
import { restoreBackup } from "./restore.ts";
import { openArchive } from "./restore-archive.ts";
import { RestoreRefused } from "./restore-refused.ts";

/** A statement creating function `planted_<n>`, as an attacker would slip it into a description. */
const plant = (n: number) => `create function planted_${n}() returns int language sql as 'select 1'`;

/** The key the source site signs its backups with; the target checks with it (the same site, moved). */
const KEY = Buffer.alloc(32, 9);

const UPLOAD = `20260102/${"ab".repeat(20)}.txt`;
const MONEY_LOG = "database/tables/public.user_money_log.jsonl";

/** The cheap part of a site's state, read after each refusal: its members' ledger and its uploads. */
async function glance(handle: DatabaseHandle, files: LocalFileStore) {
  const keys: string[] = [];
  for await (const { key } of files.list()) keys.push(key);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from user_money_log`.execute(handle.db);
  return { ledger: rows[0]?.n, keys };
}

/**
 * Archives that are damaged, not archives, or from a newer release are refused before anything of the
 * site is touched; one that breaks a constraint part way through the database is rolled back whole.
 * The target is a fresh demo site that differs from the archive's, so a restore that went through
 * would show.
 */
describe("restore refuses what it cannot restore whole, and leaves the site as it was", () => {
  let dir: string;
  let good: string;
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  let targetFiles: LocalFileStore;
  let before: SiteSnapshot;
  let archived: SiteSnapshot;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-refusals-"));
    source = await createTestDatabase();
    const sourceFiles = new LocalFileStore(() => join(dir, "source"));
    await sourceFiles.put(UPLOAD, Buffer.from("an upload\n"));
    const member = await source.db
      .insertInto("user")
      .values({ group_id: 1, username: "ledger_owner", password: "not-a-hash", join_time: 1, create_time: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const money of [900, -300]) {
      await source.db.insertInto("user_money_log").values({ user_id: member.id, money, memo: "m" }).execute();
    }
    good = join(dir, "good.tar.gz");
    await createBackup({ db: source.db, dialect: source.dialect, files: sourceFiles, key: KEY }, good);
    archived = await siteSnapshot(source.db, sourceFiles);

    target = await createTestDatabase();
    targetFiles = new LocalFileStore(() => join(dir, "target"));
    // A module's table the archive does not have: a restore that goes through drops it.
    await sql`create table mod_stray_item (id serial primary key, title text)`.execute(target.db);
    await sql`insert into mod_stray_item (title) values ('stray')`.execute(target.db);
    before = await siteSnapshot(target.db, targetFiles);
    expect(before.tables).not.toEqual(archived.tables);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * Restores `file` onto the target, expecting a refusal; answers its message. The tampered archives
   * are trusted unsigned unless `trust` says otherwise, so that the check each is made for is the one
   * that refuses it (their signatures no longer match).
   */
  async function refusal(
    file: string,
    trust: ArchiveTrust = { key: KEY, trustUnsigned: true },
  ): Promise<string> {
    const error = await (async () => {
      const archive = await openArchive(file, trust);
      try {
        await restoreBackup({ handle: target, files: targetFiles }, archive);
      } finally {
        await archive.remove();
      }
    })().then(
      () => new Error("the archive was restored"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RestoreRefused);
    return (error as Error).message;
  }

  const variant = (name: string) => join(dir, `${name}.tar.gz`);
  const withManifest = (change: (m: Manifest) => void) => (d: string) =>
    editJson<Manifest>(d, MANIFEST_PATH, change);

  const untouched: [string, () => Promise<string>, RegExp][] = [
    [
      "a byte flipped in an uploaded file",
      async () => {
        await repack(good, variant("flipped-file"), async (d) => {
          const bytes = await readFile(join(d, "files", UPLOAD));
          bytes[0] = (bytes[0] ?? 0) ^ 1;
          await writeFile(join(d, "files", UPLOAD), bytes);
        });
        return variant("flipped-file");
      },
      /damaged: files\/20260102\/a.* does not match its checksum/,
    ],
    [
      "a byte flipped in the compressed archive",
      async () => {
        await flipByte(good, variant("flipped"));
        return variant("flipped");
      },
      /not a whole \.tar\.gz archive/,
    ],
    [
      "a truncated archive",
      async () => {
        const bytes = await readFile(good);
        await writeFile(variant("truncated"), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
        return variant("truncated");
      },
      /not a whole \.tar\.gz archive/,
    ],
    [
      "a file that is no archive",
      async () => {
        await writeFile(variant("text"), "not a backup\n");
        return variant("text");
      },
      /not a whole \.tar\.gz archive/,
    ],
    [
      "a manifest whose checksum of a table does not match it",
      async () => {
        await repack(
          good,
          variant("checksum"),
          withManifest((m) => {
            const entry = m.entries.find((e) => e.path === MONEY_LOG);
            if (entry) entry.sha256 = "0".repeat(64);
          }),
        );
        return variant("checksum");
      },
      /damaged: database\/tables\/public\.user_money_log\.jsonl does not match its checksum/,
    ],
    [
      "an entry the manifest does not list",
      async () => {
        await repack(good, variant("extra"), (d) => writeFile(join(d, "files", "extra.txt"), "x"));
        return variant("extra");
      },
      /holds files\/extra\.txt, which its manifest does not list/,
    ],
    [
      "a decompression bomb (256 MB of one entry in a few hundred kilobytes)",
      async () => {
        await writeBomb(variant("bomb"), 256 * 1024 * 1024);
        return variant("bomb");
      },
      /not unpacked whole: it unpacks to more than 100 times its size/,
    ],
    [
      "no manifest",
      async () => {
        await repack(good, variant("no-manifest"), (d) => rm(join(d, MANIFEST_PATH)));
        return variant("no-manifest");
      },
      /not a CorpSite backup: it has no manifest\.json/,
    ],
    [
      "a migration this release does not know (a newer release's archive)",
      async () => {
        await repack(
          good,
          variant("newer-migration"),
          withManifest((m) => {
            m.database.migrations.push("0999_from_a_newer_release");
          }),
        );
        return variant("newer-migration");
      },
      /made by a newer release: its database has migration 0999_from_a_newer_release/,
    ],
    [
      "a newer release's version",
      async () => {
        await repack(
          good,
          variant("newer-release"),
          withManifest((m) => {
            m.appVersion = "99.0.0";
          }),
        );
        return variant("newer-release");
      },
      /made by a newer release \(99\.0\.0; this is /,
    ],
    [
      "a newer backup format",
      async () => {
        await repack(
          good,
          variant("newer-format"),
          withManifest((m) => {
            m.formatVersion = 2;
          }),
        );
        return variant("newer-format");
      },
      /newer release \(backup format 2; this release reads up to 1\)/,
    ],
    [
      "an archive at another migration level than the database",
      async () => {
        await repack(
          good,
          variant("older-level"),
          withManifest((m) => {
            m.database.migrations.pop();
          }),
        );
        return variant("older-level");
      },
      new RegExp(
        `this database is at migration level ${KNOWN_MIGRATIONS.at(-1)}, the archive at ${KNOWN_MIGRATIONS.at(-2)}`,
      ),
    ],
  ];

  /**
   * Descriptions of a made table that would run the archive's own SQL if they were executed: each plants
   * a function (`planted_<n>`), which must not exist after the refusal. Checksums are recomputed, as a
   * forger would.
   */
  const crafted: [string, (table: TableDef) => void][] = [
    [
      "a default that ends its expression and runs more",
      (t) => {
        const column = t.columns[1];
        if (column) column.default = `0; ${plant(1)}; select 0`;
      },
    ],
    [
      "a type with a statement in it",
      (t) => {
        const column = t.columns[1];
        if (column) column.type = `text, x int); ${plant(2)}; create table z (y int`;
      },
    ],
    [
      "an index definition that is another statement",
      (t) => {
        t.indexes.push({ name: "mod_stray_idx", definition: plant(3) });
      },
    ],
    [
      "a check constraint calling a function",
      (t) => {
        t.constraints.push({
          name: "planted",
          kind: "c",
          definition: "CHECK (pg_sleep(0) IS NOT NULL)",
          columns: [],
          references: null,
          nullable: false,
          deferrable: false,
        });
      },
    ],
  ];

  it.each(crafted)("runs no SQL of a made table's description: refuses %s", async (_name, change) => {
    const name = `crafted-${crafted.findIndex(([n]) => n === _name)}`;
    await repack(
      good,
      variant(name),
      async (d) => {
        const schema = JSON.parse(await readFile(join(d, SCHEMA_PATH), "utf8")) as ArchivedSchema;
        const table: TableDef = {
          schema: "public",
          name: "mod_stray_planted",
          comment: null,
          columns: [
            {
              name: "id",
              type: "integer",
              binary: false,
              notNull: true,
              default: null,
              identity: "",
              generated: null,
              comment: null,
            },
            {
              name: "title",
              type: "text",
              binary: false,
              notNull: false,
              default: null,
              identity: "",
              generated: null,
              comment: null,
            },
          ],
          constraints: [],
          indexes: [],
        };
        change(table);
        schema.tables.push({ ...table, file: "database/tables/public.mod_stray_planted.jsonl", rows: 0 });
        await writeFile(join(d, SCHEMA_PATH), JSON.stringify(schema));
        await writeFile(join(d, "database/tables/public.mod_stray_planted.jsonl"), "");
        await editJson<Manifest>(d, MANIFEST_PATH, (m) => {
          m.database.tables["public.mod_stray_planted"] = 0;
          m.entries.push({
            path: "database/tables/public.mod_stray_planted.jsonl",
            size: 0,
            sha256: "0".repeat(64),
          });
        });
      },
      { reseal: true },
    );
    const glanced = await glance(target, targetFiles);
    expect(await refusal(variant(name))).toMatch(
      /description of table public\.mod_stray_planted holds what no module or design makes .*runs no SQL taken from an archive/,
    );
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_proc where proname like 'planted_%'
    `.execute(target.db);
    expect(rows[0]?.n).toBe(0);
    expect(await glance(target, targetFiles)).toEqual(glanced);
  });

  it.each(untouched)("refuses %s, writing nothing", async (_name, make, message) => {
    const glanced = await glance(target, targetFiles);
    expect(await refusal(await make())).toMatch(message);
    expect(await glance(target, targetFiles)).toEqual(glanced);
  });

  it("refuses an archive whose rows were changed and checksums recomputed: an administrator planted", async () => {
    await repack(
      good,
      variant("planted-admin"),
      (d) => appendRow(d, "public.admin", { id: "4242", username: "planted" }),
      { reseal: true },
    );
    const glanced = await glance(target, targetFiles);
    expect(await refusal(variant("planted-admin"), { key: KEY })).toMatch(
      /its signature is not this site's .*administrators included: restore it only if you know where it comes from, with --trust-unsigned/,
    );
    expect(await glance(target, targetFiles)).toEqual(glanced);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from admin where username = 'planted'`.execute(target.db);
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses an unsigned archive, and one signed with another site's key, unless trusted", async () => {
    await repack(good, variant("unsigned"), (d) => rm(join(d, SIGNATURE_PATH)));
    expect(await refusal(variant("unsigned"), { key: KEY })).toMatch(/^it is not signed/);
    expect(await refusal(good, { key: Buffer.alloc(32, 1) })).toMatch(/^its signature is not this site's/);
    expect(await refusal(good, { key: undefined })).toMatch(/^its signature is not this site's/);
    const trusted = await openArchive(variant("unsigned"), { key: KEY, trustUnsigned: true });
    expect(trusted.signed).toBe(false);
    await trusted.remove();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "refuses while a server serves the database (PostgreSQL), changing nothing",
    async () => {
      const release = await holdServingLock(target);
      try {
        const glanced = await glance(target, targetFiles);
        expect(await refusal(good, { key: KEY })).toMatch(
          /^1 server process serves this database: stop every server first/,
        );
        expect(await glance(target, targetFiles)).toEqual(glanced);
      } finally {
        await release();
      }
    },
  );

  it("left every table, sequence and file as it was", async () => {
    expect(await siteSnapshot(target.db, targetFiles)).toEqual(before);
  });

  it("rolls back a restore whose database step fails part way: every table as it was", async () => {
    await repack(
      good,
      variant("bad-row"),
      // after = before + money breaks: the ledger's check constraint refuses the row.
      (d) => appendRow(d, "public.user_money_log", { id: "9999", after: "123456" }),
      { reseal: true },
    );
    expect(await refusal(variant("bad-row"))).toMatch(
      /database failed and was rolled back, every table is as it was .*user_money_log_balance_check/,
    );
    const after = await siteSnapshot(target.db, targetFiles);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
  });

  it("restores the untouched archive onto the same site, dropping the module table the archive lacks", async () => {
    const archive = await openArchive(good, { key: KEY });
    try {
      await restoreBackup({ handle: target, files: targetFiles }, archive);
    } finally {
      await archive.remove();
    }
    const after = await siteSnapshot(target.db, targetFiles);
    expect(after.tables).toEqual(archived.tables);
    expect(after.tables).not.toHaveProperty("public.mod_stray_item");
    expect(after.files).toEqual(archived.files);
  });
});
