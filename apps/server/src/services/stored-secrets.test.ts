import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "@corp/db/connection";
import { createSeededDataDir } from "@corp/db/testing";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readEnv } from "../env.ts";
import { AppError } from "../errors.ts";
import { secretsRotateCommand } from "../ops/secrets-command.ts";
import { superCaller } from "../test/admin-caller.ts";
import { storedSetting } from "../test/settings.ts";
import { type SmtpSink, smtpSink } from "../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { mailSettingsFrom, sendMail } from "./mail.ts";
import { SettingSecrets, secretKeyOf } from "./setting-secrets.ts";
import { loadConfig } from "./site-config.ts";
import { resealSecrets } from "./stored-secrets.ts";

const key = () => randomBytes(32).toString("hex");
const OLD_KEY = key();
const NEW_KEY = key();
const PASSWORD = "p8-smtp-s3cret-9d1f";
const idOf = (site: string) => secretKeyOf(Buffer.from(site, "utf8")).id;

const storedValue = storedSetting;

/** The settings' secrets are stored encrypted with the site's key (issue 44, P8). */
describe("secret settings at rest", () => {
  let t: TestApp;
  let sink: SmtpSink;
  const storedPass = async () => (await storedValue(t, "smtp_pass")) as { secret: string; to: string };
  /** Sends a mail as the site does, its password opened by `secrets`; answers the login the sink saw. */
  const mailWith = async (secrets: SettingSecrets) => {
    const settings = mailSettingsFrom(await loadConfig(t.services.db), secrets);
    if (!settings) throw new Error("mail is not configured");
    const sent = sink.received.length;
    await sendMail(settings, { to: "member@example.com", subject: "code", text: "123456" });
    return sink.received[sent]?.pass;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_KEY: OLD_KEY } });
    sink = await smtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps a saved password encrypted in its row and out of the sensitive-data log; the mail still sends with it", async () => {
    const root = await superCaller(t);
    await root.routine.config.saveGroup({
      group: "mail",
      values: {
        smtp_server: "127.0.0.1",
        smtp_port: String(sink.port),
        smtp_user: "mailer",
        smtp_pass: PASSWORD,
        smtp_verification: "",
        smtp_sender_mail: "site@example.com",
      },
    });
    const stored = await storedPass();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(stored.secret).toMatch(new RegExp(`^enc:v1:${idOf(OLD_KEY)}:[\\w-]+:[\\w-]+:[\\w-]+$`));
    // The log keeps neither its text nor what is stored: both show as the mask.
    const logs = await t.services.db.selectFrom("security_sensitive_data_log").selectAll().execute();
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);
    expect(JSON.stringify(logs)).not.toContain(stored.secret);
    const row = await t.services.db
      .selectFrom("config")
      .select("id")
      .where("name", "=", "smtp_pass")
      .executeTakeFirstOrThrow();
    const logged = logs.find((log) => log.data_table === "config" && log.id_value === row.id);
    expect(logged).toMatchObject({ secret: 1, before: null, after: null });
    expect(await root.security.sensitiveDataLog.info({ id: logged?.id ?? 0 })).toMatchObject({
      before: "***",
      after: "***",
    });
    // The settings page never receives it back.
    const answer = await root.routine.config.getGroups();
    expect(JSON.stringify(answer)).not.toContain(stored.secret);
    const items = answer.groups.flatMap((group) => group.items);
    expect(items.find((item) => item.name === "smtp_pass")).toMatchObject({ value: "", secretSet: true });
    expect(items.find((item) => item.name === "module_market_token")).toMatchObject({
      value: "",
      secretSet: false,
    });
    // The site's test mail logs in with it.
    await root.routine.config.sendTestMail({ to: "admin@example.com", settings: {} });
    expect(sink.received.at(-1)).toMatchObject({ to: ["admin@example.com"], user: "mailer", pass: PASSWORD });
  });

  it("encrypts a password stored in plain by an older release when the server starts, once", async () => {
    const server = { smtp_server: "127.0.0.1", smtp_port: String(sink.port) };
    const plain = bindSecret("smtp_pass", PASSWORD, (name) => server[name as keyof typeof server]);
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(plain) })
      .where("name", "=", "smtp_pass")
      .execute();
    expect(await resealSecrets(t.services.db, t.services.secrets, { rotate: false })).toMatchObject({
      sealed: 1,
    });
    const stored = await storedPass();
    expect(stored.secret.startsWith(`enc:v1:${idOf(OLD_KEY)}:`)).toBe(true);
    expect(await resealSecrets(t.services.db, t.services.secrets, { rotate: false })).toMatchObject({
      sealed: 0,
      kept: 1,
    });
    expect(await storedPass()).toEqual(stored);
    expect(await mailWith(t.services.secrets)).toBe(PASSWORD);
  });

  it("rotates to a new key and back, idempotent; a server with the old key alone is refused in the catalogue's words", async () => {
    const env = t.services.env;
    const rotated = new SettingSecrets({ ...env, SITE_KEY: NEW_KEY, SITE_KEY_PREVIOUS: OLD_KEY });
    expect(await resealSecrets(t.services.db, rotated, { rotate: true })).toMatchObject({ sealed: 1 });
    const stored = await storedPass();
    expect(stored.secret.startsWith(`enc:v1:${idOf(NEW_KEY)}:`)).toBe(true);
    expect(await resealSecrets(t.services.db, rotated, { rotate: true })).toEqual({
      sealed: 0,
      kept: 1,
      unknown: [],
    });
    expect(await storedPass()).toEqual(stored);
    // A server restarted with the new key alone sends with it; one still on the old key is refused.
    expect(await mailWith(new SettingSecrets({ ...env, SITE_KEY: NEW_KEY }))).toBe(PASSWORD);
    await expect(mailWith(new SettingSecrets({ ...env, SITE_KEY: OLD_KEY }))).rejects.toMatchObject({
      key: "secretKeyUnknown",
      params: { name: "smtp_pass", key: idOf(NEW_KEY) },
    });
    // And back, for the tests after this one.
    const back = new SettingSecrets({ ...env, SITE_KEY: OLD_KEY, SITE_KEY_PREVIOUS: NEW_KEY });
    expect(await resealSecrets(t.services.db, back, { rotate: true })).toMatchObject({ sealed: 1 });
    expect(await mailWith(t.services.secrets)).toBe(PASSWORD);
  });

  it("refuses a rotation when neither key opens a value, changing nothing", async () => {
    const before = await t.services.db.selectFrom("config").select(["name", "value"]).orderBy("id").execute();
    const wrong = new SettingSecrets({ ...t.services.env, SITE_KEY: NEW_KEY, SITE_KEY_PREVIOUS: key() });
    const refusal = await resealSecrets(t.services.db, wrong, { rotate: true }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ key: "secretKeyUnknown", params: { name: "smtp_pass" } });
    expect((refusal as AppError).localize("zh-cn")).toMatch(/^配置项 smtp_pass 的值是用另一把站点密钥/);
    expect((refusal as AppError).localize("en")).toMatch(
      /^The setting smtp_pass was encrypted with another site key \(key \w+\) that neither SITE_KEY nor SITE_KEY_PREVIOUS is/,
    );
    expect(
      await t.services.db.selectFrom("config").select(["name", "value"]).orderBy("id").execute(),
    ).toEqual(before);
  });
});

describe("an added password item", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async () => (await storedValue(t, "partner_api_key")) as string;

  it("is stored encrypted from its first value, and on each save", async () => {
    const root = await superCaller(t);
    await root.routine.config.add({
      name: "partner_api_key",
      group: "basics",
      title: "Partner",
      type: "password",
      value: "partner-5e1a",
    });
    expect(await stored()).toMatch(/^enc:v1:/);
    expect(t.services.secrets.open("partner_api_key", "", await stored())).toBe("partner-5e1a");
    await root.routine.config.saveGroup({ group: "basics", values: { partner_api_key: "partner-6f2b" } });
    expect(await stored()).toMatch(/^enc:v1:/);
    expect(t.services.secrets.open("partner_api_key", "", await stored())).toBe("partner-6f2b");
    const answer = await root.routine.config.getGroups();
    expect(JSON.stringify(answer)).not.toContain("partner-6f2b");
  });
});

/** `cli.js secrets:rotate` on an embedded data folder (its transaction is the one above on both databases). */
describe.skipIf(process.env.DATABASE_URL)("cli.js secrets:rotate", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "secrets-rotate-"));
    await createSeededDataDir(dir);
    const database = await createDatabase({ dataDir: dir });
    try {
      const old = new SettingSecrets({ SITE_KEY: OLD_KEY, DATA_DIR: dir });
      const to = "https://market.example.com/api";
      await database.db
        .updateTable("config")
        .set({ value: JSON.stringify({ secret: old.seal("module_market_token", to, "token-7a"), to }) })
        .where("name", "=", "module_market_token")
        .execute();
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("re-encrypts under SITE_KEY what SITE_KEY_PREVIOUS encrypted, then finds nothing to do; a wrong key exits 1", async () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrong = readEnv({ DATA_DIR: dir, SITE_KEY: NEW_KEY, SITE_KEY_PREVIOUS: key() });
    expect(await secretsRotateCommand(wrong, [])).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(/^The setting module_market_token was encrypted with another site key/),
    );
    const env = readEnv({ DATA_DIR: dir, SITE_KEY: NEW_KEY, SITE_KEY_PREVIOUS: OLD_KEY });
    expect(await secretsRotateCommand(env, [])).toBe(0);
    expect(out).toHaveBeenLastCalledWith(
      `Encrypted 1 secret settings again under the current site key (key ${idOf(NEW_KEY)}); 0 were under it already`,
    );
    expect(await secretsRotateCommand(env, [])).toBe(0);
    expect(out).toHaveBeenLastCalledWith(
      `Encrypted 0 secret settings again under the current site key (key ${idOf(NEW_KEY)}); 1 were under it already`,
    );
    expect(await secretsRotateCommand(env, ["--now"])).toBe(2);
  });
});
