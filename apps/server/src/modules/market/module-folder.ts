import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { moduleUidPattern } from "@corp/domain/module-manifest";

/** A rename refused because another process put a folder of that name there first. */
const taken = (error: unknown) =>
  ["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Where this server keeps its copy of the installed modules' files: `$DATA_DIR/modules/<uid>/`, unpacked
 * from the zips in the database (module-sync.ts, ADR 0026). New files are written in `.staging/` and
 * swapped in, the old folder moved to `.replaced/` and removed. Nothing here ever writes outside that
 * folder: every path is resolved and checked to stay inside it.
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

  private async writeFiles(folder: string, files: Map<string, Buffer>): Promise<void> {
    for (const [name, bytes] of files) {
      const path = this.inside(folder, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    }
  }

  /**
   * Replaces a module's folder with one holding `files`, as a whole: they are written under a name no
   * other writer uses (`.staging/<uid>-<random>`), then renamed into place, the folder they replace
   * first moved aside. Two processes sharing the disk may do this at once; the last one's folder stays.
   */
  async replaceModule(uid: string, files: Map<string, Buffer>): Promise<void> {
    const name = `${this.checkedUid(uid)}-${randomUUID()}`;
    const staged = this.inside(".staging", name);
    await mkdir(this.inside(".replaced"), { recursive: true });
    try {
      await this.writeFiles(`.staging/${name}`, files);
      await this.swapIn(uid, staged, name);
    } finally {
      await rm(staged, { recursive: true, force: true });
    }
  }

  private async swapIn(uid: string, staged: string, name: string): Promise<void> {
    const live = this.moduleDir(uid);
    for (let attempt = 0; ; attempt++) {
      const aside = this.inside(".replaced", `${name}-${attempt}`);
      const moved = await rename(live, aside).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
      try {
        await rename(staged, live);
        if (moved) await rm(aside, { recursive: true, force: true });
        return;
      } catch (error) {
        // Put the old folder back, unless another process has put its own in place meanwhile.
        if (moved) await rename(aside, live).catch(() => rm(aside, { recursive: true, force: true }));
        if (!taken(error) || attempt >= 4) throw error;
      }
    }
  }

  /** The modules this server has a folder of. */
  async localModules(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory() && moduleUidPattern.test(e.name)).map((e) => e.name);
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
