import { INDEXNOW_KEY, type PushEngine } from "@corp/domain/collections/content/search-push";
import type { Env } from "../../env.ts";
import type { SecretOpener } from "../../services/setting-secrets.ts";
import { type ConfigValues, secretSetting } from "../../services/site-config.ts";

/** How long an engine may take to answer one push. */
export const PUSH_TIMEOUT_MS = 10_000;

/** An engine's answer to one push: whether it took the address, and what it said (kept for the admin). */
export type PushAnswer = { ok: boolean; text: string };

/** The engines switched on in the settings, each with what it needs; an engine lacking its key is off. */
export type PushTargets = Partial<Record<PushEngine, { endpoint: string; key: string }>>;

const on = (values: ConfigValues, name: string) => {
  const value = values.get(name);
  return value === true || value === 1 || value === "1" || value === "true";
};

export function pushTargetsOf(
  values: ConfigValues,
  env: Pick<Env, "SEARCH_PUSH_BAIDU_URL" | "SEARCH_PUSH_INDEXNOW_URL">,
  secrets: SecretOpener,
): PushTargets {
  const targets: PushTargets = {};
  const token = secretSetting(values, "search_push_baidu_token", secrets);
  if (on(values, "search_push_baidu") && token !== "")
    targets.baidu = { endpoint: env.SEARCH_PUSH_BAIDU_URL, key: token };
  const key = String(values.get("search_push_indexnow_key") ?? "").trim();
  if (on(values, "search_push_indexnow") && INDEXNOW_KEY.test(key))
    targets.indexnow = { endpoint: env.SEARCH_PUSH_INDEXNOW_URL, key };
  return targets;
}

/** The IndexNow key the site serves at /<key>.txt: set only while IndexNow is on. */
export function indexNowKeyOf(values: ConfigValues): string | undefined {
  const key = String(values.get("search_push_indexnow_key") ?? "").trim();
  return on(values, "search_push_indexnow") && INDEXNOW_KEY.test(key) ? key : undefined;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const excerpt = (status: number, body: string) =>
  `HTTP ${status} ${body.replace(/\s+/g, " ").trim()}`.slice(0, 500);

/**
 * Baidu's link push (普通收录 API 提交): the addresses one per line, the site and token in the query.
 * It answers 200 `{"success": n, "remain": m, "not_same_site": [...], "not_valid": [...]}`, or an error
 * status with `{"error": code, "message": "..."}`; an address among `not_same_site` or `not_valid` was
 * not taken.
 */
function baiduRequest(url: string, site: string, target: { endpoint: string; key: string }) {
  const address = new URL(target.endpoint);
  address.searchParams.set("site", site);
  address.searchParams.set("token", target.key);
  return {
    address: address.href,
    init: { method: "POST", headers: { "content-type": "text/plain" }, body: url },
    took: (status: number, body: string) => {
      if (status !== 200) return false;
      try {
        const answer = JSON.parse(body) as {
          success?: unknown;
          not_same_site?: unknown;
          not_valid?: unknown;
        };
        const refused = [answer.not_same_site, answer.not_valid].some(
          (list) => Array.isArray(list) && list.length > 0,
        );
        return typeof answer.success === "number" && answer.success > 0 && !refused;
      } catch {
        return false;
      }
    },
  };
}

/**
 * IndexNow: `{host, key, keyLocation, urlList}` as JSON; 200 or 202 when it took them. The key file is
 * this site's /<key>.txt, which the engine reads to check the key.
 */
function indexNowRequest(url: string, site: string, target: { endpoint: string; key: string }) {
  const origin = new URL(site);
  const body = {
    host: origin.host,
    key: target.key,
    keyLocation: `${origin.origin}/${target.key}.txt`,
    urlList: [url],
  };
  return {
    address: target.endpoint,
    init: {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
    },
    took: (status: number) => status === 200 || status === 202,
  };
}

/** Pushes one address of the site to one engine; never throws (an unreachable engine is an answer too). */
export async function pushTo(
  engine: PushEngine,
  url: string,
  site: string,
  target: { endpoint: string; key: string },
  send: Fetch = (address, init) => fetch(address, init),
): Promise<PushAnswer> {
  const request = engine === "baidu" ? baiduRequest(url, site, target) : indexNowRequest(url, site, target);
  try {
    const response = await send(request.address, {
      ...request.init,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    const body = await response.text();
    return { ok: request.took(response.status, body), text: excerpt(response.status, body) };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? "no answer within 10 s" : "unreachable";
    return {
      ok: false,
      text: `${reason}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
    };
  }
}
