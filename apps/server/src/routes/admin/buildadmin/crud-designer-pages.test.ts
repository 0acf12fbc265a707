import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { type Row, wireClient } from "../../../test/wire-client.ts";
import { fields, memo, pk, tableOf, timestamp, title, validator } from "./crud-designer-bodies.ts";

/** BuildAdmin's CRUD designer view, call by call with its bodies (crud-designer-bodies.ts), against our designer. */
describe("BuildAdmin's client: the CRUD designer view against our designer", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;

  beforeAll(async () => {
    t = await createTestApp();
    ba = wireClient(t, (await loginAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  /** What a refused call must leave as it was: the log, the registry and the designed schema's tables. */
  async function snapshot() {
    const db = t.services.db;
    return {
      logs: await db.selectFrom("crud_log").select(["id", "status"]).orderBy("id").execute(),
      tables: await db.selectFrom("crud_table").select(["name", "status", "log_id"]).orderBy("id").execute(),
      rules: (await db.selectFrom("admin_rule").select("name").where("name", "like", "designed/%").execute())
        .length,
    };
  }

  it("generates a new table end to end: listed in its log, its rows through the REST table API", async () => {
    const files = await ba.get("/admin/crud.Crud/getFileData?table=ba_notes&commonModel=0");
    expect(files).toMatchObject({
      code: 1,
      data: { controllerFile: "", modelFileList: {}, webViewsDir: "" },
    });
    expect(files.msg).toContain("designed.ba_notes");
    expect(
      (
        await ba.post("/admin/crud.Crud/generateCheck", {
          table: "ba_notes",
          connection: "",
          controllerFile: "",
        })
      ).code,
    ).toBe(1);

    const generated = await ba.post("/admin/crud.Crud/generate", {
      type: "create",
      table: tableOf("ba_notes", "笔记表"),
      fields,
    });
    expect(generated, generated.msg).toMatchObject({ code: 1, data: null });
    expect(generated.msg).toContain("designed/ba_notes");
    expect(generated.msg).toContain("没有生成 PHP 或 Vue 文件");

    const log = await ba.get("/admin/crud.Log/index?quickSearch=ba_notes");
    expect(log.data.list).toEqual([
      expect.objectContaining({
        table_name: "ba_notes",
        status: "success",
        table: { name: "ba_notes", databaseConnection: "" },
      }),
    ]);
    const logId = (log.data.list as Row[])[0]?.id;
    expect((await ba.get("/admin/crud.Crud/checkCrudLog?table=ba_notes&connection=")).data).toEqual({
      id: logId,
    });

    const added = await ba.post("/admin/designed/ba_notes/add", {
      title: "周报",
      status: "1",
      grade: "opt1",
      tags: "opt0",
      price: "12.5",
    });
    expect(added, added.msg).toMatchObject({ code: 1 });
    const rows = await ba.get("/admin/designed/ba_notes/index");
    expect(rows.data.list).toEqual([
      expect.objectContaining({ title: "周报", status: 1, grade: "opt1", tags: ["opt0"], price: "12.50" }),
    ]);
    const design = await t.services.db
      .selectFrom("crud_table")
      .select("design")
      .where("name", "=", "ba_notes")
      .executeTakeFirstOrThrow();
    expect(design.design).toMatchObject({
      title: "笔记管理",
      comment: "笔记表",
      timestamps: true,
      fields: [
        {
          name: "title",
          type: "string",
          title: "标题",
          form: { required: true },
          column: { filter: "LIKE" },
        },
        { name: "status", type: "switch", title: "状态", default: 1 },
        {
          name: "grade",
          type: "radio",
          options: [
            { value: "opt0", label: "一等" },
            { value: "opt1", label: "二等" },
          ],
        },
        { name: "tags", type: "checkbox", default: ["opt0", "opt1"], column: { filter: "LIKE" } },
        { name: "price", type: "float", precision: 5, nullable: true, default: null },
      ],
    });
    const { rows: sizes } = await sql<{ name: string; size: number | null }>`
      select column_name as name, character_maximum_length as size from information_schema.columns
      where table_schema = 'designed' and table_name = 'ba_notes' and column_name in ('title', 'grade')
      order by column_name
    `.execute(t.services.db);
    expect(sizes).toEqual([
      { name: "grade", size: 50 },
      { name: "title", size: 255 },
    ]);
  });

  it("parses an existing table's fields, and refuses to generate over that product table", async () => {
    const parsed = await ba.post("/admin/crud.Crud/parseFieldData", {
      type: "db",
      table: "friend_link",
      sql: "",
      connection: "",
    });
    expect(parsed.code, parsed.msg).toBe(1);
    const columns = parsed.data.columns as Record<string, Row>;
    expect(Object.keys(columns)).toEqual(
      expect.arrayContaining(["id", "title", "link", "weigh", "create_time"]),
    );
    expect(columns.id).toMatchObject({ designType: "pk", primaryKey: true, autoIncrement: true });
    expect(columns.title).toMatchObject({ designType: "string", type: "varchar", length: 100 });
    expect(columns.weigh).toMatchObject({ designType: "weigh" });
    expect(typeof parsed.data.empty).toBe("boolean");

    // Its view keeps the chosen table's name; our designer never changes a table it did not create.
    const before = await snapshot();
    const generated = await ba.post("/admin/crud.Crud/generate", {
      type: "db",
      table: {
        ...tableOf("friend_link", "友情链接"),
        formFields: ["title", "link"],
        columnFields: ["id", "title"],
      },
      fields: Object.values(columns),
    });
    expect(generated).toMatchObject({ code: 0, msg: expect.stringContaining("friend_link 是系统自带的表") });
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await ba.post("/admin/crud.Crud/parseFieldData", {
          type: "sql",
          table: "x",
          sql: "create table x (id int)",
          connection: "",
        })
      ).code,
    ).toBe(0);
  });

  it("answers a taken name as its view reads conflicts, and refuses what cannot be generated", async () => {
    const before = await snapshot();
    const check = (table: string) =>
      ba.post("/admin/crud.Crud/generateCheck", { table, connection: "", controllerFile: "" });
    expect(await check("ba_notes")).toMatchObject({ code: -1, data: { table: true, controller: false } });
    expect(await check("admin")).toMatchObject({
      code: 0,
      msg: expect.stringContaining("admin 是系统自带的表"),
    });
    expect((await check("Bad-Name")).code).toBe(0);

    const again = await ba.post("/admin/crud.Crud/generate", {
      type: "create",
      table: tableOf("ba_notes", "笔记表"),
      fields,
    });
    expect(again).toMatchObject({ code: 0, msg: "数据表 ba_notes 已存在，请从记录中打开它的设计" });

    const refusedWith = async (body: object, msg: string) =>
      expect(await ba.post("/admin/crud.Crud/generate", body)).toMatchObject({
        code: 0,
        msg: expect.stringContaining(msg),
      });
    const create = (patch: object[], table = tableOf("ba_other", "其他表")) => ({
      type: "create",
      table,
      fields: [pk, ...patch],
    });
    await refusedWith(create([{ ...title, designType: "password", name: "secret" }]), "生成类型 password");
    await refusedWith(create([{ ...title, form: validator("email") }]), "验证规则 email");
    await refusedWith(create([title, timestamp("create_time", "创建时间")]), "create_time 与 update_time");
    await refusedWith({ ...create([title]), fields: [title] }, "主键须是唯一一个名为 id");
    await refusedWith(
      create([title], { ...tableOf("ba_other", "其他表"), databaseConnection: "mysql2" }),
      "mysql2 不存在",
    );
    expect(
      (await ba.post("/admin/crud.Crud/generate", { type: "create", table: {}, fields: "x" })).code,
    ).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("reopens a log row with logStart and generates the change onto the same table, its rows kept", async () => {
    const [row] = (await ba.get("/admin/crud.Log/index?quickSearch=ba_notes")).data.list as Row[];
    const started = await ba.post("/admin/crud.Crud/logStart", { id: row?.id });
    expect(started.code, started.msg).toBe(1);
    const table = started.data.table as Record<string, unknown>;
    expect(table).toMatchObject({
      name: "ba_notes",
      comment: "笔记表",
      empty: false,
      designLogId: row?.id,
      isCommonModel: 0,
    });
    const reopened = started.data.fields as Row[];
    expect(reopened.map((f) => [f.name, f.designType])).toEqual([
      ["id", "pk"],
      ["title", "string"],
      ["status", "switch"],
      ["grade", "radio"],
      ["tags", "checkbox"],
      ["price", "float"],
      ["update_time", "timestamp"],
      ["create_time", "timestamp"],
    ]);
    expect(reopened[3]).toMatchObject({
      comment: "等级:opt0=一等,opt1=二等",
      defaultType: "INPUT",
      default: "opt0",
    });

    // As its view posts it: the title field renamed (its key kept), a textarea added, `rebuild` as it set it.
    const edited = reopened.map((f) => (f.name === "title" ? { ...f, name: "headline" } : f));
    const generated = await ba.post("/admin/crud.Crud/generate", {
      type: "log",
      table: {
        ...table,
        formFields: ["headline", "status", "grade", "tags", "price", "memo"],
        rebuild: "No",
      },
      fields: [...edited.slice(0, 6), memo, ...edited.slice(6)],
    });
    expect(generated, generated.msg).toMatchObject({ code: 1 });
    const rows = await ba.get("/admin/designed/ba_notes/index");
    expect(rows.data.list).toEqual([expect.objectContaining({ headline: "周报", memo: "", grade: "opt1" })]);
    const live = await t.services.db
      .selectFrom("crud_table")
      .select("design")
      .where("name", "=", "ba_notes")
      .executeTakeFirstOrThrow();
    expect(live.design).toMatchObject({
      title: "笔记管理",
      fields: [{ name: "headline", title: "标题" }, {}, {}, {}, {}, { name: "memo", type: "textarea" }],
    });

    // The row it was reopened from is no longer the table's design: generating from it again is refused.
    const before = await snapshot();
    const stale = await ba.post("/admin/crud.Crud/generate", { type: "log", table, fields: reopened });
    expect(stale).toMatchObject({ code: 0, msg: "该数据表的设计已被修改，请重新打开最新的设计" });
    expect(await snapshot()).toEqual(before);
  });

  it("deletes the generated table as the designer drops it, to an archive the log restores", async () => {
    const list = (await ba.get("/admin/crud.Log/index?quickSearch=ba_notes")).data.list as Row[];
    const current = await t.services.db
      .selectFrom("crud_table")
      .select("log_id")
      .where("name", "=", "ba_notes")
      .executeTakeFirstOrThrow();
    const deleted = await ba.post("/admin/crud.Crud/delete", { id: current.log_id });
    expect(deleted, deleted.msg).toMatchObject({
      code: 1,
      msg: expect.stringContaining("designed_archive_"),
    });
    expect(deleted.msg).toContain("无文件可删");
    const after = (await ba.get("/admin/crud.Log/index?quickSearch=ba_notes")).data.list as Row[];
    expect(after.filter((r) => r.status === "delete").length).toBe(
      list.filter((r) => r.status === "success").length,
    );
    expect((await ba.get("/admin/designed/ba_notes/index")).code).not.toBe(1);
    expect((await ba.get("/admin/crud.Crud/checkCrudLog?table=ba_notes&connection=")).data).toEqual({
      id: 0,
    });

    const before = await snapshot();
    expect(await ba.post("/admin/crud.Crud/delete", { id: current.log_id })).toMatchObject({
      code: 0,
      msg: "这条记录没有在用的数据表可删除，未做任何修改",
    });
    expect((await ba.post("/admin/crud.Crud/delete", { id: 999999 })).code).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
