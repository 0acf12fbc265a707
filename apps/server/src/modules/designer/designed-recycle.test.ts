import { type TableDesign, tableDesign } from "@corp/domain/crud-design/design-schema";
import { productDraft } from "@corp/domain/crud-design/test-designs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

const TABLE = "demo_product";

describe("designed tables in the recycle bin (ADR 0022)", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof superCaller>>;
  let design: TableDesign;
  let logId: number;

  // The product draft with a unique code, so a restore can meet a taken value.
  const withCode = tableDesign.parse({
    ...productDraft,
    fields: [
      ...(productDraft.fields ?? []),
      { key: "k9", name: "code", type: "string", title: "编码", length: 20, index: "unique" },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await superCaller(t);
    const generated = await admin.crud.crud.generate({ design: withCode, baseLogId: null });
    design = withCode;
    logId = generated.logId;
  });
  afterAll(() => t.close());

  const addRow = (name: string, code: string) =>
    admin.designed.add({ table: TABLE, row: { name, code, stock: 3, grade: "a" } });
  const binOf = async () =>
    t.services.db
      .selectFrom("security_data_recycle_log")
      .selectAll()
      .where("data_table", "=", `designed.${TABLE}`)
      .orderBy("id", "desc")
      .execute();
  const restore = (id: number | undefined) => admin.security.dataRecycleLog.restore({ ids: [id ?? 0] });
  const names = async () =>
    (await admin.designed.index({ table: TABLE, order: "id,asc" })).list.map((r) => r.name);

  it("writes an enabled recycle rule with the table, which the rule page lists and can edit", async () => {
    const rules = await admin.security.dataRecycle.index({ quickSearch: `designed/${TABLE}` });
    expect(rules.list).toEqual([
      expect.objectContaining({
        name: "演示产品",
        controller: `designed/${TABLE}`,
        data_table: `designed.${TABLE}`,
        status: "enable",
      }),
    ]);
    const controllers = await admin.security.dataRecycle.controllers();
    expect(controllers.find((c) => c.controller === `designed/${TABLE}`)).toMatchObject({
      table: `designed.${TABLE}`,
      title: "演示产品",
      fields: expect.arrayContaining(["name", "code", "update_time"]),
    });
  });

  it("keeps a row deleted on the page in the bin, lists and shows it, and restores it onto the page", async () => {
    const teapot = await addRow("Teapot", "T-1");
    await addRow("Cup", "C-1");
    expect(await admin.designed.del({ table: TABLE, ids: [teapot.id] })).toEqual({ count: 1 });
    expect(await names()).toEqual(["Cup"]);

    const [log] = await binOf();
    expect(log).toMatchObject({ admin_id: 1, is_restore: 0, primary_key: "id" });
    expect(log?.data).toMatchObject({ id: teapot.id, name: "Teapot", code: "T-1", stock: 3 });
    const listed = await admin.security.dataRecycleLog.index({ quickSearch: `designed.${TABLE}` });
    expect(listed.list[0]).toMatchObject({
      id: log?.id,
      data_table: `designed.${TABLE}`,
      rule_name: "演示产品",
    });
    const info = await admin.security.dataRecycleLog.info({ id: log?.id ?? 0 });
    expect(info.data).toMatchObject({ name: "Teapot", code: "T-1" });

    expect(await restore(log?.id)).toEqual({ count: 1 });
    expect(await names()).toEqual(["Teapot", "Cup"]);
    expect(await admin.designed.get({ table: TABLE, id: teapot.id })).toMatchObject({
      name: "Teapot",
      code: "T-1",
      create_time: teapot.create_time,
    });
    expect((await binOf())[0]?.is_restore).toBe(1);
  });

  it("restores over BuildAdmin's REST shape in English", async () => {
    const bowl = await addRow("Bowl", "B-1");
    await admin.designed.del({ table: TABLE, ids: [bowl.id] });
    const [log] = await binOf();
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/security.DataRecycleLog/restore",
      headers: { batoken: token, "think-lang": "en" },
      payload: { ids: [log?.id] },
    });
    expect(res.json()).toMatchObject({ code: 1, msg: "Restored 1 rows" });
    expect(await names()).toContain("Bowl");
  });

  it("refuses a restore whose unique value was taken since, and overwrites nothing", async () => {
    const plate = await addRow("Plate", "P-1");
    await admin.designed.del({ table: TABLE, ids: [plate.id] });
    const taken = await addRow("New plate", "P-1");
    const [log] = await binOf();
    await expect(restore(log?.id)).rejects.toMatchObject({ cause: { key: "restoreConflict" } });
    expect(await admin.designed.get({ table: TABLE, id: taken.id })).toMatchObject({ name: "New plate" });
    expect((await binOf())[0]?.is_restore).toBe(0);
    await admin.designed.del({ table: TABLE, ids: [taken.id] });
    expect(await restore(log?.id)).toEqual({ count: 1 });
  });

  it("keeps nothing once the admin switches the rule off", async () => {
    const [rule] = (await admin.security.dataRecycle.index({ quickSearch: `designed/${TABLE}` })).list;
    if (!rule) throw new Error("no rule");
    await admin.security.dataRecycle.edit({ ...rule, status: "disable" });
    const before = (await binOf()).length;
    const spoon = await addRow("Spoon", "S-1");
    await admin.designed.del({ table: TABLE, ids: [spoon.id] });
    expect(await binOf()).toHaveLength(before);
    await admin.security.dataRecycle.edit({ ...rule, status: "enable" });
  });

  it("refuses a row the changed design no longer fits, naming the missing field", async () => {
    const jug = await addRow("Jug", "J-1");
    await admin.designed.del({ table: TABLE, ids: [jug.id] });
    const [log] = await binOf();
    // The code field goes: its column is set aside, and the recycled row has nowhere to put its code.
    const changed = await admin.crud.crud.generate({
      design: { ...design, fields: design.fields.filter((f) => f.name !== "code") },
      baseLogId: logId,
    });
    logId = changed.logId;
    design = { ...design, fields: design.fields.filter((f) => f.name !== "code") };
    const error = await restore(log?.id).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ cause: { key: "recycleRowDoesNotFit", params: { columns: "code" } } });
    expect(await names()).not.toContain("Jug");
    expect((await binOf()).find((l) => l.id === log?.id)?.is_restore).toBe(0);
  });

  it("refuses a value the changed column no longer takes", async () => {
    const longName = "A name longer than ten";
    const row = await admin.designed.add({ table: TABLE, row: { name: longName, stock: 1, grade: "a" } });
    await admin.designed.del({ table: TABLE, ids: [row.id] });
    const [log] = await binOf();
    const shorter = {
      ...design,
      fields: design.fields.map((f) => (f.name === "name" ? { ...f, length: 10 } : f)),
    };
    const changed = await admin.crud.crud.generate({ design: shorter, baseLogId: logId });
    logId = changed.logId;
    design = shorter;
    await expect(restore(log?.id)).rejects.toMatchObject({ cause: { key: "recycleValuesDoNotFit" } });
    expect(await names()).not.toContain(longName);
  });

  it("refuses a row of a dropped table, drops its rule with it, and restores both with the table", async () => {
    const mug = await addRow("Mug", "");
    await admin.designed.del({ table: TABLE, ids: [mug.id] });
    const [log] = await binOf();
    await admin.crud.crud.dropTable({ table: TABLE, confirm: TABLE });
    const rules = () =>
      t.services.db
        .selectFrom("security_data_recycle")
        .select(["controller", "status"])
        .where("controller", "=", `designed/${TABLE}`)
        .execute();
    expect(await rules()).toEqual([]);
    await expect(restore(log?.id)).rejects.toMatchObject({
      cause: { key: "recycleTableDropped", params: { table: `designed.${TABLE}` } },
    });
    // The bin still lists the row of the dropped table.
    const listed = await admin.security.dataRecycleLog.index({ quickSearch: `designed.${TABLE}` });
    expect(listed.list.map((l) => l.id)).toContain(log?.id);
    await expect(
      admin.security.dataRecycle.add({ name: "x", controller: `designed/${TABLE}` }),
    ).rejects.toMatchObject({ cause: { key: "controllerNotWatched" } });

    const dropLog = (await admin.crud.crud.index({})).list.find((l) => l.status === "delete");
    await admin.crud.crud.restore({ id: dropLog?.id ?? 0 });
    expect(await rules()).toEqual([{ controller: `designed/${TABLE}`, status: "enable" }]);
    expect(await restore(log?.id)).toEqual({ count: 1 });
    expect(await names()).toContain("Mug");
  });

  it("logs edits of a designed table's watched fields once a sensitive-data rule names it, and rolls them back", async () => {
    await admin.security.sensitiveData.add({
      name: "产品名称",
      controller: `designed/${TABLE}`,
      data_fields: { name: { title: "名称", secret: false } },
    });
    const row = await admin.designed.add({ table: TABLE, row: { name: "Vase", stock: 2, grade: "b" } });
    await admin.designed.edit({ table: TABLE, id: row.id, row: { ...row, name: "Tall vase" } });
    const [log] = await t.services.db
      .selectFrom("security_sensitive_data_log")
      .selectAll()
      .where("data_table", "=", `designed.${TABLE}`)
      .execute();
    expect(log).toMatchObject({ data_field: "name", id_value: row.id, before: "Vase", after: "Tall vase" });
    expect(await admin.security.sensitiveDataLog.rollback({ ids: [log?.id ?? 0] })).toEqual({ count: 1 });
    expect(await admin.designed.get({ table: TABLE, id: row.id })).toMatchObject({ name: "Vase" });
  });
});
