import type { User } from "@corp/db/schema";
import { accountSchemas } from "@corp/domain/account";
import {
  CODE_EVENT_RULES,
  type CodeChannel,
  type CodeEvent,
  normalizeAddress,
} from "@corp/domain/code-events";
import type { Lang } from "@corp/domain/lang";
import { registerChannel } from "@corp/domain/register-mode";
import { checkCurrentPassword } from "../../auth/current-password.ts";
import { AppError, needLogin } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { requireLoginCaptcha } from "../../services/captcha/login-captcha.ts";
import { type ConfigValues, configFlag } from "../../services/site-config.ts";
import { availableChannels, type CodeLog, deliverCode } from "./code-delivery.ts";
import { memberByAddress } from "./member-lookup.ts";
import { registerModeOf } from "./register-mode.ts";
import { issueCode, withdrawCode } from "./verification-codes.ts";

export type SendCodeInput = {
  channel: CodeChannel;
  address: string;
  event: CodeEvent;
  captchaId: string;
  captchaInfo: string;
  password?: string;
  ip: string;
  lang: Lang;
  /** The logged-in member, if any. */
  member: User | undefined;
};

/**
 * `/api/Ems/send` and `/api/Sms/send`: checks the click captcha, the event, the address and its limits,
 * then sends a code. What an address may not take (a registration with an address that already has an
 * account, a recovery for an unknown one) gets the same answer as a real code, and no code: the owner of
 * a taken email is told by mail instead, so nobody learns from the answer whether an account exists,
 * nor from its time: for a guest the mail is sent after the answer.
 */
export async function sendCode(
  services: AppServices,
  values: ConfigValues,
  log: CodeLog,
  input: SendCodeInput,
): Promise<void> {
  const rule = CODE_EVENT_RULES[input.event];
  if (!rule.channels.includes(input.channel)) throw new AppError({ key: "incorrectParameter" });
  const schemas = accountSchemas(input.lang);
  const address = normalizeAddress(input.channel, input.address);
  const checked = (input.channel === "email" ? schemas.email : schemas.mobile).safeParse(address);
  if (!checked.success) {
    const text = checked.error.issues[0]?.message ?? "";
    throw new AppError({ text, data: { fields: { [input.channel]: text } } });
  }
  if (input.event === "user_register" && !configFlag(values, "user_register", true)) {
    throw new AppError({ key: "registerClosed" });
  }
  // A registration code goes only by the channel the registration mode verifies (ADR 0028).
  if (input.event === "user_register" && registerChannel(registerModeOf(values)) !== input.channel)
    throw new AppError({ key: "codeChannelOff" });
  if (services.env.LOGIN_CAPTCHA !== "off") {
    await requireLoginCaptcha(services.db, input.captchaId, input.captchaInfo);
  }
  if (!availableChannels(values, log.sms).includes(input.channel))
    throw new AppError({ key: "codeChannelOff" });

  let deliver: "code" | "notice" | "nothing" = "code";
  if (rule.address === "own") {
    if (!input.member) throw needLogin();
    const bound = input.member[input.channel === "email" ? "email" : "mobile"];
    if (normalizeAddress(input.channel, bound) !== address || bound === "")
      throw new AppError({ key: "notYourAddress" });
    const refusal = await checkCurrentPassword(
      services.throttle,
      { kind: "user", id: input.member.id, hash: input.member.password },
      input.password ?? "",
    );
    if (refusal) throw new AppError(refusal);
  } else {
    const owner = await memberByAddress(services.db, input.channel, address);
    if (rule.address === "known" && !owner) deliver = "nothing";
    if (rule.address === "free" && owner) deliver = "notice";
  }

  const issued = await issueCode(services.db, {
    channel: input.channel,
    address,
    event: input.event,
    ip: input.ip,
  });
  if (deliver === "nothing") return;
  const delivery = async () => {
    try {
      await deliverCode(values, services.secrets, log, {
        channel: input.channel,
        address,
        event: input.event,
        code: deliver === "code" ? issued.code : null,
        lang: input.lang,
      });
    } catch (error) {
      await withdrawCode(services.db, issued.id);
      throw error;
    }
  };
  // The member's own address: he waits for the mail and learns if it failed.
  if (rule.address === "own") return delivery();
  // An address a guest names: the answer goes before the mail, so its time tells nothing (issue 24, N5).
  services.deliveries.push(`code for ${input.event}`, delivery);
}
