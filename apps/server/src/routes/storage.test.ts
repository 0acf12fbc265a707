import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadKey } from "../storage/file-store.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

describe("storage route", () => {
  let t: TestApp;
  let dataDir: string;
  const picture = uploadKey("20260101", "b".repeat(40), "png");
  const archive = uploadKey("20260101", "c".repeat(40), "zip");

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "storage-test-"));
    t.services.env.DATA_DIR = dataDir;
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    await t.services.files.put(picture, png);
    await t.services.files.put(archive, Buffer.from("PK\u0003\u0004 zip"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });

  it("serves an upload at the URL the store gives it, inert and cached for good", async () => {
    const res = await get(t.services.files.urlOf(picture));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${"b".repeat(40)}.png"`);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const zip = await get(t.services.files.urlOf(archive));
    expect(zip.headers["content-type"]).toBe("application/octet-stream");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment/);
    expect((await get(t.services.files.urlOf(picture), "HEAD")).statusCode).toBe(200);
  });

  it("resizes an upload on the same URL with w or h", async () => {
    const res = await get(`${t.services.files.urlOf(picture)}?w=160`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=2592000");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
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
