import Fastify, { type FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { success } from "../envelope.ts";
import { registerContractSchemas } from "../plugins/contract.ts";
import { errorHandler } from "../plugins/error-handler.ts";
import { requestLanguage } from "../plugins/request-language.ts";
import { createTestApp, loginAdmin, type TestApp } from "../test/test-app.ts";
import { adminAjaxRoute, guardAdminScope } from "./admin-ajax-scope.ts";

describe("the admin ajax scope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A bare server with one guarded scope, filled by `fill`. */
  async function serverWith(fill: FastifyPluginAsync) {
    const app = Fastify();
    requestLanguage(app);
    errorHandler(app);
    registerContractSchemas(app);
    await app.register(async (scope) => {
      guardAdminScope(scope, t.services);
      await scope.register(fill);
    });
    return app;
  }

  it("refuses to register a route that declares no node", async () => {
    const app = Fastify();
    const registering = app.register(async (scope) => {
      guardAdminScope(scope, t.services);
      scope.get("/admin/ajax/unguarded", async () => ({ code: 1 }));
    });
    await expect(registering).rejects.toThrow("an admin ajax route must declare its node");
    await app.close();
  });

  it("runs the gate before a route declared for any admin, and hands the handler the admitted admin", async () => {
    const app = await serverWith(async (scope) => {
      adminAjaxRoute(
        scope,
        "get",
        "/admin/ajax/getDatabaseConnectionList",
        { node: null },
        async (_r, _s, admin) => success({ list: [{ type: "pgsql", key: admin.admin.username }] }),
      );
    });
    const url = "/admin/ajax/getDatabaseConnectionList";
    const anonymous = await app.inject({ method: "GET", url });
    expect(anonymous.json()).toMatchObject({ code: 303 });
    const { token } = await loginAdmin(t.app);
    const admitted = await app.inject({ method: "GET", url, headers: { batoken: token } });
    expect(admitted.json()).toMatchObject({ code: 1, data: { list: [{ key: "admin" }] } });
    await app.close();
  });
});
