import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadKey } from "../storage/file-store.ts";
import { type S3Server, s3UnavailableReason, startS3Server } from "../test/s3-server.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const skipS3 = s3UnavailableReason();
let s3: S3Server | undefined;
afterAll(() => s3?.stop());

/** The settings of each store the route is tried on: the data folder, and a bucket. */
const stores: [string, () => Promise<Record<string, string>>][] = [["a local folder", async () => ({})]];
if (!skipS3) {
  stores.push([
    "an S3 bucket",
    async () => {
      s3 ??= await startS3Server();
      return s3.bucket(`storage-${Math.random().toString(16).slice(2, 10)}`);
    },
  ]);
}

describe.each(stores)("storage route on %s", (_name, settingsOf) => {
  let t: TestApp;
  let dataDir: string;
  const picture = uploadKey("20260101", "b".repeat(40), "png");
  const archive = uploadKey("20260101", "c".repeat(40), "zip");

  beforeAll(async () => {
    t = await createTestApp({ env: await settingsOf() });
    dataDir = await mkdtemp(join(tmpdir(), "storage-test-"));
    t.services.env.DATA_DIR = dataDir;
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    await t.services.files.put(picture, png);
    await t.services.files.put(archive, Buffer.from("PK\u0003\u0004 zip archive"));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url, headers });

  it("serves an upload at the URL the store gives it, inert and cached for good", async () => {
    const res = await get(t.services.files.urlOf(picture));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${"b".repeat(40)}.png"`);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
    const zip = await get(t.services.files.urlOf(archive));
    expect(zip.headers["content-type"]).toBe("application/octet-stream");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment/);
    expect((await get(t.services.files.urlOf(picture), {}, "HEAD")).statusCode).toBe(200);
  });

  it("answers 304 to a client that holds the same version (ETag)", async () => {
    const first = await get(t.services.files.urlOf(archive));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(t.services.files.urlOf(archive), { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get(t.services.files.urlOf(archive), { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("sends one byte range as asked, for players that seek", async () => {
    const url = t.services.files.urlOf(archive);
    const part = await get(url, { range: "bytes=4-10" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 4-10/16");
    expect(part.body).toBe(" zip ar");
    expect((await get(url, { range: "bytes=-7" })).body).toBe("archive");
    const beyond = await get(url, { range: "bytes=500-600" });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */16");
    // Ranges that touch are one; several apart get the whole file, as a header that does not parse does.
    expect((await get(url, { range: "bytes=0-1,2-3" })).headers["content-range"]).toBe("bytes 0-3/16");
    expect((await get(url, { range: "bytes=0-1,5-6" })).statusCode).toBe(200);
    expect((await get(url, { range: "lines=1-2" })).statusCode).toBe(200);
  });

  it("resizes an upload on the same URL with w or h, keeping the variant in the store", async () => {
    const res = await get(`${t.services.files.urlOf(picture)}?w=160`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=2592000");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    const kept: string[] = [];
    for await (const file of t.services.imageVariants.store.list()) kept.push(file.key);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect((await get(`${t.services.files.urlOf(picture)}?w=161`)).statusCode).toBe(400);
    // The size of a file that is not a picture asks for nothing: the file itself is sent.
    expect((await get(`${t.services.files.urlOf(archive)}?w=160`)).headers["content-disposition"]).toMatch(
      /^attachment/,
    );
  });

  it("answers 404 for names uploads never get", async () => {
    for (const url of ["/storage/20260101/missing.png", "/storage/../secret.png", "/storage/x/y.png?w=160"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe.skipIf(skipS3)("storage route on a bucket served by redirect", () => {
  let t: TestApp;
  const key = uploadKey("20260102", "d".repeat(40), "mp4");

  beforeAll(async () => {
    s3 ??= await startS3Server();
    const bucket = await s3.bucket("storage-redirect");
    t = await createTestApp({
      env: {
        ...bucket,
        S3_PREFIX: "site/",
        S3_PUBLIC_URL: "https://cdn.example.com/",
        FILE_DELIVERY: "redirect",
      },
    });
    await t.services.files.put(key, Buffer.from("video"));
  }, 60_000);
  afterAll(() => t?.close());

  it("sends the browser to the bucket's public address, and still 404s a missing file", async () => {
    const res = await t.app.inject({ method: "GET", url: t.services.files.urlOf(key) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.com/site/uploads/${key}`);
    const missing = await t.app.inject({ method: "GET", url: "/storage/20260102/missing.mp4" });
    expect(missing.statusCode).toBe(404);
  });
});
