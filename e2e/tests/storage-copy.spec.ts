import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import sharp from "sharp";
import { type S3Server, s3UnavailableReason, startS3Server } from "../../apps/server/src/test/s3-server.ts";
import { type BuiltServer, runBuiltCli, startBuiltServer } from "../../bench/built-server.mjs";
import { ADMIN_PASSWORD } from "./helpers.ts";

/**
 * A site that kept its uploads on disk moves them into a bucket with `cli.js storage:copy to-s3`, is
 * restarted on the bucket with the uploads folder gone, and still shows every picture.
 */
test.describe("moving a site's uploads into a bucket", () => {
  test.skip(Boolean(s3UnavailableReason()), "moto_server is not installed");
  let s3: S3Server;
  let dataDir: string;
  let bucket: Record<string, string>;
  const servers: BuiltServer[] = [];

  test.beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.bucket("site-uploads");
    dataDir = mkdtempSync(join(tmpdir(), "storage-copy-e2e-"));
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await s3?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function adminApi(origin: string): Promise<{ api: APIRequestContext; token: string }> {
    const api = await request.newContext({ baseURL: origin });
    const login = await api.post("/admin/index/login", {
      data: { username: "admin", password: ADMIN_PASSWORD, keep: true },
    });
    return { api, token: (await login.json()).data.userInfo.token };
  }

  async function uploadPicture(api: APIRequestContext, token: string, hue: number): Promise<string> {
    const buffer = await sharp({
      create: { width: 640, height: 320, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
    })
      .png()
      .toBuffer();
    const res = await api.post("/admin/ajax/upload", {
      headers: { batoken: token },
      multipart: { file: { name: `picture-${hue}.png`, mimeType: "image/png", buffer } },
    });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(1);
    return body.data.file.url as string;
  }

  /** Gives every banner and the first articles a picture uploaded through the admin. */
  async function illustrate(origin: string): Promise<string[]> {
    const { api, token } = await adminApi(origin);
    const urls: string[] = [];
    for (const table of ["content.Banner", "content.Article"]) {
      const list = await (
        await api.get(`/admin/${table}/index?limit=6`, { headers: { batoken: token } })
      ).json();
      for (const row of list.data.list as { id: number }[]) {
        const url = await uploadPicture(api, token, (urls.length * 37) % 256);
        const edit = await api.post(`/admin/${table}/edit`, {
          headers: { batoken: token },
          data: { id: row.id, image: url },
        });
        expect((await edit.json()).code).toBe(1);
        urls.push(url);
      }
    }
    await api.dispose();
    return urls;
  }

  test("copies every upload, serves the site from the bucket, and copies nothing twice", async ({ page }) => {
    test.setTimeout(240_000);
    const env = { ADMIN_PASSWORD, LOGIN_CAPTCHA: "off" };
    const onDisk = await startBuiltServer({ env, dataDir });
    servers.push(onDisk);
    const urls = await illustrate(onDisk.origin);
    expect(urls.length).toBeGreaterThan(3);
    await onDisk.stop();

    const copy = runBuiltCli(["storage:copy", "to-s3"], { DATA_DIR: dataDir, ...bucket });
    expect(copy.status, copy.output).toBe(0);
    expect(copy.output).toContain(`copied ${urls.length} files`);
    expect(copy.output).toContain(`${urls.length} attachment rows now point at s3`);

    // The server on the bucket finds no uploads folder on its disk.
    renameSync(join(dataDir, "uploads"), join(dataDir, "uploads-aside"));
    expect(existsSync(join(dataDir, "uploads"))).toBe(false);
    const onBucket = await startBuiltServer({ env: { ...env, ...bucket }, dataDir });
    servers.push(onBucket);

    const served: string[] = [];
    page.on("response", (res) => {
      if (new URL(res.url()).pathname.startsWith("/storage/")) served.push(`${res.status()} ${res.url()}`);
    });
    // The home page shows the banners (the articles' pictures are fetched one by one below).
    await page.goto(`${onBucket.origin}/`);
    const pictures = page.locator('img[src*="/storage/"]');
    await expect(pictures.first()).toBeVisible();
    for (const img of await pictures.all()) {
      // Slides not shown yet load lazily: asked for now, each must arrive whole.
      await img.evaluate((el: HTMLImageElement) => {
        el.loading = "eager";
      });
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((line) => !line.startsWith("200 "))).toEqual([]);
    for (const url of urls) {
      const res = await page.request.get(`${onBucket.origin}${url}`);
      expect(res.status(), url).toBe(200);
    }

    // One process at a time opens the embedded database: the CLI runs with the server stopped.
    await onBucket.stop();
    renameSync(join(dataDir, "uploads-aside"), join(dataDir, "uploads"));
    const again = runBuiltCli(["storage:copy", "to-s3"], { DATA_DIR: dataDir, ...bucket });
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain(`${urls.length} files`);
    expect(again.output).toContain(`copied 0 files (0.0 MB), ${urls.length} already there, 0 failed`);
  });
});
