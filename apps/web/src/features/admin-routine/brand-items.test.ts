import {
  BRAND_FONTS,
  BRAND_FOOTERS,
  BRAND_HEADERS,
  BRAND_RADII,
  BRAND_SETTING,
  BRAND_TYPE_SCALES,
} from "@corp/domain/brand/brand";
import { afterAll, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "../../i18n/i18n.ts";
import { brandItemIn } from "./brand-items.ts";

/** The choices of the brand's select settings, as their stored options are keyed. */
const CHOICES: Record<string, readonly string[]> = {
  [BRAND_SETTING.radius]: Object.keys(BRAND_RADII),
  [BRAND_SETTING.typeScale]: Object.keys(BRAND_TYPE_SCALES),
  [BRAND_SETTING.font]: Object.keys(BRAND_FONTS),
  [BRAND_SETTING.header]: BRAND_HEADERS,
  [BRAND_SETTING.footer]: BRAND_FOOTERS,
};

/** A brand setting as the server answers it: a Chinese title, and the choices' keys with Chinese labels. */
const item = (name: string) => ({
  name,
  title: "标题",
  tip: "",
  content: CHOICES[name] ? Object.fromEntries(CHOICES[name].map((key) => [key, "选项"])) : undefined,
});

// The brand settings' form speaks the interface's language; their stored titles are Chinese.
describe("a brand setting in the form", () => {
  afterAll(() => setLanguage("zh-cn"));

  it("is titled, explained and offered in the interface's language", async () => {
    await setLanguage("en");
    const font = brandItemIn(item("brand_font"), i18n.t);
    expect(font.title).toBe("Font");
    expect(font.content).toMatchObject({ system: "System default", serif: "Song (serif)" });
    expect(brandItemIn(item("brand_primary"), i18n.t).title).toBe("Primary colour");
    await setLanguage("zh-cn");
    const header = brandItemIn(item("brand_header"), i18n.t);
    expect(header.title).toBe("页头样式");
    expect(header.content).toEqual({ solid: "实色", transparent: "首页透明（覆盖在横幅上）" });
  });

  it("names every brand setting and choice in both languages", async () => {
    for (const lang of ["zh-cn", "en"] as const) {
      await setLanguage(lang);
      for (const name of Object.values(BRAND_SETTING)) {
        const shown = brandItemIn(item(name), i18n.t);
        expect(shown.title).not.toMatch(/adminUi|标题/);
        expect(JSON.stringify(shown.content ?? {})).not.toMatch(/adminUi|选项/);
      }
    }
  });

  it("leaves other settings as stored", () => {
    const other = { name: "siteName", title: "站点名称", tip: "", content: undefined };
    expect(brandItemIn(other, i18n.t)).toBe(other);
  });
});
