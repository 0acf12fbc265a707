import type { CorpClient, Side } from "@corp/client";
import { ResponseCode } from "@corp/domain/error-catalogue";

type Layer = Pick<CorpClient, "rawFetch" | "refreshToken" | "needLogin">;

/**
 * The envelope code a tRPC error carries (the server's errorFormatter puts it in `data.appCode`);
 * for a batch, the first one that means something to the session.
 */
export function appCodeOf(body: unknown): number | undefined {
  const items = Array.isArray(body) ? body : [body];
  for (const item of items) {
    const code = (item as { error?: { data?: { appCode?: unknown } } } | null)?.error?.data?.appCode;
    if (code === ResponseCode.tokenExpired || code === ResponseCode.needLogin) return code;
  }
  return undefined;
}

/**
 * tRPC's fetch: the request layer's headers and time limit, and the same session rules as the REST
 * calls (SPEC §4) although the answers are not envelopes: 409 joins the single token refresh and
 * replays the batch once; 303 clears the session and shows the login.
 */
export function createTrpcFetch(layer: Layer, side: Side = "admin") {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await layer.rawFetch(input, init);
    if (response.status === 200) return response;
    const code = appCodeOf(
      await response
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (code === ResponseCode.tokenExpired) {
      const refreshed = await layer.refreshToken(side);
      return refreshed.ok ? layer.rawFetch(input, init) : response;
    }
    if (code === ResponseCode.needLogin) layer.needLogin(side);
    return response;
  };
}
