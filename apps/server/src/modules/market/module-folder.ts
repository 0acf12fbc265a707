import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { moduleUidPattern } from "@corp/domain/module-manifest";

/** A new version's files written aside, until they replace the installed ones. */
export type StagedModule = {
  /** Moves the installed folder aside and the new one in its place. */
  swapIn(): Promise<void>;
  /** Puts the installed folder back (when it was swapped) and removes the new one. */
  rollBack(): Promise<void>;
  /** Removes the replaced folder once the update is recorded. */
  finish(): Promise<void>;
};

/**
 * Where modules live: `$DATA_DIR/modules/<uid>/` holds an installed module's files, and
 * `$DATA_DIR/modules/.uploaded/<uid>.zip` a zip uploaded and not yet installed. Nothing here ever
 * writes outside that folder: every path is resolved and checked to stay inside it.
 */
export class ModuleFolder {
  constructor(private readonly dataDir: () => string) {}

  get root(): string {
    return resolve(this.dataDir(), "modules");
  }

  private inside(...parts: string[]): string {
    const path = resolve(this.root, ...parts);
    const rel = relative(this.root, path);
    if (rel === "" || rel.startsWith("..") || rel.includes(`..${sep}`)) {
      throw new Error(`module path outside ${this.root}: ${parts.join("/")}`);
    }
    return path;
  }

  private checkedUid(uid: string): string {
    if (!moduleUidPattern.test(uid)) throw new Error(`not a module id: ${uid}`);
    return uid;
  }

  moduleDir(uid: string): string {
    return this.inside(this.checkedUid(uid));
  }

  uploadedZip(uid: string): string {
    return this.inside(".uploaded", `${this.checkedUid(uid)}.zip`);
  }

  async keepUpload(uid: string, bytes: Buffer): Promise<void> {
    const path = this.uploadedZip(uid);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  readUpload(uid: string): Promise<Buffer | null> {
    return readFile(this.uploadedZip(uid)).catch(() => null);
  }

  dropUpload(uid: string): Promise<void> {
    return rm(this.uploadedZip(uid), { force: true });
  }

  private async writeFiles(folder: string, files: Map<string, Buffer>): Promise<void> {
    for (const [name, bytes] of files) {
      const path = this.inside(folder, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    }
  }

  /** Writes a module's files into a fresh folder of its own (any earlier one is removed first). */
  async writeModule(uid: string, files: Map<string, Buffer>): Promise<void> {
    await rm(this.moduleDir(uid), { recursive: true, force: true });
    await this.writeFiles(uid, files);
  }

  /**
   * Writes a new version's files aside (`.staging/`), leaving the installed folder as it is. The
   * answer swaps them in (the old folder moved to `.replaced/`), puts the old one back, or drops it.
   */
  async stageModule(uid: string, files: Map<string, Buffer>): Promise<StagedModule> {
    const name = `${this.checkedUid(uid)}-${randomUUID()}`;
    const staged = `.staging/${name}`;
    try {
      await this.writeFiles(staged, files);
    } catch (error) {
      await rm(this.inside(".staging", name), { recursive: true, force: true });
      throw error;
    }
    const live = this.moduleDir(uid);
    const stagedDir = this.inside(".staging", name);
    const replaced = this.inside(".replaced", name);
    let swapped = false;
    return {
      swapIn: async () => {
        await mkdir(dirname(replaced), { recursive: true });
        await rename(live, replaced);
        try {
          await rename(stagedDir, live);
        } catch (error) {
          await rename(replaced, live);
          throw error;
        }
        swapped = true;
      },
      rollBack: async () => {
        if (swapped) {
          await rename(live, stagedDir);
          await rename(replaced, live);
          swapped = false;
        }
        await rm(stagedDir, { recursive: true, force: true });
      },
      finish: () => rm(replaced, { recursive: true, force: true }),
    };
  }

  removeModule(uid: string): Promise<void> {
    return rm(this.moduleDir(uid), { recursive: true, force: true });
  }

  /** The path of one of a module's files, or null when the name is not a plain relative path. */
  fileOf(uid: string, name: string): string | null {
    try {
      return this.inside(this.checkedUid(uid), ...name.split("/"));
    } catch {
      return null;
    }
  }

  join(uid: string, name: string): string {
    return join(this.moduleDir(uid), name);
  }
}
