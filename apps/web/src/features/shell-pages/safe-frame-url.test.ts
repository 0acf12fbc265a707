import { describe, expect, it } from "vitest";
import { safeFrameUrl } from "./safe-frame-url.ts";

describe("safeFrameUrl", () => {
  it("allows web addresses and site paths only", () => {
    expect(safeFrameUrl("https://doc.example/a", "https://corp.example")).toBe("https://doc.example/a");
    expect(safeFrameUrl("/docs", "https://corp.example")).toBe("https://corp.example/docs");
    expect(safeFrameUrl("javascript:alert(1)", "https://corp.example")).toBeUndefined();
    expect(safeFrameUrl("data:text/html,x", "https://corp.example")).toBeUndefined();
  });
});
