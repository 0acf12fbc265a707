// @vitest-environment node
import { httpStatusMessage, networkErrorMessage, successMessage } from "@corp/domain/error-catalogue";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { createCorpClient } from "./client.ts";
import { envelope, harness, ORIGIN, pendingUntilAborted } from "./test-harness.ts";

const common = { menuArr: [], linkArr: [] };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("request headers", () => {
  it("sends the language, the server flag and both stored tokens", async () => {
    const h = harness({ lang: "zh-cn" });
    h.state.stored.admin.token = "admin-token";
    h.state.stored.user.token = "user-token";
    h.respond.mockResolvedValue(envelope(1, common));
    await h.corp.get("/api/Index/common");
    const headers = h.sent[0]?.headers;
    expect(headers?.get("think-lang")).toBe("zh-cn");
    expect(headers?.get("server")).toBe("true");
    expect(headers?.get("batoken")).toBe("admin-token");
    expect(headers?.get("ba-user-token")).toBe("user-token");
    expect(h.sent[0]?.url).toBe(`${ORIGIN}/api/Index/common`);
  });

  it("leaves out the server flag when asked to", async () => {
    const h = harness();
    const corp = createCorpClient({ baseUrl: ORIGIN, server: false, fetch: h.respond });
    h.respond.mockResolvedValue(envelope(1, common));
    await corp.get("/api/Index/common");
    expect(h.respond.mock.calls[0]?.[0].headers.has("server")).toBe(false);
  });

  it("leaves the token headers out when nobody is logged in", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(1, common));
    await h.corp.get("/api/Index/common");
    expect(h.sent[0]?.headers.has("batoken")).toBe(false);
    expect(h.sent[0]?.headers.has("ba-user-token")).toBe(false);
  });
});

describe("the envelope", () => {
  it("resolves the data of code 1, silently unless a success toast is asked for", async () => {
    const h = harness();
    h.respond.mockImplementation(async () => envelope(1, common));
    await expect(h.corp.get("/api/Index/common")).resolves.toEqual(common);
    expect(h.notices).toEqual([]);
    await h.corp.get("/api/Index/common", undefined, { showSuccessMessage: true });
    expect(h.notices).toEqual([{ type: "success", message: successMessage("en") }]);
  });

  it("shows the server's msg of another code and rejects with a typed ApiError", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(0, { fields: { username: "bad" } }, "Wrong password"));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error).toMatchObject({ code: 0, msg: "Wrong password", status: 200 });
    expect(error.data).toEqual({ fields: { username: "bad" } });
    expect(h.notices).toEqual([{ type: "error", message: "Wrong password" }]);
  });

  it("keeps quiet when the caller disables error messages", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(0, null, "Nope"));
    await rejection(h.corp.get("/api/Index/common", undefined, { showErrorMessage: false }));
    expect(h.notices).toEqual([]);
  });

  it("302 navigates to data.routePath", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(302, { routePath: "/user/overview" }, ""));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error.code).toBe(302);
    expect(h.navigations).toEqual(["/user/overview"]);
  });

  it("302 falls back to data.routeName", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(302, { routeName: "admin/dashboard" }));
    await rejection(h.corp.get("/api/Index/common"));
    expect(h.navigations).toEqual(["/admin/dashboard"]);
  });

  it("303 'need login' clears that side's session and goes to its login", async () => {
    const h = harness({ path: "/user/overview" });
    h.state.stored.user.token = "user-token";
    h.state.stored.admin.token = "admin-token";
    h.respond.mockResolvedValue(envelope(303, { type: "need login" }, "Please login first"));
    const error = await rejection(
      h.corp.get("/api/index/index", { params: { query: { requiredLogin: 1 } } }),
    );
    expect(error.code).toBe(303);
    expect(h.tokens.user.cleared).toBe(1);
    expect(h.tokens.admin.cleared).toBe(0);
    expect(h.navigations).toEqual(["/user/login"]);
  });

  it("303 of the admin area clears the admin session", async () => {
    const h = harness({ path: "/admin/loading" });
    h.state.stored.admin.token = "admin-token";
    h.respond.mockResolvedValue(envelope(303, { type: "need login" }));
    await rejection(h.corp.get("/admin/index/index"));
    expect(h.tokens.admin.cleared).toBe(1);
    expect(h.navigations).toEqual(["/admin/login"]);
  });

  it("303 without 'need login' goes to the base path of the side", async () => {
    const h = harness({ path: "/admin/dashboard" });
    h.respond.mockResolvedValue(envelope(303, null));
    await rejection(h.corp.get("/admin/index/index"));
    expect(h.tokens.admin.cleared).toBe(0);
    expect(h.navigations).toEqual(["/admin"]);
  });
});

describe("HTTP and network failures", () => {
  it("HTTP 500 shows the catalogue text", async () => {
    const h = harness();
    h.respond.mockResolvedValue(new Response("<html>Bad Gateway</html>", { status: 500 }));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error).toMatchObject({ code: 0, status: 500, msg: httpStatusMessage(500, "en") });
    expect(h.notices).toEqual([{ type: "error", message: "Server internal error!" }]);
  });

  it("HTTP 404 names the address", async () => {
    const h = harness({ lang: "zh-cn" });
    h.respond.mockResolvedValue(new Response(null, { status: 404 }));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error.msg).toBe(httpStatusMessage(404, "zh-cn", "/api/Index/common"));
    expect(error.status).toBe(404);
  });

  it("a time-out aborts the request and reports it", async () => {
    const h = harness({ timeoutMs: 30 });
    h.respond.mockImplementation(pendingUntilAborted);
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error.msg).toBe(networkErrorMessage("timeout", "en"));
    expect(h.sent[0]?.signal.aborted).toBe(true);
    expect(h.notices).toEqual([{ type: "error", message: "Network request timeout!" }]);
  });

  it("a failed fetch while offline says so", async () => {
    const h = harness();
    h.state.online = false;
    h.respond.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error).toMatchObject({ code: 0, status: 0, msg: networkErrorMessage("offline", "en") });
  });

  it("a failed fetch while online is a server exception", async () => {
    const h = harness();
    h.respond.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error.msg).toBe(networkErrorMessage("network", "en"));
  });
});

describe("what the caller sets itself", () => {
  it("sends the language a call asks for instead of the client's", async () => {
    const h = harness({ lang: "zh-cn" });
    h.respond.mockResolvedValue(envelope(1, common));
    await h.corp.get("/api/Index/common", { params: { header: { "think-lang": "en" } } });
    expect(h.sent[0]?.headers.get("think-lang")).toBe("en");
  });

  it("keeps a token the call brings; its 409 refreshes no session and its 303 ends none", async () => {
    const h = harness({ path: "/admin/dashboard" });
    h.state.stored.admin.token = "session-token";
    h.state.stored.admin.refreshToken = "session-refresh";
    h.respond.mockResolvedValueOnce(envelope(409, null, "Token expired"));
    h.respond.mockResolvedValueOnce(envelope(303, { type: "need login" }, "Please login first"));
    const init = { headers: { batoken: "own-token" } };
    expect((await rejection(h.corp.get("/admin/index/index", init))).code).toBe(409);
    expect((await rejection(h.corp.get("/admin/index/index", init))).code).toBe(303);
    expect(h.sent.map((r) => r.headers.get("batoken"))).toEqual(["own-token", "own-token"]);
    expect(h.state.stored.admin.token).toBe("session-token");
    expect(h.navigations).toEqual([]);
  });
});

describe("answers the contract does not describe", () => {
  it("rejects with an ApiError, the reading error as its cause", async () => {
    const h = harness();
    h.respond.mockResolvedValue(
      new Response("<html>proxy page</html>", { headers: { "content-type": "text/html" } }),
    );
    const error = await rejection(h.corp.get("/api/Index/common"));
    expect(error).toMatchObject({ code: 0, status: 0, msg: networkErrorMessage("network", "en") });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it("lets a caller's own cancelling through as the AbortError it is", async () => {
    const h = harness();
    h.respond.mockImplementation(pendingUntilAborted);
    const controller = new AbortController();
    const call = h.corp.get("/api/Index/common", { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("duplicate requests", () => {
  it("aborts the earlier identical request, logs it, and gives both callers the newer answer", async () => {
    const h = harness();
    h.respond.mockImplementationOnce(pendingUntilAborted);
    h.respond.mockImplementationOnce(async () => envelope(1, { menuArr: [], linkArr: [{ id: 2 }] }));
    const first = h.corp.get("/api/Index/common");
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = h.corp.get("/api/Index/common");
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a.linkArr).toHaveLength(1);
    expect(h.sent[0]?.signal.aborted).toBe(true);
    expect(h.logs).toHaveLength(1);
    expect(h.logs[0]).toContain("/api/Index/common");
    expect(h.notices).toEqual([]);
  });

  it("cancels quietly unless told whom to tell (onLog)", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const respond = vi.fn<(request: Request) => Promise<Response>>();
    respond.mockImplementationOnce(pendingUntilAborted);
    respond.mockImplementationOnce(async () => envelope(1, common));
    const corp = createCorpClient({ baseUrl: ORIGIN, fetch: respond });
    const first = corp.get("/api/Index/common");
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([first, corp.get("/api/Index/common")]);
    expect(respond.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it("treats a different body as a different request", async () => {
    const h = harness();
    h.respond.mockImplementation(async (request) => {
      const body = (await request.json()) as { username: string };
      return envelope(0, null, body.username);
    });
    const one = rejection(h.corp.post("/admin/index/login", { body: { username: "a", password: "x" } }));
    const two = rejection(h.corp.post("/admin/index/login", { body: { username: "b", password: "x" } }));
    expect((await one).msg).toBe("a");
    expect((await two).msg).toBe("b");
    expect(h.logs).toEqual([]);
  });
});

describe("an expired token (409)", () => {
  function expiringServer(h: ReturnType<typeof harness>, refreshAnswer: () => Promise<Response>) {
    let refreshes = 0;
    h.respond.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/common/refreshToken") {
        refreshes += 1;
        return refreshAnswer();
      }
      if (request.headers.get("batoken") !== "fresh") return envelope(409, null, "Token expired");
      return envelope(1, path === "/api/Index/common" ? common : { path });
    });
    return { refreshes: () => refreshes };
  }

  it("refreshes exactly once for three concurrent requests and replays them all", async () => {
    const h = harness({ path: "/admin/dashboard" });
    Object.assign(h.state.stored.admin, { token: "stale", refreshToken: "admin-refresh" });
    Object.assign(h.state.stored.user, { token: "member", refreshToken: "user-refresh" });
    const server = expiringServer(h, async () =>
      envelope(1, { type: "admin-refresh", token: "fresh", refreshToken: "admin-refresh-2" }),
    );
    const results = await Promise.all([
      h.corp.get("/api/Index/common"),
      h.corp.get("/api/index/index", { params: { query: { requiredLogin: 0 } } }),
      h.corp.get("/admin/index/index"),
    ]);
    expect(server.refreshes()).toBe(1);
    expect(results[1]).toEqual({ path: "/api/index/index" });
    expect(results[2]).toEqual({ path: "/admin/index/index" });
    expect(h.state.stored.admin.token).toBe("fresh");
    // The refresh token sent is used up (ADR 0017): the new one is kept for the next refresh.
    expect(h.state.stored.admin.refreshToken).toBe("admin-refresh-2");
    const refresh = h.sent.find((r) => r.url.endsWith("/api/common/refreshToken"));
    expect(await refresh?.json()).toEqual({ refreshToken: "admin-refresh" });
    const replays = h.sent.filter((r) => r.headers.get("batoken") === "fresh");
    expect(replays).toHaveLength(3);
    expect(h.notices).toEqual([]);
  });

  it("holds back a new request until the running refresh has finished", async () => {
    const h = harness({ path: "/admin/dashboard" });
    Object.assign(h.state.stored.admin, { token: "stale", refreshToken: "admin-refresh" });
    let finishRefresh: (r: Response) => void = () => undefined;
    expiringServer(h, () => new Promise((resolve) => (finishRefresh = resolve)));
    const first = h.corp.get("/admin/index/index");
    await waitUntil(() => h.sent.some((r) => r.url.endsWith("/refreshToken")));
    const later = h.corp.get("/api/index/index", { params: { query: { requiredLogin: 0 } } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.sent.filter((r) => r.url.endsWith("/api/index/index"))).toHaveLength(0);
    finishRefresh(envelope(1, { type: "admin-refresh", token: "fresh" }));
    await Promise.all([first, later]);
    const sentLater = h.sent.filter((r) => r.url.includes("/api/index/index"));
    expect(sentLater.map((r) => r.headers.get("batoken"))).toEqual(["fresh"]);
  });

  it("uses the member's refresh token outside the admin area", async () => {
    const h = harness({ path: "/user/overview" });
    Object.assign(h.state.stored.user, { token: "stale", refreshToken: "user-refresh" });
    h.respond.mockImplementation(async (request) => {
      if (request.url.endsWith("/api/common/refreshToken"))
        return envelope(1, { type: "user-refresh", token: "new" });
      return request.headers.get("ba-user-token") === "new" ? envelope(1, common) : envelope(409, null);
    });
    await h.corp.get("/api/Index/common");
    expect(h.state.stored.user.token).toBe("new");
  });

  it("a failed refresh removes that side's tokens and goes to its login", async () => {
    const h = harness({ path: "/admin/dashboard" });
    Object.assign(h.state.stored.admin, { token: "stale", refreshToken: "revoked" });
    const server = expiringServer(h, async () => envelope(0, null, "Refresh token invalid"));
    const errors = await Promise.all([
      rejection(h.corp.get("/admin/index/index")),
      rejection(h.corp.get("/api/Index/common")),
    ]);
    expect(server.refreshes()).toBe(1);
    expect(errors.map((e) => e.code)).toEqual([409, 409]);
    expect(h.tokens.admin.cleared).toBe(1);
    expect(h.state.stored.admin).toEqual({ token: "", refreshToken: "" });
    expect(h.navigations).toEqual(["/admin/login"]);
    expect(h.notices).toEqual([{ type: "error", message: "Refresh token invalid" }]);
  });

  it("does not navigate when the login page is already shown", async () => {
    const h = harness({ path: "/admin/login" });
    Object.assign(h.state.stored.admin, { token: "stale", refreshToken: "" });
    expiringServer(h, async () => envelope(0, null));
    await rejection(h.corp.get("/admin/index/login"));
    expect(h.tokens.admin.cleared).toBe(1);
    expect(h.navigations).toEqual([]);
  });
});

describe("the typed client", () => {
  it("goes through the request layer even without per-call options", async () => {
    const h = harness();
    h.respond.mockResolvedValue(envelope(0, null, "Refused"));
    await rejection(h.corp.fetchClient.GET("/api/Index/common"));
    expect(h.sent[0]?.headers.get("server")).toBe("true");
    expect(h.notices).toEqual([{ type: "error", message: "Refused" }]);
  });
});

describe("rawFetch (for tRPC)", () => {
  it("adds the session headers to a relative URL without touching the body", async () => {
    const h = harness();
    h.state.stored.admin.token = "admin-token";
    h.respond.mockResolvedValue(new Response('[{"result":{"data":1}}]', { status: 200 }));
    const response = await h.corp.rawFetch("/admin/trpc/dashboard.overview?batch=1", { method: "GET" });
    expect(await response.json()).toEqual([{ result: { data: 1 } }]);
    expect(h.sent[0]?.url).toBe(`${ORIGIN}/admin/trpc/dashboard.overview?batch=1`);
    expect(h.sent[0]?.headers.get("batoken")).toBe("admin-token");
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error("condition never became true");
}
