import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailSettings, sendMail } from "./mail.ts";

/** A self-signed certificate for 127.0.0.1, made with openssl (present wherever PostgreSQL is installed). */
function selfSigned(): { key: string; cert: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), "mail-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...[
          "-addext",
          "subjectAltName=IP:127.0.0.1",
          "-keyout",
          join(dir, "key.pem"),
          "-out",
          join(dir, "cert.pem"),
        ],
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(dir, "key.pem"), "utf8"),
      cert: readFileSync(join(dir, "cert.pem"), "utf8"),
    };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const certificate = selfSigned();

/** Settings that name no TLS mode: the connection must still move to TLS when offered. */
const settingsAt = (port: number): MailSettings => ({
  host: "127.0.0.1",
  port,
  user: "mailer",
  pass: "s3cret",
  verification: "",
  sender: "site@example.com",
});

describe.skipIf(!certificate)("sendMail over STARTTLS", () => {
  const logins: { user: string; secure: boolean }[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      key: certificate?.key,
      cert: certificate?.cert,
      authOptional: true,
      onAuth(auth, session, callback) {
        logins.push({ user: auth.username ?? "", secure: session.secure });
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("moves to TLS when the server offers it, before the password is sent, without being told to", async () => {
    await sendMail(
      settingsAt(port),
      { to: "ops@example.com", subject: "s", text: "t" },
      { ca: certificate?.cert },
    );
    expect(logins).toEqual([{ user: "mailer", secure: true }]);
  });

  it("does not fall back to clear text when the server's certificate is not trusted", async () => {
    await expect(
      sendMail(settingsAt(port), { to: "ops@example.com", subject: "s", text: "t" }),
    ).rejects.toThrow();
    expect(logins).toHaveLength(1);
  });
});
