import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCall } from "../../../test/member.ts";
import { saveSettings } from "../../../test/settings.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("codes by text message through the Alibaba Cloud adapter", () => {
  let t: TestApp;
  const texted: { mobile: string; code: string }[] = [];
  const provider = createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://x").searchParams;
    texted.push({
      mobile: query.get("PhoneNumbers") ?? "",
      code: JSON.parse(query.get("TemplateParam") ?? "{}").code,
    });
    res.end(JSON.stringify({ Code: "OK" }));
  });

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const settings = {
      sms_driver: "aliyun",
      sms_aliyun_access_key_id: "key",
      sms_aliyun_access_key_secret: "secret",
      sms_aliyun_sign_name: "澄芯科技",
      sms_aliyun_template_code: "SMS_1",
      sms_aliyun_endpoint: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    };
    await saveSettings(t, settings);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    await t.close();
  });

  it("offers mobile, texts a code and registers with it", async () => {
    const call = memberCall(t);
    // A vendor's SMS and no mail: registration verifies the mobile number by default.
    expect((await call("GET", "/api/user/checkIn")).data).toMatchObject({
      accountVerificationType: ["mobile"],
      registerMode: "mobile",
    });
    const sent = await call("POST", "/api/Sms/send", {
      mobile: "139 1234 5678",
      template_code: "user_register",
      captchaId: "off",
      captchaInfo: "off",
    });
    expect(sent.code).toBe(1);
    expect(texted.at(-1)).toMatchObject({ mobile: "13912345678", code: expect.stringMatching(/^\d{6}$/) });
    const registered = await call("POST", "/api/user/checkIn", {
      tab: "register",
      username: "sun_qi",
      password: "s3cret-pass",
      registerType: "mobile",
      mobile: "13912345678",
      captcha: texted.at(-1)?.code,
    });
    expect(registered).toMatchObject({ code: 1, data: { userInfo: { mobile: "13912345678", email: "" } } });
    const wrongEvent = await call("POST", "/api/Sms/send", {
      mobile: "13912345678",
      template_code: "user_change_email",
      captchaId: "off",
      captchaInfo: "off",
    });
    expect(wrongEvent.code).toBe(0);
  });
});
