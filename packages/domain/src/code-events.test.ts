import { describe, expect, it } from "vitest";
import {
  CODE_EVENT_RULES,
  CODE_EVENTS,
  changeEventOf,
  normalizeAddress,
  verifyEventOf,
} from "./code-events.ts";

describe("code events", () => {
  it("gives every event a rule, and the change and verify events their channel", () => {
    expect(Object.keys(CODE_EVENT_RULES).sort()).toEqual([...CODE_EVENTS].sort());
    for (const channel of ["email", "mobile"] as const) {
      expect(CODE_EVENT_RULES[changeEventOf(channel)].channels).toEqual([channel]);
      expect(CODE_EVENT_RULES[verifyEventOf(channel)].channels).toEqual([channel]);
    }
  });

  it("compares addresses as stored", () => {
    expect(normalizeAddress("email", "  Li.Lei@Example.COM ")).toBe("li.lei@example.com");
    expect(normalizeAddress("mobile", "138 0013-8000")).toBe("13800138000");
  });
});
