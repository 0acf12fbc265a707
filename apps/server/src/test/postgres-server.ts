import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server-process.ts";

/** The newest PostgreSQL server binaries Debian installed (`/usr/lib/postgresql/<version>/bin`), if any. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "pg_ctl")) && existsSync(join(bin, "initdb"))) return bin;
  }
  return undefined;
}

/**
 * Why the tests that restart a PostgreSQL server of their own do not run here, or undefined when they do.
 * They run with the PostgreSQL suite (DATABASE_URL set, as .ci/run does), once per CI run; the embedded
 * database's fault tests run in the other one.
 */
export function postgresUnavailableReason(): string | undefined {
  if (!process.env.DATABASE_URL) return "they run with the PostgreSQL suite (DATABASE_URL set)";
  if (!postgresBinaries())
    return "no PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql)";
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0) {
    return "running as root without a postgres user to run the server as";
  }
  return undefined;
}

export type PostgresServer = {
  url: string;
  port: number;
  start(): void;
  /** A clean stop: sessions are ended, as in a restart for an update. */
  stop(): void;
  restart(): void;
  /** The postmaster killed with SIGKILL: the next start recovers from the write-ahead log. */
  kill(): void;
  /** Runs one SQL statement through psql on the given database. */
  psql(database: string, statement: string): string;
  remove(): void;
};

/**
 * A PostgreSQL server of the test's own in a temporary folder, on a free port, that the test may stop,
 * restart and kill. Run as the `postgres` user when the tests run as root (initdb refuses root).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const dir = mkdtempSync(join(tmpdir(), "corp-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const run = (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
      : [join(bin, program), args];
    return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 }).toString();
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => void run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]),
    stop: () => void run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    restart: () =>
      void run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-m", "fast", "-w", "restart"]),
    kill: () => {
      const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, "SIGKILL");
      // The postmaster's children end once they see it gone; wait until the port is free again.
      for (let i = 0; i < 100 && existsSync(join(data, "postmaster.pid")); i++) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        spawnSync("sleep", ["0.1"]);
      }
    },
    psql: (database, statement) =>
      run("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        database,
        "-At",
        "-c",
        statement,
      ]),
    remove: () => {
      try {
        server.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
