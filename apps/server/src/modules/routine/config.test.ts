import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBracketQuery } from "../../http/bracket-query.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { storedSetting } from "../../test/settings.ts";
import { smtpSink } from "../../test/smtp-sink.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("routine.config", () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    t = await createTestApp();
    sink = await smtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it("answers the groups with typed items and the site values, never the SMTP password", async () => {
    const caller = await superCaller(t);
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("s3cret-pass") })
      .where("name", "=", "smtp_pass")
      .execute();
    const result = await caller.routine.config.getGroups();
    expect(result.groups.map((g) => g.key)).toEqual([
      "basics",
      "site",
      "mail",
      "sms",
      "upload",
      "quick_entrance",
      "market",
      "backup",
      "lead",
      "search_push",
      "brand",
    ]);
    const mail = result.groups.find((g) => g.key === "mail");
    expect(mail?.items.find((i) => i.name === "smtp_pass")?.value).toBe("");
    expect(JSON.stringify(result)).not.toContain("s3cret-pass");
    expect(result.site.upload.maxSize).toBe(10 * 1024 * 1024);
    expect(result.site.siteName).not.toBe("");
  });

  it("saves a group's values by type, keeps an empty password, and refuses bad values entirely", async () => {
    const caller = await superCaller(t);
    await caller.routine.config.saveGroup({
      group: "basics",
      values: { siteName: "新站名", user_register: "0" },
    });
    const after = await caller.routine.config.getGroups();
    expect(after.site.siteName).toBe("新站名");
    const basics = after.groups.find((g) => g.key === "basics");
    expect(basics?.items.find((i) => i.name === "user_register")?.value).toBe(false);
    await caller.routine.config.saveGroup({ group: "mail", values: { smtp_pass: "", smtp_user: "bob" } });
    const pass = await t.services.db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "smtp_pass")
      .executeTakeFirstOrThrow();
    expect(pass.value).toBe("s3cret-pass");
    const log = await t.services.db
      .selectFrom("admin_log")
      .select("data")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.data)).toContain("bob");

    for (const values of [{ siteName: "ok", upload_max_size: "lots" }, { siteName: "" }, { nosuch: "x" }]) {
      const group = "upload_max_size" in values ? "upload" : "basics";
      await expect(caller.routine.config.saveGroup({ group, values })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(
      caller.routine.config.saveGroup({ group: "mail", values: { smtp_verification: "ftp" } }),
    ).rejects.toMatchObject({ cause: { key: "incorrectParameter" } });
    const still = await caller.routine.config.getGroups();
    expect(still.site.siteName).toBe("新站名");
    expect(still.site.upload.mode).toBe("local");
  });

  it("keeps the module market's address to http(s) and its token a secret never answered", async () => {
    const caller = await superCaller(t);
    for (const url of ["ftp://market.example.com", "not a url", "https://market.example.com/api?x=1"]) {
      await expect(
        caller.routine.config.saveGroup({ group: "market", values: { module_market_url: url } }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await caller.routine.config.saveGroup({
      group: "market",
      values: { module_market_url: "https://market.example.com/api", module_market_token: "acct-secret" },
    });
    const market = (await caller.routine.config.getGroups()).groups.find((g) => g.key === "market");
    expect(market?.items.map((i) => [i.name, i.type, i.value])).toEqual([
      ["module_market_url", "string", "https://market.example.com/api"],
      ["module_market_token", "password", ""],
    ]);
    await caller.routine.config.saveGroup({ group: "market", values: { module_market_token: "" } });
    const stored = await t.services.db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "module_market_token")
      .executeTakeFirstOrThrow();
    // Kept with where it goes (the token is sent to this market only), encrypted.
    const { secret, to } = stored.value as { secret: string; to: string };
    expect(to).toBe("https://market.example.com/api");
    expect(secret).not.toContain("acct-secret");
    expect(t.services.secrets.open("module_market_token", to, secret)).toBe("acct-secret");
    const logs = await t.services.db.selectFrom("admin_log").select("data").execute();
    expect(JSON.stringify(logs)).not.toContain("acct-secret");
  });

  it("saves values of several groups at once over BuildAdmin's REST edit, all or nothing", async () => {
    const { token } = await loginAdmin(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/admin/routine.Config/edit",
        headers: { batoken: token, "think-lang": "en" },
        payload,
      });
    const value = (name: string) => storedSetting(t, name);

    const saved = await post({ siteName: "REST 站名", upload_max_size: "20mb" });
    expect(saved.json()).toMatchObject({
      code: 1,
      msg: "Operation successful",
      data: { row: { updated: 2 } },
    });
    expect(await value("siteName")).toBe("REST 站名");
    expect(await value("upload_max_size")).toBe("20mb");

    for (const payload of [
      { siteName: "x", smtp_verification: "ftp" },
      { siteName: "y", nosuch: "z" },
    ]) {
      const refused = await post(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 0, msg: "Incorrect parameter!" });
    }
    expect(await value("siteName")).toBe("REST 站名");
    expect(await value("smtp_verification")).toBe("");
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["url", "title"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ url: "/admin/routine.Config/edit", title: "系统配置-编辑" });
  });

  it("adds items to known groups and deletes only those", async () => {
    const caller = await superCaller(t);
    const item = await caller.routine.config.add({
      name: "icp_link",
      group: "basics",
      title: "备案链接",
      type: "string",
      value: "https://beian.miit.gov.cn",
    });
    expect(item).toMatchObject({ allow_del: 1, value: "https://beian.miit.gov.cn" });
    // A new item without a value starts from its type's empty value, a required one too.
    const flag = await caller.routine.config.add({
      name: "show_badge",
      group: "basics",
      title: "显示徽标",
      type: "switch",
      rule: "required",
    });
    expect(flag).toMatchObject({ value: false, rule: "required" });
    await expect(
      caller.routine.config.add({ name: "icp_link", group: "basics", title: "x", type: "string" }),
    ).rejects.toMatchObject({
      cause: { key: "configNameTaken" },
    });
    await expect(
      caller.routine.config.add({ name: "other", group: "nosuch", title: "x", type: "string" }),
    ).rejects.toMatchObject({
      cause: { key: "configGroupUnknown" },
    });
    const builtIn = await t.services.db
      .selectFrom("config")
      .select("id")
      .where("name", "=", "siteName")
      .executeTakeFirstOrThrow();
    await expect(caller.routine.config.del({ ids: [builtIn.id] })).rejects.toMatchObject({
      cause: { key: "configNotDeletable" },
    });
    await expect(caller.routine.config.del({ ids: [item.id] })).resolves.toEqual({ count: 1 });
  });

  it("sends a test mail through the configured SMTP server, with the password masked in the log", async () => {
    const caller = await superCaller(t);
    await expect(caller.routine.config.sendTestMail({ to: "ops@example.com" })).rejects.toMatchObject({
      cause: { key: "mailNotConfigured" },
    });
    await caller.routine.config.saveGroup({
      group: "mail",
      values: {
        smtp_server: "127.0.0.1",
        smtp_port: String(sink.port),
        smtp_user: "mailer",
        // A password saved before went with no server: naming one needs it again.
        smtp_pass: "mail-pass",
        smtp_verification: "",
        smtp_sender_mail: "site@example.com",
      },
    });
    const result = await caller.routine.config.sendTestMail({
      to: "ops@example.com",
      settings: { smtp_pass: "form-pass" },
    });
    expect(result.message).toBe("The test mail has been sent!");
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({
      from: "site@example.com",
      to: ["ops@example.com"],
      user: "mailer",
      pass: "form-pass",
    });
    expect(sink.received[0]?.text).toContain("test mail");
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["data", "title"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.data)).not.toContain("form-pass");
    expect(log.title).toBe("系统配置-编辑");
  });

  it("never lets the SMTP password be read back by filters, searches or order", async () => {
    // The generic list (REST `routine.Config/index` answers BuildAdmin's settings page instead).
    const caller = await superCaller(t);
    const guess = async (query: string) =>
      caller.routine.config.index({ limit: 1000, ...(parseBracketQuery(query) as object) }) as Promise<{
        list: { name: string; value: unknown }[];
        total: number;
      }>;
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("s3cret-pass") })
      .where("name", "=", "smtp_pass")
      .execute();
    const names = (list: { name: string }[]) => list.map((r) => r.name);
    // A LIKE on the value finds the row only if the secret matched: it must never.
    for (const text of ["s3cret", "s", "pass", "%"]) {
      const found = await guess(`search[0][field]=value&search[0][operator]=LIKE&search[0][val]=${text}`);
      expect(names(found.list), text).not.toContain("smtp_pass");
    }
    const notNull = await guess("search[0][field]=value&search[0][operator]=NOT NULL");
    expect(names(notNull.list)).not.toContain("smtp_pass");
    // Sorting by value puts the secret where nothing about it shows (with the empty values).
    const ascending = names((await guess("order=value,asc")).list);
    const descending = names((await guess("order=value,desc")).list);
    const place = (list: string[]) => list.indexOf("smtp_pass");
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("zzzz") })
      .where("name", "=", "smtp_pass")
      .execute();
    expect(place(names((await guess("order=value,asc")).list))).toBe(place(ascending));
    expect(place(names((await guess("order=value,desc")).list))).toBe(place(descending));
    const listed = (await guess("quickSearch=smtp")).list.find((r) => r.name === "smtp_pass");
    expect(listed?.value).toBe("");
  });

  it("sends the stored password only to the stored server", async () => {
    const caller = await superCaller(t);
    await caller.routine.config.saveGroup({ group: "mail", values: { smtp_pass: "stored-pass" } });
    const received = sink.received.length;
    // A form naming another server (here another port) without a password of its own is refused.
    const other = await smtpSink();
    try {
      await expect(
        caller.routine.config.sendTestMail({
          to: "ops@example.com",
          settings: { smtp_port: String(other.port) },
        }),
      ).rejects.toMatchObject({ cause: { key: "mailPasswordForNewServer" } });
      await expect(
        caller.routine.config.sendTestMail({
          to: "ops@example.com",
          settings: { smtp_server: "localhost", smtp_port: String(other.port), smtp_pass: "" },
        }),
      ).rejects.toMatchObject({ cause: { key: "mailPasswordForNewServer" } });
      expect(other.received).toEqual([]);
      // With its own password the other server is tested; the stored one still goes to the stored server.
      await caller.routine.config.sendTestMail({
        to: "ops@example.com",
        settings: { smtp_port: String(other.port), smtp_pass: "other-pass" },
      });
      expect(other.received[0]?.pass).toBe("other-pass");
      await caller.routine.config.sendTestMail({ to: "ops@example.com" });
      expect(sink.received[received]?.pass).toBe("stored-pass");
    } finally {
      await other.close();
    }
  });

  it("reports an unreachable SMTP server as a failed send", async () => {
    const caller = await superCaller(t);
    await expect(
      caller.routine.config.sendTestMail({
        to: "ops@example.com",
        settings: { smtp_port: "1", smtp_pass: "x" },
      }),
    ).rejects.toMatchObject({ cause: { key: "mailTestFailed" } });
  });
});
