import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { AppError } from "../errors.ts";
import { type S3Server, s3UnavailableReason, startS3Server } from "../test/s3-server.ts";
import type { FileStore } from "./file-store.ts";
import { LocalFileStore } from "./local-file-store.ts";
import { fileStoresOf, s3StoreOf } from "./stores.ts";

const skipS3 = s3UnavailableReason();

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(store: FileStore, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(`${file.key}:${file.size}`);
  return keys;
}

/** What every store does alike, whichever holds the files. */
function behavesAsAStore(name: string, made: () => FileStore) {
  describe(`${name}: a file store`, () => {
    const key = "20260101/aaaa.png";

    it("puts, tells, reads, streams a range and removes a file", async () => {
      const store = made();
      expect(await store.stat(key)).toBeUndefined();
      await store.put(key, Buffer.from("0123456789"));
      const info = await store.stat(key);
      expect(info).toMatchObject({ size: 10 });
      expect(info?.etag).toMatch(/^"[^"]+"$/);
      expect((await store.read(key)).toString()).toBe("0123456789");
      expect((await bytesOf(await store.open(key))).toString()).toBe("0123456789");
      expect((await bytesOf(await store.open(key, { start: 2, end: 5 }))).toString()).toBe("2345");
      await store.remove(key);
      await store.remove(key);
      expect(await store.stat(key)).toBeUndefined();
    });

    it("lists the files under a prefix, in key order, with their sizes", async () => {
      const store = made();
      await store.put("20260102/b.png", Buffer.from("bb"));
      await store.put("20260102/a.png", Buffer.from("a"));
      await store.put("20260103/c.png", Buffer.from("ccc"));
      expect(await listed(store, "20260102/")).toEqual(["20260102/a.png:1", "20260102/b.png:2"]);
      expect(await listed(store)).toEqual(["20260102/a.png:1", "20260102/b.png:2", "20260103/c.png:3"]);
      expect(await listed(store, "2027")).toEqual([]);
    });

    it("keeps a 20 MB file whole", async () => {
      const store = made();
      const big = randomBytes(20 * 1024 * 1024);
      await store.put("20260104/big.mp4", big);
      expect((await store.stat("20260104/big.mp4"))?.size).toBe(big.length);
      const back = await bytesOf(await store.open("20260104/big.mp4"));
      const digest = (b: Buffer) => createHash("sha256").update(b).digest("hex");
      expect(digest(back)).toBe(digest(big));
      await store.remove("20260104/big.mp4");
    }, 60_000);

    it("stores a file of this machine streamed, whole, as an attachment", async () => {
      const store = made();
      const bytes = randomBytes(3 * 1024 * 1024 + 7);
      const path = join(localRoot, "archive.tar.gz");
      await writeFile(path, bytes);
      await store.putFile("corpsite-backup-20260101-030000-1.tar.gz", path);
      const back = await store.read("corpsite-backup-20260101-030000-1.tar.gz");
      expect(back.equals(bytes)).toBe(true);
      expect(await listed(store, "corpsite-")).toEqual([
        `corpsite-backup-20260101-030000-1.tar.gz:${bytes.length}`,
      ]);
      await store.remove("corpsite-backup-20260101-030000-1.tar.gz");
    }, 60_000);

    it("refuses a key that would leave its folder, and reads no missing file", async () => {
      const store = made();
      for (const bad of ["../x.png", "a/../../x.png", "a\\x.png", "a\0.png"]) {
        await expect(store.put(bad, Buffer.from("x")), bad).rejects.toThrow(/Not a key/);
      }
      await expect(store.read("20260105/missing.png")).rejects.toThrow();
    });
  });
}

let localRoot = "";
beforeAll(async () => {
  localRoot = await mkdtemp(join(tmpdir(), "file-stores-test-"));
});
afterAll(() => rm(localRoot, { recursive: true, force: true }));
behavesAsAStore("a local folder", () => new LocalFileStore(() => join(localRoot, "uploads")));

describe.skipIf(skipS3)("an S3-compatible bucket", () => {
  let server: S3Server;
  let store: FileStore;
  let settings: Awaited<ReturnType<S3Server["bucket"]>>;

  beforeAll(async () => {
    server = await startS3Server();
    settings = await server.bucket("corpsite-files");
    store = s3StoreOf(readEnv({ ...settings, S3_PREFIX: "site/" }), "uploads/");
  }, 60_000);
  afterAll(() => server?.stop());

  behavesAsAStore("the bucket", () => store);

  it("keeps the store's files under its folder of the bucket, with their sha256 beside them", async () => {
    await store.put("20260106/d.png", Buffer.from("dd"));
    const info = await store.stat("20260106/d.png");
    expect(info?.sha256).toBe(createHash("sha256").update("dd").digest("hex"));
    const root = s3StoreOf(readEnv(settings), "");
    expect(await listed(root, "site/uploads/20260106/")).toEqual(["site/uploads/20260106/d.png:2"]);
  });

  it("keeps backups in the bucket's backups/ folder, apart from the uploads", async () => {
    const env = readEnv({
      ...settings,
      FILE_STORE: "s3",
      FILE_DELIVERY: "redirect",
      S3_PUBLIC_URL: "https://cdn.example.com",
    });
    const { backups, files } = fileStoresOf(env);
    const path = join(localRoot, "backup.tar.gz");
    await writeFile(path, "an archive");
    await backups.putFile("corpsite-backup-20260101-030000-9.tar.gz", path);
    const root = s3StoreOf(readEnv(settings), "");
    expect(await listed(root, "backups/")).toEqual(["backups/corpsite-backup-20260101-030000-9.tar.gz:10"]);
    expect(await listed(files)).not.toContain("corpsite-backup-20260101-030000-9.tar.gz:10");
    // Never sent by redirect to a public address: a backup is a super admin's download.
    expect(backups.directUrlOf("corpsite-backup-20260101-030000-9.tar.gz")).toBeUndefined();
    expect(files.directUrlOf("20260101/x.png")).toBe("https://cdn.example.com/uploads/20260101/x.png");
  });

  it("answers the catalogue's 503 when the bucket cannot be reached", async () => {
    const gone = s3StoreOf(readEnv({ ...settings, S3_ENDPOINT: "http://127.0.0.1:9" }), "uploads/");
    const failure = await gone.stat("20260107/e.png").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ key: "serviceUnavailable", status: 503 });
    await expect(gone.put("20260107/e.png", Buffer.from("e"))).rejects.toMatchObject({ status: 503 });
  });
});

describe.skipIf(skipS3)("a bucket that checks its keys", () => {
  let server: S3Server;
  let settings: Awaited<ReturnType<S3Server["bucket"]>>;

  beforeAll(async () => {
    server = await startS3Server({ checkKeys: true });
    settings = await server.bucket("corpsite-keyed");
  }, 60_000);
  afterAll(() => server?.stop());

  it("says at start-up what is wrong: refused keys, a missing bucket", async () => {
    await expect(s3StoreOf(readEnv(settings), "uploads/").check()).resolves.toBeUndefined();
    const wrongKeys = s3StoreOf(readEnv({ ...settings, S3_SECRET_ACCESS_KEY: "wrong" }), "uploads/");
    await expect(wrongKeys.check()).rejects.toThrow(/corpsite-keyed.*access key was refused/);
    const noBucket = s3StoreOf(readEnv({ ...settings, S3_BUCKET: "no-such-bucket" }), "uploads/");
    await expect(noBucket.check()).rejects.toThrow(/no-such-bucket.*does not exist/);
  });

  it("answers a request 503 when the keys are refused, and writes nothing", async () => {
    const store = s3StoreOf(readEnv(settings), "uploads/");
    const wrongKeys = s3StoreOf(readEnv({ ...settings, S3_SECRET_ACCESS_KEY: "wrong" }), "uploads/");
    const refusal = await wrongKeys.put("20260107/e.png", Buffer.from("e")).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ key: "serviceUnavailable", status: 503 });
    expect(await store.stat("20260107/e.png")).toBeUndefined();
  });
});
