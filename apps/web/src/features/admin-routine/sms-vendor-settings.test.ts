import { describe, expect, it } from "vitest";
import { shownWithSmsDriver } from "./sms-vendor-settings.ts";

describe("the SMS group's settings", () => {
  it("shows a vendor's settings only with that vendor chosen", () => {
    expect(shownWithSmsDriver("sms_tencent_secret_key", "tencent")).toBe(true);
    expect(shownWithSmsDriver("sms_aliyun_sign_name", "tencent")).toBe(false);
    expect(shownWithSmsDriver("sms_aliyun_sign_name", "aliyun")).toBe(true);
    expect(shownWithSmsDriver("sms_tencent_region", "log")).toBe(false);
    expect(shownWithSmsDriver("sms_driver", "")).toBe(true);
    expect(shownWithSmsDriver("smtp_server", undefined)).toBe(true);
  });
});
