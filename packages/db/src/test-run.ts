import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A test run: one Vitest invocation and all its worker processes, named by `test-global-setup.ts` in
 * TEST_RUN_ENV. Its processes share what takes seconds to build (a seeded database) through the run's
 * folder, removed when the run ends.
 */
export const TEST_RUN_ENV = "CORP_TEST_RUN";

export type Hasher = (plain: string) => Promise<string>;

const RUN_NAME = /^[a-z0-9]{1,16}$/;

/** The current run's name, or undefined outside a named run. */
export function testRun(): string | undefined {
  const run = process.env[TEST_RUN_ENV];
  return run && RUN_NAME.test(run) ? run : undefined;
}

const runFolder = (run: string) => join(tmpdir(), `corp-test-run-${run}`);

/** How long a build may hold its lock before the others stop waiting and build their own. */
const LOCK_STALE_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The dump named `name` from the run's folder, or, the first time in the run, the one `make` builds,
 * written there for the run's other processes. One process builds it (it holds `<name>.lock` meanwhile);
 * the others wait for the file, or build their own when the lock is older than two minutes (its builder
 * died). Outside a named run, just the one `make` builds.
 */
export async function throughRunFile(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const run = testRun();
  if (!run) return make();
  await mkdir(runFolder(run), { recursive: true });
  const file = join(runFolder(run), name);
  const lock = `${file}.lock`;
  for (;;) {
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const held = await open(lock, "wx").catch(() => undefined);
    if (held) {
      try {
        return await writeRunFile(file, await make());
      } finally {
        await held.close();
        await rm(lock, { force: true });
      }
    }
    const since = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (since > LOCK_STALE_MS) return writeRunFile(file, await make());
    await sleep(100);
  }
}

/** Writes `dump` aside and renames it into place, so that a process reading it never sees half a file. */
async function writeRunFile(file: string, dump: Blob): Promise<Blob> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Removes what the processes of one test run kept on disk (see `throughRunFile`). */
export async function removeRunFiles(run: string): Promise<void> {
  if (!RUN_NAME.test(run)) return;
  await rm(runFolder(run), { recursive: true, force: true });
}

/** Names what a seeded database holds: the admin's password and the hasher's source text. */
export function seedKey(adminPassword: string, hashPassword: Hasher): string {
  return createHash("sha256")
    .update(`${adminPassword}\0${hashPassword.toString()}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * One build per hasher and password in this process: later callers get the same promise, and a failed
 * build is forgotten so that the next caller tries again.
 */
export class SeedCache<T> {
  readonly #builds = new WeakMap<Hasher, Map<string, Promise<T>>>();

  get(adminPassword: string, hashPassword: Hasher, build: () => Promise<T>): Promise<T> {
    let byPassword = this.#builds.get(hashPassword);
    if (!byPassword) {
      byPassword = new Map();
      this.#builds.set(hashPassword, byPassword);
    }
    const cached = byPassword.get(adminPassword);
    if (cached) return cached;
    const built = build();
    const entries = byPassword;
    entries.set(adminPassword, built);
    built.catch(() => entries.delete(adminPassword));
    return built;
  }
}
