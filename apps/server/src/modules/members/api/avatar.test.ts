import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCall, registerByEmail, useMailSink } from "../../../test/member.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const NOT_STORED = "The avatar must be a picture uploaded to this site!";

/** Avatars that load another host's content, or leave the store (issue 24, N10). */
const FOREIGN = [
  "https://evil.example/a.png",
  "//evil.example/a.png",
  "/\\evil.example/a.png",
  "/storage/../x",
  "/static/not-an-upload.png",
];

describe("member avatars come from the site's own storage only", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let member: { token: string; id: number };
  let uploaded: string;

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
    member = await registerByEmail(t, sink, { username: "pic_owner", email: "pic@example.com" });
    const file = multipartFile("avatar.png", PNG, "image/png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ajax/upload",
      payload: file.payload,
      headers: { ...file.headers, "ba-user-token": member.token },
    });
    uploaded = res.json().data.file.url;
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  const avatarOf = async () =>
    (
      await t.services.db
        .selectFrom("user")
        .select("avatar")
        .where("id", "=", member.id)
        .executeTakeFirstOrThrow()
    ).avatar;

  it("refuses a foreign avatar in the member's own profile, saving nothing", async () => {
    for (const avatar of FOREIGN) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/account/profile",
        headers: { "think-lang": "en", "ba-user-token": member.token },
        payload: { username: "pic_owner", nickname: "changed", avatar },
      });
      expect(res.statusCode, avatar).toBe(400);
      expect(res.json(), avatar).toMatchObject({ code: 0, msg: NOT_STORED });
      expect(await avatarOf()).toBe("");
    }
    const nick = await t.services.db
      .selectFrom("user")
      .select("nickname")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(nick.nickname).not.toBe("changed");
  });

  it("saves an uploaded picture as the member's avatar", async () => {
    expect(uploaded).toMatch(/^\/storage\/\d{8}\/[0-9a-f]{40}\.png$/);
    const saved = await memberCall(t, member.token)("POST", "/api/account/profile", {
      username: "pic_owner",
      nickname: "pic",
      avatar: uploaded,
    });
    expect(saved.code).toBe(1);
    expect(await avatarOf()).toBe(uploaded);
  });

  it("refuses a foreign avatar in the admin's member form, adding and saving nothing", async () => {
    const { token } = await loginAdmin(t.app);
    const call = (path: string, input: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/admin/trpc/user.user.${path}`,
        headers: { batoken: token, "think-lang": "en" },
        payload: input,
      });
    const row = (
      await t.app.inject({
        method: "GET",
        url: `/admin/trpc/user.user.get?input=${encodeURIComponent(JSON.stringify({ id: member.id }))}`,
        headers: { batoken: token, "think-lang": "en" },
      })
    ).json().result.data;
    const fields = {
      username: row.username,
      nickname: row.nickname,
      group_id: row.group_id,
      email: row.email,
      mobile: row.mobile,
      gender: row.gender,
      birthday: "",
      motto: row.motto,
      status: row.status,
    };
    for (const avatar of FOREIGN) {
      const edit = await call("edit", { ...fields, id: member.id, avatar });
      expect(edit.statusCode, avatar).toBe(400);
      expect(await avatarOf()).toBe(uploaded);
      const add = await call("add", {
        ...fields,
        username: "pic_copy",
        email: "",
        password: "member-Pass1",
        avatar,
      });
      expect(add.statusCode, avatar).toBe(400);
    }
    const copies = await t.services.db
      .selectFrom("user")
      .select("id")
      .where("username", "=", "pic_copy")
      .execute();
    expect(copies).toEqual([]);
    const edit = await call("edit", { ...fields, id: member.id, avatar: "" });
    expect(edit.json().result.data).toBeDefined();
    expect(await avatarOf()).toBe("");
    expect((await call("edit", { ...fields, id: member.id, avatar: uploaded })).statusCode).toBe(200);
    expect(await avatarOf()).toBe(uploaded);
  });
});
