import { describe, expect, it } from "vitest";
import { storedMemberName } from "./member-name.ts";

const storage = (value: string | null) => ({ getItem: () => value });

describe("storedMemberName", () => {
  it("is the stored member's nickname, else the username", () => {
    expect(storedMemberName(storage(JSON.stringify({ nickname: "小明", username: "ming" })))).toBe("小明");
    expect(storedMemberName(storage(JSON.stringify({ nickname: " ", username: "ming" })))).toBe("ming");
  });

  it("is empty without a member or with anything else stored", () => {
    expect(storedMemberName(undefined)).toBe("");
    expect(storedMemberName(storage(null))).toBe("");
    expect(storedMemberName(storage("null"))).toBe("");
    expect(storedMemberName(storage("{not json"))).toBe("");
    expect(storedMemberName(storage('"text"'))).toBe("");
    expect(storedMemberName(storage(JSON.stringify({ nickname: 3 })))).toBe("");
  });

  it("is empty when the storage cannot be read", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(storedMemberName(blocked)).toBe("");
  });
});
