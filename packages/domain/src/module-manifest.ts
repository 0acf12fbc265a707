import { z } from "zod";

/**
 * The manifest of a module of the module market (`module.json` at the root of its zip, ADR 0021). It
 * declares everything the module may claim: its identifier, the route prefixes under `/api/module` its
 * server entry answers, the public files it serves under `/module-assets`, the tables its migrations
 * create (named `mod_<uid>_*`), and the admin menu rules it adds (named `module/<uid>...`). Nothing else
 * of the product is reachable through a manifest.
 */

export const moduleUidPattern = /^[a-z][a-z0-9]{1,19}$/;
export const moduleVersionPattern = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
/** A host name or IPv4 address and a port, such as `api.example.com:443`. */
const networkTarget =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){0,10}[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?:\d{1,5}$/;
const columnName = /^[a-z][a-z0-9_]{0,29}$/;
/** A relative path inside the zip: plain segments, no `.`/`..`, no backslash, no drive letter. */
const relativeFile = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

export const moduleUid = z.string().regex(moduleUidPattern);

export const localized = z.object({
  "zh-cn": z.string().trim().min(1).max(50),
  en: z.string().trim().min(1).max(50),
});

const columnTypes = ["serial", "integer", "bigint", "boolean", "text", "varchar"] as const;

const column = z
  .object({
    name: z.string().regex(columnName),
    type: z.enum(columnTypes),
    length: z.int().min(1).max(1000).optional(),
    primaryKey: z.boolean().optional(),
    notNull: z.boolean().optional(),
    default: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
  })
  .refine((c) => (c.type === "varchar") === (c.length !== undefined), { path: ["length"] });

/** A migration is data, not code: a table the module creates, dropped again when it is rolled back. */
const migration = z.object({
  name: z.string().regex(/^\d{4}_[a-z0-9_]{1,40}$/),
  createTable: z.object({
    name: z.string().regex(/^mod_[a-z0-9_]{1,40}$/),
    columns: z.array(column).min(1).max(50),
    /** Rows the table starts with, by column name. */
    rows: z
      .array(z.record(z.string(), z.union([z.string().max(1000), z.number(), z.boolean()])))
      .max(100)
      .default([]),
  }),
});

const button = z.object({ name: z.string().regex(/^[a-z][A-Za-z0-9]{0,29}$/), title: localized });

const menuRule = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]{0,29}$/),
  title: localized,
  icon: z
    .string()
    .regex(/^fa fa-[a-z0-9-]{1,30}$/)
    .default("fa fa-puzzle-piece"),
  /** The module's admin page: one of its public files, opened in the admin's iframe page. */
  page: z.string().regex(relativeFile),
  buttons: z.array(button).max(20).default([]),
});

export const moduleManifestSchema = z
  .object({
    uid: moduleUid,
    title: localized,
    description: z.string().max(500).default(""),
    version: z.string().regex(moduleVersionPattern),
    /** Modules that must be installed and enabled first. */
    requires: z.array(moduleUid).max(20).default([]),
    /** Route prefixes under `/api/module`, such as `/notice`. */
    routes: z
      .array(z.string().regex(/^\/[a-z0-9][a-z0-9-]{0,39}$/))
      .max(10)
      .default([]),
    /** The server entry: an ES module of the zip whose `register(api)` adds the routes. */
    server: z.string().regex(relativeFile).optional(),
    /**
     * The `host:port` pairs the server entry may connect to (ADR 0023); any other connection, and
     * any look-up of another name, is refused in the module's process. Shown to the admin before install.
     */
    network: z.array(z.string().regex(networkTarget)).max(20).default([]),
    migrations: z.array(migration).max(20).default([]),
    menu: z.array(menuRule).max(10).default([]),
  })
  .superRefine((manifest, context) => {
    const prefix = `mod_${manifest.uid}_`;
    for (const [index, step] of manifest.migrations.entries()) {
      if (!step.createTable.name.startsWith(prefix)) {
        context.addIssue({
          code: "custom",
          path: ["migrations", index, "createTable", "name"],
          message: prefix,
        });
      }
      const columns = new Set(step.createTable.columns.map((c) => c.name));
      if (step.createTable.rows.some((row) => Object.keys(row).some((name) => !columns.has(name)))) {
        context.addIssue({
          code: "custom",
          path: ["migrations", index, "createTable", "rows"],
          message: "unknown column",
        });
      }
    }
    if (manifest.routes.length > 0 && !manifest.server) {
      context.addIssue({ code: "custom", path: ["server"], message: "routes need a server entry" });
    }
    const names = manifest.migrations.map((step) => step.name);
    if (new Set(names).size !== names.length) {
      context.addIssue({ code: "custom", path: ["migrations"], message: "duplicate name" });
    }
  });

export type ModuleManifest = z.infer<typeof moduleManifestSchema>;

/** Where a module's public file is served: `public/notice/logo.svg` of the zip at `/module-assets/notice/logo.svg`. */
export const MODULE_ASSETS_BASE = "/module-assets";
export const MODULE_ROUTES_BASE = "/api/module";

/** The rule name of a module's menu entry: `module/<uid>/<name>` (never a product rule's name). */
export function moduleRuleName(uid: string, name: string): string {
  return `module/${uid}/${name}`;
}

/** What a module claims that another module may also claim: its route prefixes and its public files. */
export type ModuleClaim = { kind: "route" | "file"; path: string };

export function moduleClaims(
  manifest: Pick<ModuleManifest, "routes">,
  publicFiles: readonly string[],
): ModuleClaim[] {
  return [
    ...manifest.routes.map((path) => ({ kind: "route" as const, path: `${MODULE_ROUTES_BASE}${path}` })),
    ...publicFiles.map((file) => ({ kind: "file" as const, path: `${MODULE_ASSETS_BASE}/${file}` })),
  ];
}

/** Orders two module versions (`major.minor.patch`, numbers compared as numbers): negative, 0 or positive. */
export function compareModuleVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
