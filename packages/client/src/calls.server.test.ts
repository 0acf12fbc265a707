import { networkErrorMessage } from "@corp/domain/error-catalogue";
import { t } from "@corp/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createCorpClient, isApiError, memorySession } from "./client.ts";
import { ADMIN_PASSWORD, recordingFetch, startServer, type TestServer } from "./test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.close());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("typed calls against the server", () => {
  it("answers the envelope's data, typed by the contract", async () => {
    const corp = createCorpClient({ baseUrl: server.baseUrl, language: "en" });
    const page = await corp.get("/api/portal/articles", { params: { query: { limit: 2 } } });
    expect(page.limit).toBe(2);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(2);
    const first = page.list[0];
    const title: string = first?.title ?? "";
    expect(title).not.toBe("");
    expect(page).not.toHaveProperty("code");
  });

  it("sends the language, the server flag and the member's token, and logs a member in and out", async () => {
    const member = memorySession();
    const wire = recordingFetch();
    const corp = createCorpClient({ baseUrl: server.baseUrl, language: "en", sessions: { user: member } });
    await corp.post("/api/user/checkIn", {
      body: { tab: "register", username: "reader01", password: "secret-1", email: "reader01@example.com" },
    });
    const login = await corp.post("/api/user/checkIn", {
      body: { tab: "login", username: "reader01", password: "secret-1" },
    });
    member.save(login.userInfo);
    const tracked = createCorpClient({
      baseUrl: server.baseUrl,
      language: "en",
      sessions: { user: member },
      fetch: wire.fetch,
    });
    const site = await tracked.get("/api/index/index", { params: { query: { requiredLogin: 1 } } });
    expect(site.userInfo?.username).toBe("reader01");
    expect(wire.sent("/api/index/index")[0]).toMatchObject({
      userToken: login.userInfo.token,
      batoken: null,
      lang: "en",
      server: "true",
    });

    await tracked.post("/api/user/logout", { body: { refreshToken: member.refreshToken() } });
    const error = await rejection(
      tracked.get("/api/index/index", { params: { query: { requiredLogin: 1 } } }),
    );
    expect(error.code).toBe(303);
  });

  it("turns an error envelope into an ApiError with the catalogue's message in the asked language", async () => {
    for (const language of ["en", "zh-cn"] as const) {
      const notices: string[] = [];
      const corp = createCorpClient({
        baseUrl: server.baseUrl,
        language,
        onNotice: (notice) => notices.push(notice.message),
      });
      const error = await rejection(
        corp.post("/admin/index/login", { body: { username: "admin", password: "wrong-password" } }),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 0, status: 200, msg: t("badCredentials", language) });
      expect(notices).toEqual([t("badCredentials", language)]);
    }
  });

  it("reports bad input (HTTP 400) with the server's message", async () => {
    const corp = createCorpClient({ baseUrl: server.baseUrl, language: "en" });
    const error = await rejection(corp.get("/api/portal/articles", { params: { query: { limit: 500 } } }));
    expect(error.status).toBe(400);
    expect(error.msg).toBe(t("incorrectParameter", "en"));
  });

  it("code 303 ends the member's session and asks to show the member login", async () => {
    const member = memorySession({ token: "not-a-session", refresh_token: "nor-this" });
    const navigations: string[] = [];
    const corp = createCorpClient({
      baseUrl: server.baseUrl,
      sessions: { user: member },
      onNavigate: (path) => navigations.push(path),
    });
    const error = await rejection(corp.get("/api/index/index", { params: { query: { requiredLogin: 1 } } }));
    expect(error.code).toBe(303);
    expect(member.token()).toBe("");
    expect(navigations).toEqual(["/user/login"]);
  });
});

describe("admin calls against the server", () => {
  const admins = { params: { path: { controller: "auth.Admin" } } } as const;
  /** A table's rows (index answers other shapes for the settings, profile and dashboard pages). */
  const rowsOf = (data: object): Record<string, unknown>[] =>
    "total" in data && "list" in data && Array.isArray(data.list) ? data.list : [];

  async function adminClient() {
    const admin = memorySession();
    const corp = createCorpClient({ baseUrl: server.baseUrl, language: "en", sessions: { admin } });
    const login = await corp.post("/admin/index/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    admin.save(login.userInfo);
    return { corp, admin };
  }

  it("sends a typed search filter and a list of keys as the server reads them", async () => {
    const { corp } = await adminClient();
    const found = await corp.get("/admin/{controller}/index", {
      params: {
        ...admins.params,
        query: {
          search: [
            { field: "username", operator: "IN", val: ["admin", "nobody"] },
            { field: "status", operator: "NOT NULL" },
          ],
        },
      },
    });
    expect(rowsOf(found).map((row) => row.username)).toEqual(["admin"]);
    const none = await corp.get("/admin/{controller}/index", {
      params: { ...admins.params, query: { search: [{ field: "username", operator: "eq", val: "nobody" }] } },
    });
    expect("total" in none && none.total).toBe(0);
    const id = String(rowsOf(found)[0]?.id);
    const chosen = await corp.get("/admin/{controller}/index", {
      params: { ...admins.params, query: { select: true, initValue: [id, "999999"] } },
    });
    expect(rowsOf(chosen).map((row) => String(row.id))).toEqual([id]);
  });

  it("lists, adds, edits and deletes a table's rows through its own typed operations", async () => {
    const { corp } = await adminClient();
    const added = await corp.post("/admin/content.FriendLink/add", {
      body: { title: "澄芯开发者社区", link: "https://developer.example.com/", weigh: 5 },
    });
    expect(added).toBeDefined();
    const found = await corp.get("/admin/content.FriendLink/index", {
      params: { query: { search: [{ field: "title", operator: "LIKE", val: "澄芯开发者" }] } },
    });
    const row = found.list[0];
    expect(found.total).toBe(1);
    const title: string = row?.title ?? "";
    const status: "1" | "0" | undefined = row?.status;
    expect([title, status, row?.link]).toEqual(["澄芯开发者社区", "1", "https://developer.example.com/"]);
    const id = row?.id ?? 0;
    await corp.post("/admin/content.FriendLink/edit", { body: { id, status: "0" } });
    const { row: edited } = await corp.get("/admin/content.FriendLink/edit", { params: { query: { id } } });
    expect([edited.status, edited.title]).toEqual(["0", "澄芯开发者社区"]);
    await corp.delete("/admin/content.FriendLink/del", { params: { query: { ids: [id] } } });
    const after = await corp.get("/admin/content.FriendLink/index", {
      params: { query: { search: [{ field: "id", operator: "eq", val: String(id) }] } },
    });
    expect(after.total).toBe(0);
  });

  it("reads the CSV export as text, typed as a string", async () => {
    const { corp } = await adminClient();
    const csv: string = await corp.get("/admin/{controller}/export", {
      params: { ...admins.params, query: { search: [{ field: "username", operator: "eq", val: "admin" }] } },
    });
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("admin");
  });

  it("uses a token and a language the call gives itself, and ends no session when that token is refused", async () => {
    const { admin } = await adminClient();
    const navigations: string[] = [];
    const held = memorySession({ token: "held-token", refresh_token: "held-refresh" });
    const corp = createCorpClient({
      baseUrl: server.baseUrl,
      language: "zh-cn",
      sessions: { admin: held },
      onNavigate: (path) => navigations.push(path),
    });
    const list = await corp.get("/admin/{controller}/index", {
      ...admins,
      headers: { batoken: admin.token() },
    });
    expect(rowsOf(list).length).toBeGreaterThan(0);
    const refused = await rejection(
      corp.get("/admin/index/index", { headers: { batoken: "not-a-token", "think-lang": "en" } }),
    );
    expect(refused.code).toBe(303);
    expect(refused.msg).toBe(t("needLogin", "en"));
    expect(held.token()).toBe("held-token");
    expect(navigations).toEqual([]);
  });
});

describe("duplicate requests against the server", () => {
  it("cancels the earlier of two identical requests and gives both callers the later answer", async () => {
    const wire = recordingFetch();
    const logs: string[] = [];
    const corp = createCorpClient({ baseUrl: server.baseUrl, fetch: wire.fetch, onLog: (m) => logs.push(m) });
    const init = { params: { query: { limit: 3 } } };
    const [first, second] = await Promise.all([
      corp.get("/api/portal/articles", init),
      corp.get("/api/portal/articles", init),
    ]);
    const sent = wire.sent("/api/portal/articles");
    expect(sent).toHaveLength(2);
    expect(sent[0]?.signal.aborted).toBe(true);
    expect(sent[1]?.signal.aborted).toBe(false);
    expect(first).toEqual(second);
    expect(first.list.length).toBeGreaterThan(0);
    expect(logs).toEqual([expect.stringContaining("/api/portal/articles")]);
  });

  it("lets different requests, and a call that opts out, run side by side", async () => {
    const wire = recordingFetch();
    const logs: string[] = [];
    const corp = createCorpClient({ baseUrl: server.baseUrl, fetch: wire.fetch, onLog: (m) => logs.push(m) });
    await Promise.all([
      corp.get("/api/portal/articles", { params: { query: { limit: 1 } } }),
      corp.get("/api/portal/articles", { params: { query: { limit: 2 } } }),
      corp.get("/api/portal/articles", { params: { query: { limit: 2 } } }, { cancelDuplicates: false }),
    ]);
    expect(wire.sent("/api/portal/articles").map((e) => e.signal.aborted)).toEqual([false, false, false]);
    expect(logs).toEqual([]);
  });
});

describe("the time limit against the server", () => {
  it("gives up on an answer that does not come in time, then works again", async () => {
    const wire = recordingFetch();
    const corp = createCorpClient({
      baseUrl: server.baseUrl,
      language: "en",
      timeoutMs: 300,
      fetch: wire.fetch,
    });
    const lock = await server.lockSettings();
    let error: ApiError;
    try {
      error = await rejection(corp.get("/api/user/checkIn"));
    } finally {
      await lock.release();
    }
    expect(error).toMatchObject({ code: 0, status: 0, msg: networkErrorMessage("timeout", "en") });
    expect(wire.sent("/api/user/checkIn")[0]?.signal.aborted).toBe(true);
    // The same client works again; this call gets a longer limit, as on a loaded machine the server may
    // still be finishing the request the client gave up on (the first limit is what is under test).
    const config = await corp.get("/api/user/checkIn", {}, { timeoutMs: 10_000 });
    expect(typeof config.openMemberCenter).toBe("boolean");
  });
});
