import { describe, expect, it } from "vitest";
import { currentLanguage, i18n, setLanguage, storedLanguage } from "./i18n.ts";
import { en } from "./locales/en.ts";
import { zhCn } from "./locales/zh-cn.ts";

function keyPaths(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaves(tree: object): unknown[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === "object" && value !== null ? leaves(value) : [value],
  );
}

describe("locales", () => {
  it("zh-cn and en have exactly the same keys", () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(zhCn).sort());
  });

  it("has no empty text in either language", () => {
    for (const text of [...leaves(zhCn), ...leaves(en)]) {
      expect(typeof text).toBe("string");
      expect(text).not.toBe("");
    }
  });

  it("uses the same interpolation variables in both languages", () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const zhTexts = Object.fromEntries(keyPaths(zhCn).map((path) => [path, path]));
    for (const path of Object.keys(zhTexts)) {
      const pick = (tree: object) =>
        path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
      expect(variables(String(pick(en))), path).toEqual(variables(String(pick(zhCn))));
    }
  });
});

describe("i18n", () => {
  it("starts in Chinese and switches, remembering the choice", async () => {
    expect(storedLanguage()).toBe("zh-cn");
    expect(i18n.t("pageTitle.company")).toBe("关于我们");
    await setLanguage("en");
    expect(currentLanguage()).toBe("en");
    expect(i18n.t("pageTitle.company")).toBe("About us");
    expect(storedLanguage()).toBe("en");
    await setLanguage("zh-cn");
  });
});
