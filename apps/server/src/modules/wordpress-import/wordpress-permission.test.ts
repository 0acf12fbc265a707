import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, limitedAdmin } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { exportXml } from "./test-export.ts";
import { importExport, reportLines } from "./test-upload.ts";

const SITE = "https://old-permission.example";
const IMPORTING = [
  "content",
  "content/wordpressImport",
  "content/wordpressImport/index",
  "content/wordpressImport/add",
  "content/wordpressImport/import",
];

describe("importing is a right of its own, and adds redirect rules only for free old addresses", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-permission-"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("lets an admin who may import but not edit redirects import, taking neither a rule's path nor the site's own", async () => {
    const { db } = t.services;
    // An administrator's rule, already there for one of the old addresses.
    await db
      .insertInto("redirect")
      .values({ source: "/old-news/", match: "exact", target: "/list", code: 301, status: "enable" })
      .execute();
    t.services.redirects.forget();
    const importer = await limitedAdmin(t, "importer", IMPORTING);
    const caller = callerFor(t, importer.token);
    await expect(caller.content.redirect.index({ limit: 1 })).rejects.toThrow();

    const xml = exportXml(SITE, [
      { id: 601, title: "Old news", body: "<p>Old</p>" },
      { id: 602, title: "List", body: "<p>A post whose slug is the site's list</p>" },
      { id: 603, title: "Fresh post", body: "<p>Fresh</p>" },
    ]);
    const { run } = await importExport(t, importer.token, [{ field: "file", name: "perm.xml", bytes: xml }]);
    expect(run).toMatchObject({ status: "done", imported: 4, error: "" });
    const line = (title: string) => reportLines(run).find((l) => l.title === title);
    expect(line("Old news")?.notes).toEqual([
      { key: "importNoteAddressHasRule", params: { path: "/old-news/", target: "/list" } },
    ]);
    expect(line("List")?.notes).toEqual([
      { key: "importNoteAddressReserved", params: { path: "/list/", address: "/list" } },
    ]);
    expect(line("Fresh post")?.notes).toEqual([]);

    const rules = await db.selectFrom("redirect").select(["source", "target"]).orderBy("source").execute();
    expect(rules.find((r) => r.source === "/old-news/")?.target).toBe("/list");
    expect(rules.find((r) => r.source === "/list/")).toBeUndefined();
    const fresh = await t.app.inject({ url: "/fresh-post/" });
    expect([fresh.statusCode, fresh.headers.location]).toEqual([301, line("Fresh post")?.newUrl]);
    const old = await t.app.inject({ url: "/old-news/" });
    expect([old.statusCode, old.headers.location]).toEqual([301, "/list"]);
  });

  it("refuses to start an import for an admin who may upload exports but not import them", async () => {
    const reader = await limitedAdmin(t, "reader", IMPORTING.slice(0, 4));
    const xml = exportXml(SITE, [{ id: 611, title: "Never started", body: "<p>No</p>" }]);
    const { uploaded } = await importExport(t, reader.token, [{ field: "file", name: "r.xml", bytes: xml }], {
      start: false,
    });
    expect(uploaded.code).toBe(1);
    await expect(
      callerFor(t, reader.token).content.wordpressImport.import({ id: uploaded.data.id }),
    ).rejects.toThrow();
    const run = await t.services.db
      .selectFrom("import_run")
      .select("status")
      .where("id", "=", uploaded.data.id)
      .executeTakeFirstOrThrow();
    expect(run.status).toBe("previewed");
  });
});
