import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredRoute } from "../../app.ts";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import { contractOperations } from "../../plugins/contract.ts";
import { restOperations } from "../../routes/admin/crud-adapter.ts";
import { callerFor, limitedAdmin } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { appRouter } from "../router.ts";

type Procedure = (input: unknown) => Promise<unknown>;

type Meta = { node?: string; dynamicNode?: boolean };

/**
 * Every admin procedure the router registers with the node it declares; a designed table's procedures
 * (whose node names the table) are checked by routers/crud/designer.test.ts with a real table.
 */
const procedures = Object.entries(appRouter._def.procedures)
  .map(([path, procedure]) => ({ path, meta: (procedure as unknown as { _def: { meta?: Meta } })._def.meta }))
  .filter((p) => !p.meta?.dynamicNode)
  .map(({ path, meta }) => ({ path, node: meta?.node }));

function call(caller: unknown, path: string): Procedure {
  let node: unknown = caller;
  for (const part of path.split(".")) node = (node as Record<string, unknown>)[part];
  return node as Procedure;
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

/**
 * The sweeps below send a few hundred requests and grant changes each; on a busy machine (the browser
 * tests run beside the unit tests) they take several times their quiet 2-4 s, so they get more than the
 * default 30 s. What they assert does not depend on time.
 */
const SWEEP_TIMEOUT = 180_000;

describe("permission matrix", () => {
  let t: TestApp;
  let memberToken: string;
  let limited: { id: number; groupId: number; token: string };
  let allRuleIds: { id: number; name: string }[];
  const routes: RegisteredRoute[] = [];
  /** Every admin ajax route the server registered, with the node it declared (HEAD twins left out). */
  const ajaxRoutes = () =>
    routes
      .filter((r) => r.url.toLowerCase().startsWith("/admin/ajax/") && r.method !== "HEAD")
      .map((r) => ({ method: String(r.method), url: r.url, node: r.config?.adminNode }));

  beforeAll(async () => {
    t = await createTestApp({ onRoute: (route) => routes.push(route) });
    const db = t.services.db;
    const now = nowSeconds();
    const group = await db.selectFrom("user_group").select("id").executeTakeFirstOrThrow();
    const member = await db
      .insertInto("user")
      .values({
        group_id: group.id,
        username: "member1",
        password: await hashPassword("member-Pass1"),
        money: 0,
        score: 0,
        last_login_time: null,
        join_time: now,
        birthday: null,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    memberToken = await t.services.tokens.issue("user", member.id, 3600);
    limited = await limitedAdmin(t, "matrix1", []);
    allRuleIds = await db.selectFrom("admin_rule").select(["id", "name"]).execute();
  });
  afterAll(() => t.close());

  /** The node the limited admin's group was last given every rule but (see `grantAllBut`). */
  let withheld: string | undefined;

  /**
   * Gives the limited admin every rule except `node`. After the first time only the rows that differ are
   * written: the rules of the node withheld before go back, the node's own are taken away.
   */
  async function grantAllBut(node: string) {
    if (node === withheld) return;
    const db = t.services.db;
    const rows = (rules: typeof allRuleIds) =>
      rules.map((r) => ({ group_id: limited.groupId, rule_id: r.id }));
    if (withheld === undefined) {
      await db.deleteFrom("admin_group_rule").where("group_id", "=", limited.groupId).execute();
      await db
        .insertInto("admin_group_rule")
        .values(rows(allRuleIds.filter((r) => r.name !== node)))
        .execute();
    } else {
      const back = rows(allRuleIds.filter((r) => r.name === withheld));
      if (back.length > 0) await db.insertInto("admin_group_rule").values(back).execute();
      const taken = allRuleIds.filter((r) => r.name === node).map((r) => r.id);
      if (taken.length > 0) {
        await db
          .deleteFrom("admin_group_rule")
          .where("group_id", "=", limited.groupId)
          .where("rule_id", "in", taken)
          .execute();
      }
    }
    withheld = node;
  }

  it("finds the procedures and routes to check", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(25);
    expect(procedures.map((p) => p.path)).toContain("auth.admin.del");
    expect(restOperations().length).toBeGreaterThanOrEqual(20);
  });

  it("puts every admin ajax route of the contract behind the gate with a declared node", () => {
    const contract = contractOperations()
      .filter((o) => o.path.startsWith("/admin/ajax/"))
      .map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const registered = ajaxRoutes();
    expect(registered.map((r) => `${r.method} ${r.url}`).sort()).toEqual(contract.sort());
    expect(registered.filter((r) => r.node === undefined)).toEqual([]);
  });

  it("gives every procedure a node of the seeded rule tree", () => {
    const names = new Set(allRuleIds.map((r) => r.name));
    const missing = procedures
      .filter((p) => !p.node || !names.has(p.node))
      .map((p) => `${p.path} -> ${p.node}`);
    expect(missing).toEqual([]);
  });

  it(
    "refuses every procedure to anonymous callers, members and admins without its node",
    async () => {
      const failures: string[] = [];
      for (const { path, node } of procedures) {
        const anonymous = await errorOf(call(callerFor(t, ""), path)({}));
        if (!(anonymous instanceof TRPCError && anonymous.code === "UNAUTHORIZED"))
          failures.push(`${path} anonymous`);
        const member = await errorOf(call(callerFor(t, memberToken), path)({}));
        if (!(member instanceof TRPCError && member.code === "UNAUTHORIZED")) failures.push(`${path} member`);
        await grantAllBut(node ?? "");
        const admin = await errorOf(call(callerFor(t, limited.token), path)({}));
        if (!(admin instanceof TRPCError && admin.code === "FORBIDDEN"))
          failures.push(`${path} admin without ${node}`);
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    "refuses every REST CRUD route the same way",
    async () => {
      const failures: string[] = [];
      for (const { controller, action } of restOperations()) {
        const node = procedures.find((p) => p.path === `${controller}.${action.procedure}`)?.node ?? "";
        for (const url of [
          `/admin/${controller}/${action.action}`,
          `/admin/${controller.replace(".", "/")}/${action.action}`,
        ]) {
          const send = (headers: Record<string, string>) =>
            t.app.inject({
              method: action.method.toUpperCase() as "GET",
              url,
              headers: { ...headers, "think-lang": "en" },
              ...(action.method === "get" || action.method === "delete" ? {} : { payload: {} }),
            });
          const anonymous = await send({});
          if (anonymous.json().code !== 303)
            failures.push(`${action.method} ${url} anonymous ${anonymous.statusCode}`);
          const member = await send({ "ba-user-token": memberToken, batoken: memberToken });
          if (member.json().code !== 303)
            failures.push(`${action.method} ${url} member ${member.statusCode}`);
          await grantAllBut(node);
          const admin = await send({ batoken: limited.token });
          if (admin.statusCode !== 403 || admin.json().msg !== "You do not have permission to operate!") {
            failures.push(`${action.method} ${url} admin without ${node}: ${admin.statusCode}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  /** The envelope code of an answer; an event stream (the terminal) carries it in its first message. */
  const codeOf = (res: { body: string; headers: Record<string, unknown> }): unknown =>
    String(res.headers["content-type"]).startsWith("text/event-stream")
      ? JSON.parse(res.body.split("\n\n")[0]?.replace(/^data: /, "") ?? "null")?.code
      : JSON.parse(res.body).code;

  it(
    "refuses every admin ajax endpoint to anonymous callers, members and admins without its node",
    async () => {
      const failures: string[] = [];
      for (const { method, url, node } of ajaxRoutes()) {
        const endpoint = `${method} ${url}`;
        const send = (headers: Record<string, string>) =>
          t.app.inject({
            method: method as "GET",
            url: `${url}?table=admin`,
            headers: { ...headers, "think-lang": "en" },
            ...(method === "POST" ? { payload: {} } : {}),
          });
        if (codeOf(await send({})) !== 303) failures.push(`${endpoint} anonymous`);
        if (codeOf(await send({ "ba-user-token": memberToken, batoken: memberToken })) !== 303)
          failures.push(`${endpoint} member`);
        if (node) {
          await grantAllBut(node);
          if ((await send({ batoken: limited.token })).statusCode !== 403)
            failures.push(`${endpoint} admin without ${node}`);
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it("lets the limited admin through once he holds the node", async () => {
    await grantAllBut("none");
    const caller = callerFor(t, limited.token);
    await expect(caller.auth.adminLog.index({})).resolves.toMatchObject({ total: expect.any(Number) });
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/clearCache",
      headers: { batoken: limited.token },
      payload: { type: "config" },
    });
    expect(res.json().code).toBe(1);
  });
});
