import type { ImportNote, ImportNoteKey } from "@corp/domain/messages/wordpress-import-report";
import { NotPublicAddress } from "../../services/public-fetch.ts";

/** PostgreSQL's refusals of an item's values (through pg or PGlite), as the reason its report line gives. */
const REFUSALS: Readonly<Record<string, ImportNoteKey>> = {
  "23505": "importNoteFailedDuplicate",
  "22001": "importNoteFailedTooLong",
  "22003": "importNoteFailedOutOfRange",
  "22007": "importNoteFailedDate",
  "22008": "importNoteFailedDate",
  "23503": "importNoteFailedParent",
  "23502": "importNoteFailedValue",
  "23514": "importNoteFailedValue",
  "22P02": "importNoteFailedValue",
};

function codeOf(error: unknown): string | undefined {
  for (let at = error, depth = 0; at && typeof at === "object" && depth < 3; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string") return code;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Why an item failed, as a note of the catalogue: a database refusal by its class, a date the clock
 * cannot read, a fetch refused; anything else as unexpected, naming `what` (the run and the item) so the
 * server's log, where the error's own text goes, can be searched for it. The error's text never goes in
 * the report: it may hold the database's words, or the item's values.
 */
export function failureNote(error: unknown, what: string): ImportNote {
  if (error instanceof NotPublicAddress)
    return { key: "importNoteNotPublic", params: { address: error.address } };
  const refusal = REFUSALS[codeOf(error) ?? ""];
  if (refusal) return { key: refusal };
  if (error instanceof RangeError && /time|date/i.test(error.message)) return { key: "importNoteFailedDate" };
  return { key: "importNoteFailedUnexpected", params: { what } };
}
