import { z } from "zod";

/**
 * The settings that are secrets, each with the settings that say where it is sent (issue 24, M2): the
 * SMTP password goes to the mail server, the market token to the market, the SMS key's signatures to
 * the SMS endpoint. A secret is stored with the destination it was saved for, and is sent only there.
 */
export const SECRET_DESTINATIONS: Readonly<Record<string, readonly string[]>> = {
  smtp_pass: ["smtp_server", "smtp_port"],
  module_market_token: ["module_market_url"],
  sms_aliyun_access_key_secret: ["sms_aliyun_endpoint"],
  sms_tencent_secret_key: ["sms_tencent_endpoint"],
  // Sent only to Baidu's push endpoint, which the server's environment names (SEARCH_PUSH_BAIDU_URL).
  search_push_baidu_token: [],
};

/** A stored secret and the destination it was saved for. */
export const boundSecret = z.object({ secret: z.string(), to: z.string() });
export type BoundSecret = z.infer<typeof boundSecret>;

const textOf = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

/** Where secret `name` is sent as the settings say now: its destination settings, normalised, in order. */
export function secretDestination(name: string, settingOf: (setting: string) => unknown): string {
  return (SECRET_DESTINATIONS[name] ?? [])
    .map((setting) => textOf(settingOf(setting)).toLowerCase().replace(/\/+$/, ""))
    .join(" ");
}

/** Secret `name` as it is stored: with the destination its settings name (`settingOf`) as it is saved. */
export function bindSecret(
  name: string,
  secret: string,
  settingOf: (setting: string) => unknown,
): BoundSecret {
  return { secret, to: secretDestination(name, settingOf) };
}

/** The secret, when it was saved for destination `to`; otherwise empty, so it is not sent. */
export function secretFor(stored: unknown, to: string): string {
  const parsed = boundSecret.safeParse(stored);
  return parsed.success && parsed.data.to === to ? parsed.data.secret : "";
}

/** Whether a secret is stored at all, for whatever destination. */
export function hasSecret(stored: unknown): boolean {
  const parsed = boundSecret.safeParse(stored);
  return parsed.success ? parsed.data.secret !== "" : textOf(stored) !== "";
}
