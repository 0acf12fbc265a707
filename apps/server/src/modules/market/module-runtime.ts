import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { type InstalledModule, installedModules } from "./installed-modules.ts";
import { ModuleFolder } from "./module-folder.ts";
import {
  MODULE_PROCESS_LIMITS,
  ModuleProcess,
  type ModuleProcessLimits,
  type ModuleRequest,
} from "./module-process.ts";
import { ModuleSync } from "./module-sync.ts";
import { moduleTables } from "./module-tables.ts";

type Method = "get" | "post";
type Handler = (request: ModuleRequest) => Promise<unknown>;
type Running = { key: string; process: ModuleProcess };

/**
 * Serves the enabled modules: each server entry in a process of its own (ADR 0023), started on its
 * first request (no build, no restart), and their public files. Which modules are enabled, and the
 * SHA-256 of the zip each runs from, is read from the database on every request, so every server
 * process sharing the database agrees at once, whatever disk it has: its own copy of a module's files is
 * unpacked from the database when missing or different (module-sync.ts, ADR 0026). A process is kept per
 * installed zip and ended when its module is not enabled.
 */
export class ModuleRuntime {
  readonly folder: ModuleFolder;
  /** Time limits of calls to the module market: one answer, and one download with its whole body. */
  readonly marketTimeouts = { timeoutMs: 10_000, downloadTimeoutMs: 60_000 };
  readonly limits: ModuleProcessLimits = { ...MODULE_PROCESS_LIMITS };
  private readonly running = new Map<string, Running>();
  private readonly sync: ModuleSync;

  /** Where what a module's process prints goes (the server's log, once the app is built). */
  onOutput: (line: string) => void = () => undefined;

  constructor(
    private readonly db: Kysely<Database>,
    dataDir: () => string,
  ) {
    this.folder = new ModuleFolder(dataDir);
    this.sync = new ModuleSync(db, this.folder, (line) => this.onOutput(line));
  }

  /** Ends a module's process: it was disabled, updated or uninstalled here. */
  forget(uid: string): void {
    this.running.get(uid)?.process.stop();
    this.running.delete(uid);
  }

  /**
   * Brings this process's copy of a module installed or updated here up to date now rather than on its
   * next request. The change is committed already, so a failure is only logged: the next request tries again.
   */
  async refresh(uid: string, sha256: string): Promise<void> {
    this.forget(uid);
    await this.sync.ensure(uid, sha256).catch((error: Error) => {
      this.onOutput(`module ${uid}: could not unpack its files: ${error.message}`);
    });
  }

  /** Ends a module's process and removes its folder: it was uninstalled here. */
  async remove(uid: string): Promise<void> {
    this.forget(uid);
    await this.sync.remove(uid);
  }

  /** The modules whose process is started here. */
  runningUids(): string[] {
    return [...this.running.keys()];
  }

  /** Ends every module's process (the server is closing). */
  close(): void {
    for (const uid of [...this.running.keys()]) this.forget(uid);
  }

  private async enabled(): Promise<InstalledModule[]> {
    const installed = await installedModules(this.db);
    await this.sync.prune(installed.map((m) => m.uid));
    const enabled = installed.filter((m) => m.state === "enable");
    // Another server process may have disabled or uninstalled one: its process here ends too.
    for (const uid of this.running.keys()) if (!enabled.some((m) => m.uid === uid)) this.forget(uid);
    return enabled;
  }

  /**
   * Makes this process's copy of an enabled module's files current; answers what identifies them (the
   * key of its process), or null when the module was uninstalled meanwhile.
   */
  private async localCopy(module: InstalledModule): Promise<string | null> {
    // A module installed before migration 0019 has no zip in the database: it is served from the local
    // folder of the server that installed it, as before, until it is updated or installed again.
    if (module.sha256 === null) return `${module.version}:${module.installTime}`;
    return this.sync.ensure(module.uid, module.sha256);
  }

  private processOf(module: InstalledModule, entry: string, key: string): ModuleProcess {
    const known = this.running.get(module.uid);
    if (known?.key === key) return known.process;
    known?.process.stop();
    const { manifest } = module;
    const process = new ModuleProcess({
      uid: module.uid,
      root: this.folder.moduleDir(module.uid),
      entry,
      network: manifest.network,
      tables: moduleTables(this.db, manifest),
      limits: this.limits,
      log: (line) => this.onOutput(`module ${module.uid}: ${line}`),
    });
    this.running.set(module.uid, { key, process });
    return process;
  }

  /** The handler of `/api/module/<name>/<action>`, from the enabled module that declared `/<name>`. */
  async handler(method: Method, name: string, action: string): Promise<Handler | null> {
    const module = (await this.enabled()).find((m) => m.manifest.routes.includes(`/${name}`));
    if (!module?.manifest.server) return null;
    const copy = await this.localCopy(module);
    if (copy === null) return null;
    const process = this.processOf(module, module.manifest.server, copy);
    const key = `${method} ${name}/${action}`;
    if (!(await process.routes()).has(key)) return null;
    return (request) => process.call(key, request);
  }

  /** The file on disk of `/module-assets/<dir>/<file>`, from the enabled module that ships it. */
  async asset(dir: string, file: string): Promise<string | null> {
    const path = `${dir}/${file}`;
    const module = (await this.enabled()).find((m) => m.publicFiles.includes(path));
    if (!module || (await this.localCopy(module)) === null) return null;
    return this.folder.fileOf(module.uid, `public/${path}`);
  }
}
