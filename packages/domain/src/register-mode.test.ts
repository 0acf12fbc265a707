import { describe, expect, it } from "vitest";
import { effectiveRegisterMode, registerChannel, registerModeRefusal } from "./register-mode.ts";

const none = { mail: false, sms: false, realSms: false };
const mail = { ...none, mail: true };
const logSms = { ...none, sms: true };
const vendorSms = { ...none, sms: true, realSms: true };

describe("registration modes", () => {
  it("auto: a verified email, else a mobile by a vendor, else the administrator's approval", () => {
    expect(effectiveRegisterMode("auto", { ...vendorSms, mail: true })).toBe("email");
    expect(effectiveRegisterMode("auto", vendorSms)).toBe("mobile");
    // The log driver of development sites sends nothing: it does not verify anyone by default.
    expect(effectiveRegisterMode("auto", logSms)).toBe("approval");
    expect(effectiveRegisterMode("auto", none)).toBe("approval");
    // A value the setting cannot take counts as its default.
    expect(effectiveRegisterMode("", mail)).toBe("email");
    expect(effectiveRegisterMode(undefined, none)).toBe("approval");
  });

  it("keeps a chosen mode, and falls back to approval when its channel is gone", () => {
    expect(effectiveRegisterMode("email", mail)).toBe("email");
    expect(effectiveRegisterMode("mobile", logSms)).toBe("mobile");
    expect(effectiveRegisterMode("email", vendorSms)).toBe("approval");
    expect(effectiveRegisterMode("mobile", mail)).toBe("approval");
    expect(effectiveRegisterMode("captcha", none)).toBe("captcha");
    expect(effectiveRegisterMode("approval", mail)).toBe("approval");
  });

  it("refuses a verified mode the site cannot send for", () => {
    expect(registerModeRefusal("email", vendorSms)).toBe("registerModeNeedsMail");
    expect(registerModeRefusal("mobile", mail)).toBe("registerModeNeedsSms");
    expect(registerModeRefusal("mobile", logSms)).toBeUndefined();
    expect(registerModeRefusal("auto", none)).toBeUndefined();
    expect(registerModeRefusal("captcha", none)).toBeUndefined();
  });

  it("names the channel of a verified mode", () => {
    expect(registerChannel("email")).toBe("email");
    expect(registerChannel("mobile")).toBe("mobile");
    expect(registerChannel("captcha")).toBeUndefined();
    expect(registerChannel("approval")).toBeUndefined();
  });
});
