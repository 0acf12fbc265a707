import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { ADMIN_PASSWORD } from "../test/test-app.ts";
import { RENDERER, webAppOn } from "../test/web-dist.ts";

const bootOf = (html: string) => {
  const text = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

describe("the configurable admin entry (SPEC §7, ADMIN_ENTRY)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await webAppOn(RENDERER, { RENDER_THREADS: "0", ADMIN_ENTRY: "/backstage" }));
  });
  afterAll(() => close());

  const get = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("serves the back office under the entry, telling the app where it is", async () => {
    for (const url of ["/backstage", "/backstage/login", "/BACKSTAGE/auth/admin"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(bootOf(res.body)?.adminEntry, url).toBe("/backstage");
    }
  });

  it("answers the site's 404 page for the back office's old address, which names the entry nowhere", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/dashboard", "/Admin/auth/admin"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<p>page:notFound</p>");
      expect(res.body, url).not.toContain("backstage");
    }
    const member = await get("/user/login");
    expect(member.statusCode).toBe(200);
    expect(bootOf(member.body)?.adminEntry).toBeUndefined();
    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).not.toContain("backstage");
  });

  const login = (url: string) =>
    app.inject({ method: "POST", url, payload: { username: "admin", password: ADMIN_PASSWORD } });

  it("serves the admin API under the entry: login, BuildAdmin's REST, tRPC, the ajax calls", async () => {
    const answer = await login("/backstage/index/login");
    expect(answer.json().code).toBe(1);
    const token = answer.json().data.userInfo.token as string;
    const list = await app.inject({
      method: "GET",
      url: "/backstage/auth.Admin/index",
      headers: { batoken: token },
    });
    expect(list.json().code).toBe(1);
    expect(list.json().data.list.map((row: { username: string }) => row.username)).toContain("admin");
    const trpc = await app.inject({
      method: "GET",
      url: "/Backstage/trpc/dashboard.overview",
      headers: { batoken: token },
    });
    expect(trpc.json().result.data.counts.admin).toBeGreaterThan(0);
    const ajax = await app.inject({
      method: "POST",
      url: "/backstage/ajax/clearCache",
      headers: { batoken: token },
      payload: { type: "all" },
    });
    expect(ajax.json().code).toBe(1);
  });

  it("answers the old prefix's API as any unknown address, naming the address asked for", async () => {
    const unknown = await login("/nothing/index/login");
    for (const url of ["/admin/index/login", "/ADMIN/index/login", "/admin/trpc/dashboard.overview"]) {
      const res = await login(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg, url).toBe(unknown.json().msg.replace("/nothing/index/login", url.split("?")[0]));
      expect(res.body, url).not.toContain("backstage");
    }
    // Other spellings of the old prefix are the same address: none of them reaches the back office.
    const spellings = [
      "/%61dmin/index/login",
      "/%41DMIN/index/login",
      "//admin/index/login",
      "/x/../admin/index/login",
      "/x/%2e%2e/admin/index/login",
      "/./admin/index/login",
      "/%61dmin/trpc/dashboard.overview",
    ];
    for (const url of spellings) {
      const res = await login(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("token");
      expect(res.body, url).not.toContain("backstage");
    }
    const token = (await login("/backstage/index/login")).json().data.userInfo.token as string;
    for (const url of [
      "/%61dmin/auth.Admin/index",
      "//admin/auth.Admin/index",
      "/api/../admin/auth.Admin/index",
    ]) {
      const res = await app.inject({ method: "GET", url, headers: { batoken: token } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("admin@");
    }
    // The entry itself, however it is spelt, is the entry.
    expect((await login("/%62ackstage/index/login")).json().code).toBe(1);
    const page = await app.inject({
      method: "GET",
      url: "/admin/index/index",
      headers: { accept: "application/json" },
    });
    expect(page.statusCode).toBe(404);
  });

  it("takes BuildAdmin's client with its base URL set to the entry ({entry}/admin/..., {entry}/api/...)", async () => {
    const answer = await login("/backstage/admin/index/login");
    expect(answer.json().code).toBe(1);
    const token = answer.json().data.userInfo.token as string;
    const list = await app.inject({
      method: "GET",
      url: "/backstage/admin/auth.Admin/index?limit=1",
      headers: { batoken: token },
    });
    expect(list.json().code).toBe(1);
    const site = await app.inject({ method: "GET", url: "/backstage/api/index/index" });
    expect(site.json().code).toBe(1);
    // Its market view's store calls (at the site's apiUrl) answer under the entry only, as /admin does.
    const store = (url: string) =>
      app.inject({ method: "GET", url, headers: { batoken: token, accept: "application/json" } });
    expect((await store("/backstage/api/v6.store/modules")).json()).toMatchObject({
      code: 1,
      data: { rows: [] },
    });
    for (const url of ["/api/v6.store/modules", "/API/v6.store/info?uid=notice", "/api/pay/check?sn=a1"]) {
      const res = await store(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("backstage");
    }
    expect((await app.inject({ method: "GET", url: "/api/index/index" })).json().code).toBe(1);
  });

  it("refuses an entry that is not one segment or that the site uses itself", () => {
    for (const bad of ["backstage", "/a", "/back/stage", "/api", "/USER", "/list", "/a b"]) {
      expect(() => readEnv({ ADMIN_ENTRY: bad }), bad).toThrow(/ADMIN_ENTRY/);
    }
    expect(readEnv({}).ADMIN_ENTRY).toBe("/admin");
  });
});
