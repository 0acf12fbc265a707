import { pathToFileURL } from "node:url";
import type { Database } from "@corp/db/schema";
import type { ModuleManifest } from "@corp/domain/module-manifest";
import { type Kysely, sql } from "kysely";
import { type InstalledModule, installedModules } from "./installed-modules.ts";
import { ModuleFolder } from "./module-folder.ts";

/** What a module's route handler receives and may answer (the `data` of the envelope). */
export type ModuleRequest = { query: Record<string, string>; body: unknown };
type Handler = (request: ModuleRequest) => Promise<unknown> | unknown;
type Method = "get" | "post";

/** The tables a module created, and nothing else: rows listed or added by column names its manifest declared. */
export type ModuleTables = {
  list(table: string, limit?: number): Promise<Record<string, unknown>[]>;
  insert(table: string, row: Record<string, string | number | boolean>): Promise<void>;
};

/**
 * The extension point a module's server entry is given: `register(api)` adds handlers under the route
 * prefixes its manifest declared and reaches its own tables. It is the one way in; a module's code
 * that reaches further is not a module this market installs knowingly (ADR 0021).
 */
export type ModuleApi = {
  uid: string;
  get(route: string, action: string, handler: Handler): void;
  post(route: string, action: string, handler: Handler): void;
  tables: ModuleTables;
};

type Loaded = { key: string; handlers: Map<string, Handler> };

function tablesOf(db: Kysely<Database>, manifest: ModuleManifest): ModuleTables {
  const columns = new Map(
    manifest.migrations.map((m) => [m.createTable.name, new Set(m.createTable.columns.map((c) => c.name))]),
  );
  const checked = (table: string) => {
    const known = columns.get(table);
    if (!known) throw new Error(`module ${manifest.uid} has no table ${table}`);
    return known;
  };
  return {
    async list(table, limit = 50) {
      checked(table);
      const size = Math.min(Math.max(Math.trunc(limit), 1), 200);
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} limit ${size}`.execute(db);
      return rows;
    },
    async insert(table, row) {
      const known = checked(table);
      const names = Object.keys(row);
      if (names.length === 0 || names.some((name) => !known.has(name)))
        throw new Error(`bad columns for ${table}`);
      await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.id(n)))})
        values (${sql.join(names.map((n) => row[n]))})`.execute(db);
    },
  };
}

/**
 * Serves the enabled modules: their server entries loaded at run time (no build, no restart) and their
 * public files. Which modules are enabled is read from the database on every request, so every server
 * process sharing the database and `DATA_DIR` agrees at once; loaded entries are kept by version.
 */
export class ModuleRuntime {
  readonly folder: ModuleFolder;
  /** Time limits of calls to the module market: one answer, and one download with its whole body. */
  readonly marketTimeouts = { timeoutMs: 10_000, downloadTimeoutMs: 60_000 };
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly db: Kysely<Database>,
    dataDir: () => string,
  ) {
    this.folder = new ModuleFolder(dataDir);
  }

  forget(uid: string): void {
    this.loaded.delete(uid);
  }

  private async enabled(): Promise<InstalledModule[]> {
    return (await installedModules(this.db)).filter((m) => m.state === "enable");
  }

  private async load(module: InstalledModule): Promise<Loaded> {
    const key = `${module.version}:${module.installTime}`;
    const cached = this.loaded.get(module.uid);
    if (cached?.key === key) return cached;
    const handlers = new Map<string, Handler>();
    const { manifest } = module;
    if (manifest.server) {
      const add = (method: Method) => (route: string, action: string, handler: Handler) => {
        if (!manifest.routes.includes(route)) throw new Error(`${manifest.uid} did not declare ${route}`);
        handlers.set(`${method} ${route.slice(1)}/${action}`, handler);
      };
      const url = `${pathToFileURL(this.folder.join(module.uid, manifest.server)).href}?v=${key}`;
      const entry: { register?: (api: ModuleApi) => unknown } = await import(url);
      if (typeof entry.register !== "function") throw new Error(`${manifest.uid}: no register export`);
      await entry.register({
        uid: manifest.uid,
        get: add("get"),
        post: add("post"),
        tables: tablesOf(this.db, manifest),
      });
    }
    const loaded = { key, handlers };
    this.loaded.set(module.uid, loaded);
    return loaded;
  }

  /** The handler of `/api/module/<name>/<action>`, from the enabled module that declared `/<name>`. */
  async handler(method: Method, name: string, action: string): Promise<Handler | null> {
    const module = (await this.enabled()).find((m) => m.manifest.routes.includes(`/${name}`));
    if (!module) return null;
    return (await this.load(module)).handlers.get(`${method} ${name}/${action}`) ?? null;
  }

  /** The file on disk of `/module-assets/<dir>/<file>`, from the enabled module that ships it. */
  async asset(dir: string, file: string): Promise<string | null> {
    const path = `${dir}/${file}`;
    const module = (await this.enabled()).find((m) => m.publicFiles.includes(path));
    return module ? this.folder.fileOf(module.uid, `public/${path}`) : null;
  }
}
