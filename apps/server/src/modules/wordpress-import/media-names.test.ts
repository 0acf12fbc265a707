import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { MediaNames } from "./media-names.ts";
import { folderSource, zipSource } from "./media-source.ts";

/** The copy of an old site's uploads, sorted otherwise than by `YYYY/MM`: by name only. */
const FILES: Record<string, string> = {
  "flat/photo.jpg": "the original photo",
  "flat/photo-300x200.jpg": "a small photo",
  "sizes/chart-150x150.png": "a thumbnail of the chart",
  "sizes/chart-1024x768.png": "a large chart",
  "2024/05/exact.png": "at its place",
  "elsewhere/exact.png": "another of the same name",
};

describe("finding an uploads copy's files by name when their YYYY/MM place does not hold them", () => {
  let dir: string;
  let zipFile: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-names-"));
    const zip = new yazl.ZipFile();
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(join(dir, "uploads", path, ".."), { recursive: true });
      await writeFile(join(dir, "uploads", path), text);
      zip.addBuffer(Buffer.from(text), `wp-content/uploads/${path}`);
    }
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    zipFile = join(dir, "uploads.zip");
    await writeFile(zipFile, Buffer.concat(chunks));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("prefers the original of a name, then the largest size WordPress made of it", () => {
    const names = new MediaNames(Object.keys(FILES));
    expect(names.find("2023/01/photo.jpg")).toBe("flat/photo.jpg");
    expect(names.find("2023/01/photo-640x480.jpg")).toBe("flat/photo.jpg");
    expect(names.find("2023/01/chart.png")).toBe("sizes/chart-1024x768.png");
    expect(names.find("2023/01/missing.png")).toBeUndefined();
  });

  it.each([
    ["a folder", () => folderSource(join(dir, "uploads")), "importNoteNotInFolder"],
    ["a zip", () => zipSource(zipFile), "importNoteNotInZip"],
  ])("reads from %s by place, else by name", async (_name, open, missing) => {
    const source = await open();
    try {
      const text = async (path: string) => {
        const got = await source.get(path, `https://old.example/wp-content/uploads/${path}`, 1000);
        return Buffer.isBuffer(got) ? got.toString() : got;
      };
      expect(await text("2024/05/exact.png")).toBe("at its place");
      expect(await text("2025/02/photo.jpg")).toBe("the original photo");
      expect(await text("2025/02/chart.png")).toBe("a large chart");
      expect(await text("2025/02/missing.png")).toEqual({ key: missing });
    } finally {
      await source.close();
    }
  });
});
