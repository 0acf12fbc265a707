import type { Database } from "@corp/db/schema";
import { accountSchemas } from "@corp/domain/account";
import type { Lang } from "@corp/domain/lang";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/password.ts";
import { nowSeconds } from "../envelope.ts";
import { AppError } from "../errors.ts";

export type Registration = {
  username: string;
  password: string;
  email?: string;
  mobile?: string;
  ip: string;
};

function fieldError(field: string, text: string): AppError {
  return new AppError({ text, data: { fields: { [field]: text } } });
}

/** Creates an enabled member in the default group; the username, email and mobile must be free. */
export async function registerMember(db: Kysely<Database>, input: Registration, lang: Lang): Promise<number> {
  const schemas = accountSchemas(lang);
  const email = input.email?.trim() ?? "";
  const mobile = input.mobile?.trim() ?? "";
  if (!email && !mobile) throw new AppError({ key: "emailOrMobileRequired" });
  if (email) {
    const r = schemas.email.safeParse(email);
    if (!r.success) throw fieldError("email", r.error.issues[0]?.message ?? "");
  }
  if (mobile) {
    const r = schemas.mobile.safeParse(mobile);
    if (!r.success) throw fieldError("mobile", r.error.issues[0]?.message ?? "");
  }
  const password = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("user")
      .select(["username", "email", "mobile"])
      .where((eb) =>
        eb.or([
          eb("username", "=", input.username),
          ...(email ? [eb("email", "=", email)] : []),
          ...(mobile ? [eb("mobile", "=", mobile)] : []),
        ]),
      )
      .execute();
    for (const row of taken) {
      if (row.username === input.username) throw new AppError({ key: "usernameTaken" });
      if (email && row.email === email) throw new AppError({ key: "emailTaken" });
      if (mobile && row.mobile === mobile) throw new AppError({ key: "mobileTaken" });
    }
    const group = await trx
      .selectFrom("user_group")
      .select("id")
      .where("status", "=", "enable")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const now = nowSeconds();
    const inserted = await trx
      .insertInto("user")
      .values({
        group_id: group.id,
        username: input.username,
        nickname: input.username,
        email,
        mobile,
        password,
        join_ip: input.ip,
        join_time: now,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}
