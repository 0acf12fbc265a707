import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../../test/admin-caller.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";

describe("admin ajax", () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "ajax-test-"));
    t.services.env.DATA_DIR = dataDir;
    token = (await loginAdmin(t.app)).token;
    png = await sharp({ create: { width: 37, height: 21, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (name: string, content: Buffer | string, type?: string) => {
    const body = multipartFile(name, content, type);
    return t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token, "think-lang": "en" },
    });
  };

  it("stores an image under a generated name with its size, and serves it inertly", async () => {
    const res = await upload("红色.png", png, "image/png");
    expect(res.json()).toMatchObject({
      code: 1,
      data: { file: { width: 37, height: 21, mimetype: "image/png", quote: 1 } },
    });
    const file = res.json().data.file;
    expect(file.url).toMatch(/^\/storage\/\d{8}\/[0-9a-f]{40}\.png$/);
    expect(file.name).toBe("红色.png");
    const served = await t.app.inject({ method: "GET", url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^inline/);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("keeps one file per content and counts the uploads", async () => {
    const first = (await upload("a.png", png, "image/png")).json().data.file;
    const again = (await upload("b.png", png, "image/png")).json().data.file;
    expect(again.id).toBe(first.id);
    expect(again.quote).toBe(first.quote + 1);
    const rows = await t.services.db
      .selectFrom("attachment")
      .select("id")
      .where("sha1", "=", first.sha1)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("accepts files larger than the JSON body limit, up to the site maximum", async () => {
    const res = await upload("big.txt", "x".repeat(3 * 1024 * 1024), "text/plain");
    expect(res.json()).toMatchObject({ code: 1, data: { file: { size: 3 * 1024 * 1024 } } });
  });

  it("serves text uploads as downloads", async () => {
    const res = await upload("notes.txt", "plain words\n", "text/plain");
    const url = res.json().data.file.url;
    const served = await t.app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toBe("application/octet-stream");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
  });

  it.each([
    ["a.php", "<?php echo 1;", "application/x-php", "The type of uploaded file is not allowed!"],
    ["page.html", "<html><body>hi</body></html>", "text/html", "The type of uploaded file is not allowed!"],
    [
      "x.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "image/svg+xml",
      "The type of uploaded file is not allowed!",
    ],
    ["a.jpg.php", "<?php echo 1;", "image/jpeg", "The type of uploaded file is not allowed!"],
    ["../../etc/passwd.txt", "root", "text/plain", "The type of uploaded file is not allowed!"],
    ["..\\evil.txt", "x", "text/plain", "The type of uploaded file is not allowed!"],
    ["fake.png", "just some text pretending", "image/png", "The type of uploaded file is not allowed!"],
    ["script.txt", "<script>alert(1)</script>", "text/plain", "The type of uploaded file is not allowed!"],
    ["empty.txt", "", "text/plain", "The data of the uploaded file is incomplete!"],
  ])("refuses %s", async (name, content, type, msg) => {
    const before = await t.services.db
      .selectFrom("attachment")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await upload(name, content, type);
    expect(res.json()).toMatchObject({ code: 0, msg });
    const after = await t.services.db
      .selectFrom("attachment")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a PNG header on a text file", async () => {
    const res = await upload("readme.txt", png, "text/plain");
    expect(res.json()).toMatchObject({ code: 0, msg: "The type of uploaded file is not allowed!" });
  });

  it("refuses a file over the configured size", async () => {
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("1kb") })
      .where("name", "=", "upload_max_size")
      .execute();
    try {
      const res = await upload("big.txt", "x".repeat(2048), "text/plain");
      expect(res.json()).toMatchObject({
        code: 0,
        msg: "The size of the uploaded file exceeds the allowed range!",
      });
      expect((await upload("small.txt", "x".repeat(1000), "text/plain")).json().code).toBe(1);
    } finally {
      await t.services.db
        .updateTable("config")
        .set({ value: JSON.stringify("10mb") })
        .where("name", "=", "upload_max_size")
        .execute();
    }
  });

  it("refuses a suffix the site does not allow, and a request without a file", async () => {
    expect((await upload("tool.iso", "data", "application/octet-stream")).json()).toMatchObject({
      code: 0,
      msg: "The type of uploaded file is not allowed!",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: {},
      headers: { batoken: token, "think-lang": "en" },
    });
    expect(res.json()).toMatchObject({ code: 0, msg: "The data of the uploaded file is incomplete!" });
  });

  it("serves only generated names from storage", async () => {
    for (const url of [
      "/storage/20260101/..%2F..%2Fetc%2Fpasswd",
      "/storage/x/y.png",
      `/storage/20260101/${"a".repeat(40)}.png`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("deleting an attachment removes its file and row", async () => {
    const bytes = await sharp({ create: { width: 5, height: 5, channels: 3, background: "#0c0" } })
      .jpeg()
      .toBuffer();
    const file = (await upload("green.jpg", bytes, "image/jpeg")).json().data.file;
    const path = join(dataDir, "uploads", file.url.slice("/storage/".length));
    expect(existsSync(path)).toBe(true);
    const result = await callerFor(t, token).routine.attachment.del({ ids: [file.id] });
    expect(result.count).toBe(1);
    expect(existsSync(path)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: file.url })).statusCode).toBe(404);
  });

  it("answers real provinces, cities and districts", async () => {
    const get = (q: string) =>
      t.app.inject({ method: "GET", url: `/admin/ajax/area${q}`, headers: { batoken: token } });
    const provinces = (await get("")).json().data as { value: number; label: string }[];
    expect(provinces.length).toBe(34);
    const guangdong = provinces.find((p) => p.label === "广东省");
    expect(guangdong).toBeDefined();
    const cities = (await get(`?province=${guangdong?.value}`)).json().data as {
      value: number;
      label: string;
    }[];
    const shenzhen = cities.find((c) => c.label === "深圳市");
    expect(shenzhen).toBeDefined();
    const districts = (await get(`?city=${shenzhen?.value}`)).json().data as { label: string }[];
    expect(districts.map((d) => d.label)).toContain("南山区");
    expect((await get("?province=abc")).statusCode).toBe(400);
  });

  it("builds a suffix icon from the query token, with no markup from the request", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/admin/ajax/buildSuffixSvg?batoken=${token}&suffix=${encodeURIComponent("<script>")}&background=${encodeURIComponent('red"/><script>')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).not.toContain("<script");
    expect(res.body).toContain(">SCRIPT<");
    expect(res.body).toContain('fill="rgb(255,155,0)"');
  });

  it("lists tables, their keys and columns, and refuses unknown tables", async () => {
    const h = { batoken: token, "think-lang": "en" };
    const list = (await t.app.inject({ method: "GET", url: "/admin/ajax/getTableList", headers: h })).json()
      .data.list;
    expect(list.map((x: { table: string }) => x.table)).toContain("admin_rule");
    expect(list.map((x: { table: string }) => x.table)).not.toContain("kysely_migration");
    const pk = await t.app.inject({ method: "GET", url: "/admin/ajax/getTablePk?table=admin", headers: h });
    expect(pk.json().data).toEqual({ pk: "id" });
    const fields = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/getTableFieldList?table=admin&clean=1",
      headers: h,
    });
    expect(Object.keys(fields.json().data.fieldList)).toContain("username");
    expect(Object.keys(fields.json().data.fieldList)).not.toContain("create_time");
    const bad = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/getTablePk?table=pg_authid",
      headers: h,
    });
    expect(bad.json()).toMatchObject({ code: 0, msg: "The data table does not exist!" });
    const conns = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/getDatabaseConnectionList",
      headers: h,
    });
    expect(conns.json().data.list).toEqual([{ type: "pgsql", key: "default" }]);
  });

  it("clears the resized image cache and logs it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/clearCache",
      payload: { type: "all" },
      headers: { batoken: token, "think-lang": "en" },
    });
    expect(res.json()).toMatchObject({ code: 1, msg: "Cache cleared!" });
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["url"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log.url).toBe("/admin/ajax/clearCache");
  });

  it("clears what the server keeps by moving the content versions of the type asked for", async () => {
    const versions = async () =>
      Object.fromEntries(
        (await t.services.db.selectFrom("cache_version").select(["scope", "version"]).execute()).map((r) => [
          r.scope,
          Number(r.version),
        ]),
      );
    const clear = (type: string) =>
      t.app.inject({
        method: "POST",
        url: "/admin/ajax/clearCache",
        payload: { type },
        headers: { batoken: token, "think-lang": "en" },
      });
    const before = await versions();
    expect((await clear("config")).json()).toMatchObject({ code: 1 });
    const afterConfig = await versions();
    expect(afterConfig.site).toBe((before.site ?? 0) + 1);
    expect(afterConfig.article).toBe(before.article);
    await clear("content");
    const afterContent = await versions();
    expect(afterContent.article).toBe((before.article ?? 0) + 1);
    expect(afterContent.page).toBe((before.page ?? 0) + 1);
    expect(afterContent.site).toBe(afterConfig.site);
    // BuildAdmin's "clear system cache" sends "tp": what the server keeps, config and content alike.
    expect((await clear("tp")).json()).toMatchObject({ code: 1 });
    const afterTp = await versions();
    expect(afterTp).toMatchObject({
      site: (afterContent.site ?? 0) + 1,
      article: (afterContent.article ?? 0) + 1,
      page: (afterContent.page ?? 0) + 1,
    });
    expect((await clear("everything")).statusCode).toBe(400);
    expect(await versions()).toEqual(afterTp);
  });
});
