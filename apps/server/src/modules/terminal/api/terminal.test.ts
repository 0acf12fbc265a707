import { t as text } from "@corp/domain/messages";
import { terminalMessage } from "@corp/domain/terminal-commands";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../../auth/tokens.ts";
import { limitedAdmin } from "../../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";

/** The data of each message of an event stream, parsed. */
const messagesOf = (body: string) =>
  body
    .split("\n\n")
    .filter((frame) => frame.startsWith("data: "))
    .map((frame) => terminalMessage.parse(JSON.parse(frame.slice("data: ".length))));

describe("GET /admin/ajax/terminal on the product's allow-list", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  const run = async (command: string, headers: Record<string, string> = {}, query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/admin/ajax/terminal?command=${encodeURIComponent(command)}&uuid=task-1&extend=x${query}`,
      headers: { "think-lang": "en", ...headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    return messagesOf(res.body);
  };

  it("runs a version query with the token in the query string, in BuildAdmin's wire format, and logs it with its output", async () => {
    const messages = await run("version.node", {}, `&batoken=${token}`);
    expect(messages.every((m) => m.uuid === "task-1" && m.extend === "x" && m.key === "version.node")).toBe(
      true,
    );
    expect(messages.map((m) => m.data)).toEqual([
      "command-link-success",
      "> node --version",
      process.version,
      "exitCode: 0",
      "command-exec-success",
      "command-exec-completed",
    ]);
    const row = await t.services.db
      .selectFrom("admin_log")
      .selectAll()
      .where("title", "=", "终端-version.node")
      .executeTakeFirstOrThrow();
    expect(row.url).toBe("/admin/ajax/terminal");
    expect(row.username).toBe("admin");
    expect(row.data).toMatchObject({
      command: "version.node",
      uuid: "task-1",
      run: "node --version",
      result: "success",
      exitCode: 0,
      output: `> node --version\n${process.version}\nexitCode: 0`,
    });
  });

  it("refuses commands outside the allow-list and shell strings, in the stream, running nothing", async () => {
    const before = await t.services.db.selectFrom("admin_log").select("id").execute();
    for (const command of ["rm", "version.node;ls", "version.node && id", "ping.localhost", "install.cnpm"]) {
      const messages = await run(command, { batoken: token });
      expect(messages.map((m) => m.data)).toEqual([
        `Error: This command is not allowed: ${command}`,
        "command-exec-error",
      ]);
    }
    const after = await t.services.db.selectFrom("admin_log").select("id").execute();
    expect(after.length).toBe(before.length);
  });

  it("checks the token at every connection: none, expired, or not a super administrator", async () => {
    const none = await run("version.node");
    expect(none[0]).toMatchObject({ code: 303, data: `Error: ${text("needLogin", "en")}` });
    expect(none[1]?.data).toBe("command-exec-error");

    const session = await loginAdmin(t.app);
    expect((await run("version.node", { batoken: session.token })).at(-1)?.data).toBe(
      "command-exec-completed",
    );
    await t.services.db
      .updateTable("token")
      .set({ expire_time: 1 })
      .where("token_hash", "=", hashToken(session.token))
      .execute();
    const expired = await run("version.node", {}, `&batoken=${session.token}`);
    expect(expired.map((m) => m.data)).toEqual([
      `Error: ${text("tokenExpired", "en")}`,
      "command-exec-error",
    ]);
    expect(expired[0]?.code).toBe(409);

    const editor = await limitedAdmin(t, "termeditor", ["routine/config/edit"]);
    const refused = await run("version.node", { batoken: editor.token });
    expect(refused[0]).toMatchObject({
      code: 401,
      data: "Error: Only a super administrator can use the terminal",
    });
  });

  it("speaks the language of the web app's cookie when the client cannot send think-lang", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/terminal?command=rm&uuid=u",
      headers: { batoken: token, cookie: "lang=en" },
    });
    expect(messagesOf(res.body)[0]?.data).toBe("Error: This command is not allowed: rm");
    const zh = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/terminal?command=rm",
      headers: { batoken: token },
    });
    expect(messagesOf(zh.body)[0]?.data).toBe("Error: 不允许执行该命令：rm");
  });

  it("answers a query it cannot accept in the stream too", async () => {
    const messages = await run("x".repeat(51), { batoken: token });
    expect(messages[0]?.data).toMatch(/^Error: /);
    expect(messages[1]?.data).toBe("command-exec-error");
  });
});
