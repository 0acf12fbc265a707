// What the cluster bench runs on, all on this machine and all removed at the end: a PostgreSQL server of
// its own (Debian's binaries, in a temporary folder), moto's S3 server with one bucket, and the built
// server's processes (apps/server/dist), each with a data folder of its own.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const serverMain = join(root, "apps", "server", "dist", "main.js");
export const serverCli = join(root, "apps", "server", "dist", "cli.js");
export const webDist = join(root, "apps", "web", "dist");
export const requireFromServer = createRequire(join(root, "apps", "server", "package.json"));

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest PostgreSQL server binaries Debian installed. */
function postgresBinaries() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "pg_ctl")) && existsSync(join(bin, "initdb"))) return { bin, version };
  }
  return undefined;
}

/** A PostgreSQL server in a temporary folder on a free port; run as `postgres` when we are root. */
export async function startPostgres() {
  const found = postgresBinaries();
  if (!found)
    throw new Error("no PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "corpsite-cluster-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program, args) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(found.bin, program), ...args]]
      : [join(found.bin, program), args];
    return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 }).toString();
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: found.version,
    dir,
    /** The postmaster's process id. */
    pid: () => Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** moto's S3 server on a free port, with one empty bucket; it keeps everything in memory. */
export async function startS3(bucket) {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn("moto_server", ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${endpoint}/moto-api/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`moto_server did not start on ${endpoint} (pip install "moto[server]")`);
    }
    await sleep(100);
  }
  const settings = {
    FILE_STORE: "s3",
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: "bench-key",
    S3_SECRET_ACCESS_KEY: "bench-secret",
    S3_FORCE_PATH_STYLE: "true",
  };
  const { S3Client, CreateBucketCommand } = requireFromServer("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint,
    region: settings.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    port,
    settings,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([once(child, "exit"), sleep(5000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** `node apps/server/dist/cli.js seed` with the given environment. */
export function seed(env) {
  const dataDir = mkdtempSync(join(tmpdir(), "corpsite-cluster-seed-"));
  try {
    const result = spawnSync(process.execPath, [serverCli, "seed"], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 180_000,
    });
    if (result.status !== 0) {
      throw new Error(`seeding failed (${result.status}): ${result.stderr.toString().slice(-2000)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One built server process on a free port with a data folder of its own; its output goes to `logFile`.
 * `ready()` waits for GET /api/health to answer 200.
 */
export async function startServer(name, env, logFile) {
  const dataDir = mkdtempSync(join(tmpdir(), `corpsite-cluster-${name}-`));
  const port = await freePort();
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let closed = false;
  child.once("close", () => {
    closed = true;
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    origin,
    dataDir,
    logFile,
    child,
    async ready(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null)
          throw new Error(`server ${name} exited with ${child.exitCode}: see ${logFile}`);
        const ok = await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(250);
      }
      throw new Error(`server ${name} did not answer /api/health within ${timeoutMs / 1000} s`);
    },
    async stop() {
      if (!closed) {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        // "close": the process ended and its output was read to the end.
        await Promise.race([once(child, "close"), sleep(15_000)]);
        if (!closed) child.kill("SIGKILL");
      }
      log.end();
      await Promise.race([once(log, "finish"), sleep(2000)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; 0 when it is gone. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of proc(5), utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (a PostgreSQL server's backends). */
export function childrenOf(pid) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** The machine's CPU time so far, busy and in all, in clock ticks (/proc/stat). */
export function machineTicks() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  const total = numbers.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}
