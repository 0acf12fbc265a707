import type { Database, User } from "@corp/db/schema";
import type { CodeChannel } from "@corp/domain/code-events";
import { type Kysely, sql } from "kysely";

/** The member an email (any letter case) or a mobile number belongs to. */
export async function memberByAddress(
  db: Kysely<Database>,
  channel: CodeChannel,
  address: string,
): Promise<User | undefined> {
  if (address === "") return undefined;
  const query = db.selectFrom("user").selectAll();
  return channel === "email"
    ? query.where(sql<string>`lower(email)`, "=", address).executeTakeFirst()
    : query.where("mobile", "=", address).executeTakeFirst();
}
