import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { ModuleFolder } from "./module-folder.ts";
import { readModulePackage } from "./module-package.ts";
import { installedPackage, isInstalled, sha256Of } from "./module-packages.ts";

/**
 * This server's module folder as a cache of what the database says is installed (ADR 0026). A request
 * that needs a module asks `ensure` with the SHA-256 of its installed zip: when this process has
 * unpacked that zip already the answer costs no disk or zip work; otherwise the zip is read from
 * `module_package`, checked again as an upload is, and unpacked into a fresh folder swapped in whole.
 * Folders of modules no longer installed are removed when the installed modules change.
 *
 * The work on one module's folder (unpacking, removing) runs one task at a time, in order: two
 * requests at once unpack once, the second finding the first's result.
 */
export class ModuleSync {
  /** The SHA-256 of the zip each local folder was unpacked from, by this process. */
  private readonly synced = new Map<string, string>();
  /** The last task on each module's folder, which the next one waits for. */
  private readonly work = new Map<string, Promise<unknown>>();
  /** The installed modules as last seen, so that the folder is read only when they change. */
  private seen: string | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly folder: ModuleFolder,
    private readonly log: (line: string) => void,
  ) {}

  /** Runs `task` on a module's folder once the tasks before it are done. */
  private queue<T>(uid: string, task: () => Promise<T>): Promise<T> {
    const next = (this.work.get(uid) ?? Promise.resolve()).catch(() => undefined).then(task);
    const settled = next.catch(() => undefined);
    this.work.set(uid, settled);
    void settled.then(() => {
      if (this.work.get(uid) === settled) this.work.delete(uid);
    });
    return next;
  }

  /**
   * Makes the local folder of `uid` hold its installed zip, `sha256` as the module list read it.
   * Answers the SHA-256 of the zip the folder now holds (a newer one when the module was updated
   * meanwhile), or null when the module is no longer installed.
   */
  async ensure(uid: string, sha256: string): Promise<string | null> {
    if (this.synced.get(uid) === sha256) return sha256;
    return this.queue(uid, async () => {
      if (this.synced.get(uid) === sha256) return sha256;
      const stored = await installedPackage(this.db, uid);
      if (!stored) return null;
      if (sha256Of(stored.zip) !== stored.sha256) {
        throw new Error(`module ${uid}: the installed zip does not match its SHA-256`);
      }
      const pack = await readModulePackage(stored.zip);
      if (pack.manifest.uid !== uid)
        throw new Error(`module ${uid}: the installed zip is ${pack.manifest.uid}`);
      await this.folder.replaceModule(uid, pack.files);
      this.synced.set(uid, stored.sha256);
      return stored.sha256;
    });
  }

  /** Removes a module's folder now: it was uninstalled through this process. */
  remove(uid: string): Promise<void> {
    return this.queue(uid, async () => {
      this.synced.delete(uid);
      await this.folder.removeModule(uid);
    });
  }

  /**
   * Removes the folders of modules that are not in `installed` (uninstalled through another server, or
   * while this one was down). Reads the folder only when `installed` differs from the last call's.
   */
  async prune(installed: string[]): Promise<void> {
    const key = [...installed].sort().join(",");
    if (key === this.seen) return;
    this.seen = key;
    try {
      const local = new Set([...(await this.folder.localModules()), ...this.synced.keys()]);
      const gone = [...local].filter((uid) => !installed.includes(uid));
      await Promise.all(gone.map((uid) => this.queue(uid, () => this.removeIfGone(uid))));
    } catch (error) {
      this.seen = null;
      this.log(`modules: could not remove the folders of uninstalled modules: ${(error as Error).message}`);
    }
  }

  private async removeIfGone(uid: string): Promise<void> {
    // The list may predate an install that finished since: ask the database once more.
    if (await isInstalled(this.db, uid)) return;
    this.synced.delete(uid);
    await this.folder.removeModule(uid);
  }
}
