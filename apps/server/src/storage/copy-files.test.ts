import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { type S3Server, s3UnavailableReason, startS3Server } from "../test/s3-server.ts";
import { type CopyProgress, copyFiles } from "./copy-files.ts";
import type { FileStore } from "./file-store.ts";
import { LocalFileStore } from "./local-file-store.ts";
import { s3StoreOf } from "./stores.ts";

const skipS3 = s3UnavailableReason();

/** A progress that remembers what it was told. */
function recorder() {
  const seen = { total: -1, bytes: -1, steps: [] as string[] };
  const progress: CopyProgress = {
    start: (files, bytes) => Object.assign(seen, { total: files, bytes }),
    step: (key) => seen.steps.push(key),
  };
  return { seen, progress };
}

const files: Record<string, string> = {
  "20260101/a.png": "first picture",
  "20260101/b.mp4": "a video",
  "20260102/c.pdf": "a document",
};

let root = "";
let source: LocalFileStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "copy-files-test-"));
  source = new LocalFileStore(() => join(root, "uploads"));
  for (const [key, text] of Object.entries(files)) await source.put(key, Buffer.from(text));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function contents(store: FileStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const file of store.list()) found[file.key] = (await store.read(file.key)).toString();
  return found;
}

/** Copying there and back, resuming and checking, whatever the target is. */
function copiesInto(name: string, target: () => FileStore) {
  describe(`copying uploads into ${name}`, () => {
    it("copies every file, tells its progress, and a second run copies nothing", async () => {
      const { seen, progress } = recorder();
      const first = await copyFiles(source, target(), progress);
      expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [] });
      expect(first.present.sort()).toEqual(Object.keys(files).sort());
      expect(seen).toMatchObject({ total: 3, bytes: 30 });
      expect(seen.steps).toHaveLength(3);
      expect(await contents(target())).toEqual(files);
      const again = await copyFiles(source, target(), recorder().progress);
      expect(again).toMatchObject({ copied: 0, skipped: 3, bytes: 0, failed: [] });
    });

    it("copies again a file the target holds with other bytes (a run cut short, a changed file)", async () => {
      await target().put("20260101/a.png", Buffer.from("first pictur?"));
      const report = await copyFiles(source, target(), recorder().progress);
      expect(report).toMatchObject({ copied: 1, skipped: 2 });
      expect((await target().read("20260101/a.png")).toString()).toBe("first picture");
    });

    it("copies back the other way, keeping the source", async () => {
      const back = new LocalFileStore(() => join(root, `back-${name.length}`));
      expect(await copyFiles(target(), back, recorder().progress)).toMatchObject({ copied: 3, failed: [] });
      expect(await contents(back)).toEqual(files);
      expect(await contents(target())).toEqual(files);
    });
  });
}

copiesInto("another folder", () => new LocalFileStore(() => join(root, "other")));

describe.skipIf(skipS3)("with a bucket", () => {
  let s3: S3Server;
  let bucket: FileStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3StoreOf(readEnv(await s3.bucket("copy-target")), "uploads/");
  }, 60_000);
  afterAll(() => s3?.stop());

  copiesInto("a bucket", () => bucket);

  it("reports a file it could not copy and goes on with the others", async () => {
    const broken = new LocalFileStore(() => join(root, "broken"));
    await broken.put("20260103/x.png", Buffer.from("x"));
    await broken.put("20260103/y.png", Buffer.from("y"));
    await s3.stop();
    const report = await copyFiles(broken, bucket, recorder().progress);
    expect(report.copied).toBe(0);
    expect(report.failed.map((f) => f.key)).toEqual(["20260103/x.png", "20260103/y.png"]);
  });
});
