import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { cleanOutput, runCommand } from "./run-command.ts";

describe("runCommand", () => {
  const run = (args: string[]) => {
    const lines: string[] = [];
    const result = runCommand(
      { file: process.execPath, args, cwd: tmpdir() },
      { env: process.env, timeoutMs: 10_000, onOutput: (text) => lines.push(text) },
    );
    return result.then((r) => ({ result: r, lines }));
  };

  it("passes arguments to the program as they are, never to a shell", async () => {
    const { result, lines } = await run([
      "-e",
      "console.log(process.argv[1])",
      "a; echo injected $(id) `id`",
    ]);
    expect(result).toEqual({ kind: "exited", exitCode: 0, signal: null });
    expect(lines.join("\n")).toBe("a; echo injected $(id) `id`");
  });

  it("closes standard input, so a command asking a question ends instead of waiting", async () => {
    const { result } = await run([
      "-e",
      "process.stdin.resume(); process.stdin.on('end', () => process.exit(7))",
    ]);
    expect(result).toEqual({ kind: "exited", exitCode: 7, signal: null });
  });

  it("stops a command that runs too long", async () => {
    const lines: string[] = [];
    const result = await runCommand(
      { file: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"], cwd: tmpdir() },
      { env: process.env, timeoutMs: 200, onOutput: (text) => lines.push(text) },
    );
    expect(result).toEqual({ kind: "timed-out" });
  });
});

describe("runCommand stopped by its signal", () => {
  it("kills the command when the server closes", async () => {
    const closing = new AbortController();
    const result = runCommand(
      {
        file: process.execPath,
        args: ["-e", "console.log('up'); setInterval(() => {}, 1000)"],
        cwd: tmpdir(),
      },
      { env: process.env, timeoutMs: 10_000, onOutput: () => closing.abort(), signal: closing.signal },
    );
    expect(await result).toEqual({ kind: "exited", exitCode: null, signal: "SIGTERM" });
  });
});

describe("cleanOutput", () => {
  it("drops colour codes and carriage returns", () => {
    expect(cleanOutput(`${String.fromCharCode(27)}[31mred${String.fromCharCode(27)}[0m\r\nnext\r\n\n`)).toBe(
      "red\nnext",
    );
  });
});
