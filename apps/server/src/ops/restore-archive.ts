import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { z } from "zod";
import { digestOf } from "../storage/file-digest.ts";
import { type ArchiveTrust, checkSignature } from "./archive-signature.ts";
import { filesUnder, UnpackLimit, unpackArchive } from "./backup-archive.ts";
import {
  APP_VERSION,
  type ArchivedSchema,
  archivedSchema,
  compareVersions,
  FILES_FOLDER,
  FORMAT_VERSION,
  MANIFEST_PATH,
  type Manifest,
  manifestHead,
  manifestSchema,
  SCHEMA_PATH,
  SIGNATURE_PATH,
} from "./backup-manifest.ts";
import { qualifiedName } from "./catalog-types.ts";
import { type MadeTable, planMadeTables } from "./made-table-plan.ts";
import { KNOWN_MIGRATIONS } from "./migration-level.ts";
import { RestoreRefused } from "./restore-refused.ts";

/** An archive unpacked into a folder of its own and checked whole; `remove()` deletes the folder. */
export type VerifiedArchive = {
  dir: string;
  manifest: Manifest;
  schema: ArchivedSchema;
  /** The uploads' keys, in archive order. */
  fileKeys: string[];
  /** Signed by this site's key (else the operator trusted it unsigned). */
  signed: boolean;
  /** The tables made at run time, read into what modules and designs make (made-table-plan.ts). */
  made: MadeTable[];
  remove(): Promise<void>;
};

async function readJson<T>(dir: string, path: string, schema: z.ZodType<T>, what: string): Promise<T> {
  const text = await readFile(join(dir, path), "utf8").catch(() => undefined);
  if (text === undefined) throw new RestoreRefused(`it is not a CorpSite backup: it has no ${path}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreRefused(`its ${what} (${path}) is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreRefused(
      `its ${what} (${path}) is not valid: ${issue?.path.join(".")} ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** A newer release's archive: a newer format, release or migration level than this code has. */
function refuseNewer(head: z.infer<typeof manifestHead>, migrations: string[] | undefined): void {
  if (head.formatVersion > FORMAT_VERSION) {
    throw new RestoreRefused(
      `it was made by a newer release (backup format ${head.formatVersion}; this release reads up to ` +
        `${FORMAT_VERSION}): upgrade this site to release ${head.appVersion} or later first`,
    );
  }
  const unknown = migrations?.filter((name) => !KNOWN_MIGRATIONS.includes(name)) ?? [];
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `it was made by a newer release: its database has migration ${unknown.join(", ")}, which this ` +
        `release (${APP_VERSION}) does not know: upgrade this site to release ${head.appVersion} or later first`,
    );
  }
  if (compareVersions(head.appVersion, APP_VERSION) > 0) {
    throw new RestoreRefused(
      `it was made by a newer release (${head.appVersion}; this is ${APP_VERSION}): upgrade this site first`,
    );
  }
}

/** Every entry present with its size and sha256, and nothing in the archive the manifest does not list. */
async function checkEntries(dir: string, manifest: Manifest): Promise<void> {
  const listed = new Set([MANIFEST_PATH, SIGNATURE_PATH, ...manifest.entries.map((e) => e.path)]);
  const extra = (await filesUnder(dir)).find((path) => !listed.has(path));
  if (extra) throw new RestoreRefused(`it holds ${extra}, which its manifest does not list`);
  for (const entry of manifest.entries) {
    const found = await digestOf(join(dir, entry.path)).catch(() => undefined);
    if (!found) throw new RestoreRefused(`it is damaged: ${entry.path} is missing`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new RestoreRefused(`it is damaged: ${entry.path} does not match its checksum in the manifest`);
    }
  }
}

/** The schema's tables agree with the manifest: each with its file, and as many rows as counted. */
function checkSchema(manifest: Manifest, schema: ArchivedSchema): void {
  const paths = new Set(manifest.entries.map((e) => e.path));
  const counted = Object.keys(manifest.database.tables).sort().join(",");
  const described = schema.tables.map(qualifiedName).sort().join(",");
  if (counted !== described) throw new RestoreRefused("its manifest and its schema list different tables");
  for (const table of schema.tables) {
    if (!paths.has(table.file)) throw new RestoreRefused(`it is damaged: ${table.file} is missing`);
    if (manifest.database.tables[qualifiedName(table)] !== table.rows) {
      throw new RestoreRefused(
        `its manifest and its schema count the rows of ${qualifiedName(table)} differently`,
      );
    }
  }
}

/**
 * Unpacks `file` into a temporary folder and checks it before anything of the site is touched: a whole
 * .tar.gz within bounds, signed by this site's key (or trusted by the operator), a manifest of a format
 * and release this code can read, no migration it does not know, every entry's size and sha256, and
 * the description of the tables (those made at run time in a closed vocabulary: made-table-plan.ts).
 * Throws `RestoreRefused` naming the problem.
 */
export async function openArchive(file: string, trust: ArchiveTrust): Promise<VerifiedArchive> {
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) throw new RestoreRefused("there is no such file");
  const dir = await mkdtemp(join(tmpdir(), "corpsite-restore-"));
  // Retried: after a failed unpack, tar may still be closing a file it was writing.
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    await unpackArchive(file, dir).catch((error: unknown) => {
      if (error instanceof UnpackLimit)
        throw new RestoreRefused(`it was not unpacked whole: ${error.message}`);
      const reason = error instanceof Error ? error.message : String(error);
      throw new RestoreRefused(`it is not a whole .tar.gz archive (${reason})`);
    });
    const signed = await checkSignature(dir, trust);
    const raw = await readJson(dir, MANIFEST_PATH, manifestHead.loose(), "manifest");
    const migrations = (raw as { database?: { migrations?: unknown } }).database?.migrations;
    refuseNewer(raw, Array.isArray(migrations) ? migrations.map(String) : undefined);
    const manifest = await readJson(dir, MANIFEST_PATH, manifestSchema, "manifest");
    await checkEntries(dir, manifest);
    const schema = await readJson(dir, SCHEMA_PATH, archivedSchema, "schema");
    checkSchema(manifest, schema);
    const made = planMadeTables(schema);
    const fileKeys = manifest.entries
      .filter((e) => e.path.startsWith(FILES_FOLDER))
      .map((e) => e.path.slice(FILES_FOLDER.length));
    if (fileKeys.length !== manifest.files.count) {
      throw new RestoreRefused("its manifest counts its files differently from its entries");
    }
    return { dir, manifest, schema, fileKeys, signed, made, remove };
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  }
}
