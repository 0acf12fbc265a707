import { describe, expect, it } from "vitest";
import { assetUrl } from "./asset-url.ts";

describe("assetUrl", () => {
  it("prefixes a site path with the origin", () => {
    expect(assetUrl("/static/images/logo.png", "https://corp.example")).toBe(
      "https://corp.example/static/images/logo.png",
    );
    expect(assetUrl("static/images/logo.png", "https://corp.example/")).toBe(
      "https://corp.example/static/images/logo.png",
    );
  });

  it("keeps absolute and data URLs, and nothing stays nothing", () => {
    expect(assetUrl("https://cdn.example/logo.png", "https://corp.example")).toBe(
      "https://cdn.example/logo.png",
    );
    expect(assetUrl("//cdn.example/logo.png", "https://corp.example")).toBe("//cdn.example/logo.png");
    expect(assetUrl("data:image/png;base64,AA", "https://corp.example")).toBe("data:image/png;base64,AA");
    expect(assetUrl("  ", "https://corp.example")).toBe("");
  });
});
