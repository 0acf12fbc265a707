import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { sendMail } from "../services/mail.ts";
import { sampleSum } from "../test/prometheus-text.ts";
import { smtpSink } from "../test/smtp-sink.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../test/test-app.ts";
import { makeWebDist } from "../test/web-dist.ts";

const TOKEN = "scrape-0123456789-abcdef";
const bearer = { authorization: `Bearer ${TOKEN}` };

describe("GET /metrics switched off (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it("answers 404 like any unknown address, token or not", async () => {
    for (const headers of [{}, bearer]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
  });
});

describe("GET /metrics switched on", () => {
  let t: TestApp;
  const dist = makeWebDist();
  beforeAll(async () => {
    t = await createTestApp({
      serveWeb: true,
      env: {
        METRICS: "on",
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOW: "10.1.0.0/16, 192.0.2.7",
        WEB_DIST: dist,
        RENDER_THREADS: "0",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.body;
  };

  it("answers 401 in the envelope without the token, or with another", async () => {
    for (const authorization of [undefined, "Bearer not-the-token-at-all", `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ code: 401, data: null });
      expect(res.body).not.toContain("corpsite_");
    }
  });

  it("answers 200 to a listed address or range without the token, 401 to others", async () => {
    for (const remoteAddress of ["10.1.200.3", "192.0.2.7", "::ffff:10.1.0.9"]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain("corpsite_http_requests_total");
    }
    for (const remoteAddress of ["10.2.0.1", "192.0.2.8", "127.0.0.1"]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(401);
    }
  });

  it("counts a successful login as one (before failures ask for the captcha)", async () => {
    const before = await scrape();
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      payload: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(res.json().code).toBe(1);
    const after = await scrape();
    const labels = { account: "admin", result: "success" };
    expect(
      (sampleSum(after, "corpsite_logins_total", labels) ?? 0) -
        (sampleSum(before, "corpsite_logins_total", labels) ?? 0),
    ).toBe(1);
  });

  it("shows the figures moving under a load of pages, failed logins, mails and a failed query", async () => {
    const before = await scrape();
    // 200 requests of the home page, 20 at a time, half with a query nobody reads: the first is
    // rendered, the rest answered from the cache.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: "GET",
            url: i % 2 ? "/" : `/?from=${batch}-${i}`,
            headers: { accept: "text/html" },
          }),
        ),
      );
      for (const res of answers) expect(res.statusCode).toBe(200);
    }
    // Pages the not-found handler serves count under the page they show, other misses under one name.
    for (const url of ["/article/999999", "/article/999998", "/no/such/page", "/api/no-such-call"])
      await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    for (let i = 0; i < 3; i++) {
      const admin = await t.app.inject({
        method: "POST",
        url: "/admin/index/login",
        payload: { username: "admin", password: `wrong-Pass${i}` },
      });
      expect(admin.json().code).toBe(0);
      const member = await t.app.inject({
        method: "POST",
        url: "/api/user/checkIn",
        payload: { tab: "login", username: "nobody_here", password: `wrong-Pass${i}` },
      });
      expect(member.json().code).toBe(0);
    }
    const accepting = await smtpSink();
    const refusing = await smtpSink({ refuseLogin: true });
    try {
      const settings = { user: "mailer", pass: "secret", verification: "" as const, sender: "s@example.com" };
      const mail = { to: "a@example.com", subject: "s", text: "t" };
      await sendMail({ ...settings, host: "127.0.0.1", port: accepting.port }, mail);
      await expect(sendMail({ ...settings, host: "127.0.0.1", port: refusing.port }, mail)).rejects.toThrow();
    } finally {
      await accepting.close();
      await refusing.close();
    }
    await expect(sql`select * from no_such_table`.execute(t.services.db)).rejects.toThrow();
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sampleSum(after, name, labels) ?? 0) - (sampleSum(before, name, labels) ?? 0);
    const home = { route: "/", method: "GET" };
    expect(moved("corpsite_http_requests_total", { ...home, status: "200" })).toBe(200);
    expect(moved("corpsite_http_request_duration_seconds_count", home)).toBe(200);
    expect(moved("corpsite_http_request_duration_seconds_sum", home)).toBeGreaterThan(0);
    expect(moved("corpsite_http_requests_total", { route: "/metrics", status: "200" })).toBe(1);
    expect(moved("corpsite_http_requests_total", { route: "page:article", status: "404" })).toBe(2);
    expect(moved("corpsite_http_requests_total", { route: "page:notFound", status: "404" })).toBe(1);
    expect(moved("corpsite_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    // Never a raw address as a label: no query, no id.
    expect(after).not.toMatch(/route="[^"]*(\?|\d{6})/);
    expect(moved("corpsite_answer_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(180);
    expect(moved("corpsite_answer_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(moved("corpsite_logins_total", { account: "admin", result: "failure" })).toBe(3);
    expect(moved("corpsite_logins_total", { account: "member", result: "failure" })).toBe(3);
    expect(moved("corpsite_logins_total", { result: "success" })).toBe(0);
    expect(moved("corpsite_mails_total", { result: "sent" })).toBe(1);
    expect(moved("corpsite_mails_total", { result: "failed" })).toBe(1);
    expect(moved("corpsite_db_query_errors_total", { kind: "other" })).toBe(1);
    // The figures of the moment are there (no render waits now; the embedded database has no pool).
    expect(sampleSum(after, "corpsite_render_queued")).toBe(0);
    expect(sampleSum(after, "corpsite_render_active")).toBe(0);
    expect(sampleSum(after, "corpsite_render_refusals_total")).toBeGreaterThanOrEqual(0);
    // A PostgreSQL server's pool has connections open; the embedded database has no pool (0).
    if (process.env.DATABASE_URL) expect(sampleSum(after, "corpsite_db_pool_connections")).toBeGreaterThan(0);
    else expect(sampleSum(after, "corpsite_db_pool_connections")).toBe(0);
    expect(sampleSum(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sampleSum(after, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("the sample Grafana dashboard (docs/ops/grafana-dashboard.json)", () => {
  it("reads only figures the server answers", async () => {
    const file = resolve(import.meta.dirname, "../../../../docs/ops/grafana-dashboard.json");
    const dashboard = JSON.parse(readFileSync(file, "utf8")) as { panels: { targets: { expr: string }[] }[] };
    const queried = new Set(
      dashboard.panels
        .flatMap((panel) => panel.targets.map((target) => target.expr))
        .flatMap((expr) => expr.match(/\b(corpsite|nodejs|process)_\w+/g) ?? [])
        .map((name) => name.replace(/_(bucket|sum|count)$/, "")),
    );
    expect(queried.size).toBeGreaterThanOrEqual(15);
    const t = await createTestApp({ env: { METRICS: "on", METRICS_ALLOW: "127.0.0.1" } });
    try {
      const res = await t.app.inject({ method: "GET", url: "/metrics" });
      const answered = new Set([...res.body.matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1]));
      expect([...queried].filter((name) => !answered.has(name))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("the metrics settings", () => {
  it("refuse metrics switched on that nobody may read, and addresses that are not addresses", () => {
    expect(() => readEnv({ METRICS: "on" })).toThrow(/METRICS_TOKEN or METRICS_ALLOW/);
    expect(() => readEnv({ METRICS: "on", METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/METRICS_ALLOW/);
    expect(() => readEnv({ METRICS: "on", METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(readEnv({ METRICS: "on", METRICS_ALLOW: "10.0.0.0/8, ::1" }).METRICS_ALLOW).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
    expect(readEnv({}).METRICS).toBe("off");
  });
});
