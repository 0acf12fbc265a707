import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowSeconds } from "../../envelope.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

type Row = { id: number; username: string };

describe("REST CRUD adapter", () => {
  let t: TestApp;
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    const now = nowSeconds();
    const rows = [
      { username: "alpha1", nickname: "甲", last_login_time: null, create_time: now - 400 },
      { username: "beta22", nickname: "乙", last_login_time: now - 10, create_time: now - 300 },
      { username: "gamma3", nickname: "丙_x", last_login_time: null, create_time: now - 200 },
      { username: "delta4", nickname: "丁%", last_login_time: now - 5, create_time: now - 100 },
    ];
    for (const row of rows) {
      const { id } = await t.services.db
        .insertInto("admin")
        .values({ ...row, password: "not-a-hash", update_time: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: "GET", url, headers: { batoken: token, "think-lang": "en" } });

  /** The usernames the filter selects among the four test admins, in id order. */
  async function names(filter: string): Promise<string[]> {
    const first = ids[0] ?? 0;
    const res = await get(
      `/admin/auth.Admin/index?limit=100&order=id,asc&search[9][field]=id&search[9][operator]=egt&search[9][val]=${first}&${filter}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(body.data.list.length);
    return body.data.list.map((r: Row) => r.username);
  }
  const s = (field: string, operator: string, val?: string) =>
    `search[0][field]=${field}&search[0][operator]=${encodeURIComponent(operator)}${
      val === undefined ? "" : `&search[0][val]=${encodeURIComponent(val)}`
    }`;

  it("answers { list, total, remark } and never the password hash", async () => {
    const res = await get("/admin/auth.Admin/index");
    const body = res.json();
    expect(body.code).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(["list", "remark", "total"]);
    expect(body.data.total).toBe(5);
    expect(res.body).not.toContain("not-a-hash");
    expect(res.body).not.toContain("argon2");
  });

  it("applies every operator", async () => {
    const [a, b, c] = ids as [number, number, number, number];
    expect(await names(s("username", "eq", "beta22"))).toEqual(["beta22"]);
    expect(await names(s("username", "ne", "beta22"))).toEqual(["alpha1", "gamma3", "delta4"]);
    expect(await names(s("id", "gt", String(b)))).toEqual(["gamma3", "delta4"]);
    expect(await names(s("id", "egt", String(b)))).toEqual(["beta22", "gamma3", "delta4"]);
    expect(await names(s("id", "lt", String(b)))).toEqual(["alpha1"]);
    expect(await names(s("id", "elt", String(b)))).toEqual(["alpha1", "beta22"]);
    expect(await names(s("username", "LIKE", "ta"))).toEqual(["beta22", "delta4"]);
    expect(await names(s("username", "NOT LIKE", "ta"))).toEqual(["alpha1", "gamma3"]);
    // LIKE's wildcards are taken literally.
    expect(await names(s("nickname", "LIKE", "%"))).toEqual(["delta4"]);
    expect(await names(s("nickname", "LIKE", "_"))).toEqual(["gamma3"]);
    expect(await names(s("username", "IN", "alpha1,gamma3"))).toEqual(["alpha1", "gamma3"]);
    expect(await names(`${s("id", "IN")}&search[0][val][]=${a}&search[0][val][]=${c}`)).toEqual([
      "alpha1",
      "gamma3",
    ]);
    expect(await names(s("username", "NOT IN", "alpha1,gamma3"))).toEqual(["beta22", "delta4"]);
    expect(await names(s("id", "RANGE", `${b},${c}`))).toEqual(["beta22", "gamma3"]);
    expect(await names(s("id", "RANGE", `${c},`))).toEqual(["gamma3", "delta4"]);
    expect(await names(s("id", "NOT RANGE", `${b},${c}`))).toEqual(["alpha1", "delta4"]);
    expect(await names(s("last_login_time", "NULL"))).toEqual(["alpha1", "gamma3"]);
    expect(await names(s("last_login_time", "NOT NULL"))).toEqual(["beta22", "delta4"]);
    // SQL spellings and lower case, as some clients send them.
    expect(await names(s("username", "=", "beta22"))).toEqual(["beta22"]);
    expect(await names(s("username", "not like", "ta"))).toEqual(["alpha1", "gamma3"]);
  });

  it("takes the filters as JSON text too, the contract's form; malformed text is refused", async () => {
    const search = JSON.stringify([
      { field: "username", operator: "IN", val: ["alpha1", "gamma3"] },
      { field: "last_login_time", operator: "NULL" },
    ]);
    const res = await get(`/admin/auth.Admin/index?order=id,asc&search=${encodeURIComponent(search)}`);
    expect(res.json().data.list.map((r: Row) => r.username)).toEqual(["alpha1", "gamma3"]);
    for (const bad of ["[{", '{"field":"id"}', "[1]"]) {
      const refused = await get(`/admin/auth.Admin/index?search=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it("filters time columns by date text", async () => {
    const all = await names(s("create_time", "RANGE", "2000-01-01 00:00:00,2999-01-01 00:00:00"));
    expect(all).toEqual(["alpha1", "beta22", "gamma3", "delta4"]);
    expect(await names(s("create_time", "lt", "2000-01-01"))).toEqual([]);
  });

  it("quick searches, orders and pages", async () => {
    expect(await names("quickSearch=GAMMA")).toEqual(["gamma3"]);
    const res = await get(
      `/admin/auth.Admin/index?order=username,desc&limit=2&page=2&${s("id", "egt", String(ids[0]))}`,
    );
    const body = res.json();
    expect(body.data.total).toBe(4);
    expect(body.data.list.map((r: Row) => r.username)).toEqual(["beta22", "alpha1"]);
  });

  it("refuses unknown or hidden fields, bad orders and bad operators with the catalogue 400", async () => {
    for (const url of [
      `/admin/auth.Admin/index?${s("password", "LIKE", "x")}`,
      `/admin/auth.Admin/index?${s("nosuch", "eq", "x")}`,
      `/admin/auth.Admin/index?${s("username", "REGEXP", "x")}`,
      `/admin/auth.Admin/index?${s("id", "eq", "abc")}`,
      "/admin/auth.Admin/index?order=password,asc",
      "/admin/auth.Admin/index?order=id,sideways",
      `/admin/auth.Admin/index?order=${encodeURIComponent("id;drop table admin,asc")}`,
      "/admin/auth.Admin/index?limit=100000",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, msg: "Incorrect parameter!" });
    }
    const count = await t.services.db
      .selectFrom("admin")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });

  it("names each refused field with what its check says, in the request's language", async () => {
    for (const [lang, title, link] of [
      ["zh-cn", "title 为必填项", "link：请输入以 http:// 或 https:// 开头的网址"],
      ["en", "title must be filled in", "link: Enter an address starting with http:// or https://"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/admin/content.FriendLink/add",
        headers: { batoken: token, "think-lang": lang },
        payload: { title: " ", link: "ftp://example.com" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({ title, link });
    }
    const links = await t.services.db.selectFrom("friend_link").select("link").execute();
    expect(links.map((l) => l.link)).not.toContain("ftp://example.com");
  });

  it("addresses controllers case-insensitively and in slash form", async () => {
    const totals = [];
    for (const url of [
      "/admin/auth.admin/index",
      "/admin/AUTH.ADMIN/index",
      "/admin/auth/admin/index",
      "/admin/Auth/Admin/index",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      totals.push(res.json().data.total);
    }
    expect(new Set(totals)).toEqual(new Set([5]));
    const unknown = await get("/admin/auth.nosuch/index");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 0,
      msg: "Error requesting address:/admin/auth.nosuch/index",
    });
    // The dashboard is not a table, but BuildAdmin's client asks it for its remark after every login.
    expect((await get("/admin/Dashboard/index")).json()).toMatchObject({ code: 1, data: { remark: "" } });
  });

  it("answers remote selects with the chosen keys whatever the page", async () => {
    const res = await get(
      `/admin/auth.Admin/index?select=true&limit=1&initValue[]=${ids[1]}&initValue[]=${ids[3]}`,
    );
    expect(
      res
        .json()
        .data.list.map((r: Row) => r.username)
        .sort(),
    ).toEqual(["beta22", "delta4"]);
    const joined = await get(`/admin/auth.Admin/index?select=true&initKey=id&initValue=${ids[0]},${ids[2]}`);
    expect(
      joined
        .json()
        .data.list.map((r: Row) => r.username)
        .sort(),
    ).toEqual(["alpha1", "gamma3"]);
    const quick = await get("/admin/auth.Admin/index?select=true&quickSearch=alp");
    expect(quick.json().data.list.map((r: Row) => r.username)).toEqual(["alpha1"]);
  });

  it("exports the filtered list as CSV with a BOM, matching the list", async () => {
    const filter = `order=id,asc&${s("username", "IN", "alpha1,gamma3,delta4")}`;
    const list = (await get(`/admin/auth.Admin/index?limit=100&${filter}`)).json().data.list as Row[];
    const res = await get(`/admin/auth/admin/export?${filter}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    expect(header).not.toContain("Password");
    const idCol = header.indexOf("ID");
    const nameCol = header.indexOf("Username");
    const nickCol = header.indexOf("Nickname");
    const rows = lines.slice(1).map((l) => l.split(","));
    expect(rows.map((r) => Number(r[idCol]))).toEqual(list.map((r) => r.id));
    expect(rows.map((r) => r[nameCol])).toEqual(list.map((r) => r.username));
    expect(rows.map((r) => r[nickCol])).toEqual(["甲", "丙_x", "丁%"]);
  });

  it("gets, adds, edits, sorts and deletes through the REST shapes, logging each write", async () => {
    const headers = { batoken: token, "think-lang": "en", "user-agent": "rest-test" };
    const add = await t.app.inject({
      method: "POST",
      url: "/admin/auth.Rule/add",
      headers,
      payload: { pid: 0, type: "menu", title: "测试", name: "test/page", path: "test/page" },
    });
    expect(add.json()).toMatchObject({ code: 1, msg: "Operation successful" });
    const row = add.json().data.row;
    expect(row).toMatchObject({ icon: "fa fa-circle-o", menu_type: "tab" });
    const got = await get(`/admin/auth.Rule/edit?id=${row.id}`);
    expect(got.json().data.row.name).toBe("test/page");
    const edit = await t.app.inject({
      method: "POST",
      url: "/admin/auth/rule/edit",
      headers,
      payload: { ...row, title: "改名", menu_type: "iframe", url: "https://example.com/x" },
    });
    expect(edit.json().data.row).toMatchObject({ title: "改名", menu_type: "iframe" });
    const other = await t.services.db
      .selectFrom("admin_rule")
      .select(["id", "weigh"])
      .where("name", "=", "dashboard")
      .executeTakeFirstOrThrow();
    const sort = await t.app.inject({
      method: "POST",
      url: "/admin/auth.Rule/sortable",
      headers,
      payload: { id: row.id, targetId: other.id },
    });
    expect(sort.json().code).toBe(1);
    const moved = await t.services.db
      .selectFrom("admin_rule")
      .select(["id", "weigh"])
      .where("id", "in", [row.id, other.id])
      .execute();
    expect(moved.find((r) => r.id === row.id)?.weigh).toBe(other.weigh);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/admin/auth.Rule/del?ids[]=${row.id}`,
      headers,
    });
    expect(del.json()).toMatchObject({ code: 1, data: { count: 1 } });
    const logs = await t.services.db
      .selectFrom("admin_log")
      .selectAll()
      .where("useragent", "=", "rest-test")
      .orderBy("id")
      .execute();
    expect(logs.map((l) => l.url)).toEqual([
      "/admin/auth.Rule/add",
      "/admin/auth/rule/edit",
      "/admin/auth.Rule/sortable",
      "/admin/auth.Rule/del",
    ]);
    expect(logs[0]?.title).toBe("菜单规则管理-添加");
  });

  it("refuses self-deletion over REST with the message and HTTP 200", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: "/admin/auth.Admin/del?ids[]=1",
      headers: { batoken: token, "think-lang": "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: "You cannot delete yourself!" });
  });
});
