import { describe, expect, it } from "vitest";
import { isBirthday, profileSchema } from "./member-profile.ts";

describe("member profile", () => {
  const schema = profileSchema("en");

  it("takes a complete profile and fills the optional fields", () => {
    expect(schema.parse({ username: "li_lei", nickname: "李雷-01" })).toEqual({
      avatar: "",
      username: "li_lei",
      nickname: "李雷-01",
      gender: 0,
      birthday: null,
      motto: "",
    });
    expect(
      schema.parse({ username: "li_lei", nickname: "LL", birthday: "", avatar: "/storage/a.png" }).birthday,
    ).toBeNull();
  });

  it("refuses what a profile cannot hold, with the field's message", () => {
    const fail = (input: object) =>
      schema.safeParse({ username: "li_lei", nickname: "LL", ...input }).error?.issues[0]?.message;
    expect(fail({ nickname: "<b>" })).toMatch(/nickname/);
    expect(fail({ username: "1abc" })).toMatch(/account/);
    expect(fail({ birthday: "2001-02-30" })).toMatch(/birthday/);
    expect(fail({ gender: 3 })).toBeDefined();
    expect(fail({ avatar: "javascript:alert(1)" })).toBeDefined();
    // Another host's picture, however spelt, is not an avatar (issue 24, N10).
    for (const avatar of ["https://evil.example/a.png", "//evil.example/a.png", "/\\evil.example/a.png"]) {
      expect(fail({ avatar })).toMatch(/uploaded to this site/);
    }
    expect(fail({ avatar: "/storage/../x" })).toMatch(/uploaded to this site/);
    expect(fail({ motto: "x".repeat(256) })).toMatch(/too long/);
  });

  it("knows a birthday from a date that cannot be one", () => {
    const today = new Date("2026-11-25T00:00:00Z");
    expect(isBirthday("1990-06-15", today)).toBe(true);
    expect(isBirthday("2027-01-01", today)).toBe(false);
    expect(isBirthday("1899-12-31", today)).toBe(false);
    expect(isBirthday("1990-6-15", today)).toBe(false);
  });
});
