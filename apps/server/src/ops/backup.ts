import { createWriteStream } from "node:fs";
import { access, chmod, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { DialectName } from "@corp/db/connection";
import type { Database } from "@corp/db/schema";
import { SECRET_CONFIG_TYPES } from "@corp/domain/collections/routine/config";
import { SECRET_DESTINATIONS } from "@corp/domain/secret-settings";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { FileStore } from "../storage/file-store.ts";
import { signatureOf } from "./archive-signature.ts";
import { entriesOf, packArchive } from "./backup-archive.ts";
import {
  APP_VERSION,
  type ArchivedSchema,
  BACKUP_FORMAT,
  FILES_FOLDER,
  FORMAT_VERSION,
  MANIFEST_PATH,
  type Manifest,
  SCHEMA_PATH,
  SIGNATURE_PATH,
} from "./backup-manifest.ts";
import { qualifiedName } from "./catalog-types.ts";
import { appliedMigrations } from "./migration-level.ts";
import { useCanonicalText } from "./row-encoding.ts";
import { readSiteCatalog } from "./site-catalog.ts";
import { dumpTable } from "./table-dump.ts";

export type BackupSource = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The uploads' store (`fileStoresOf(env).files`). */
  files: FileStore;
  /** The site's backup key (`backupKey(env)`): the archive is signed with it. */
  key: Buffer;
  /** Keep the secret settings' values (the mail password, SMS and market keys); left out otherwise. */
  withSecrets?: boolean;
};

/**
 * What a backup writes in place of a column, by table: without `withSecrets`, a secret setting's value
 * (and any item of a secret type's) is written empty (`""`, as a site that never had one), so an archive
 * carries no password of another service. With it, they are written as stored: encrypted with the
 * site's key (docs/security.md, "Secrets").
 */
function replacedColumns(
  table: { schema: string; name: string },
  withSecrets: boolean,
): Record<string, RawBuilder<unknown>> {
  if (withSecrets || table.schema !== "public" || table.name !== "config") return {};
  const secrets = Object.keys(SECRET_DESTINATIONS);
  const types = [...SECRET_CONFIG_TYPES];
  return {
    value: sql`case when name in (${sql.join(secrets)}) or type in (${sql.join(types)}) then '""'::jsonb else value end`,
  };
}

/** The file of a table's rows: its qualified name, made safe for a path. */
const tableFile = (schema: string, name: string) =>
  `database/tables/${encodeURIComponent(schema)}.${encodeURIComponent(name)}.jsonl`;

/**
 * Dumps every site table inside one `repeatable read` transaction, so the rows of all tables are one
 * moment's even while servers write (on PostgreSQL); each table streams to its file in `dir`.
 */
async function dumpDatabase(db: Kysely<Database>, dir: string, withSecrets: boolean) {
  await mkdir(join(dir, "database", "tables"), { recursive: true });
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      await useCanonicalText(trx);
      const catalog = await readSiteCatalog(trx);
      const migrations = await appliedMigrations(trx);
      const schema: ArchivedSchema = { tables: [], sequences: catalog.sequences };
      for (const table of catalog.tables) {
        const file = tableFile(table.schema, table.name);
        const rows = await dumpTable(trx, table, join(dir, file), replacedColumns(table, withSecrets));
        schema.tables.push({ ...table, file, rows });
      }
      return { schema, migrations };
    });
}

/**
 * Copies every upload into `dir/files/`, streamed. Listed after the database was read: an upload's file
 * is written before its row, so every row read has its file here.
 */
async function copyUploads(files: FileStore, dir: string): Promise<{ paths: string[]; bytes: number }> {
  const paths: string[] = [];
  let bytes = 0;
  for await (const listed of files.list()) {
    const path = `${FILES_FOLDER}${listed.key}`;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await pipeline(await files.open(listed.key), createWriteStream(join(dir, path), { flags: "wx" }));
    paths.push(path);
    bytes += listed.size;
  }
  return { paths, bytes };
}

/**
 * Writes a backup of the site to `file` (a .tar.gz): the database as JSON lines per table, the uploads,
 * manifest.json with the release, the migration level, the counts and each entry's sha256, and the
 * site's signature of the manifest (archive-signature.ts). The parts are gathered in a folder beside
 * `file` and the archive is written under a temporary name and
 * renamed, so `file` is whole or absent. Refuses to overwrite a file.
 */
export async function createBackup(source: BackupSource, file: string): Promise<Manifest> {
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${file} already exists: choose another name`);
  }
  await mkdir(dirname(file), { recursive: true });
  const dir = await mkdtemp(join(dirname(file), `.${basename(file)}.parts-`));
  const partial = `${dir}.tar.gz`;
  try {
    const withSecrets = source.withSecrets === true;
    const { schema, migrations } = await dumpDatabase(source.db, dir, withSecrets);
    await writeFile(join(dir, SCHEMA_PATH), JSON.stringify(schema));
    const uploads = await copyUploads(source.files, dir);
    const paths = [SCHEMA_PATH, ...schema.tables.map((t) => t.file), ...uploads.paths];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        dialect: source.dialect,
        migrations,
        tables: Object.fromEntries(schema.tables.map((t) => [qualifiedName(t), t.rows])),
      },
      files: { count: uploads.paths.length, bytes: uploads.bytes, store: source.files.kind },
      secrets: withSecrets ? "kept" : "left out",
      entries: await entriesOf(dir, paths),
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(dir, MANIFEST_PATH), manifestBytes);
    await writeFile(join(dir, SIGNATURE_PATH), signatureOf(manifestBytes, source.key));
    await packArchive(dir, [MANIFEST_PATH, SIGNATURE_PATH, ...paths], partial);
    // Every password hash of the site is in it: readable by this user alone, whatever the umask.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
