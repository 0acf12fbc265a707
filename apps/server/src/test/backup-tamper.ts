import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import * as tar from "tar";
import { filesUnder } from "../ops/backup-archive.ts";
import { type ArchivedSchema, MANIFEST_PATH, type Manifest, SCHEMA_PATH } from "../ops/backup-manifest.ts";
import { qualifiedName } from "../ops/catalog-types.ts";
import { digestOf } from "../storage/file-digest.ts";

/** A JSON file of an unpacked archive, changed in place. */
export async function editJson<T>(dir: string, path: string, change: (value: T) => void): Promise<void> {
  const value = JSON.parse(await readFile(join(dir, path), "utf8")) as T;
  change(value);
  await writeFile(join(dir, path), JSON.stringify(value));
}

/**
 * Adds a row to table `name` (`schema.name`) of an unpacked archive: a copy of its last row with the
 * columns of `values` changed, its count raised in the schema and the manifest (checksums are left to
 * `repack`'s `reseal`).
 */
export async function appendRow(dir: string, name: string, values: Record<string, string>): Promise<void> {
  const schema = JSON.parse(await readFile(join(dir, SCHEMA_PATH), "utf8")) as ArchivedSchema;
  const table = schema.tables.find((t) => qualifiedName(t) === name);
  if (!table) throw new Error(`no table ${name} in the archive`);
  const names = table.columns.map((c) => c.name);
  const lines = (await readFile(join(dir, table.file), "utf8")).trim().split("\n");
  const row = JSON.parse(lines.at(-1) ?? "[]") as (string | null)[];
  for (const [column, value] of Object.entries(values)) row[names.indexOf(column)] = value;
  await writeFile(join(dir, table.file), `${[...lines, JSON.stringify(row)].join("\n")}\n`);
  table.rows += 1;
  await writeFile(join(dir, SCHEMA_PATH), JSON.stringify(schema));
  await editJson<Manifest>(dir, MANIFEST_PATH, (m) => {
    m.database.tables[name] = table.rows;
  });
}

/**
 * Another archive made from `file`: unpacked, changed by `change` (which sees the folder), and packed
 * again, the manifest first. With `reseal`, the manifest's sizes and checksums are computed afresh, as a
 * forger (or a bug) would leave them: the archive then passes its checks.
 */
export async function repack(
  file: string,
  out: string,
  change: (dir: string) => Promise<void>,
  options: { reseal?: boolean } = {},
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "backup-tamper-"));
  try {
    await tar.extract({ file, cwd: dir });
    await change(dir);
    if (options.reseal) {
      const manifest = JSON.parse(await readFile(join(dir, MANIFEST_PATH), "utf8")) as Manifest;
      for (const entry of manifest.entries) Object.assign(entry, await digestOf(join(dir, entry.path)));
      await writeFile(join(dir, MANIFEST_PATH), JSON.stringify(manifest));
    }
    const found = await filesUnder(dir);
    const first = found.includes(MANIFEST_PATH) ? [MANIFEST_PATH] : [];
    const rest = found.filter((path) => path !== MANIFEST_PATH);
    await tar.create({ gzip: true, file: out, cwd: dir, portable: true }, [...first, ...rest]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A copy of `file` with one byte inverted at `at` (a fraction of its length). */
export async function flipByte(file: string, out: string, at = 0.5): Promise<void> {
  const bytes = await readFile(file);
  const index = Math.floor(bytes.length * at);
  bytes[index] = (bytes[index] ?? 0) ^ 0xff;
  await writeFile(out, bytes);
}

/**
 * A decompression bomb: a .tar.gz of one entry of `bytes` bytes (a manifest's path, so nothing but its
 * size refuses it), mostly zeros with a byte in every 4 KB, which gzip shrinks about 500 times
 * (under tar's own bound of 1,000).
 */
export async function writeBomb(out: string, bytes: number): Promise<void> {
  const header = Buffer.alloc(512);
  new tar.Header({ path: MANIFEST_PATH, mode: 0o644, size: bytes, type: "File", mtime: new Date(0) }).encode(
    header,
  );
  const chunk = Buffer.alloc(1 << 20);
  for (let at = 0; at < chunk.length; at += 4096) chunk[at] = 1 + (((at / 4096) * 7919) % 255);
  async function* body() {
    yield header;
    for (let left = bytes; left > 0; left -= chunk.length)
      yield chunk.subarray(0, Math.min(left, chunk.length));
    // Padding to a whole block, then the two empty blocks that end a tar.
    yield Buffer.alloc(((512 - (bytes % 512)) % 512) + 1024);
  }
  await pipeline(Readable.from(body()), createGzip(), createWriteStream(out));
}
