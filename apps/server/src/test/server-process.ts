import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/server: the server runs from its sources here, through tsx, as `npm run dev` does. */
export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A TCP port nobody listens on at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The environment of a server or CLI child: no settings of the test run leak in but those given. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    LOGIN_CAPTCHA: "off",
    RENDER_THREADS: "0",
    WEB_DIST: join(SERVER_DIR, "no-web-build"),
    // Required in production; the tests reach the server by its address, not by this one.
    SITE_URL: "http://127.0.0.1",
    ...env,
  };
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: (path: string) => string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  alive: () => boolean;
};

function track(child: ChildProcess, port: number): ServerProcess {
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? "");
    });
  });
  return {
    child,
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    output: () => output,
    exited,
    alive: () => !ended,
  };
}

/** Runs `cli.ts <command> [...args]` (migrate, seed, backup) to its end; resolves with its exit code and output. */
export async function runCli(
  command: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | string; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", command, ...args], {
    cwd: SERVER_DIR,
    env: childEnv(env),
  });
  const tracked = track(child, 0);
  const code = await tracked.exited;
  return { code, output: tracked.output() };
}

/** Starts `main.ts` with `env` and waits until it answers (any status), or until it exits. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: childEnv({ PORT: String(port), ...env }),
  });
  const server = track(child, port);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.alive()) {
    const answered = await fetch(server.url("/api/health")).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (server.alive()) child.kill("SIGKILL");
  throw new Error(`the server did not start: ${server.output().slice(-2000)}`);
}

/** Stops a server child by its pid and waits for it to end. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (server.alive()) server.child.kill(signal);
  await server.exited;
}
