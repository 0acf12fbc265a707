import type { ConnectionOptions } from "node:tls";
import { createTransport } from "nodemailer";
import { countMail } from "../metrics/mails.ts";
import type { SecretOpener } from "./setting-secrets.ts";
import { type ConfigValues, secretSetting } from "./site-config.ts";

export type MailSettings = {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** "SSL": TLS from the first byte (465); "TLS": STARTTLS required; "": plain, upgraded when offered. */
  verification: "SSL" | "TLS" | "";
  sender: string;
};

const text = (values: ConfigValues, name: string) => {
  const v = values.get(name);
  return v === null || v === undefined ? "" : String(v).trim();
};

/**
 * The mail settings of the "mail" config group, the password opened by `secrets`; undefined while the
 * server or sender is missing.
 */
export function mailSettingsFrom(values: ConfigValues, secrets: SecretOpener): MailSettings | undefined {
  const host = text(values, "smtp_server");
  const sender = text(values, "smtp_sender_mail");
  const verification = text(values, "smtp_verification").toUpperCase();
  const port = Number(text(values, "smtp_port")) || (verification === "SSL" ? 465 : 25);
  if (!host || !sender || !Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return {
    host,
    port,
    user: text(values, "smtp_user"),
    pass: secretSetting(values, "smtp_pass", secrets),
    verification: verification === "SSL" || verification === "TLS" ? verification : "",
    sender,
  };
}

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes when it is not the sender (a lead's visitor): his address, and his name. */
  replyTo?: { address: string; name: string };
};

/**
 * Sends one mail through the configured SMTP server; rejects with the server's reason. Without "SSL" or
 * "TLS" the connection still moves to TLS (STARTTLS) whenever the server offers it, before the login is
 * sent, and the server's certificate is checked (`tls`: trusted certificates besides the system's).
 */
export async function sendMail(
  settings: MailSettings,
  mail: Mail,
  tls: ConnectionOptions = {},
): Promise<void> {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.verification === "SSL",
    requireTLS: settings.verification === "TLS",
    ignoreTLS: false,
    tls,
    // No password saved for this server: no login is sent at all (the server may refuse the mail).
    auth: settings.user && settings.pass ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: settings.sender,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
    countMail("sent");
  } catch (error) {
    countMail("failed");
    throw error;
  } finally {
    transport.close();
  }
}
