import { afterAll, beforeAll } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "./test-app.ts";

type Envelope = { code: number; msg: string; data: Record<string, unknown> & { list?: Row[]; row?: Row } };
export type Row = Record<string, unknown> & { id: number; children?: Row[] };

/** Requests as BuildAdmin's client sends them: the admin token in `batoken`, forms as JSON bodies. */
export function wireClient(t: TestApp, token: string) {
  const send = async (
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: object,
  ): Promise<Envelope> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { batoken: token, "think-lang": "zh-cn", server: "true" },
      ...(payload ? { payload } : {}),
    });
    return res.json();
  };
  return {
    get: (url: string) => send("GET", url),
    /** Without a body, as its axios posts a request of query `params` alone. */
    post: (url: string, body?: object) => send("POST", url, body),
    del: (url: string) => send("DELETE", url),
  };
}

/** Every row of a tree answer, children after their parent. */
export const flatRows = (rows: Row[]): Row[] => rows.flatMap((r) => [r, ...flatRows(r.children ?? [])]);

/** A test app with the admin logged in as BuildAdmin's client, set up and closed around a describe block. */
export function wireSession() {
  const session = {} as { t: TestApp; token: string; ba: ReturnType<typeof wireClient> };
  beforeAll(async () => {
    session.t = await createTestApp();
    session.token = (await loginAdmin(session.t.app)).token;
    session.ba = wireClient(session.t, session.token);
  });
  afterAll(() => session.t.close());
  return session;
}
