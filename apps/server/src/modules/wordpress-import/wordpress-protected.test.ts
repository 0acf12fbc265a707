import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { exportXml, type TestItem } from "./test-export.ts";
import { importExport, reportLines } from "./test-upload.ts";
import { parseWxr } from "./wxr.ts";

const SITE = "https://old-protected.example";

/** An item of the old site's export, its body one paragraph. */
const item = (options: TestItem & { body: string }): TestItem => ({
  ...options,
  body: `<p>${options.body}</p>`,
});
const exportOf = (items: TestItem[]) => exportXml(SITE, items);

describe("moving in from WordPress: what was private stays private, every item comes across", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-protected-"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("imports a password-protected or private post as a draft and a protected page as hidden, none readable by visitors", async () => {
    const { token } = await loginAdmin(t.app);
    const xml = exportOf([
      item({ id: 501, title: "Board minutes", body: "Protected board text 7Q", password: "s3cret" }),
      item({
        id: 502,
        type: "page",
        title: "Partner prices",
        body: "Protected price list 8R",
        password: "s3cret",
      }),
      item({ id: 503, title: "Open news", body: "Open news text" }),
      item({ id: 504, title: "Staff only", body: "Private staff text 9S", status: "private" }),
    ]);
    const { run } = await importExport(t, token, [{ field: "file", name: "protected.xml", bytes: xml }]);
    // The category, and the four items.
    expect(run).toMatchObject({ status: "done", imported: 5, error: "" });
    const lines = reportLines(run);
    for (const id of [501, 502]) {
      expect(lines.find((l) => l.id === id)?.notes).toContainEqual({ key: "importNoteProtected" });
    }
    expect(lines.find((l) => l.id === 503)?.notes ?? []).toEqual([]);
    expect(lines.find((l) => l.id === 504)?.notes).toContainEqual({ key: "importNotePrivate" });
    const staff = await t.services.db
      .selectFrom("article")
      .select(["id", "status"])
      .where("title", "=", "Staff only")
      .executeTakeFirstOrThrow();
    expect(staff.status).toBe("draft");
    expect((await t.app.inject({ url: `/article/${staff.id}` })).statusCode).toBe(404);
    const post = await t.services.db
      .selectFrom("article")
      .select(["id", "status", "publish_time"])
      .where("title", "=", "Board minutes")
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({ status: "draft", publish_time: null });
    const page = await t.services.db
      .selectFrom("page")
      .select(["slug", "status"])
      .where("title", "=", "Partner prices")
      .executeTakeFirstOrThrow();
    expect(page.status).toBe("disable");
    for (const url of [`/article/${post.id}`, `/page/${page.slug}`]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toMatch(/Protected (board text 7Q|price list 8R)/);
    }
    const search = await t.app.inject({ url: "/search?keywords=Protected" });
    expect(search.body).not.toMatch(/Protected (board text 7Q|price list 8R)/);
  });

  it("imports every item exported without wp:post_id, and a second run finds each imported before", async () => {
    const { token } = await loginAdmin(t.app);
    const titles = ["First without id", "Second without id", "Third without id", "Fourth without id"];
    const xml = exportOf(titles.map((title) => item({ id: null, title, body: `${title} body` })));
    const ids = parseWxr(xml.toString("utf8")).items.map((i) => i.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(parseWxr(xml.toString("utf8")).items.map((i) => i.id)).toEqual(ids);

    const first = await importExport(t, token, [{ field: "file", name: "no-ids.xml", bytes: xml }]);
    // The four posts; the category came across with the test before (the same old site).
    expect(first.run).toMatchObject({ status: "done", total: 5, imported: 4, skipped: 1, error: "" });
    const stored = await t.services.db
      .selectFrom("article")
      .select("title")
      .where("title", "in", titles)
      .execute();
    expect(stored.map((r) => r.title).sort()).toEqual([...titles].sort());

    const again = await importExport(t, token, [{ field: "file", name: "no-ids.xml", bytes: xml }]);
    expect(again.run).toMatchObject({ status: "done", imported: 0, skipped: 5, error: "" });
    expect(
      reportLines(again.run)
        .filter((l) => l.kind === "post")
        .map((l) => l.notes),
    ).toEqual(titles.map(() => [{ key: "importNoteImportedBefore" }]));
  });
});
