import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { t as text } from "@corp/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { exportXml } from "./test-export.ts";
import { importExport, reportLines } from "./test-upload.ts";

const SITE = "https://old-failing.example";

describe("moving in from WordPress: an item that fails says why, and is tried again", () => {
  let t: TestApp;
  let dir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-failures-"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
    t.services.importQueue.onError = (error, what) => logged.push(`${what}: ${String(error)}`);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("reports a duplicate and a number out of range with the catalogue's reasons, logs the errors, and retries them", async () => {
    const { token } = await loginAdmin(t.app);
    const xml = exportXml(SITE, [
      { id: 701, title: "Spring news", body: "<p>Spring</p>" },
      // The same post id twice (two exports pasted together): the second meets the first's record.
      { id: 701, title: "Spring news again", body: "<p>Again</p>" },
      { id: 702, type: "page", title: "Ordered page", body: "<p>Page</p>", menuOrder: 3_000_000_000 },
    ]);
    const { run } = await importExport(t, token, [{ field: "file", name: "failing.xml", bytes: xml }]);
    expect(run).toMatchObject({ status: "done", imported: 2, error: "" });
    const lines = reportLines(run);
    const failed = lines.filter((line) => line.result === "failed");
    expect(failed.map((line) => [line.title, line.notes])).toEqual([
      ["Ordered page", [{ key: "importNoteFailedOutOfRange" }]],
      ["Spring news again", [{ key: "importNoteFailedDuplicate" }]],
    ]);
    // The reasons read as the catalogue's; the database's own words went to the log only.
    const report = JSON.stringify(run?.report);
    expect(report).not.toMatch(/duplicate key|out of range for type|violates/i);
    expect(text("importNoteFailedDuplicate", "zh-cn")).toMatch(/导入失败/);
    expect(logged.some((entry) => /page 702: .*out of range/i.test(entry))).toBe(true);
    expect(logged.some((entry) => /post 701: .*(duplicate|unique)/i.test(entry))).toBe(true);
    expect(
      await t.services.db.selectFrom("page").select("id").where("title", "=", "Ordered page").execute(),
    ).toEqual([]);

    // The next run tries the page again (it is not "imported before"), and still says why it fails.
    const again = await importExport(t, token, [{ field: "file", name: "failing.xml", bytes: xml }]);
    const page = reportLines(again.run).find((line) => line.id === 702);
    expect(page).toMatchObject({ result: "failed", notes: [{ key: "importNoteFailedOutOfRange" }] });
    expect(again.run).toMatchObject({ status: "done", imported: 0 });
  });
});
