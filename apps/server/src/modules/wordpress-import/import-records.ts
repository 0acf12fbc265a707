import type { ImportedKind } from "@corp/domain/collections/content/import-run";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";
import { zonedInputToSeconds } from "@corp/domain/time-zone";
import type { Trx } from "../../admin/crud/crud.ts";
import type { ReservedAddresses } from "../site/index.ts";
import type { ImportContext } from "./import-context.ts";

/** The longest old path a redirect rule keeps (its `source` column). */
const SOURCE_MAX = 255;

/**
 * The path of an old address as a redirect rule matches it (decoded, as visitors' requests are), or
 * why it cannot have one: an address with only a query (`/?p=12`) is the old home page's.
 */
export function oldPathOf(url: string): { path: string } | { none: ImportNote } {
  let address: URL;
  try {
    address = new URL(url, "http://old.invalid");
  } catch {
    return { none: { key: "importNoteQueryOnly" } };
  }
  let path: string;
  try {
    path = decodeURI(address.pathname);
  } catch {
    path = address.pathname;
  }
  if (path === "/" || path === "") return { none: { key: "importNoteQueryOnly" } };
  if (path.length > SOURCE_MAX) return { none: { key: "importNoteAddressTooLong" } };
  return { path };
}

/**
 * Answers the old address with a 301 to the new one, unless the path is one of the site's own addresses
 * (`/list`, `/search`, `/contact`, `/user/...`: never taken, issue 43) or a rule for it is already there
 * (an admin's, or one an earlier import wrote): importing needs no right to the redirect table, so it
 * only adds rules for free paths and never changes one. Answers why there is none, or nothing.
 */
export async function addRedirect(
  trx: Trx,
  reserved: ReservedAddresses,
  oldUrl: string,
  target: string,
): Promise<ImportNote | undefined> {
  const old = oldPathOf(oldUrl);
  if ("none" in old) return old.none;
  if (old.path === target) return undefined;
  const own = reserved.of(old.path);
  if (own) return { key: "importNoteAddressReserved", params: { path: old.path, address: own } };
  const taken = await trx
    .selectFrom("redirect")
    .select("target")
    .where("source", "=", old.path)
    .executeTakeFirst();
  if (taken && taken.target !== target)
    return { key: "importNoteAddressHasRule", params: { path: old.path, target: taken.target } };
  await trx
    .insertInto("redirect")
    .values({ source: old.path, match: "exact", target, code: 301, status: "enable" })
    .onConflict((oc) => oc.column("source").doNothing())
    .execute();
  return undefined;
}

/** Records what an item became, so a later import of the same site skips it. */
export async function addRecord(
  trx: Trx,
  ctx: ImportContext,
  item: { kind: ImportedKind; id: number; title: string; targetId: number; oldUrl: string; newUrl: string },
): Promise<void> {
  await trx
    .insertInto("import_record")
    .values({
      run_id: ctx.runId,
      source: ctx.source.slice(0, 255),
      kind: item.kind,
      source_id: item.id,
      title: item.title.slice(0, 255),
      target_id: item.targetId,
      old_url: item.oldUrl.slice(0, 500),
      new_url: item.newUrl.slice(0, 255),
    })
    .execute();
}

/**
 * An item's moment as unix seconds: its UTC date, or (a draft has none) its date on the old site's clock
 * read on this site's time zone; undefined when it has neither.
 */
export function momentOf(item: { dateGmt: string; date: string }, timeZone: string): number | undefined {
  const utc = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(item.dateGmt);
  if (utc) {
    const [year, month, day, hour, minute, second] = utc.slice(1).map(Number) as number[];
    return Math.floor(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) / 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(item.date) || item.date.startsWith("0000")) return undefined;
  return zonedInputToSeconds(item.date.replace(" ", "T"), timeZone) ?? undefined;
}

/** A WordPress slug (percent-encoded when not Latin) as a slug here, or undefined when it has no Latin form. */
export function latinSlug(slug: string, max = 50): string | undefined {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // kept as it is
  }
  const clean = text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, max)
    .replace(/-$/, "");
  // A slug in Chinese (or any other script) has no Latin form: the caller names the page itself.
  return /^[\x20-\x7e]+$/.test(text) && /^[a-z0-9][a-z0-9-]*$/.test(clean) ? clean : undefined;
}
