import type { MessageKey } from "./messages.ts";

/** Why a code is sent (BuildAdmin's events, with the mobile counterparts). */
export const CODE_EVENTS = [
  "user_register",
  "user_retrieve_pwd",
  "user_change_email",
  "user_change_mobile",
  "user_email_verify",
  "user_mobile_verify",
] as const;

export type CodeEvent = (typeof CODE_EVENTS)[number];
export type CodeChannel = "email" | "mobile";

type EventRule = {
  /** The channels the event may use. */
  channels: readonly CodeChannel[];
  /** Whether the address must already belong to an account ("known"), must be free ("free"), or the member's own. */
  address: "known" | "free" | "own";
  /** The event's name in mail subjects. */
  title: MessageKey;
};

export const CODE_EVENT_RULES: Readonly<Record<CodeEvent, EventRule>> = {
  user_register: { channels: ["email", "mobile"], address: "free", title: "eventRegister" },
  user_retrieve_pwd: { channels: ["email", "mobile"], address: "known", title: "eventRetrievePassword" },
  user_change_email: { channels: ["email"], address: "free", title: "eventChangeEmail" },
  user_change_mobile: { channels: ["mobile"], address: "free", title: "eventChangeMobile" },
  user_email_verify: { channels: ["email"], address: "own", title: "eventVerifyAccount" },
  user_mobile_verify: { channels: ["mobile"], address: "own", title: "eventVerifyAccount" },
};

/** Limits of sending codes: a minute between two codes for one address and event, and hourly caps. */
export const CODE_LIMITS = {
  resendSeconds: 60,
  ttlSeconds: 10 * 60,
  /** Tries before a code is spent: wrong codes, and uses of a right one that failed (a taken name). */
  attempts: 5,
  perAddressPerHour: 10,
  perIpPerHour: 30,
} as const;

/** An address as stored and compared: emails in lower case, mobile numbers without spaces. */
export function normalizeAddress(channel: CodeChannel, address: string): string {
  const trimmed = address.trim();
  return channel === "email" ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, "");
}

/** The event that changes the binding of a channel, and the one that proves it. */
export const changeEventOf = (channel: CodeChannel): CodeEvent =>
  channel === "email" ? "user_change_email" : "user_change_mobile";
export const verifyEventOf = (channel: CodeChannel): CodeEvent =>
  channel === "email" ? "user_email_verify" : "user_mobile_verify";
