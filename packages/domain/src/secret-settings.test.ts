import { describe, expect, it } from "vitest";
import { hasSecret, secretDestination, secretFor } from "./secret-settings.ts";

describe("secret settings", () => {
  const settings: Record<string, unknown> = { smtp_server: " Mail.Example.com ", smtp_port: 465 };
  const to = secretDestination("smtp_pass", (name) => settings[name]);

  it("names a secret's destination from its settings, normalised", () => {
    expect(to).toBe("mail.example.com 465");
    expect(secretDestination("module_market_token", () => "https://market.example.com/api/")).toBe(
      "https://market.example.com/api",
    );
    expect(secretDestination("unknown", () => "x")).toBe("");
  });

  it("gives the secret only for the destination it was saved for", () => {
    expect(secretFor({ secret: "s", to }, to)).toBe("s");
    expect(secretFor({ secret: "s", to }, "evil.example.com 465")).toBe("");
    expect(secretFor("s", to)).toBe("");
    expect(secretFor(null, to)).toBe("");
  });

  it("tells whether any secret is stored", () => {
    expect(hasSecret({ secret: "s", to })).toBe(true);
    expect(hasSecret({ secret: "", to })).toBe(false);
    expect(hasSecret("legacy")).toBe(true);
    expect(hasSecret("")).toBe(false);
  });
});
