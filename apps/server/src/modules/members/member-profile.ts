import type { Database, User } from "@corp/db/schema";
import type { ProfileInput } from "@corp/domain/member-profile";
import type { Kysely } from "kysely";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";

/** Saves the member's own profile; a username another member has is refused. */
export async function saveProfile(db: Kysely<Database>, userId: number, input: ProfileInput): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("user")
      .select("id")
      .where("username", "=", input.username)
      .where("id", "<>", userId)
      .executeTakeFirst();
    if (taken) throw new AppError({ key: "usernameTaken" });
    return trx
      .updateTable("user")
      .set({ ...input, update_time: nowSeconds() })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
