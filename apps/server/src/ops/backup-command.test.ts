import { existsSync, statSync } from "node:fs";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "@corp/db/connection";
import { lockDataDir } from "@corp/db/data-dir-lock";
import { createSeededDataDir } from "@corp/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readEnv } from "../env.ts";
import { SITE_KEY_FILE } from "../services/site-key.ts";
import { runCli } from "../test/server-process.ts";
import { restoreCommand } from "./backup-command.ts";

const LINK = "备份链接 backup link";

/**
 * A test that runs the CLI waits for the process to end: it imports the server through tsx first, seconds
 * of processor time that take several times as long while the other tests share the machine's cores.
 */
const CLI_TIMEOUT = 120_000;

/** Runs `work` on an embedded database folder, opened and closed here (as a server would hold it). */
async function onDataDir<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof createDatabase>>) => Promise<T>,
) {
  const database = await createDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const linkCount = (dataDir: string) =>
  onDataDir(
    dataDir,
    async ({ db }) =>
      (await db.selectFrom("friend_link").select("id").where("title", "=", LINK).execute()).length,
  );

/**
 * `cli.js backup` and `cli.js restore` as an operator runs them, on embedded data folders: the data
 * folder's lock is the embedded database's concern, so the PostgreSQL suite leaves this file out.
 */
describe.skipIf(process.env.DATABASE_URL)("cli.js backup and restore", () => {
  let dir: string;
  const site = () => join(dir, "site");
  const other = () => join(dir, "other");
  const archive = () => join(dir, "site.tar.gz");

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-command-"));
    await createSeededDataDir(site());
    await createSeededDataDir(other());
    await onDataDir(site(), ({ db }) =>
      db.insertInto("friend_link").values({ title: LINK, link: "https://example.com/" }).execute(),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    "backs up a data folder: exit 0 and what it wrote",
    async () => {
      const { code, output } = await runCli("backup", { DATA_DIR: site() }, [archive()]);
      expect(output).toMatch(
        /backup written to .*site\.tar\.gz \([\d.]+ MB\): \d+ rows in \d+ tables, 0 files/,
      );
      expect(code).toBe(0);
      // Every password hash of the site is in it: readable by the server's user alone.
      expect(statSync(archive()).mode & 0o777).toBe(0o600);
    },
    CLI_TIMEOUT,
  );

  it("refuses it in another site's data folder, whose key did not sign it: exit 1, saying what it trusts", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await restoreCommand(readEnv({ DATA_DIR: other() }), [archive()])).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(/its signature is not this site's .* with --trust-unsigned, or set SITE_KEY/),
    );
    expect(await linkCount(other())).toBe(0);
    // Checking made no key for the other site.
    expect(existsSync(join(other(), SITE_KEY_FILE))).toBe(false);
  });

  it(
    "restores it into another site's data folder given the first site's key: exit 0, and the other site holds the rows",
    async () => {
      await copyFile(join(site(), SITE_KEY_FILE), join(other(), SITE_KEY_FILE));
      const { code, output } = await runCli("restore", { DATA_DIR: other() }, [archive()]);
      expect(output).toMatch(
        /restored .*site\.tar\.gz \(made .* by release [\d.]+, migration level \w+\): \d+ rows/,
      );
      expect(code).toBe(0);
      expect(await linkCount(other())).toBe(1);
    },
    CLI_TIMEOUT,
  );

  // The command is called in this process, which holds the folder as a server does (its lock): the lock
  // file read by another process is data-dir-lock.test.ts's and faults/process-lifecycle.test.ts's concern,
  // and a process of its own would spend seconds importing the server to print one line.
  it("will not restore while the server holds the data folder: exit 1, saying to stop it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const unlock = await lockDataDir(other());
    try {
      expect(await restoreCommand(readEnv({ DATA_DIR: other() }), [archive()])).toBe(1);
    } finally {
      await unlock();
    }
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(
        new RegExp(
          `^restore needs the server stopped: The database in .* is in use by process ${process.pid}`,
        ),
      ),
    );
  });

  it("names what is wrong with an archive before it opens the database, and asks for a file: exit 1 and 2", async () => {
    const junk = join(dir, "junk.tar.gz");
    await writeFile(junk, "not a backup\n");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const env = readEnv({ DATA_DIR: join(dir, "never-opened") });
    expect(await restoreCommand(env, [junk])).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(/^cannot restore .*junk\.tar\.gz: it is not a whole \.tar\.gz archive/),
    );
    expect(await restoreCommand(env, [])).toBe(2);
    expect(errors).toHaveBeenLastCalledWith(expect.stringMatching(/^usage: cli\.js backup \[file\]/));
    expect(existsSync(join(dir, "never-opened"))).toBe(false);
  });
});
