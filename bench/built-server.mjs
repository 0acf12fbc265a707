// Starts the built server (apps/server/dist, from `npm run build`) with the built web app on a fresh,
// seeded PGlite database in a folder of its own, on 127.0.0.1 and a free port. For benchmarks that
// measure what a visitor gets: `const server = await startBuiltServer(); ... await server.stop();`
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const serverMain = join(root, "apps", "server", "dist", "main.js");
const serverCli = join(root, "apps", "server", "dist", "cli.js");
const webDist = join(root, "apps", "web", "dist");

/** A port nothing listens on now, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Waits up to 180 s for a started server to answer: a fresh server answers in a few seconds, but on two
 * cores loaded many times over (a CI run beside image builds) one took over 60 s.
 */
/**
 * The processes this one started and has not stopped: they are ended when it exits, however it exits
 * without stopping them (a browser-test worker ended after its fixture timed out, a benchmark that threw),
 * so no server is left holding the port the next one asks for.
 */
const running = new Set();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/** `spawn`, the child ended with this process unless it exits first. */
function spawnOwned(command, args, options) {
  const child = spawn(command, args, options);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

async function waitFor(origin) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/api/Index/common`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer within 180 s");
}

/**
 * Seeds `env.DATA_DIR` with the built CLI, in a process of its own, awaited rather than waited for: the
 * caller's other servers and timers go on meanwhile, and a loaded machine gets as long as the caller's
 * own time limit allows.
 */
async function seed(env) {
  const seeding = spawnOwned(process.execPath, [serverCli, "seed"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [status] = await once(seeding, "exit");
  if (status !== 0) throw new Error("seeding the database failed");
}

const TEMPLATE_PREFIX = "corpsite-seeded-";
/** A template nobody has copied for this long is removed by the next one made. */
const TEMPLATE_UNUSED_MS = 60 * 60_000;
/** A template's lock older than this is left by a process that died while seeding. */
const TEMPLATE_LOCK_STALE_MS = 5 * 60_000;

/**
 * A seeded data folder to copy, one per build of the CLI and admin password: seeding (initdb, every
 * migration and the demo content, in WebAssembly) costs about 14 s of processor time, copying the folder
 * under a second, and every server of a run starts from the same rows either way. The first caller seeds
 * it under a lock; the others wait for it.
 */
async function seededTemplate(env) {
  const key = createHash("sha256")
    .update(readFileSync(serverCli))
    .update(`\0${env.ADMIN_PASSWORD}`)
    .digest("hex")
    .slice(0, 16);
  const template = join(tmpdir(), `${TEMPLATE_PREFIX}${key}`);
  const lock = `${template}.lock`;
  for (;;) {
    if (existsSync(template)) {
      const now = new Date();
      utimesSync(template, now, now);
      return template;
    }
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > TEMPLATE_LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      removeUnusedTemplates();
      const seeding = mkdtempSync(`${template}.seeding-`);
      await seed({ ...env, DATA_DIR: seeding });
      renameSync(seeding, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function removeUnusedTemplates() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const unused =
      Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > TEMPLATE_UNUSED_MS;
    if (unused) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The built server on a fresh seeded database; `stop()` ends it and removes its data. On `port` when
 * given, else on a free one. With `dataDir`, the server runs on that folder (seeded when empty) and
 * `stop()` leaves it, so another server can be started on the same data.
 */
export async function startBuiltServer({ env = {}, port: chosenPort, dataDir: keptDir } = {}) {
  for (const file of [serverMain, serverCli, join(webDist, "index.html")]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), "corpsite-bench-"));
  const port = chosenPort ?? (await freePort());
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
    LOGIN_CAPTCHA: "off",
    LOG_LEVEL: "warn",
    // The address the tests and benchmarks browse: the site builds its own links on it.
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  if (keptDir) await seed(serverEnv);
  else cpSync(await seededTemplate(serverEnv), dataDir, { recursive: true });
  const child = spawnOwned(process.execPath, [serverMain], {
    cwd: root,
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(origin);
  } catch (error) {
    // A server left starting would hold the port: the next one asked for it (a browser-test worker
    // started again after this one failed) would find it taken.
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a command of the built CLI (`apps/server/dist/cli.js`) and answers what it printed. */
export function runBuiltCli(args, env) {
  const run = spawnSync(process.execPath, [serverCli, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The id of a published article with a video and of one without, from the public API. */
export async function sampleArticles(origin) {
  let withVideo;
  let withoutVideo;
  for (let id = 1; id <= 60 && !(withVideo && withoutVideo); id++) {
    const res = await fetch(`${origin}/api/portal/article?id=${id}`);
    if (!res.ok) continue;
    const { data } = await res.json();
    if (data.video_url) withVideo ??= id;
    else withoutVideo ??= id;
  }
  return { withVideo, withoutVideo };
}
