import { z } from "zod";
import { sequenceDef, tableDef } from "./catalog-types.ts";

/** What a backup archive says it is. A reader that finds a higher format version refuses it. */
export const BACKUP_FORMAT = "corpsite-backup";
export const FORMAT_VERSION = 1;
/** The release that makes a backup. */
export { APP_VERSION } from "../app-version.ts";

export const MANIFEST_PATH = "manifest.json";
/** The site's signature of the manifest (archive-signature.ts); the manifest does not list it. */
export const SIGNATURE_PATH = "manifest.sig";
export const SCHEMA_PATH = "database/schema.json";
export const FILES_FOLDER = "files/";

const VERSION = /^\d+\.\d+\.\d+(?:[-+].*)?$/;

/** A path inside the archive: relative, `/` between parts, none of them empty, `.` or `..`. */
const archivePath = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (path) =>
      !/[\\\0]/.test(path) && path.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "not a relative path inside the archive",
  );

export const manifestEntry = z.object({
  path: archivePath,
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof manifestEntry>;

/** The fields any format version keeps, read first to refuse what this release cannot read. */
export const manifestHead = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string().regex(VERSION),
});

export const manifestSchema = manifestHead.extend({
  createdAt: z.iso.datetime(),
  database: z.object({
    /** Where it was made: pglite or postgres. Either restores onto either. */
    dialect: z.enum(["pglite", "postgres"]),
    /** The migrations applied to it, in order: its migration level is the last. */
    migrations: z.array(z.string().min(1)),
    /** Rows per table, by `schema.name`. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** The store they were read from (local, s3). */
    store: z.string(),
  }),
  /**
   * Whether the secret settings' values are in it ("left out" unless the backup was asked to keep them);
   * absent in archives made before secrets were left out, which kept them.
   */
  secrets: z.enum(["kept", "left out"]).optional(),
  /** Every entry of the archive but this manifest, with its size and sha256. */
  entries: z.array(manifestEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `database/schema.json`: each table as the catalogue described it, with its file and row count. */
export const archivedSchema = z.object({
  tables: z.array(tableDef.extend({ file: archivePath, rows: z.number().int().nonnegative() })),
  sequences: z.array(sequenceDef),
});
export type ArchivedSchema = z.infer<typeof archivedSchema>;
export type ArchivedTable = ArchivedSchema["tables"][number];

/** Compares two `major.minor.patch` versions (anything after `-` or `+` ignored): <0, 0 or >0. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.split(/[-+]/)[0] ?? "").split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
