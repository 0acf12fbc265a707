import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { moduleUidPattern } from "@corp/domain/module-manifest";

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

  /** Writes a module's files into a fresh folder of its own (any earlier one is removed first). */
  async writeModule(uid: string, files: Map<string, Buffer>): Promise<void> {
    const dir = this.moduleDir(uid);
    await rm(dir, { recursive: true, force: true });
    for (const [name, bytes] of files) {
      const path = this.inside(uid, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    }
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
