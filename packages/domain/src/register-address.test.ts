import { describe, expect, it } from "vitest";
import { addressField, addressProblem, registerAddress } from "./register-address.ts";

describe("what a registration asks for beside the account", () => {
  it("asks each mode only for the address it needs", () => {
    expect(registerAddress("email")).toEqual({ kind: "email", required: true });
    expect(registerAddress("mobile")).toEqual({ kind: "mobile", required: true });
    expect(registerAddress("captcha")).toEqual({ kind: "emailOrMobile", required: true });
    // The administrator's approval proves the account: an email only to tell the member of it.
    expect(registerAddress("approval")).toEqual({ kind: "email", required: false });
  });

  it("speaks of what the field takes, never of a mobile number where an email is asked", () => {
    const approval = registerAddress("approval");
    expect(addressProblem(approval, "")).toBeUndefined();
    expect(addressProblem(approval, "wang")?.en).toBe("Please enter the correct email address");
    expect(addressProblem(approval, "wang@example.com")).toBeUndefined();
    const either = registerAddress("captcha");
    expect(addressProblem(either, " ")?.["zh-cn"]).toBe("请填写邮箱或手机号！");
    expect(addressProblem(either, "wang")?.["zh-cn"]).toBe("请输入正确的电子邮箱或手机号");
    expect(addressProblem(either, "wang@")?.["zh-cn"]).toBe("请输入正确的电子邮箱");
    expect(addressProblem(either, "1380013")?.en).toBe("Please enter the correct mobile number");
    expect(addressProblem(either, "13800138000")).toBeUndefined();
    expect(addressProblem(registerAddress("mobile"), "")?.en).toBe("Please enter the correct mobile number");
    expect(addressField(either, "wang@example.com")).toBe("email");
    expect(addressField(either, "13800138000")).toBe("mobile");
    expect(addressField(approval, "")).toBe("email");
  });
});
