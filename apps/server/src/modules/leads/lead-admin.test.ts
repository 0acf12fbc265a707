import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("the leads inbox", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const addLead = async (
    name: string,
    values: { status?: "new" | "handled" | "spam"; create_time?: number } = {},
  ) => {
    const row = await t.services.db
      .insertInto("lead")
      .values({
        name,
        mobile: "13800138000",
        message: `Message of ${name}`,
        submit_key: randomUUID(),
        ...values,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  };

  /** Settings as stored, by name. */
  const settings = async (...names: string[]) =>
    Object.fromEntries(
      (
        await t.services.db
          .selectFrom("config")
          .select(["name", "value"])
          .where("name", "in", names)
          .execute()
      ).map((r) => [r.name, r.value]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await addLead("Zhang San");
    await addLead("Li Si", { status: "handled" });
    await addLead("Wang Wu", { create_time: Date.parse("2026-01-05T04:00:00Z") / 1000 });
  });
  afterAll(() => t.close());

  it("lists leads by status, time range and keyword, newest first, and counts the new ones on the dashboard", async () => {
    const caller = await superCaller(t);
    const byStatus = await caller.content.lead.index({
      search: [{ field: "status", operator: "eq", val: "new" }],
    });
    expect(byStatus.list.map((r) => r.name)).toEqual(["Wang Wu", "Zhang San"]);
    const inJanuary = await caller.content.lead.index({
      search: [{ field: "create_time", operator: "RANGE", val: "2026-01-05 00:00:00,2026-01-05 23:59:59" }],
    });
    expect(inJanuary.list.map((r) => r.name)).toEqual(["Wang Wu"]);
    expect((await caller.content.lead.index({ quickSearch: "of Li" })).list.map((r) => r.name)).toEqual([
      "Li Si",
    ]);
    expect((await caller.dashboard.overview()).counts.newLead).toBe(2);
  });

  it("edits the status, assignee and remark only; the visitor's words stay as sent", async () => {
    const caller = await superCaller(t);
    const [admin] = await caller.content.lead.assignees();
    expect(admin).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const id = ids["Zhang San"] ?? 0;
    const edited = await caller.content.lead.edit({
      id,
      status: "handled",
      assignee_id: String(admin?.id),
      remark: "Called back",
      name: "Someone else",
      message: "changed",
    } as never);
    expect(edited).toMatchObject({
      name: "Zhang San",
      message: "Message of Zhang San",
      status: "handled",
      assignee_id: admin?.id,
      assignee_name: admin?.name,
      remark: "Called back",
    });
    await expect(caller.content.lead.edit({ id, assignee_id: "999999" } as never)).rejects.toMatchObject({
      cause: { key: "leadAssigneeUnknown" },
    });
    expect((await caller.content.lead.edit({ id, assignee_id: "" } as never)).assignee_id).toBeNull();
    expect(await caller.content.lead.get({ id })).toMatchObject({ assignee_id: null });
  });

  it("marks several leads at once, and exports the list it filters as CSV", async () => {
    const caller = await superCaller(t);
    const both = [ids["Li Si"] ?? 0, ids["Wang Wu"] ?? 0];
    expect(await caller.content.lead.setStatus({ ids: both, status: "spam" })).toEqual({ count: 2 });
    const spam = await caller.content.lead.index({
      search: [{ field: "status", operator: "eq", val: "spam" }],
    });
    expect(spam.list.map((r) => r.name).sort()).toEqual(["Li Si", "Wang Wu"]);
    const { csv, filename } = await caller.content.lead.exportCsv({
      search: [{ field: "status", operator: "eq", val: "spam" }],
    });
    expect(filename).toMatch(/^lead-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]?.split(",")[2]).toBe("Name");
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[2])
        .sort(),
    ).toEqual(["Li Si", "Wang Wu"]);
  });

  it("lets a content editor with the page's buttons work the inbox, but not one without them", async () => {
    const editor = callerFor(
      t,
      (
        await limitedAdmin(t, "lead_editor", [
          "content",
          "content/lead",
          "content/lead/index",
          "content/lead/edit",
        ])
      ).token,
    );
    expect((await editor.content.lead.assignees()).length).toBeGreaterThan(0);
    expect((await editor.content.lead.index({})).total).toBe(3);
    const reader = callerFor(
      t,
      (await limitedAdmin(t, "lead_reader", ["content", "content/lead", "content/lead/index"])).token,
    );
    await expect(
      reader.content.lead.setStatus({ ids: [ids["Zhang San"] ?? 0], status: "new" }),
    ).rejects.toThrow();
    await expect(reader.content.lead.del({ ids: [ids["Zhang San"] ?? 0] })).rejects.toThrow();
  });

  it("refuses lead settings that are wrong with their own message and changes nothing", async () => {
    const caller = await superCaller(t);
    const refusal = (values: Record<string, unknown>) =>
      caller.routine.config.saveGroup({ group: "lead", values }).then(
        () => undefined,
        (error: { cause?: { key?: string } }) => error.cause?.key,
      );
    expect(await refusal({ lead_notify_emails: "sales@example.com, nope" })).toBe("leadSettingNotify");
    expect(await refusal({ lead_fields: ["name"], lead_required: ["name", "email"] })).toBe(
      "leadSettingRequiredHidden",
    );
    expect(await refusal({ lead_retention_days: "abc" })).toBe("leadSettingNumber");
    expect(await refusal({ lead_captcha_minutes: 0, lead_notify_emails: "ok@example.com" })).toBe(
      "leadSettingNumber",
    );
    expect(await settings("lead_notify_emails", "lead_fields", "lead_captcha_minutes")).toEqual({
      lead_notify_emails: "",
      lead_fields: expect.arrayContaining(["email", "consent"]),
      lead_captcha_minutes: 10,
    });
    await caller.routine.config.saveGroup({
      group: "lead",
      values: { lead_notify_emails: "sales@example.com", lead_retention_days: "90" },
    });
    expect(await settings("lead_notify_emails", "lead_retention_days")).toEqual({
      lead_notify_emails: "sales@example.com",
      lead_retention_days: 90,
    });
  });
});
