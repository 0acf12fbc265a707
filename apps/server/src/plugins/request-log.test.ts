import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type Session, type TestApp } from "../test/test-app.ts";
import { logOptions } from "./log-options.ts";

/** A JSON POST whose body leaves 50 ms after its headers. */
function postSlowly(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { port, path, method: "POST", headers: { ...headers, "content-type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.flushHeaders();
    setTimeout(() => request.end(JSON.stringify(body)), 50);
  });
}

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

/** The server's log lines, as an operator's log shipper reads them: one JSON object a line. */
function captureLog() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { raw, stream, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

describe("request ids and the request log", () => {
  let t: TestApp;
  let admin: Session;
  const log = captureLog();
  const linesOf = (id: string) => log.lines().filter((line) => line.reqId === id);

  beforeAll(async () => {
    const options = logOptions("info");
    t = await createTestApp({
      logger: typeof options === "object" ? { ...options, stream: log.stream } : options,
    });
    admin = await loginAdmin(t.app);
  });
  afterAll(() => t.close());

  /** Runs `work` while the table is away: every query of it fails as a fault of ours (HTTP 500). */
  const withoutTable = async (table: string, work: () => Promise<void>) => {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(t.services.db);
    try {
      await work();
    } finally {
      await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(
        t.services.db,
      );
    }
  };

  it("shows a failure's request id in the envelope and the header, and its log line names route, status and admin", async () => {
    await withoutTable("admin_log", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/admin/auth.adminLog/index?batoken=also-in-the-query",
        headers: { batoken: admin.token },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toMatchObject({
        code: 0,
        data: { requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
      });
      expect(res.headers["x-request-id"]).toBe(body.data.requestId);
      const lines = linesOf(body.data.requestId);
      expect(lines.find((line) => line.msg === "request failed")?.err).toBeDefined();
      expect(lines.filter((line) => line.msg === "request")).toEqual([
        expect.objectContaining({
          route: "/admin/:controller/index",
          path: "/admin/auth.adminLog/index",
          method: "GET",
          status: 500,
          ms: expect.any(Number),
          actor: "admin:1",
        }),
      ]);
    });
  });

  it("shows it on the HTML error page a browser gets, in the visitor's language", async () => {
    await withoutTable("admin_log", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/admin/auth.adminLog/index",
        headers: { batoken: admin.token, accept: "text/html", cookie: "lang=en" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      const id = String(res.headers["x-request-id"]);
      expect(res.body).toContain(`Request ID: ${id}`);
      expect(linesOf(id).find((line) => line.msg === "request")).toMatchObject({
        status: 500,
        actor: "admin:1",
      });
    });
  });

  it("names the admin of a request whose session is checked after its body is read", async () => {
    // Over a real connection, the body sent well after the headers: it then arrives from the socket,
    // outside the context the request's handling began in.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    await withoutTable("friend_link", async () => {
      const res = await postSlowly(
        port,
        "/admin/content.friendLink/add",
        { batoken: admin.token },
        {
          title: "A link",
          link: "https://example.com/",
          status: "1",
        },
      );
      expect(res.status).toBe(500);
      const id = (JSON.parse(res.body) as { data: { requestId: string } }).data.requestId;
      expect(linesOf(id).find((line) => line.msg === "request")).toMatchObject({
        route: "/admin/:controller/add",
        method: "POST",
        status: 500,
        actor: "admin:1",
      });
    });
  });

  it("keeps the id a proxy gave when it is a plain one, and makes its own otherwise", async () => {
    const given = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "edge-1234_abcd" },
    });
    expect(given.headers["x-request-id"]).toBe("edge-1234_abcd");
    for (const bad of ["short", "has space in it", "<script>alert(1)</script>", "x".repeat(65)]) {
      const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"], bad).toMatch(/^[0-9a-f]{16}$/);
    }
    const lines = linesOf("edge-1234_abcd");
    expect(lines).toEqual([expect.objectContaining({ msg: "request", route: "/api/health", status: 200 })]);
    expect(lines[0]).not.toHaveProperty("actor");
  });

  it("names every answer, a stored one and a refusal before routing included, with no data id on a 4xx", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/index/common" });
    const stored = await t.app.inject({ method: "GET", url: "/api/index/common" });
    const notFound = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    const badUrl = await t.app.inject({ method: "GET", url: "/api/%E0%A4%A" });
    for (const res of [first, stored, notFound, badUrl])
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set([first, stored].map((res) => res.headers["x-request-id"])).size).toBe(2);
    expect(notFound.json().data).toBeNull();
  });

  it("writes one line per request (a refusal adds the line of its reason), and never a token, password or code", async () => {
    const before = log.raw.length;
    const member = await t.app.inject({
      method: "POST",
      url: "/api/user/checkIn",
      payload: {
        tab: "register",
        username: "log_member",
        password: "member-Pass1",
        email: "log@example.com",
      },
    });
    const memberToken: string = member.json().data.userInfo.token;
    const overview = await t.app.inject({
      method: "GET",
      url: "/api/account/overview",
      headers: { "ba-user-token": memberToken },
    });
    expect(overview.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      payload: { username: "admin", password: "wrong-Secret9" },
    });
    const lines = log.raw.slice(before).map((line) => JSON.parse(line) as LogLine);
    expect(lines.map((line) => line.msg)).toEqual(["request", "request", "badCredentials", "request"]);
    expect(new Set(lines.slice(2).map((line) => line.reqId)).size).toBe(1);
    expect(lines[1]).toMatchObject({
      route: "/api/account/overview",
      actor: `member:${member.json().data.userInfo.id}`,
    });
    const secrets = [
      admin.token,
      admin.refreshToken,
      memberToken,
      "member-Pass1",
      "wrong-Secret9",
      "also-in-the-query",
    ];
    for (const line of log.raw) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
