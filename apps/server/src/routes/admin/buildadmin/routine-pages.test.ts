import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../test/multipart.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { type Row, wireClient } from "../../../test/wire-client.ts";

describe("BuildAdmin's client: dashboard, settings, attachments, profile, members, data safety, content", () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  let ba: ReturnType<typeof wireClient>;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "ba-wire-"));
    t.services.env.DATA_DIR = dataDir;
    token = (await loginAdmin(t.app)).token;
    ba = wireClient(t, token);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("Dashboard: answers its remark", async () => {
    for (const url of ["/admin/Dashboard/index", "/admin/dashboard/index"]) {
      const res = await ba.get(url);
      expect(res).toMatchObject({ code: 1, data: { remark: "" } });
    }
  });

  it("routine.Config: items grouped by tab, `configGroup` and `quickEntrance`; its form saves values by name", async () => {
    const index = await ba.get("/admin/routine.Config/index");
    expect(Object.keys(index.data).sort()).toEqual(["configGroup", "list", "quickEntrance", "remark"]);
    const { list, configGroup, quickEntrance } = index.data as unknown as {
      list: Record<string, { name: string; title: string; list: Row[] }>;
      configGroup: Record<string, string>;
      quickEntrance: { key: string; value: string }[];
    };
    expect(configGroup).toMatchObject({ basics: "基础配置", mail: "邮件配置", upload: "上传配置" });
    expect(Object.keys(list)).toEqual(Object.keys(configGroup));
    expect(list.basics).toMatchObject({ name: "basics", title: "基础配置" });
    const siteName = list.basics?.list.find((i) => i.name === "siteName");
    expect(siteName).toMatchObject({
      group: "basics",
      type: "string",
      rule: "required",
      extend: {},
      input_extend: {},
    });
    expect(quickEntrance).toContainEqual({ key: "管理员管理", value: "auth/admin" });

    // The page posts the current tab's items by name.
    const saved = await ba.post("/admin/routine.Config/edit", { siteName: "线上科技", version: "v2.0.0" });
    expect(saved.code, saved.msg).toBe(1);
    const again = (await ba.get("/admin/routine/config/index")).data.list as unknown as typeof list;
    expect(again.basics?.list.find((i) => i.name === "siteName")?.value).toBe("线上科技");
    expect((await ba.post("/admin/routine.Config/edit", { noSuchItem: "x" })).code).toBe(0);
  });

  it("routine.Config/add: takes the add-item form as its client posts it (options as lines, rules as a list)", async () => {
    const added = await ba.post("/admin/routine.Config/add", {
      group: "basics",
      type: "select",
      name: "shop_region",
      title: "店铺区域",
      tip: "",
      rule: ["required"],
      content: "east=华东\nnorth=华北",
      extend: "",
      inputExtend: "",
      weigh: 0,
    });
    expect(added.code, added.msg).toBe(1);
    const plain = await ba.post("/admin/routine.Config/add", {
      group: "basics",
      type: "string",
      name: "shop_slogan",
      title: "店铺口号",
      rule: [],
      content: "",
    });
    expect(plain.code, plain.msg).toBe(1);
    const rows = await t.services.db
      .selectFrom("config")
      .select(["name", "rule", "content", "allow_del"])
      .where("name", "in", ["shop_region", "shop_slogan"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      { name: "shop_region", rule: "required", content: { east: "华东", north: "华北" }, allow_del: 1 },
      { name: "shop_slogan", rule: "", content: null, allow_del: 1 },
    ]);
  });

  it("routine.Attachment: upload answers suffix and full_url; rows carry them and the uploading admin", async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const body = multipartFile("图.PNG", png, "image/png");
    const upload = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token, host: "admin.example.com" },
    });
    const file = upload.json().data.file;
    expect(file).toMatchObject({ suffix: "png", full_url: `http://admin.example.com${file.url}` });

    const index = await ba.get("/admin/routine.Attachment/index");
    const [row] = index.data.list ?? [];
    expect(row).toMatchObject({ name: "图.PNG", suffix: "png", user: null, admin: { username: "admin" } });
    expect(String(row?.full_url)).toBe(`http://localhost:80${file.url}`);
    const form = await ba.get(`/admin/routine.Attachment/edit?id=${row?.id}`);
    expect(form.data.row).toMatchObject({ suffix: "png", admin: { username: "admin" } });
  });

  it("routine.AdminInfo: `info` with the last login as a date; the avatar alone saved; a password without the current one refused", async () => {
    const index = await ba.get("/admin/routine.AdminInfo/index");
    const info = index.data.info as Row;
    expect(info).toMatchObject({ id: 1, username: "admin" });
    expect(info.last_login_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const avatar = await ba.post("/admin/routine.AdminInfo/edit", {
      id: 1,
      avatar: "/storage/default/a.png",
    });
    expect(avatar.code, avatar.msg).toBe(1);
    const stored = await t.services.db
      .selectFrom("admin")
      .selectAll()
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ avatar: "/storage/default/a.png", nickname: info.nickname });
    const password = await ba.post("/admin/routine.AdminInfo/edit", {
      id: 1,
      nickname: "改",
      password: "new-Pass_123",
    });
    expect(password.code).toBe(0);
    expect(
      (
        await t.services.db
          .selectFrom("admin")
          .select("nickname")
          .where("id", "=", 1)
          .executeTakeFirstOrThrow()
      ).nickname,
    ).toBe(info.nickname);
  });

  it("log pages: the admin log's data as JSON text, the data-security logs' admin and rule as objects", async () => {
    expect((await ba.post("/admin/routine.Config/edit", { siteName: "日志科技" })).code).toBe(1);
    const link = await t.services.db.selectFrom("friend_link").select("id").executeTakeFirstOrThrow();
    expect((await ba.del(`/admin/content.FriendLink/del?ids[]=${link.id}`)).code).toBe(1);

    const adminLog = (await ba.get("/admin/auth.AdminLog/index")).data.list ?? [];
    const edit = adminLog.find((r) => r.url === "/admin/routine.Config/edit");
    expect(typeof edit?.data).toBe("string");
    expect(JSON.parse(String(edit?.data))).toMatchObject({ siteName: "日志科技" });

    const admin = { username: "admin", nickname: expect.any(String) };
    const recycled = (await ba.get("/admin/security.DataRecycleLog/index")).data.list ?? [];
    expect(recycled[0]).toMatchObject({
      data_table: "friend_link",
      admin,
      recycle: { name: "友情链接", controller_as: "content/friendLink" },
    });
    // Its list column shows the deleted row as JSON text.
    expect(JSON.parse(String(recycled[0]?.data))).toMatchObject({ id: link.id });
    const changed = (await ba.get("/admin/security.SensitiveDataLog/index")).data.list ?? [];
    const configChange = changed.find((r) => r.data_table === "config");
    expect(configChange).toMatchObject({
      admin,
      sensitive: { name: "系统配置", controller_as: "routine/config" },
    });

    // Their details dialogs (`info?id=`) read the same objects; the recycle bin's deleted row as an object.
    const recycledInfo = await ba.get(`/admin/security.DataRecycleLog/info?id=${recycled[0]?.id}`);
    expect(recycledInfo.data.row).toMatchObject({
      admin,
      recycle: { name: "友情链接" },
      data: expect.objectContaining({ id: link.id }),
    });
    const changedInfo = await ba.get(`/admin/security.SensitiveDataLog/info?id=${configChange?.id}`);
    expect(changedInfo.data.row).toMatchObject({ admin, sensitive: { name: "系统配置" } });
  });

  it("member, data-safety and content pages: statuses as their pages read them", async () => {
    const status = async (controller: string) =>
      ((await ba.get(`/admin/${controller}/index`)).data.list ?? []).map((r) => r.status);
    expect(new Set(await status("user.Group"))).toEqual(new Set(["1"]));
    expect(new Set(await status("user.Rule"))).toEqual(new Set(["1"]));
    for (const controller of ["security.DataRecycle", "security.SensitiveData"]) {
      expect(
        (await status(controller)).every((s) => s === "1" || s === "0"),
        controller,
      ).toBe(true);
    }
    for (const controller of ["content.Banner", "content.FriendLink", "content.Menu", "content.Topic"]) {
      const values = await status(controller);
      expect(values.length, controller).toBeGreaterThan(0);
      expect(
        values.every((s) => s === "1" || s === "0"),
        controller,
      ).toBe(true);
    }
    for (const controller of [
      "user.MoneyLog",
      "user.ScoreLog",
      "security.DataRecycleLog",
      "security.SensitiveDataLog",
    ]) {
      expect(Object.keys((await ba.get(`/admin/${controller}/index`)).data).sort(), controller).toEqual([
        "list",
        "remark",
        "total",
      ]);
    }

    // A member's status is the words, on its page as here.
    const group = await t.services.db.selectFrom("user_group").select("id").executeTakeFirstOrThrow();
    const added = await ba.post("/admin/user.User/add", {
      username: "wire_member",
      nickname: "会员",
      group_id: group.id,
      password: "member-Pass1",
      status: "enable",
    });
    expect(added.code, added.msg).toBe(1);
    expect(added.data.row).toMatchObject({ status: "enable" });
    const disabled = await ba.post("/admin/user.User/edit", { id: added.data.row?.id, status: "disable" });
    expect(disabled.code, disabled.msg).toBe(1);
    expect(disabled.data.row).toMatchObject({ status: "disable", nickname: "会员" });
  });
});
