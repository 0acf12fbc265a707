import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/server, the folder the server and CLI run in. */
export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** What the build bundles into dist/main.js and dist/cli.js (apps/server/build.mjs): its sources. */
const BUNDLED = [
  join(SERVER_DIR, "src"),
  join(SERVER_DIR, "build.mjs"),
  join(SERVER_DIR, "package.json"),
  ...["db", "domain", "contract"].map((name) => join(SERVER_DIR, "..", "..", "packages", name, "src")),
];

/** The newest modification time of the files under `path` that are not tests, in milliseconds. */
function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

let built: boolean | undefined;

/**
 * Whether the build (`npm run build`, which `npm test` runs first) is newer than every source it
 * bundles: then the processes the tests start run it, as production does, and start in a fraction of
 * the processor time the sources take through tsx. After an edit not built yet they run the sources.
 */
function builtIsFresh(): boolean {
  if (built === undefined) {
    const bundles = ["main.js", "cli.js"].map((name) => newest(join(SERVER_DIR, "dist", name)));
    built = Math.min(...bundles) > 0 && Math.min(...bundles) >= Math.max(...BUNDLED.map(newest));
  }
  return built;
}

/** The node arguments that run the server's `main` or `cli`: the build when fresh, else the sources. */
export function entryArgs(name: "main" | "cli"): string[] {
  return builtIsFresh() ? [join("dist", `${name}.js`)] : ["--import", "tsx", join("src", `${name}.ts`)];
}

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
  // "close", not "exit": a process can end before what it last wrote has been read from its pipes, and
  // on a busy machine a refusal's message was lost that way ("the server did not start: ").
  const exited = new Promise<number | string>((resolve) => {
    child.once("close", (code, signal) => {
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

/** Runs the CLI's `<command> [...args]` (migrate, seed, backup) to its end; resolves with its exit code and output. */
export async function runCli(
  command: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | string; output: string }> {
  const child = spawn(process.execPath, [...entryArgs("cli"), command, ...args], {
    cwd: SERVER_DIR,
    env: childEnv(env),
  });
  const tracked = track(child, 0);
  const code = await tracked.exited;
  return { code, output: tracked.output() };
}

/** Starts the server with `env` and waits until it answers (any status), or until it exits. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entryArgs("main"), {
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
