import { DataDirLockedError } from "@corp/db/data-dir-lock";

/** A database folder held by another process ends this one with that one sentence, not a stack. */
export function exitWhenLocked(error: unknown): never {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
