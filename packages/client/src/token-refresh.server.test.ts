import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCorpClient, isApiError, memorySession } from "./client.ts";
import { ADMIN_PASSWORD, recordingFetch, startServer, type TestServer } from "./test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.close());

const REFRESH = "/api/common/refreshToken";

describe("an expired access token (code 409) against the server", () => {
  it("refreshes once while parallel calls wait, replays each once, and holds back a call started meanwhile", async () => {
    const admin = memorySession();
    const login = await createCorpClient({ baseUrl: server.baseUrl }).post("/admin/index/login", {
      body: { username: "admin", password: ADMIN_PASSWORD, keep: true },
    });
    admin.save(login.userInfo);
    const stale = admin.token();
    await server.expireAccessTokens("admin");

    let late: Promise<unknown> | undefined;
    const wire = recordingFetch((request) => {
      // A call made while the refresh is on its way must wait for it, then leave with the new token.
      if (request.url.endsWith(REFRESH)) late = corp.get("/admin/ajax/area");
    });
    const corp = createCorpClient({ baseUrl: server.baseUrl, sessions: { admin }, fetch: wire.fetch });
    const [index, tables, admins] = await Promise.all([
      corp.get("/admin/index/index"),
      corp.get("/admin/ajax/getTableList"),
      corp.get("/admin/{controller}/index", { params: { path: { controller: "auth.Admin" } } }),
    ]);
    const provinces = await late;

    const fresh = admin.token();
    expect(fresh).not.toBe(stale);
    expect(fresh).not.toBe("");
    expect(index.adminInfo.username).toBe("admin");
    expect(tables.list.length).toBeGreaterThan(0);
    expect("total" in admins && admins.list.some((row) => row.username === "admin")).toBe(true);
    expect(Array.isArray(provinces) && provinces.length > 0).toBe(true);

    expect(wire.sent(REFRESH)).toHaveLength(1);
    for (const path of ["/admin/index/index", "/admin/ajax/getTableList", "/admin/auth.Admin/index"]) {
      expect(wire.sent(path).map((e) => e.batoken)).toEqual([stale, fresh]);
    }
    const refreshAnswered = wire.events.findIndex((e) => e.kind === "answered" && e.path === REFRESH);
    const lateSent = wire.events.findIndex((e) => e.kind === "sent" && e.path === "/admin/ajax/area");
    expect(lateSent).toBeGreaterThan(refreshAnswered);
    expect(wire.sent("/admin/ajax/area").map((e) => e.batoken)).toEqual([fresh]);
  });

  it("refreshes the member's token for /api calls by default, wherever it is used", async () => {
    const member = memorySession();
    const corp = createCorpClient({ baseUrl: server.baseUrl, sessions: { user: member } });
    const body = {
      tab: "register",
      username: "member409",
      password: "secret-1",
      mobile: "13800138409",
      keep: true,
    } as const;
    member.save((await corp.post("/api/user/checkIn", { body })).userInfo);
    const stale = member.token();
    await server.expireAccessTokens("user");

    const site = await corp.get("/api/index/index", { params: { query: { requiredLogin: 1 } } });
    expect(site.userInfo?.username).toBe("member409");
    expect(member.token()).not.toBe(stale);
  });

  it("a refused refresh ends the session once, rejects every waiting call and asks for the login", async () => {
    const member = memorySession();
    const navigations: string[] = [];
    const wire = recordingFetch();
    const corp = createCorpClient({
      baseUrl: server.baseUrl,
      sessions: { user: member },
      fetch: wire.fetch,
      onNavigate: (path) => navigations.push(path),
    });
    const body = {
      tab: "register",
      username: "member410",
      password: "secret-1",
      mobile: "13800138410",
      keep: true,
    } as const;
    member.save((await corp.post("/api/user/checkIn", { body })).userInfo);
    await server.expireAccessTokens("user");
    await server.revokeRefreshTokens("user-refresh");

    const outcomes = await Promise.allSettled([
      corp.get("/api/index/index", { params: { query: { requiredLogin: 1 } } }),
      corp.get("/api/index/index", { params: { query: { requiredLogin: 0 } } }),
    ]);
    const codes = outcomes.map((o) => (o.status === "rejected" && isApiError(o.reason) ? o.reason.code : 1));
    expect(codes).toEqual([409, 409]);
    expect(wire.sent(REFRESH)).toHaveLength(1);
    expect(member.token()).toBe("");
    expect(member.refreshToken()).toBe("");
    expect(navigations).toEqual(["/user/login"]);
  });
});
