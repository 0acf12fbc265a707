import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { terminalMessage } from "@corp/domain/terminal-commands";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { guardAdminScope } from "../../../http/admin-ajax-scope.ts";
import { registerContractSchemas } from "../../../plugins/contract.ts";
import { errorHandler } from "../../../plugins/error-handler.ts";
import { requestLanguage } from "../../../plugins/request-language.ts";
import { limitedAdmin } from "../../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import type { CommandTable } from "../command-table.ts";
import { terminalRoute } from "./terminal.ts";
import { terminalConfigRoute } from "./terminal-config.ts";

/**
 * The terminal's runs with a table of this test's own programs (still spawned without a shell): one
 * that fails, one that waits for a file, one that prints the package manager, one that does not exist.
 */
describe("terminal runs", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let token: string;
  let gate: string;
  const node = (script: string, ...args: string[]) => ({
    file: process.execPath,
    args: ["-e", script, ...args],
    cwd: tmpdir(),
  });
  const table: CommandTable = (command, manager) => {
    if (command.kind === "migrate") return { file: "corpsite-no-such-program", args: [], cwd: tmpdir() };
    if (command.kind === "version") return node("console.log('v1')");
    if (command.command === "build") return node("console.error('broken'); process.exit(3)");
    if (command.command === "test") {
      return node(
        "console.log(process.argv[1])",
        command.manager === "configured" ? manager : command.manager,
      );
    }
    return node(
      "const f = process.argv[1]; console.log('waiting'); const i = setInterval(() => { if (require('fs').existsSync(f)) { clearInterval(i); console.log('done'); } }, 20);",
      gate,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    gate = join(await mkdtemp(join(tmpdir(), "terminal-gate-")), "open");
    app = Fastify();
    requestLanguage(app);
    errorHandler(app);
    registerContractSchemas(app);
    await app.register(async (scope) => {
      guardAdminScope(scope, t.services);
      await terminalRoute(scope, t.services, table);
      terminalConfigRoute(scope, t.services);
    });
    base = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await app.close();
    await t.close();
  });

  /** Opens a run and reads its messages as they come. */
  async function open(command: string, uuid: string) {
    const res = await fetch(`${base}/admin/ajax/terminal?command=${command}&uuid=${uuid}&batoken=${token}`, {
      headers: { "think-lang": "en" },
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    let buffer = "";
    const seen: string[] = [];
    /** Reads until a message with this data arrives (or the stream ends); answers all read so far. */
    const until = async (data: string) => {
      while (!seen.includes(data)) {
        const frames = buffer.split("\n\n");
        buffer = frames.pop() ?? "";
        for (const f of frames.filter((x) => x.startsWith("data: "))) {
          seen.push(terminalMessage.parse(JSON.parse(f.slice(6))).data);
        }
        if (seen.includes(data)) break;
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
      }
      return seen;
    };
    return { until };
  }

  it("runs one command at a time: a second connection while one runs is refused, then runs once it ends", async () => {
    const first = await open("install", "a");
    expect(await first.until("waiting")).toContain("command-link-success");
    const second = await open("version.node", "b");
    expect(await second.until("command-exec-error")).toEqual([
      "Error: Another command is running; try again when it has finished",
      "command-exec-error",
    ]);
    await writeFile(gate, "");
    expect((await first.until("command-exec-completed")).slice(-4)).toEqual([
      "done",
      "exitCode: 0",
      "command-exec-success",
      "command-exec-completed",
    ]);
    const third = await open("version.node", "c");
    expect(await third.until("command-exec-completed")).toContain("command-exec-success");
  });

  it("reports a failing command and one that cannot start, and logs both as failures", async () => {
    const failed = await (await open("build", "f")).until("command-exec-completed");
    expect(failed).toEqual([
      "command-link-success",
      expect.stringMatching(/^> node -e/),
      "broken",
      "exitCode: 3",
      "command-exec-error",
      "command-exec-completed",
    ]);
    const missing = await (await open("migrate", "m")).until("command-exec-completed");
    expect(missing).toContain("Error: The command could not start: ENOENT");
    expect(missing.slice(-2)).toEqual(["command-exec-error", "command-exec-completed"]);
    const rows = await t.services.db
      .selectFrom("admin_log")
      .select("data")
      .where("title", "in", ["终端-build", "终端-migrate"])
      .execute();
    expect(rows.map((r) => (r.data as { result: string }).result)).toEqual(["failure", "failure"]);
    expect((rows[0]?.data as { output: string } | undefined)?.output).toContain("broken\nexitCode: 3");
  });

  it("keeps the package manager in the site config, pnpm until changed, and runs commands with it", async () => {
    // The server's PATH holds pnpm and npm, not yarn.
    const bin = join(await mkdtemp(join(tmpdir(), "terminal-bin-")), "bin");
    await mkdir(bin);
    for (const name of ["pnpm", "npm"]) await writeFile(join(bin, name), "#!/bin/sh\n", { mode: 0o755 });
    vi.stubEnv("PATH", bin);
    const post = (body: unknown, who = token) =>
      fetch(`${base}/admin/ajax/changeTerminalConfig`, {
        method: "POST",
        headers: { batoken: who, "content-type": "application/json", "think-lang": "en" },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    expect(await post({})).toMatchObject({ code: 1, data: { manager: "pnpm", installed: ["pnpm", "npm"] } });
    expect(await (await open("test", "p")).until("command-exec-completed")).toContain("pnpm");
    expect(await post({ manager: "cnpm" })).toMatchObject({ code: 0 });
    expect(await post({ manager: "yarn" })).toMatchObject({
      code: 0,
      msg: "The package manager yarn is not installed on the server: install it first or choose an installed one",
    });
    const editor = await limitedAdmin(t, "terminalcfg", ["routine/config/edit"]);
    expect(await post({ manager: "npm" }, editor.token)).toMatchObject({ code: 401 });
    expect(await post({})).toMatchObject({ data: { manager: "pnpm" } });
    expect(await post({ manager: "npm" })).toMatchObject({
      code: 1,
      msg: "Terminal settings saved",
      data: { manager: "npm" },
    });
    expect(await (await open("test", "q")).until("command-exec-completed")).toContain("npm");
    expect(await (await open("test.yarn", "r")).until("command-exec-completed")).toContain("yarn");
    const row = await t.services.db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "terminal_package_manager")
      .executeTakeFirstOrThrow();
    expect(row.value).toBe("npm");
  });
});
