import { readFileSync, unlinkSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * The embedded database is one process's files: a second process opening the same folder would hand out
 * the same ids and overwrite the first one's pages. So the folder is claimed with a lock file naming the
 * process that holds it; a lock left by a process that is gone (killed, crashed) is taken over.
 */
export const LOCK_FILE = "corpsite-database.lock";

type Holder = { pid: number; host: string; started: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holder.pid} on ${holder.host}. ` +
        "Stop that server or command first (only one process may open the embedded database), " +
        "or set DATABASE_URL to share a PostgreSQL server between processes.",
    );
    this.name = "DataDirLockedError";
  }
}

/** When a process started (clock ticks since boot, Linux), so a pid reused by another program is told apart. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

const self = (): Holder => ({ pid: process.pid, host: hostname(), started: startTimeOf(process.pid) });

function isAlive(holder: Holder): boolean {
  // Another machine's process (a shared folder) cannot be checked from here: it is taken to be alive.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTimeOf(holder.pid);
  return started === "" || holder.started === "" || started === holder.started;
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid === "number" && typeof value.host === "string") {
      return { pid: value.pid, host: value.host, started: String(value.started ?? "") };
    }
  } catch {
    // A lock cut short by a crash while it was written: nobody holds it.
  }
  return undefined;
}

/** Folders this process holds, so a second open within the process is refused as well. */
const heldHere = new Set<string>();

/** Claims `dataDir` for this process; the returned function gives it back. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify(self());
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, self());
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, mine, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
    }
    const holder = parseHolder(await readFile(path, "utf8").catch(() => ""));
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    await unlink(path).catch(() => undefined);
  }
  heldHere.add(path);
  const releaseSync = () => {
    try {
      if (readFileSync(path, "utf8") === mine) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing the database (an uncaught error) still gives the folder back.
  process.once("exit", releaseSync);
  return async () => {
    process.off("exit", releaseSync);
    heldHere.delete(path);
    releaseSync();
  };
}
