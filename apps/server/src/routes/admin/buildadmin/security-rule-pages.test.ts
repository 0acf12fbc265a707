import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { wireClient } from "../../../test/wire-client.ts";

describe("BuildAdmin's client: the recycle-bin and sensitive-data rule forms", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    ba = wireClient(t, token);
  });
  afterAll(() => t.close());

  it("lists the controllers a rule may watch by file name, as both add forms read them", async () => {
    for (const page of ["security.DataRecycle", "security.SensitiveData"]) {
      const form = await ba.get(`/admin/${page}/add`);
      expect(form.code, form.msg).toBe(1);
      const controllers = form.data.controllers as Record<string, string>;
      expect(controllers["content/Article.php"]).toBe("content/Article.php");
      expect(controllers["user/MoneyLog.php"]).toBeUndefined();
      expect(
        Object.keys(controllers).every((file) => /^[a-z]+(\/[A-Z][A-Za-z0-9_]*)+\.php$/.test(file)),
      ).toBe(true);
    }
  });

  it("lists the tables both forms' table select offers, without those it excludes, by the text typed", async () => {
    // Its remote select: `pk: table`, `field: comment`, with `samePrefix` and `excludeTable` params.
    const excluded = ["area", "token", "captcha", "admin_group_access", "user_money_log", "user_score_log"];
    const query = (typed: string) =>
      [
        `select=true&quickSearch=${typed}&page=1&initKey=table&initValue=&connection=&samePrefix=1`,
        ...excluded.map((table) => `excludeTable[]=${table}`),
        "uuid=x1",
      ].join("&");
    const all = await ba.get(`/admin/ajax/getTableList?${query("")}`);
    expect(all.code, all.msg).toBe(1);
    const tables = (all.data.list ?? []).map((t) => t.table);
    expect(tables).toEqual(expect.arrayContaining(["admin", "redirect", "user"]));
    for (const table of excluded) expect(tables).not.toContain(table);
    const typed = await ba.get(`/admin/ajax/getTableList?${query("REDIR")}`);
    expect((typed.data.list ?? []).map((t) => t.table)).toEqual(["redirect"]);
    const one = await ba.get("/admin/ajax/getTableList?excludeTable[]=area");
    expect((one.data.list ?? []).some((t) => t.table === "area")).toBe(false);
  });

  it("saves a recycle rule sent with a file name, opens it with the file name, and edits it", async () => {
    const added = await ba.post("/admin/security.DataRecycle/add", {
      name: "文章回收",
      controller: "content/Article.php",
      data_table: "article",
      primary_key: "id",
      status: "1",
    });
    expect(added.code, added.msg).toBe(1);
    const id = Number(added.data.row?.id);
    const stored = await t.services.db
      .selectFrom("security_data_recycle")
      .select(["controller", "controller_as", "data_table"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      controller: "content/article",
      controller_as: "content/article",
      data_table: "article",
    });

    const opened = await ba.get(`/admin/security.DataRecycle/edit?id=${id}`);
    expect(opened.data.row).toMatchObject({ id, name: "文章回收", controller: "content/Article.php" });
    // The form's controller choice comes with the row, as BuildAdmin's edit answers it.
    expect((opened.data.controllers as Record<string, string>)["content/Article.php"]).toBe(
      "content/Article.php",
    );

    const edited = await ba.post("/admin/security.DataRecycle/edit", {
      ...opened.data.row,
      name: "文章回收站",
    });
    expect(edited.code, edited.msg).toBe(1);
    const renamed = await t.services.db
      .selectFrom("security_data_recycle")
      .select(["name", "controller"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: "文章回收站", controller: "content/article" });
    // Its list shows the controller as its form chose it.
    const list = await ba.get("/admin/security.DataRecycle/index?page=1&limit=100");
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ id, name: "文章回收站", controller: "content/Article.php" }),
    );
  });

  it("refuses a controller no rule may watch, and stores nothing", async () => {
    const before = await t.services.db.selectFrom("security_data_recycle").select("id").execute();
    const refused = await ba.post("/admin/security.DataRecycle/add", {
      name: "会员余额",
      controller: "user/MoneyLog.php",
      status: "1",
    });
    expect(refused.code).toBe(0);
    const after = await t.services.db.selectFrom("security_data_recycle").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  it("stores the table chosen when it is the controller's, and refuses another naming both, in either language", async () => {
    const count = async (table: "security_data_recycle" | "security_sensitive_data") =>
      (await t.services.db.selectFrom(table).select("id").execute()).length;
    const before = {
      recycle: await count("security_data_recycle"),
      sensitive: await count("security_sensitive_data"),
    };
    // Its form chose the settings' controller and the administrators' table.
    const recycle = await ba.post("/admin/security.DataRecycle/add", {
      name: "管理员回收",
      controller: "routine/Config.php",
      data_table: "admin",
      primary_key: "id",
      status: "1",
    });
    expect(recycle).toMatchObject({
      code: 0,
      msg: "控制器 routine/Config.php 的数据在数据表 config 中，不是所选的数据表 admin！",
    });
    const sensitive = await t.app.inject({
      method: "POST",
      url: "/admin/security.SensitiveData/add",
      headers: { batoken: token, "think-lang": "en", server: "true" },
      payload: {
        name: "Admin fields",
        controller: "routine/Config.php",
        data_table: "admin",
        primary_key: "id",
        data_fields: ["username"],
        fields: [{ name: "username", value: "用户名" }],
        status: "1",
      },
    });
    expect(sensitive.json()).toMatchObject({
      code: 0,
      msg: "The controller routine/Config.php keeps its rows in the table config, not in the chosen table admin!",
    });
    expect(await count("security_data_recycle")).toBe(before.recycle);
    expect(await count("security_sensitive_data")).toBe(before.sensitive);

    // The controller and its own table: stored as chosen, the fields checked against that table.
    const matching = await ba.post("/admin/security.SensitiveData/add", {
      name: "管理员字段",
      controller: "auth/Admin.php",
      data_table: "admin",
      primary_key: "id",
      data_fields: ["username"],
      fields: [{ name: "username", value: "用户名" }],
      status: "1",
    });
    expect(matching.code, matching.msg).toBe(1);
    const stored = await t.services.db
      .selectFrom("security_sensitive_data")
      .select(["controller", "data_table"])
      .where("id", "=", Number(matching.data.row?.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ controller: "auth/admin", data_table: "admin" });
    // An edit that moves the rule to another controller but keeps the table is refused the same way.
    const moved = await ba.post("/admin/security.SensitiveData/edit", {
      id: matching.data.row?.id,
      name: "管理员字段",
      controller: "user/User.php",
      data_table: "admin",
      data_fields: ["username"],
      fields: [{ name: "username", value: "用户名" }],
    });
    expect(moved).toMatchObject({
      code: 0,
      msg: "控制器 user/User.php 的数据在数据表 user 中，不是所选的数据表 admin！",
    });
  });

  it("saves a sensitive-field rule as its form sends the fields, lists their notes, opens and edits it", async () => {
    const added = await ba.post("/admin/security.SensitiveData/add", {
      name: "会员资料",
      controller: "user/User.php",
      data_table: "user",
      primary_key: "id",
      data_fields: ["nickname", "mobile"],
      fields: [
        { name: "nickname", value: "昵称" },
        { name: "mobile", value: "" },
      ],
      status: "1",
    });
    expect(added.code, added.msg).toBe(1);
    const id = Number(added.data.row?.id);
    const stored = async () =>
      await t.services.db
        .selectFrom("security_sensitive_data")
        .select(["controller", "data_fields"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    // A field with no note is titled by its name, as BuildAdmin's list shows it.
    expect(await stored()).toEqual({
      controller: "user/user",
      data_fields: { nickname: { title: "昵称", secret: false }, mobile: { title: "mobile", secret: false } },
    });

    const list = await ba.get("/admin/security.SensitiveData/index?quickSearch=会员资料");
    expect(list.data.list).toEqual([
      expect.objectContaining({ id, controller: "user/User.php", data_fields: ["mobile", "昵称"] }),
    ]);

    // A field marked secret in this admin keeps its flag through BuildAdmin's form, which has none.
    await t.services.db
      .updateTable("security_sensitive_data")
      .set({
        data_fields: JSON.stringify({
          nickname: { title: "昵称", secret: false },
          mobile: { title: "mobile", secret: true },
        }),
      })
      .where("id", "=", id)
      .execute();
    const opened = await ba.get(`/admin/security.SensitiveData/edit?id=${id}`);
    expect(opened.data.row).toMatchObject({
      id,
      controller: "user/User.php",
      data_fields: { nickname: "昵称", mobile: "mobile" },
    });
    expect((opened.data.controllers as Record<string, string>)["user/User.php"]).toBe("user/User.php");

    // The form sends the names it shows (an array) and each field's note, as its requestEdit builds them.
    const edited = await ba.post("/admin/security.SensitiveData/edit", {
      ...opened.data.row,
      data_fields: ["nickname", "mobile", "email"],
      fields: [
        { name: "nickname", value: "会员昵称" },
        { name: "mobile", value: "手机号" },
        { name: "email", value: "邮箱" },
      ],
    });
    expect(edited.code, edited.msg).toBe(1);
    expect((await stored()).data_fields).toEqual({
      nickname: { title: "会员昵称", secret: false },
      mobile: { title: "手机号", secret: true },
      email: { title: "邮箱", secret: false },
    });

    // A field that is not a column name is refused, and the rule stays as it was.
    const refused = await ba.post("/admin/security.SensitiveData/edit", {
      ...opened.data.row,
      data_fields: ["Nick Name"],
      fields: [{ name: "Nick Name", value: "x" }],
    });
    expect(refused.code).toBe(0);
    expect(Object.keys((await stored()).data_fields as object).sort()).toEqual([
      "email",
      "mobile",
      "nickname",
    ]);
  });
});
