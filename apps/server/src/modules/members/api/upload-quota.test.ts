import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../../test/admin-caller.ts";
import { registerByEmail, useMailSink } from "../../../test/member.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { saveSettings } from "../../../test/settings.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** A different small PNG each time, as a member filling the disk would send (no two stored as one). */
const picture = (seed: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: seed >> 8, b: 7 } } })
    .png()
    .toBuffer();

/** One member may not fill the disk (issue 24, N3): a daily allowance of files and bytes, and a burst limit. */
describe("a member's upload allowance", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let seed = 0;
  const upload = async (token: string) => {
    const file = multipartFile(`p${seed}.png`, await picture(++seed), "image/png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ajax/upload",
      payload: file.payload,
      headers: { ...file.headers, "ba-user-token": token, "think-lang": "en" },
    });
    return res.json() as { code: number; msg: string };
  };
  const storedBy = async (userId: number) =>
    (await t.services.db.selectFrom("attachment").select("id").where("user_id", "=", userId).execute())
      .length;

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it("refuses files beyond the day's count, storing nothing more, while another member still uploads", async () => {
    await saveSettings(t, { upload_member_daily_files: 3, upload_member_daily_size: "10mb" });
    const filler = await registerByEmail(t, sink, { username: "filler", email: "filler@example.com" });
    const other = await registerByEmail(t, sink, { username: "other", email: "other@example.com" });
    for (let i = 0; i < 3; i += 1) {
      const answer = await upload(filler.token);
      expect(answer.code, answer.msg).toBe(1);
    }
    expect(await upload(filler.token)).toMatchObject({
      code: 0,
      msg: "Today's upload allowance is used up (at most 3 files, 10 MB in all); please try again tomorrow!",
    });
    expect(await storedBy(filler.id)).toBe(3);
    expect((await upload(other.token)).code).toBe(1);

    // The admin sees each member's use.
    const list = await (await superCaller(t)).user.user.index({ quickSearch: "filler" });
    expect(list.list[0]?.upload).toMatchObject({ today_files: 3, files: 3 });
    expect(list.list[0]?.upload?.bytes).toBeGreaterThan(0);
  });

  it("refuses bytes beyond the day's size, counting only what was stored", async () => {
    const first = await picture(1000);
    await saveSettings(t, {
      upload_member_daily_files: 100,
      upload_member_daily_size: first.length * 2 + 10,
    });
    const member = await registerByEmail(t, sink, { username: "sizer", email: "sizer@example.com" });
    // A refused file (not a picture) takes nothing of the day.
    const bad = multipartFile("x.png", Buffer.from("not a picture"), "image/png");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/ajax/upload",
      payload: bad.payload,
      headers: { ...bad.headers, "ba-user-token": member.token },
    });
    expect(refused.json().code).toBe(0);
    expect((await upload(member.token)).code).toBe(1);
    expect((await upload(member.token)).code).toBe(1);
    expect((await upload(member.token)).msg).toMatch(/^Today's upload allowance is used up/);
    expect(await storedBy(member.id)).toBe(2);
  });

  it("refuses a burst of uploads from one member, counted on every server process alike", async () => {
    await saveSettings(t, { upload_member_daily_files: 1000, upload_member_daily_size: "100mb" });
    const member = await registerByEmail(t, sink, { username: "burster", email: "burster@example.com" });
    const answers = await Promise.all(Array.from({ length: 24 }, () => upload(member.token)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.code === 0).every((a) => /^Uploading too often/.test(a.msg))).toBe(true);
    expect(await storedBy(member.id)).toBe(20);
  });
});
