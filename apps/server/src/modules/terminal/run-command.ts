import { spawn } from "node:child_process";
import type { ProgramCall } from "./command-table.ts";

/** Colour and cursor codes that programs write for a terminal; the web shows plain text. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[ -/]*[@-~]`, "g");

/** Output as the client shows it: no control codes, one kind of line break, no trailing blank. */
export function cleanOutput(text: string): string {
  return text.replace(ANSI, "").replace(/\r\n?/g, "\n").trimEnd();
}

export type RunResult =
  | { kind: "exited"; exitCode: number | null; signal: NodeJS.Signals | null }
  | { kind: "not-started"; reason: string }
  | { kind: "timed-out" };

/**
 * Runs a program with its fixed arguments, never through a shell, and hands each batch of complete
 * output lines (stdout and stderr together, in arrival order) to `onOutput`. Standard input is closed,
 * so a command that asks a question ends instead of waiting; one that runs past `timeoutMs` is killed.
 */
export function runCommand(
  call: ProgramCall,
  options: {
    env: NodeJS.ProcessEnv;
    timeoutMs: number;
    onOutput: (lines: string) => void;
    /** Stops the command (the server is closing). */
    signal?: AbortSignal;
  },
): Promise<RunResult> {
  return new Promise((resolve) => {
    let pending = "";
    let timedOut = false;
    const flush = (all: boolean) => {
      const cut = all ? pending.length : pending.lastIndexOf("\n") + 1;
      if (cut <= 0) return;
      const lines = cleanOutput(pending.slice(0, cut));
      pending = pending.slice(cut);
      if (lines) options.onOutput(lines);
    };
    const child = spawn(call.file, [...call.args], {
      cwd: call.cwd,
      env: options.env,
      shell: false,
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const take = (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      flush(false);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      // A command stopped by the signal has started: its close reports how it ended.
      if ((error as NodeJS.ErrnoException).code === "ABORT_ERR") return;
      resolve({ kind: "not-started", reason: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      flush(true);
      resolve(timedOut ? { kind: "timed-out" } : { kind: "exited", exitCode, signal });
    });
  });
}
