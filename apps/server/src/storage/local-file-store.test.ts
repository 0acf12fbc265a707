import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadKey } from "./file-store.ts";
import { LocalFileStore, pathInside } from "./local-file-store.ts";

describe("local file store", () => {
  let root: string;
  let store: LocalFileStore;
  const key = uploadKey("20260101", "a".repeat(40), "png");

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "file-store-test-"));
    store = new LocalFileStore(() => join(root, "uploads"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("gives each key a /storage/ URL and reads the key back from upload URLs only", () => {
    const url = store.urlOf(key);
    expect(url).toBe(`/storage/20260101/${"a".repeat(40)}.png`);
    expect(store.keyOf(url)).toBe(key);
    for (const other of [
      "/storage/20260101/photo.jpg",
      "/storage/a.png",
      "/static/images/logo.png",
      `https://cdn.example.com/storage/20260101/${"a".repeat(40)}.png`,
      `/storage/20260101/${"a".repeat(40)}.png/..`,
    ]) {
      expect(store.keyOf(other), other).toBeUndefined();
    }
  });

  it("puts, tells, reads, streams and removes a file", async () => {
    expect(await store.stat(key)).toBeUndefined();
    await store.put(key, Buffer.from("picture"));
    expect(await store.stat(key)).toMatchObject({ size: 7 });
    expect((await store.read(key)).toString()).toBe("picture");
    const chunks: Buffer[] = [];
    for await (const chunk of await store.open(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("picture");
    expect(await readFile(join(root, "uploads", key), "utf8")).toBe("picture");
    await store.remove(key);
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
  });

  it("keeps a private store's files to the server's user, whatever the umask, and makes older ones so at start", async () => {
    const folder = join(root, "backups");
    const backups = new LocalFileStore(() => folder, "private");
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    const umask = process.umask(0o000);
    try {
      await backups.put("a/site.tar.gz", Buffer.from("archive"));
      const from = join(root, "from.tar.gz");
      await writeFile(from, "archive", { mode: 0o666 });
      await backups.putFile("b.tar.gz", from);
      await store.put(key, Buffer.from("picture"));
    } finally {
      process.umask(umask);
    }
    expect(await mode(join(folder, "a", "site.tar.gz"))).toBe(0o600);
    expect(await mode(join(folder, "b.tar.gz"))).toBe(0o600);
    expect(await mode(join(folder, "a"))).toBe(0o700);
    expect(await mode(join(root, "uploads", key))).toBe(0o644);

    await mkdir(join(folder, "old"), { mode: 0o755 });
    await writeFile(join(folder, "old", "2025.tar.gz"), "old", { mode: 0o644 });
    await chmod(folder, 0o755);
    await backups.check();
    expect(await mode(join(folder, "old", "2025.tar.gz"))).toBe(0o600);
    expect(await mode(join(folder, "old"))).toBe(0o700);
    expect(await mode(folder)).toBe(0o700);
  });

  it("knows no file outside its folder", async () => {
    await writeFile(join(root, "secret.png"), "not for the public");
    for (const outside of ["../secret.png", "a/../../secret.png", "./x.png", "a\\..\\x.png", "a\0.png"]) {
      expect(await store.stat(outside), outside).toBeUndefined();
      await expect(store.put(outside, Buffer.from("x")), outside).rejects.toThrow();
    }
    expect(pathInside("/srv/data", "a/b.jpg")).toBe("/srv/data/a/b.jpg");
    expect(pathInside("/srv/data", "a/%2e%2e/b.jpg")).toBe("/srv/data/a/%2e%2e/b.jpg");
  });
});
