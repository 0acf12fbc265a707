import { describe, expect, it } from "vitest";
import {
  accountSchemas,
  isFloatString,
  isValidChineseName,
  isValidIdNumber,
  isValidMobile,
  isValidPassword,
  isValidUsername,
  passwordPattern,
  usernamePattern,
  validationMessage,
  validationMessages,
} from "./account.ts";

describe("username", () => {
  it.each(["abc", "a12", "A_b", "admin_01", "abcdefghijklmno"])("accepts %j", (v) => {
    expect(isValidUsername(v)).toBe(true);
    expect(usernamePattern.test(v)).toBe(true);
  });

  it.each([
    ["too short", "ab"],
    ["too long (16)", "abcdefghijklmnop"],
    ["leading digit", "1abc"],
    ["leading underscore", "_abc"],
    ["hyphen", "ab-c"],
    ["space", "ab c"],
    ["CJK", "管理员abc"],
    ["trailing newline", "abc\n"],
    ["empty", ""],
  ])("refuses %s", (_label, v) => {
    expect(isValidUsername(v)).toBe(false);
  });

  it("refuses non-strings", () => {
    expect(isValidUsername(123)).toBe(false);
    expect(isValidUsername(null)).toBe(false);
  });
});

describe("password", () => {
  it.each(["123456", "a".repeat(32), "P@ss w0rd!", "密码密码密码", "😀😀😀😀😀😀"])("accepts %j", (v) => {
    expect(isValidPassword(v)).toBe(true);
    expect(passwordPattern.test(v)).toBe(true);
  });

  it.each([
    ["too short", "12345"],
    ["too long (33)", "a".repeat(33)],
    ["ampersand", "abc&def"],
    ["less-than", "abc<def"],
    ["greater-than", "abc>def"],
    ["double quote", 'abc"def'],
    ["single quote", "abc'def"],
    ["line break", "abcdef\nghi"],
    ["empty", ""],
  ])("refuses %s", (_label, v) => {
    expect(isValidPassword(v)).toBe(false);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(isValidPassword("😀".repeat(32))).toBe(true);
    expect(isValidPassword("😀".repeat(33))).toBe(false);
    expect(isValidPassword("😀".repeat(5))).toBe(false);
  });
});

describe("isValidMobile", () => {
  it.each(["13800138000", "19912345678", "15000000000"])("accepts %j", (v) => {
    expect(isValidMobile(v)).toBe(true);
  });

  it.each(["12800138000", "1380013800", "138001380000", "23800138000", "+8613800138000", "1380013800a", ""])(
    "refuses %j",
    (v) => {
      expect(isValidMobile(v)).toBe(false);
    },
  );

  it("refuses numbers (leading zeros and formatting would be lost)", () => {
    expect(isValidMobile(13800138000)).toBe(false);
  });
});

describe("isValidIdNumber", () => {
  it.each(["11010519491231002X", "11010519491231002x", "440524188001010014", "11010119900307803X"])(
    "accepts the checksum-correct %j",
    (v) => {
      expect(isValidIdNumber(v)).toBe(true);
    },
  );

  it.each([
    ["wrong check digit", "110105194912310021"],
    ["wrong check digit (X expected 4)", "44052418800101001X"],
    ["one digit changed", "11010519491231003X"],
    ["17 characters", "11010519491231002"],
    ["19 characters", "11010519491231002X1"],
    // These carry a correct check digit, so only the structural rule can reject them.
    ["leading zero region", "010105194912310026"],
    ["letter inside", "1101051949123100AX"],
    ["impossible date 0230", "110105194902300020"],
    ["month 13", "110105194913010029"],
    ["year before 1800", "110105179901010026"],
    ["29 February in a non-leap century", "110105190002290025"],
    ["15-digit legacy number", "110105491231002"],
  ])("refuses %s", (_label, v) => {
    expect(isValidIdNumber(v)).toBe(false);
  });

  it("accepts 29 February in a leap year", () => {
    expect(isValidIdNumber("110105200002290021")).toBe(true);
  });

  it("refuses non-strings", () => {
    expect(isValidIdNumber(123456)).toBe(false);
    expect(isValidIdNumber(["440524188001010014"])).toBe(false);
  });
});

describe("isValidChineseName", () => {
  it.each(["张三", "欧阳娜娜", "买买提·艾力", "阿沛·阿旺晋美", "爱新觉罗・溥仪", "𠀀𠀁", "张".repeat(15)])(
    "accepts %j",
    (v) => {
      expect(isValidChineseName(v)).toBe(true);
    },
  );

  it.each([
    ["single character", "张"],
    ["16 characters", "张".repeat(16)],
    ["latin letters", "Zhang San"],
    ["mixed", "张San"],
    ["leading dot", "·艾力"],
    ["trailing dot", "艾力·"],
    ["double dot", "买买提··艾力"],
    ["space", "张 三"],
    ["digits", "张3"],
    ["empty", ""],
  ])("refuses %s", (_label, v) => {
    expect(isValidChineseName(v)).toBe(false);
  });

  it("counts the middle dot towards the 15-character limit", () => {
    expect(isValidChineseName(`${"买".repeat(7)}·${"艾".repeat(7)}`)).toBe(true);
    expect(isValidChineseName(`${"买".repeat(7)}·${"艾".repeat(8)}`)).toBe(false);
  });
});

describe("isFloatString", () => {
  it.each(["0", "3", "-3", "3.14", "-0.5", "100.000"])("accepts %j", (v) => {
    expect(isFloatString(v)).toBe(true);
  });

  it.each(["", ".5", "5.", "+1", "1e3", "1.2.3", "abc", " 1", "1,5", "NaN"])("refuses %j", (v) => {
    expect(isFloatString(v)).toBe(false);
  });

  it("refuses numbers, since form values arrive as text", () => {
    expect(isFloatString(1.5)).toBe(false);
  });
});

describe("validationMessages", () => {
  it("covers every section 5 message and the member profile's in both languages", () => {
    expect(Object.keys(validationMessages).sort()).toEqual(
      [
        "birthday",
        "nickname",
        "tooLong",
        "contentNotEmpty",
        "editorRequired",
        "email",
        "float",
        "idNumber",
        "mobile",
        "name",
        "password",
        "required",
        "username",
      ].sort(),
    );
    for (const messages of Object.values(validationMessages)) {
      expect(messages["zh-cn"]).toMatch(/\p{Script=Han}/u);
      expect(messages.en).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it("returns the text for a key and language", () => {
    expect(validationMessage("mobile", "zh-cn")).toBe("请输入正确的手机号");
    expect(validationMessage("mobile", "en")).toBe("Please enter the correct mobile number");
    expect(validationMessage("idNumber", "en")).toBe("Please enter the correct ID number");
    expect(validationMessage("contentNotEmpty", "en")).toBe("Content cannot be empty");
    expect(validationMessage("required", "zh-cn")).toBe("此项为必填项");
  });
});

describe("accountSchemas", () => {
  const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("parses valid values unchanged", () => {
    const s = accountSchemas("en");
    expect(s.username.parse("admin_01")).toBe("admin_01");
    expect(s.password.parse("secret123")).toBe("secret123");
    expect(s.mobile.parse("13800138000")).toBe("13800138000");
    expect(s.email.parse("a.b@example.com")).toBe("a.b@example.com");
  });

  it("reports Chinese messages for zh-cn", () => {
    const s = accountSchemas("zh-cn");
    expect(firstIssue(s.username.safeParse("1abc"))).toBe("请输入正确的账户名");
    expect(firstIssue(s.password.safeParse("a<b>cdef"))).toBe("密码要求6到32位，不能包含 & < > \" '");
    expect(firstIssue(s.mobile.safeParse("12345"))).toBe("请输入正确的手机号");
    expect(firstIssue(s.email.safeParse("not-an-email"))).toBe("请输入正确的电子邮箱");
  });

  it("reports English messages for en", () => {
    const s = accountSchemas("en");
    expect(firstIssue(s.username.safeParse("ab"))).toBe("Please enter the correct account");
    expect(firstIssue(s.password.safeParse("12345"))).toBe(
      "Please enter the correct password (6 to 32 characters, without & < > \" ')",
    );
    expect(firstIssue(s.mobile.safeParse("23800138000"))).toBe("Please enter the correct mobile number");
    expect(firstIssue(s.email.safeParse("a@"))).toBe("Please enter the correct email address");
  });

  it("uses the same message when the value is not a string at all", () => {
    const s = accountSchemas("en");
    expect(firstIssue(s.username.safeParse(undefined))).toBe("Please enter the correct account");
    expect(firstIssue(s.password.safeParse(123456))).toBe(
      "Please enter the correct password (6 to 32 characters, without & < > \" ')",
    );
    expect(firstIssue(s.mobile.safeParse(13800138000))).toBe("Please enter the correct mobile number");
    expect(firstIssue(s.email.safeParse(null))).toBe("Please enter the correct email address");
  });
});
