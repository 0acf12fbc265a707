import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Database } from "@corp/db/schema";
import { CODE_LIMITS, type CodeChannel, type CodeEvent } from "@corp/domain/code-events";
import { type Kysely, sql } from "kysely";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";

const hashCode = (address: string, event: CodeEvent, code: string) =>
  createHash("sha256").update(`${event}\0${address}\0${code}`).digest("hex");

export type IssuedCode = { id: number; code: string };

/**
 * A new six-digit code for an address and event, stored hashed. Refused while the address had one for
 * the event within the last minute, or when the address or the IP asked for too many this hour. One
 * address is handled at a time (an advisory lock), so two requests cannot both pass the checks.
 */
export async function issueCode(
  db: Kysely<Database>,
  input: { channel: CodeChannel; address: string; event: CodeEvent; ip: string },
): Promise<IssuedCode> {
  const now = nowSeconds();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`code:${input.address}`}))`.execute(trx);
    const last = await trx
      .selectFrom("verification_code")
      .select("create_time")
      .where("address", "=", input.address)
      .where("event", "=", input.event)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const wait = last ? last.create_time + CODE_LIMITS.resendSeconds - now : 0;
    if (wait > 0) throw new AppError({ key: "codeTooSoon", params: { seconds: wait } });
    const hourAgo = now - 3600;
    const [byAddress, byIp] = await Promise.all([
      trx
        .selectFrom("verification_code")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("address", "=", input.address)
        .where("create_time", ">", hourAgo)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom("verification_code")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("ip", "=", input.ip)
        .where("create_time", ">", hourAgo)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(byAddress.n) >= CODE_LIMITS.perAddressPerHour || Number(byIp.n) >= CODE_LIMITS.perIpPerHour) {
      throw new AppError({ key: "codeLimit" });
    }
    const row = await trx
      .insertInto("verification_code")
      .values({
        channel: input.channel,
        address: input.address,
        event: input.event,
        code_hash: hashCode(input.address, input.event, code),
        ip: input.ip,
        create_time: now,
        expire_time: now + CODE_LIMITS.ttlSeconds,
        used_time: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  });
}

/** Takes back a code that could not be delivered, so it neither counts nor blocks a new one. */
export async function withdrawCode(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("verification_code").where("id", "=", id).execute();
}

/**
 * The id of the newest live code of an address and event when `code` matches it. Every try counts,
 * right or wrong, and is counted (committed at once) before the code is compared, in one conditional
 * statement, so concurrent tries cannot pass the limit together. After five tries the code is dead: a
 * right code whose use then fails (a registration with a taken name) is one of them, so one code cannot
 * probe names without end (issue 24, N6).
 */
export async function matchCode(
  db: Kysely<Database>,
  input: { address: string; event: CodeEvent; code: string },
): Promise<number | null> {
  const now = nowSeconds();
  const newest = db
    .selectFrom("verification_code")
    .select("id")
    .where("address", "=", input.address)
    .where("event", "=", input.event)
    .where("used_time", "is", null)
    .where("expire_time", ">", now)
    .orderBy("id", "desc")
    .limit(1);
  const row = await db
    .updateTable("verification_code")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", newest)
    // Checked again on the row as it is when locked, so a try counted meanwhile is seen.
    .where("used_time", "is", null)
    .where("attempts", "<", CODE_LIMITS.attempts)
    .returning(["id", "code_hash"])
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(hashCode(input.address, input.event, input.code.trim()), "hex");
  return timingSafeEqual(expected, given) ? Number(row.id) : null;
}

/** Marks a matched code used; false when another request used it first. In a transaction, undone with it. */
export async function markCodeUsed(db: Kysely<Database>, id: number): Promise<boolean> {
  const spent = await db
    .updateTable("verification_code")
    .set({ used_time: nowSeconds() })
    .where("id", "=", id)
    .where("used_time", "is", null)
    .returning("id")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Spends the code when it matches: a code works once. */
export async function spendCode(
  db: Kysely<Database>,
  input: { address: string; event: CodeEvent; code: string },
): Promise<boolean> {
  const id = await matchCode(db, input);
  return id !== null && (await markCodeUsed(db, id));
}

/** spendCode, refusing with the catalogue's "incorrect or expired" when it fails. */
export async function requireCode(
  db: Kysely<Database>,
  input: { address: string; event: CodeEvent; code: string },
): Promise<void> {
  if (!(await spendCode(db, input))) throw new AppError({ key: "codeWrong" });
}
