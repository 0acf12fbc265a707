// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { appCodeOf, createTrpcFetch } from "./trpc-fetch.ts";

const trpcError = (appCode: number) =>
  new Response(
    JSON.stringify([{ error: { message: "x", code: -32001, data: { appCode, httpStatus: 401 } } }]),
    {
      status: 401,
      headers: { "content-type": "application/json" },
    },
  );

const ok = () => new Response(JSON.stringify([{ result: { data: { counts: {} } } }]), { status: 200 });

function fakeLayer(responses: Response[], refreshOk = true) {
  return {
    rawFetch: vi.fn(async () => responses.shift() ?? ok()),
    refreshToken: vi.fn(async () => ({ ok: refreshOk })),
    needLogin: vi.fn(),
  };
}

describe("appCodeOf", () => {
  it("finds the session code in a single or batched error", () => {
    expect(appCodeOf([{ result: {} }, { error: { data: { appCode: 409 } } }])).toBe(409);
    expect(appCodeOf({ error: { data: { appCode: 303 } } })).toBe(303);
    expect(appCodeOf({ error: { data: { appCode: 0 } } })).toBeUndefined();
    expect(appCodeOf(undefined)).toBeUndefined();
  });
});

describe("createTrpcFetch", () => {
  it("refreshes on 409 and replays the call once", async () => {
    const layer = fakeLayer([trpcError(409), ok()]);
    const response = await createTrpcFetch(layer)("/admin/trpc/dashboard.overview?batch=1", {
      method: "GET",
    });
    expect(response.status).toBe(200);
    expect(layer.refreshToken).toHaveBeenCalledWith("admin");
    expect(layer.rawFetch).toHaveBeenCalledTimes(2);
  });

  it("hands back the error when the refresh fails", async () => {
    const layer = fakeLayer([trpcError(409)], false);
    const response = await createTrpcFetch(layer)("/admin/trpc/x");
    expect(response.status).toBe(401);
    expect(layer.rawFetch).toHaveBeenCalledTimes(1);
  });

  it("sends the admin to the login on 303", async () => {
    const layer = fakeLayer([trpcError(303)]);
    await createTrpcFetch(layer)("/admin/trpc/x");
    expect(layer.needLogin).toHaveBeenCalledWith("admin");
    expect(layer.refreshToken).not.toHaveBeenCalled();
  });
});
