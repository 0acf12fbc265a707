import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { memberBalances } from "./test/admin-caller.ts";
import { memberCall } from "./test/member.ts";
import { createTestApp, loginAdmin, type TestApp } from "./test/test-app.ts";
import { wireClient } from "./test/wire-client.ts";

/**
 * Money is yuan on every answer and request of the REST API (a number with at most two decimals), fen in
 * the database: a member holding 1234 fen reads 12.34 wherever the API shows his balance, and an admin's
 * 12.34 is stored as 1234 fen.
 */
describe("money on the wire: yuan, the database keeping fen", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;
  let memberId: number;
  let memberToken: string;

  const addMember = async (username: string) => {
    const group = await t.services.db.selectFrom("user_group").select("id").executeTakeFirstOrThrow();
    const added = await ba.post("/admin/user.User/add", {
      username,
      nickname: username,
      group_id: group.id,
      password: "member-Pass1",
      status: "enable",
    });
    expect(added.code, added.msg).toBe(1);
    return Number(added.data.row?.id);
  };
  const login = async (username: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/checkIn",
      payload: { tab: "login", username, password: "member-Pass1" },
    });
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ba = wireClient(t, (await loginAdmin(t.app)).token);
    memberId = await addMember("yuan_member");
  });
  afterAll(() => t.close());

  it("takes an admin's change in yuan, a number or BuildAdmin's text, stores fen and answers yuan", async () => {
    const added = await ba.post("/admin/user.MoneyLog/add", {
      user_id: memberId,
      memo: "充值",
      money: 12.34,
    });
    expect(added.code, added.msg).toBe(1);
    expect(added.data.row).toMatchObject({ user_id: memberId, money: 12.34, before: 0, after: 12.34 });
    expect(await memberBalances(t, memberId)).toEqual({ money: 1234, score: 0 });
    const spent = await ba.post("/admin/user.MoneyLog/add", {
      user_id: memberId,
      memo: "消费",
      money: "-0.29",
    });
    expect(spent.data.row).toMatchObject({ money: -0.29, before: 12.34, after: 12.05 });
    const back = await ba.post("/admin/user.MoneyLog/add", { user_id: memberId, memo: "退款", money: 0.29 });
    expect(back.data.row).toMatchObject({ money: 0.29, before: 12.05, after: 12.34 });
    expect(await memberBalances(t, memberId)).toEqual({ money: 1234, score: 0 });
  });

  it("refuses an amount with more than two decimals and stores nothing", async () => {
    for (const money of [12.345, 0.001, "1.234"]) {
      const refused = await ba.post("/admin/user.MoneyLog/add", { user_id: memberId, memo: "x", money });
      expect(refused.code, String(money)).toBe(0);
    }
    expect(await memberBalances(t, memberId)).toEqual({ money: 1234, score: 0 });
  });

  it("answers the admin's member rows, edit form and ledger forms in yuan", async () => {
    const listed = await ba.get("/admin/user.User/index?quickSearch=yuan_member");
    expect(listed.data.list).toEqual([expect.objectContaining({ id: memberId, money: 12.34, score: 0 })]);
    const edit = await ba.get(`/admin/user.User/edit?id=${memberId}`);
    expect(edit.data.row).toMatchObject({ id: memberId, money: 12.34 });
    for (const ledger of ["user.MoneyLog", "user.ScoreLog"]) {
      const form = await ba.get(`/admin/${ledger}/add?userId=${memberId}`);
      expect(form.data.user, ledger).toMatchObject({ id: memberId, money: 12.34, score: 0 });
    }
    const slash = await ba.get(`/admin/user/user/edit?id=${memberId}`);
    expect(slash.data.row).toMatchObject({ money: 12.34 });
  });

  it("lists the balance ledger in yuan, newest first", async () => {
    const rows = await ba.get(
      `/admin/user.MoneyLog/index?search[0][field]=user_id&search[0][operator]=eq&search[0][val]=${memberId}`,
    );
    expect(rows.data.list?.map((r) => [r.money, r.before, r.after])).toEqual([
      [0.29, 12.05, 12.34],
      [-0.29, 12.34, 12.05],
      [12.34, 0, 12.34],
    ]);
  });

  it("keeps the balance when an edit form sends it back in yuan, as BuildAdmin's does", async () => {
    const saved = await ba.post("/admin/user.User/edit", { id: memberId, nickname: "元会员", money: 12.34 });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.row).toMatchObject({ nickname: "元会员", money: 12.34 });
    expect(await memberBalances(t, memberId)).toEqual({ money: 1234, score: 0 });
  });

  it("shows the member his balance in yuan: login, site data, profile, overview and ledger", async () => {
    const res = await login("yuan_member");
    expect(res.body).toContain('"money":12.34');
    const body = res.json();
    expect(body.data.userInfo).toMatchObject({ id: memberId, money: 12.34, score: 0 });
    memberToken = body.data.userInfo.token;
    const as = memberCall(t, memberToken);
    expect((await as("GET", "/api/index/index")).data).toMatchObject({ userInfo: { money: 12.34 } });
    const profile = await as("POST", "/api/account/profile", { username: "yuan_member", nickname: "元会员" });
    expect(profile.data?.userInfo).toMatchObject({ money: 12.34 });
    const overview = (await as("GET", "/api/account/overview")).data as { money: number[] };
    expect(overview.money.at(-1)).toBe(12.34);
    const ledger = (await as("GET", "/api/account/balance?limit=3")).data as { list: object[] };
    expect(ledger.list.at(-1)).toMatchObject({ change: 12.34, money: 12.34, before: 0, after: 12.34 });
  });

  it("writes an amount the binary fraction cannot hold as its two decimals (0.29), through the site data's oneOf", async () => {
    const small = await addMember("small_member");
    expect(
      (await ba.post("/admin/user.MoneyLog/add", { user_id: small, memo: "红包", money: 0.29 })).code,
    ).toBe(1);
    expect(await memberBalances(t, small)).toEqual({ money: 29, score: 0 });
    const token = (await login("small_member")).json().data.userInfo.token as string;
    const index = await t.app.inject({
      method: "GET",
      url: "/api/index/index",
      headers: { "ba-user-token": token },
    });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('"money":0.29');
  });
});

type Node = Record<string, unknown>;

/** The hand-written contract, whose money properties these tests hold to the shared schema. */
const contract = parse(
  readFileSync(new URL("../../../openapi/openapi.yaml", import.meta.url), "utf8"),
) as Node;
const schemas = (contract.components as Node).schemas as Record<string, Node>;

/** Whether a property's schema is the shared Yuan: a reference, or an allOf with it. */
const isYuan = (schema: Node): boolean =>
  schema.$ref === "#/components/schemas/Yuan" ||
  (Array.isArray(schema.allOf) && (schema.allOf as Node[]).some(isYuan)) ||
  (schema.type === "array" && isYuan((schema.items ?? {}) as Node));

/** Every schema property of the contract, as "where.name" with its schema, in every nested place. */
function properties(node: unknown, where: string, out: [string, Node][] = []): [string, Node][] {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) properties(item, `${where}[${i}]`, out);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === "example" || key === "examples") continue;
      if (key === "properties" && value && typeof value === "object") {
        for (const [name, schema] of Object.entries(value as Record<string, Node>))
          out.push([`${where}.${name}`, schema]);
      }
      properties(value, `${where}.${key}`, out);
    }
  }
  return out;
}

describe("the contract names the unit of money", () => {
  it("has one schema Yuan: a number of yuan, bounded, two decimals said rather than multipleOf", () => {
    expect(schemas.Yuan).toMatchObject({
      type: "number",
      minimum: -100_000_000_000,
      maximum: 100_000_000_000,
    });
    expect(schemas.Yuan?.multipleOf).toBeUndefined();
    expect(schemas.Yuan?.description).toContain(
      "An amount of money in yuan (CNY), at most two decimals; the database keeps fen",
    );
  });

  it("refers every money property to it: balances, ledger amounts, prices and orders", () => {
    const money = properties(contract, "#").filter(
      ([where, schema]) =>
        /\.(money|price|amount|[a-z]+_price)$|BalanceLedgerRow\.(change|before|after)$/.test(where) &&
        // BuildAdmin's buy dialog reads `pay.money` as a flag: money payments offered, no amount.
        schema.type !== "boolean",
    );
    expect(money.length).toBeGreaterThanOrEqual(8);
    expect(money.filter(([, schema]) => !isYuan(schema)).map(([where]) => where)).toEqual([]);
  });

  it("says fen only where it tells the database or the market's own protocol", () => {
    const text = JSON.stringify(contract);
    const mentions = [...text.matchAll(/[^."]*\bfen\b[^."]*/g)].map((m) => m[0]);
    expect(
      mentions.filter(
        (m) => !/database keeps fen|market's own protocol says fen|five fen|10\^13 fen/.test(m),
      ),
    ).toEqual([]);
  });
});
