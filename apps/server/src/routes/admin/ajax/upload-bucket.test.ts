import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../test/multipart.ts";
import { type S3Server, s3UnavailableReason, startS3Server } from "../../../test/s3-server.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";

describe.skipIf(s3UnavailableReason())("uploads into a bucket", () => {
  let s3: S3Server;
  let t: TestApp;
  let token: string;
  let png: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: await s3.bucket("upload-bucket") });
    token = (await loginAdmin(t.app)).token;
    png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#06c" } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const upload = (name: string, content: Buffer) => {
    const body = multipartFile(name, content, "image/png");
    return t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token, "think-lang": "en" },
    });
  };
  const attachments = async () =>
    (await t.services.db.selectFrom("attachment").select(["url", "storage"]).execute()).length;

  it("keeps the file in the bucket, records it as the bucket's and serves it", async () => {
    const res = await upload("蓝色.png", png);
    expect(res.json()).toMatchObject({ code: 1 });
    const url: string = res.json().data.file.url;
    const row = await t.services.db
      .selectFrom("attachment")
      .select(["storage", "size"])
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ storage: "s3", size: png.length });
    const key = t.services.files.keyOf(url) ?? "";
    expect((await t.services.files.stat(key))?.size).toBe(png.length);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it("answers 503 in the envelope while the bucket cannot be reached, and records nothing", async () => {
    const before = await attachments();
    const other = await sharp({ create: { width: 31, height: 20, channels: 3, background: "#0c6" } })
      .png()
      .toBuffer();
    await s3.stop();
    const res = await upload("绿色.png", other);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: "Service unavailable!",
      data: { requestId: res.headers["x-request-id"] },
    });
    expect(await attachments()).toBe(before);
    const reading = await t.app.inject({ method: "GET", url: `/storage/20260101/${"e".repeat(40)}.png` });
    expect(reading.statusCode).toBe(503);
  });
});
