import { originalOf } from "./wp-html.ts";

const nameOf = (path: string): string => path.slice(path.lastIndexOf("/") + 1);
/** The area of a size WordPress made (`photo-300x200.jpg`: 60,000); 0 for an original. */
const areaOf = (name: string): number => {
  const size = /-(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/i.exec(name);
  return size ? Number(size[1]) * Number(size[2]) : 0;
};

/**
 * The files of an uploads copy (a folder or a zip) by name, for a file not at its `YYYY/MM/name` place
 * (a copy sorted otherwise, a WordPress.com export, a folder flattened): the file of the same name
 * anywhere, else the largest size WordPress made of it (`photo-1024x768.jpg` for `photo.jpg`).
 */
export class MediaNames {
  private readonly originals = new Map<string, string>();
  private readonly sizes = new Map<string, string>();

  constructor(paths: Iterable<string>) {
    for (const path of paths) {
      const name = nameOf(path);
      const original = originalOf(name);
      if (original === name) {
        if (!this.originals.has(name)) this.originals.set(name, path);
        continue;
      }
      const kept = this.sizes.get(original);
      if (!kept || areaOf(name) > areaOf(nameOf(kept))) this.sizes.set(original, path);
    }
  }

  /** The place of the file `path` names, found by its name; undefined when there is none of that name. */
  find(path: string): string | undefined {
    const name = originalOf(nameOf(path));
    return this.originals.get(name) ?? this.sizes.get(name);
  }
}
