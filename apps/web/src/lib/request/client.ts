import type { AdminLoginRequest, CheckInRequest, paths } from "@corp/contract/types";
import createClient from "openapi-fetch";
import { ApiError } from "./api-error.ts";
import type { RequestLayer, RequestOptions } from "./request-layer.ts";

export type CallOptions = RequestOptions & { signal?: AbortSignal };

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The `data` of a code-1 envelope. Any other answer has already become an ApiError in the request
 * layer, so a missing body here means the server answered without one.
 */
export async function envelopeData<T extends { data: unknown }>(
  call: Promise<Answer<T>>,
): Promise<T["data"]> {
  const { data, response } = await call;
  if (data === undefined) throw new ApiError({ code: 0, msg: "", status: response.status });
  return data.data;
}

/** For answers without data (logout): settles when the request layer has accepted the envelope. */
export async function envelopeDone(call: Promise<{ response: Response }>): Promise<void> {
  await call;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The contract's typed client on the request layer, plus one helper per endpoint the web app calls. */
export function createApiClient(layer: Pick<RequestLayer, "fetch">, baseUrl: string) {
  // The default fetch is the request layer too, so a call on `client` without `through()` still gets
  // the headers, time limit and envelope handling (with the default options).
  const client = createClient<paths>({ baseUrl, fetch: (request) => layer.fetch(request) });

  /** Per-call options travel in the fetch openapi-fetch is given for that one call. */
  const through = ({ signal, ...options }: CallOptions = {}) => ({
    fetch: (request: Request) => layer.fetch(request, options),
    ...(signal ? { signal } : {}),
  });

  return {
    client,
    through,
    common: (options?: CallOptions) => envelopeData(client.GET("/api/Index/common", through(options))),
    siteIndex: (requiredLogin: 0 | 1, options?: CallOptions) =>
      envelopeData(
        client.GET("/api/index/index", { params: { query: { requiredLogin } }, ...through(options) }),
      ),
    adminIndex: (options?: CallOptions) => envelopeData(client.GET("/admin/index/index", through(options))),
    adminLoginConfig: (options?: CallOptions) =>
      envelopeData(client.GET("/admin/index/login", through(options))),
    adminLogin: (body: AdminLoginRequest, options?: CallOptions) =>
      envelopeData(client.POST("/admin/index/login", { body, ...through(options) })),
    adminLogout: (refreshToken: string, options?: CallOptions) =>
      envelopeDone(client.POST("/admin/index/logout", { body: { refreshToken }, ...through(options) })),
    userCheckInConfig: (options?: CallOptions) =>
      envelopeData(client.GET("/api/user/checkIn", through(options))),
    userCheckIn: (body: CheckInRequest, options?: CallOptions) =>
      envelopeData(client.POST("/api/user/checkIn", { body, ...through(options) })),
    userLogout: (refreshToken: string, options?: CallOptions) =>
      envelopeDone(client.POST("/api/user/logout", { body: { refreshToken }, ...through(options) })),
  };
}
