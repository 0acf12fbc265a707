import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../admin/router.ts";
import { nowSeconds } from "../../envelope.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("routine.attachment and auth.adminLog", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const now = nowSeconds();
    await t.services.db
      .insertInto("attachment")
      .values(
        ["logo.png", "报告.pdf", "video.mp4"].map((name, i) => ({
          admin_id: 1,
          user_id: null,
          url: `/storage/20260101/${String(i).repeat(40)}.${name.split(".")[1]}`,
          name,
          size: 100 * (i + 1),
          mimetype: ["image/png", "application/pdf", "video/mp4"][i] ?? "",
          sha1: String(i).repeat(40),
          quote: 1,
          create_time: now,
          last_upload_time: now - i,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it("lists, filters, renames and exports attachments", async () => {
    const caller = await superCaller(t);
    const all = await caller.routine.attachment.index({});
    expect(all.list.map((a) => a.name)).toEqual(["logo.png", "报告.pdf", "video.mp4"]);
    const big = await caller.routine.attachment.index({
      search: [{ field: "size", operator: "egt", val: 200 }],
    });
    expect(big.total).toBe(2);
    const first = all.list[0];
    if (!first) throw new Error("no attachment");
    expect((await caller.routine.attachment.edit({ id: first.id, name: "标志.png" })).name).toBe("标志.png");
    const csv = await caller.routine.attachment.exportCsv({
      search: [{ field: "mimetype", operator: "LIKE", val: "pdf" }],
    });
    expect(csv.csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.csv).toContain("报告.pdf");
    expect(csv.csv).not.toContain("video.mp4");
  });

  it("shows the admin log newest first, read-only", async () => {
    const caller = await superCaller(t);
    const log = await caller.auth.adminLog.index({ quickSearch: "附件管理" });
    expect(log.total).toBe(1);
    expect(log.list[0]).toMatchObject({
      url: "/admin/trpc/routine.attachment.edit",
      title: "附件管理-编辑",
      username: "admin",
    });
    const writes = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith("auth.adminLog."));
    expect(writes.sort()).toEqual(["auth.adminLog.exportCsv", "auth.adminLog.index"]);
  });
});
