import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  user: string;
  pass: string;
  raw: string;
  /** The Subject header, its encoded words (RFC 2047, as nodemailer writes them) decoded. */
  subject: string;
  text: string;
};

/** The Subject header of a mail, its `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words decoded. */
export function mailSubject(raw: string): string {
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
  const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(headers)?.[1] ?? "";
  return folded
    .replace(/\?=\r\n[ \t]+=\?/g, "?==?")
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(word, "base64").toString("utf8")
        : Buffer.from(
            word
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** A header of a mail as sent (folded lines joined), or undefined when it has none. */
export function mailHeader(raw: string, name: string): string | undefined {
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = headers.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The text of a single-part mail as nodemailer writes it (base64 or quoted-printable body). */
export function mailText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).toLowerCase();
  const body = raw.slice(split + 4);
  if (headers.includes("content-transfer-encoding: base64")) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (headers.includes("content-transfer-encoding: quoted-printable")) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/**
 * A local SMTP server that keeps what it receives (with the login it was given, if any); with
 * `refuseLogin` it refuses every login, as a server given a wrong password does; with `hold` it
 * accepts no mail until `release()` is called, as a slow server does.
 */
export async function smtpSink(options: { refuseLogin?: boolean; hold?: boolean } = {}) {
  let release: () => void = () => {};
  const gate = options.hold
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  const received: ReceivedMail[] = [];
  // The login of each connection (none: empty), so a mail sent without one shows none.
  const logins = new Map<string, { user: string; pass: string }>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? "", pass: auth.password ?? "" });
      if (options.refuseLogin) callback(new Error("Invalid username or password"));
      else callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        await gate;
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...(logins.get(session.id) ?? { user: "", pass: "" }),
          raw,
          subject: mailSubject(raw),
          text: mailText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    release,
    /** The six-digit code of the newest mail to `to`. */
    codeFor: (to: string) => {
      const mail = received.filter((m) => m.to.includes(to)).at(-1);
      return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
