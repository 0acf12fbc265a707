import { describe, expect, it } from "vitest";
import { LEAD_INITIAL, LEAD_SETTING, leadSettingsOf, leadSettingsRefusal } from "./lead-settings.ts";

const initial = Object.fromEntries(
  (Object.keys(LEAD_SETTING) as (keyof typeof LEAD_SETTING)[]).map((key) => [
    LEAD_SETTING[key],
    LEAD_INITIAL[key],
  ]),
);
const reading =
  (changes: Record<string, unknown> = {}) =>
  (name: string) =>
    name in changes ? changes[name] : initial[name];

describe("lead settings", () => {
  it("start with every field shown, four required, no mail, leads kept, the captcha after 3 in 10 minutes", () => {
    expect(leadSettingsRefusal(reading())).toBeUndefined();
    const settings = leadSettingsOf(reading());
    expect(settings.form.fields.map((f) => `${f.name}${f.required ? "*" : ""}`)).toEqual([
      "name*",
      "mobile*",
      "email",
      "company",
      "subject",
      "message*",
      "consent*",
    ]);
    expect(settings).toMatchObject({ notify: [], retentionDays: 0, captcha: { after: 3, minutes: 10 } });
  });

  it("read the settings page's values: lists as text, numbers as text, addresses separated by commas", () => {
    const settings = leadSettingsOf(
      reading({
        lead_fields: "email,message",
        lead_required: "email",
        lead_notify_emails: "sales@example.com, boss@example.com",
        lead_retention_days: "30",
        lead_privacy_link: "/us/company",
      }),
    );
    expect(settings.form).toEqual({
      fields: [
        { name: "email", required: true },
        { name: "message", required: false },
      ],
      privacyLink: "/us/company",
      privacyText: "",
    });
    expect(settings.notify).toEqual(["sales@example.com", "boss@example.com"]);
    expect(settings.retentionDays).toBe(30);
  });

  it.each([
    [{ lead_fields: [] }, "leadSettingNoFields", {}],
    [{ lead_fields: ["name", "fax"] }, "leadSettingFieldUnknown", { field: "fax" }],
    [
      { lead_fields: ["name"], lead_required: ["name", "email"] },
      "leadSettingRequiredHidden",
      { fields: "电子邮箱" },
    ],
    [{ lead_privacy_link: "javascript:alert(1)" }, "leadSettingPrivacyLink", undefined],
    [{ lead_privacy_text: "x".repeat(201) }, "leadSettingPrivacyText", { max: 200 }],
    [
      { lead_notify_emails: "a@example.com,not-an-address" },
      "leadSettingNotify",
      { address: "not-an-address" },
    ],
    [{ lead_retention_days: -1 }, "leadSettingNumber", { setting: "留言保留天数", min: 0, max: 3650 }],
    [{ lead_captcha_after: "3.5" }, "leadSettingNumber", { setting: "验证码触发次数" }],
    [{ lead_captcha_minutes: "abc" }, "leadSettingNumber", { min: 1, max: 1440 }],
    [{ lead_site_captcha_per_minute: -1 }, "leadSettingNumber", { setting: "全站每分钟留言数", max: 10000 }],
    [{ lead_mails_per_hour: 0 }, "leadSettingNumber", { setting: "每小时逐条通知数", min: 1, max: 1000 }],
  ])("refuse %o with its own message", (changes, key, params) => {
    const refusal = leadSettingsRefusal(reading(changes));
    expect(refusal?.key).toBe(key);
    if (params) expect(refusal?.params).toMatchObject(params);
  });

  it("fall back, part by part, to a new site's where a saved value is wrong", () => {
    const settings = leadSettingsOf(
      reading({ lead_fields: [], lead_notify_emails: "x@example.com", lead_captcha_after: 99_999 }),
    );
    expect(settings.form.fields).toHaveLength(7);
    expect(settings.notify).toEqual(["x@example.com"]);
    expect(settings.captcha).toEqual({ after: 3, minutes: 10, sitePerMinute: 20 });
    expect(settings.mailsPerHour).toBe(10);
  });
});
