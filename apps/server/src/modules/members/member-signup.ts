import type { CheckInRequest } from "@corp/contract/types";
import { accountSchemas } from "@corp/domain/account";
import { type CodeChannel, normalizeAddress } from "@corp/domain/code-events";
import type { Lang } from "@corp/domain/lang";
import { registerAddress } from "@corp/domain/register-address";
import { type RegisterMode, registerChannel } from "@corp/domain/register-mode";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { requireLoginCaptcha } from "../../services/captcha/login-captcha.ts";
import { clientNetwork } from "../../services/client-network.ts";
import type { ThrottleLimit } from "../../services/throttle.ts";
import { markCodeUsed, matchCode } from "./verification-codes.ts";

/** Accounts one IP may open in an hour, counted from the members' join IPs in the database. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 5;

/** Registration attempts (right or wrong) one IP may send in an hour, counted by the shared Throttle. */
export const REGISTER_ATTEMPTS_PER_IP: ThrottleLimit = { limit: 20, windowSeconds: 3600 };

export type Signup = CheckInRequest & { mode: RegisterMode; ip: string; lang: Lang };

/** The account opened, and whether it waits for the administrator's approval. */
export type Registered = { id: number; pending: boolean };

function fieldError(field: string, text: string): AppError {
  return new AppError({ text, data: { fields: { [field]: text } } });
}

/**
 * The addresses an account keeps: with a verified mode only the one its code went to (which must be given),
 * otherwise the email or mobile as given, each checked and normalised: at least one with the click captcha,
 * none needed with the administrator's approval (`registerAddress`).
 */
function addressesOf(input: Signup, channel: CodeChannel | undefined): { email: string; mobile: string } {
  const schemas = accountSchemas(input.lang);
  let email = channel === "mobile" ? "" : (input.email?.trim() ?? "");
  let mobile = channel === "email" ? "" : (input.mobile?.trim() ?? "");
  if (!channel && !email && !mobile && registerAddress(input.mode).required)
    throw new AppError({ key: "emailOrMobileRequired" });
  if (channel === "email" || email) {
    const r = schemas.email.safeParse(email);
    if (!r.success) throw fieldError("email", r.error.issues[0]?.message ?? "");
    email = normalizeAddress("email", email);
  }
  if (channel === "mobile" || mobile) {
    mobile = normalizeAddress("mobile", mobile);
    const r = schemas.mobile.safeParse(mobile);
    if (!r.success) throw fieldError("mobile", r.error.issues[0]?.message ?? "");
  }
  return { email, mobile };
}

/**
 * Opens a member account after the proof its registration mode asks for (ADR 0028): the code sent to its
 * email or mobile, or the click captcha; in the approval mode the account waits, `pending`, for the
 * administrator. One IP opens a few accounts an hour at most. A refused attempt writes no account.
 */
export async function registerWithProof(services: AppServices, input: Signup): Promise<Registered> {
  const { db } = services;
  // Every attempt counts, so names and codes cannot be tried without end from one address.
  const attempts = await services.throttle.hit(
    `user-register:ip:${clientNetwork(input.ip)}`,
    REGISTER_ATTEMPTS_PER_IP,
  );
  if (attempts.count > REGISTER_ATTEMPTS_PER_IP.limit) throw new AppError({ key: "registerTooOften" });
  const recent = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("join_ip", "=", input.ip)
    .where("join_time", ">", nowSeconds() - 3600)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= REGISTRATIONS_PER_IP_PER_HOUR) throw new AppError({ key: "registerTooOften" });

  const channel = registerChannel(input.mode);
  if (channel && input.registerType && input.registerType !== channel)
    throw new AppError({ key: "codeChannelOff" });
  const { email, mobile } = addressesOf(input, channel);
  // The proof comes before the name is looked at, so names cannot be probed without one; a matched code
  // is marked used with the account, so a taken name leaves it for the next try, but every try counts
  // against the code (matchCode), so one code probes a few names at most (issue 24, N6).
  let codeId: number | null = null;
  if (channel) {
    const address = channel === "email" ? email : mobile;
    codeId = await matchCode(db, { address, event: "user_register", code: input.captcha ?? "" });
    if (codeId === null) throw new AppError({ key: "codeWrong" });
  } else if (services.env.LOGIN_CAPTCHA !== "off") {
    await requireLoginCaptcha(db, input.captchaId, input.captchaInfo);
  }
  const password = await hashPassword(input.password);
  const pending = input.mode === "approval";
  const id = await db.transaction().execute(async (trx) => {
    if (codeId !== null && !(await markCodeUsed(trx, codeId))) throw new AppError({ key: "codeWrong" });
    const taken = await trx
      .selectFrom("user")
      .select("id")
      .where("username", "=", input.username)
      .executeTakeFirst();
    if (taken) throw new AppError({ key: "usernameTaken" });
    const group = await trx
      .selectFrom("user_group")
      .select("id")
      .where("status", "=", "enable")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const now = nowSeconds();
    // The unique indexes refuse a name or address taken meanwhile ("The same data already exists").
    const inserted = await trx
      .insertInto("user")
      .values({
        group_id: group.id,
        username: input.username,
        nickname: input.username,
        email,
        mobile,
        password,
        status: pending ? "pending" : "enable",
        join_ip: input.ip,
        join_time: now,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return { id, pending };
}
