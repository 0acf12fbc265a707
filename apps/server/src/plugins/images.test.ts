import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { fileInside, parseImageSize } from "../services/image-variants.ts";

describe("resized images", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "images-test-"));
    // An upload: a 1200x800 photo-like gradient with noise, where WebP beats JPEG.
    const noise = Buffer.alloc(1200 * 800 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    await mkdir(join(dataDir, "uploads", "20260101"), { recursive: true });
    await sharp(noise, { raw: { width: 1200, height: 800, channels: 3 } })
      .blur(3)
      .jpeg({ quality: 90 })
      .toFile(join(dataDir, "uploads", "20260101", "photo.jpg"));
    // A flat PNG, where WebP is unlikely to be much smaller: the server must pick the smaller one.
    await sharp({ create: { width: 800, height: 400, channels: 3, background: "#409eff" } })
      .png()
      .toFile(join(dataDir, "uploads", "20260101", "flat.png"));
    await writeFile(join(dataDir, "secret.jpg"), "not for the public");

    database = await createTestDatabase();
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    app = await buildApp({ services: createServices(database.db, env), serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("resizes an upload by width, keeping the aspect ratio, with long caching and an ETag", async () => {
    const res = await get("/storage/20260101/photo.jpg?w=640");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=2592000");
    expect(res.headers.vary).toBe("Accept");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);

    const again = await get("/storage/20260101/photo.jpg?w=640", {
      "if-none-match": String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("resizes a static image by height", async () => {
    const res = await get("/static/images/banner/1.jpg?h=200");
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.height).toBe(200);
    expect(meta.width).toBe(Math.round((1920 / 700) * 200));
  });

  it("sends WebP only to clients that accept it, and only when it is smaller", async () => {
    const webp = await get("/storage/20260101/photo.jpg?w=960", {
      accept: "image/avif,image/webp,*/*",
    });
    const jpeg = await get("/storage/20260101/photo.jpg?w=960", { accept: "image/*" });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);

    const png = await get("/storage/20260101/flat.png?w=320");
    const flat = await get("/storage/20260101/flat.png?w=320", { accept: "image/webp" });
    const sizes = [png.rawPayload.length, flat.rawPayload.length];
    expect(flat.rawPayload.length).toBe(Math.min(...sizes));
  });

  it("keeps computed variants on disk", async () => {
    await get("/storage/20260101/photo.jpg?w=320");
    const folders = await readdir(join(dataDir, "cache", "images"));
    const files = (
      await Promise.all(folders.map((f) => readdir(join(dataDir, "cache", "images", f))))
    ).flat();
    expect(files.some((f) => f.endsWith(".jpeg"))).toBe(true);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);
  });

  it("cuts a square from the middle for the site's icons", async () => {
    for (const square of [32, 180]) {
      const res = await get(`/storage/20260101/flat.png?s=${square}`);
      expect(res.statusCode).toBe(200);
      const { width, height } = await sharp(res.rawPayload).metadata();
      expect([width, height]).toEqual([square, square]);
    }
  });

  it("never enlarges past the original", async () => {
    const res = await get("/storage/20260101/flat.png?w=1920");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it("refuses sizes outside the allowed lists with a catalogue error", async () => {
    for (const query of ["w=641", "h=201", "w=640&h=200", "w=abc", "w=-640", "s=64", "s=32&w=640"]) {
      const res = await get(`/storage/20260101/photo.jpg?${query}`, { "think-lang": "en" });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain("width w must be one of 160, 320");
    }
    const zh = await get("/storage/20260101/photo.jpg?w=1");
    expect(zh.json().msg).toContain("图片尺寸无效");
  });

  it("refuses path traversal and missing files", async () => {
    for (const url of [
      "/storage/../secret.jpg?w=320",
      "/storage/%2e%2e/secret.jpg?w=320",
      "/storage/default/..%2f..%2fsecret.jpg?w=320",
      "/storage/default/%5c..%5csecret.jpg?w=320",
      "/static/../../../../etc/passwd.jpg?w=320",
      "/storage/20260101/missing.jpg?w=320",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });

  it("resolves paths only inside their root", () => {
    expect(fileInside("/srv/data", "a/b.jpg")).toBe("/srv/data/a/b.jpg");
    expect(fileInside("/srv/data", "../x.jpg")).toBeUndefined();
    expect(fileInside("/srv/data", "a/%2e%2e/%2e%2e/x.jpg")).toBeUndefined();
    expect(fileInside("/srv/data", "a/%00.jpg")).toBeUndefined();
    expect(fileInside("/srv/data", "%E0%A4%A.jpg")).toBeUndefined();
  });

  it("reads the size from exactly one allowed w or h", () => {
    expect(parseImageSize({})).toBeUndefined();
    expect(parseImageSize({ w: "640" })).toEqual({ width: 640 });
    expect(parseImageSize({ h: "200" })).toEqual({ height: 200 });
    expect(parseImageSize({ w: "640", h: "200" })).toBe("invalid");
    expect(parseImageSize({ w: "650" })).toBe("invalid");
    expect(parseImageSize({ s: "180" })).toEqual({ square: 180 });
    expect(parseImageSize({ s: "180", h: "200" })).toBe("invalid");
  });
});
