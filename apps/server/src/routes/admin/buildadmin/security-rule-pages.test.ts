import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { wireClient } from "./wire-client.ts";

describe("BuildAdmin's client: the recycle-bin and sensitive-data rule forms", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;

  beforeAll(async () => {
    t = await createTestApp();
    ba = wireClient(t, (await loginAdmin(t.app)).token);
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
});
