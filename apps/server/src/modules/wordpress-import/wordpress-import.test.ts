import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { importExport, multipartFiles, reportLines } from "./test-upload.ts";
import { parseWxr } from "./wxr.ts";

const PEER = readFileSync(new URL("./fixtures/wordpress-peer.xml", import.meta.url));

describe("moving the WordPress peer site in (its export from WordPress 6.1's own exporter)", () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-import-"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("previews, imports every post and page with its title, date and body, and answers the old URLs with 301s", async () => {
    const { uploaded, run } = await importExport(t, token, [
      { field: "file", name: "WordPress.2026-11-28.xml", bytes: PEER },
    ]);
    expect(uploaded.data.preview.counts).toEqual({
      category: { toImport: 4, imported: 0, skipped: 0 },
      post: { toImport: 40, imported: 0, skipped: 0 },
      page: { toImport: 4, imported: 0, skipped: 0 },
      attachment: { toImport: 0, imported: 0, skipped: 0 },
    });
    expect(run).toMatchObject({ status: "done", total: 48, done: 48, imported: 48, skipped: 0, error: "" });

    const wxr = parseWxr(PEER.toString("utf8"));
    const { db } = t.services;
    const records = await db.selectFrom("import_record").selectAll().execute();
    for (const item of wxr.items) {
      const record = records.find((r) => r.kind === item.type && Number(r.source_id) === item.id);
      expect(record, `${item.type} ${item.id}`).toBeDefined();
      if (item.type === "post") {
        const article = await db
          .selectFrom("article")
          .selectAll()
          .where("id", "=", record?.target_id ?? 0)
          .executeTakeFirstOrThrow();
        expect(article.title).toBe(item.title);
        expect(article.status).toBe("published");
        expect(article.publish_time).toBe(Date.parse(`${item.dateGmt.replace(" ", "T")}Z`) / 1000);
        const firstParagraph = /<p>([^<]+)<\/p>/.exec(item.content)?.[1] ?? "";
        expect(firstParagraph.length).toBeGreaterThan(20);
        expect(article.content).toContain(firstParagraph);
        expect(article.content).not.toContain("wp:paragraph");
        // The public page shows it, and the old permalink (as WordPress wrote it) answers with a 301 to it.
        const shown = await t.app.inject({ url: `/api/portal/article?id=${article.id}` });
        expect(shown.json().data.title).toBe(item.title);
        const old = await t.app.inject({ url: new URL(item.link).pathname });
        expect(old.statusCode).toBe(301);
        expect(old.headers.location).toBe(`/article/${article.id}`);
      }
      if (item.type === "page") {
        const page = await db
          .selectFrom("page")
          .selectAll()
          .where("id", "=", record?.target_id ?? 0)
          .executeTakeFirstOrThrow();
        expect(page.title).toBe(item.title);
        expect(page.status).toBe(item.status === "publish" ? "enable" : "disable");
        expect(page.create_time).toBe(Date.parse(`${item.dateGmt.replace(" ", "T")}Z`) / 1000);
        expect(page.content).toContain(/<p>([^<]+)<\/p>/.exec(item.content)?.[1] ?? "");
        const path = new URL(item.link).pathname;
        const own = t.services.reservedAddresses.of(path);
        if (own) {
          // The site's own address (the peer's /contact/) stays the site's: no rule is written for it, the
          // report line says so beside the new address, and no redirect is followed there.
          const rules = await db
            .selectFrom("redirect")
            .select("id")
            .where("source", "=", decodeURI(path))
            .execute();
          expect(rules, path).toEqual([]);
          const line = reportLines(run).find((l) => l.kind === "page" && l.id === item.id);
          expect(line?.newUrl).toBe(`/page/${page.slug}`);
          expect(line?.notes).toContainEqual(
            // An address that is only a query (`/?page_id=2`) is the old home page's.
            path === "/"
              ? { key: "importNoteQueryOnly" }
              : { key: "importNoteAddressReserved", params: { path: decodeURI(path), address: own } },
          );
          expect((await t.app.inject({ url: path })).statusCode, path).not.toBe(301);
        } else {
          const old = await t.app.inject({ url: path });
          expect(old.statusCode, path).toBe(301);
          expect(old.headers.location).toBe(`/page/${page.slug}`);
        }
        if (path !== "/") {
          const shown = await t.app.inject({ url: `/api/portal/page?name=${page.slug}` });
          expect(shown.json().data.page.title).toBe(item.title);
        }
      }
    }
    // The peer's about page keeps its slug; its history and contact pages meet this site's own and get others.
    const slugs = records.filter((r) => r.kind === "page").map((r) => r.new_url);
    expect(slugs.sort()).toEqual([
      "/page/about",
      "/page/contact-2",
      "/page/history-2",
      "/page/privacy-policy",
    ]);
    const category = await t.app.inject({ url: "/category/company-news/" });
    expect(category.statusCode).toBe(301);
    expect(category.headers.location).toMatch(/^\/list\?cid=\d+$/);
  });

  it("imports nothing twice: the same export again previews everything as imported and adds no row", async () => {
    const count = async () =>
      Promise.all(
        (["article", "page", "category", "redirect", "import_record"] as const).map(async (table) =>
          Number(
            (
              await t.services.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    const { uploaded, run } = await importExport(t, token, [
      { field: "file", name: "again.xml", bytes: PEER },
    ]);
    expect(uploaded.data.preview.counts.post).toEqual({ toImport: 0, imported: 40, skipped: 0 });
    expect(run).toMatchObject({ status: "done", imported: 0, skipped: 48 });
    expect(await count()).toEqual(before);
  });

  it("refuses a file that is not a WordPress export with the catalogue's reason, and records nothing", async () => {
    const runs = await t.services.db.selectFrom("import_run").select("id").execute();
    const { uploaded } = await importExport(t, token, [
      {
        field: "file",
        name: "feed.xml",
        bytes: Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel/></rss>'),
      },
    ]);
    expect(uploaded.code).toBe(0);
    expect(uploaded.msg).toMatch(/^This is not a WordPress export/);
    const { uploaded: empty } = await importExport(t, token, []);
    expect(empty.code).toBe(0);
    expect(await t.services.db.selectFrom("import_run").select("id").execute()).toEqual(runs);
  });

  it("lets no one import without the rule, and never starts a finished run again", async () => {
    const body = multipartFiles([{ field: "file", name: "x.xml", bytes: PEER }]);
    const anonymous = await t.app.inject({ method: "POST", url: "/admin/wordpressImport/upload", ...body });
    expect(anonymous.json().code).toBe(303);
    const done = await t.services.db
      .selectFrom("import_run")
      .select("id")
      .where("status", "=", "done")
      .executeTakeFirstOrThrow();
    await expect(callerFor(t, token).content.wordpressImport.import({ id: done.id })).rejects.toMatchObject({
      cause: { key: "wordpressImportNotReady" },
    });
  });

  it("keeps answering visitors while an import runs (the embedded database gives way between items)", async () => {
    const other = Buffer.from(
      PEER.toString("utf8").replaceAll("http://127.0.0.1:38300", "http://old-site.example"),
    );
    const body = multipartFiles([{ field: "file", name: "other.xml", bytes: other }]);
    const uploaded = (
      await t.app.inject({
        method: "POST",
        url: "/admin/wordpressImport/upload",
        payload: body.payload,
        headers: { ...body.headers, batoken: token },
      })
    ).json();
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const caller = callerFor(t, token);
    await caller.content.wordpressImport.import({ id: uploaded.data.id });
    // Once the run is under way, a visitor's request over the network is answered before it ends.
    while ((await caller.content.wordpressImport.progress({ id: uploaded.data.id })).done < 5)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = await fetch(`${address}/api/portal/home`);
    const during = await caller.content.wordpressImport.progress({ id: uploaded.data.id });
    expect(answer.status).toBe(200);
    expect(during.status).toBe("running");
    expect(during.done).toBeLessThan(during.total);
    await t.services.importQueue.idle();
    expect(await caller.content.wordpressImport.progress({ id: uploaded.data.id })).toMatchObject({
      status: "done",
      imported: 48,
    });
  });
});
