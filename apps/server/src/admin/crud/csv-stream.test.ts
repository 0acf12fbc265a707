import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../test/admin-caller.ts";
import { addAdminLogs } from "../../test/generated-rows.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { csvChunks, csvStreamOf, toCsv } from "./csv.ts";

/** More rows than one batch of an export reads. */
const ROWS = 1_234;

describe("a CSV export made as it is sent (issue 49, item 3)", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    await addAdminLogs(t.services.db, ROWS, {
      title: sql`'操作 ' || n`,
      data: sql`('{"n":' || n || '}')::jsonb`,
      create_time: sql`1700000000 + n % 7`,
    });
  }, 300_000);
  afterAll(() => t?.close());

  it("writes the same bytes a piece at a time as the whole document", async () => {
    const rows = [
      ["x,y", 'say "hi"'],
      [null, 3],
    ];
    async function* batches() {
      yield rows.slice(0, 1);
      yield [];
      yield rows.slice(1);
    }
    let text = "";
    for await (const chunk of csvChunks(["a", "b"], batches())) text += chunk;
    expect(text).toBe(toCsv(["a", "b"], rows));
  });

  it("sends the REST export as a stream, batch by batch, the same bytes as the admin's whole file", async () => {
    const order = "create_time,asc";
    const res = await t.app.inject({
      method: "GET",
      url: `/admin/auth.AdminLog/export?order=${order}`,
      headers: { batoken: token, "think-lang": "zh-cn" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // A stream has no length known before it ends.
    expect(res.headers["content-length"]).toBeUndefined();
    const whole = await callerFor(t, token, { lang: "zh-cn" }).auth.adminLog.exportCsv({ order });
    expect(res.body).toBe(whole.csv);

    // In the asked order (create time, then id as every list's tiebreak), every row once.
    const lines = res.body.trimEnd().split("\r\n").slice(1);
    const stored = await t.services.db
      .selectFrom("admin_log")
      .select("id")
      .orderBy("create_time", "asc")
      .orderBy("id", "asc")
      .execute();
    expect(lines.map((line) => Number(line.split(",")[0]))).toEqual(stored.map((row) => Number(row.id)));
    expect(lines.length).toBeGreaterThan(ROWS);
  });

  it("reads the rows a batch at a time: the first pieces come before the last rows are read", async () => {
    const caller = callerFor(t, token, { lang: "zh-cn", streamsExport: true });
    const answer = await caller.auth.adminLog.exportCsv({ order: "id,asc" });
    expect(answer.csv).toBe("");
    const stream = csvStreamOf(answer);
    if (!stream) throw new Error("no stream");
    const iterator = stream[Symbol.asyncIterator]();
    const header = await iterator.next();
    const first = await iterator.next();
    expect(String(header.value)).toMatch(/^\uFEFF/);
    const firstRows = String(first.value).trimEnd().split("\r\n");
    expect(firstRows.length).toBe(500);
    await iterator.return?.(undefined);
  });
});
