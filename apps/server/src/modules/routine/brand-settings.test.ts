import { BRAND_DEFAULTS } from "@corp/domain/brand/brand";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { editSettingsAs, storedSetting } from "../../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

// Issue 48, item 1: the brand settings (外观设置) are a settings group; a colour pair under WCAG AA's
// contrast is refused in the catalogue's words, naming the pair and its ratio, and nothing is saved.
describe("the brand settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are a group holding the current design's values", async () => {
    const caller = await superCaller(t);
    const { groups } = await caller.routine.config.getGroups();
    const brand = groups.find((g) => g.key === "brand");
    expect(brand?.title).toBe("外观设置");
    const values = Object.fromEntries(brand?.items.map((i) => [i.name, i.value]) ?? []);
    expect(values).toMatchObject({
      brand_primary: BRAND_DEFAULTS.primary,
      brand_text: BRAND_DEFAULTS.text,
      brand_header: "solid",
      brand_footer: "columns",
    });
  });

  it("saves the company's red, and refuses a 2:1 pair with nothing saved", async () => {
    const caller = await superCaller(t);
    await caller.routine.config.saveGroup({ group: "brand", values: { brand_primary: "#c8102e" } });
    expect(await storedSetting(t, "brand_primary")).toBe("#c8102e");
    await expect(
      caller.routine.config.saveGroup({
        group: "brand",
        values: { brand_radius: "large", brand_text: "#a0a0a0", brand_background: "#ffffff" },
      }),
    ).rejects.toMatchObject({
      cause: { key: "brandContrastText", params: { ratio: "2.61", minimum: "4.5" } },
    });
    expect(await storedSetting(t, "brand_text")).toBe(BRAND_DEFAULTS.text);
    expect(await storedSetting(t, "brand_radius")).toBe("medium");
    // A colour is #rrggbb.
    await expect(
      caller.routine.config.saveGroup({ group: "brand", values: { brand_accent: "red" } }),
    ).rejects.toMatchObject({ cause: { key: "incorrectParameter" } });
    await caller.routine.config.saveGroup({
      group: "brand",
      values: { brand_primary: BRAND_DEFAULTS.primary },
    });
  });

  it("refuses it over BuildAdmin's REST edit too, in the language asked", async () => {
    const { token } = await loginAdmin(t.app);
    const payload = { brand_footer_text: "#555555", brand_footer_background: "#333333" };
    const post = (lang: string) => editSettingsAs(t, token, lang, payload);
    expect(await post("zh-cn")).toMatchObject({
      code: 0,
      msg: "页脚文字颜色与页脚背景颜色的对比度为 1.69:1，低于 4.5:1",
    });
    expect(await post("en")).toMatchObject({
      code: 0,
      msg: "The footer text colour on the footer background colour has a contrast of 1.69:1, under 4.5:1",
    });
    expect(await storedSetting(t, "brand_footer_text")).toBe(BRAND_DEFAULTS.footerText);
  });
});
