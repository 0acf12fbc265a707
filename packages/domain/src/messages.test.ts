import { describe, expect, it } from "vitest";
import { languages } from "./lang.ts";
import { accountCatalogue } from "./messages/account.ts";
import { adminCatalogue } from "./messages/admin.ts";
import { backupCatalogue } from "./messages/backup.ts";
import { brandCatalogue } from "./messages/brand.ts";
import { captchaCatalogue } from "./messages/captcha.ts";
import { commonCatalogue } from "./messages/common.ts";
import { contentCatalogue } from "./messages/content.ts";
import { crudCatalogue } from "./messages/crud.ts";
import { httpCatalogue } from "./messages/http.ts";
import { leadCatalogue } from "./messages/lead.ts";
import { memberCatalogue } from "./messages/member.ts";
import { memberAdminCatalogue } from "./messages/member-admin.ts";
import { moduleCatalogue } from "./messages/module.ts";
import { portalCatalogue } from "./messages/portal.ts";
import { securityCatalogue } from "./messages/security.ts";
import { terminalCatalogue } from "./messages/terminal.ts";
import { uploadCatalogue } from "./messages/upload.ts";
import { validationCatalogue } from "./messages/validation.ts";
import { wordpressImportCatalogue } from "./messages/wordpress-import.ts";
import { wordpressImportReportCatalogue } from "./messages/wordpress-import-report.ts";
import { type MessageKey, messages, t } from "./messages.ts";

const areas = [
  accountCatalogue,
  adminCatalogue,
  backupCatalogue,
  brandCatalogue,
  captchaCatalogue,
  commonCatalogue,
  contentCatalogue,
  crudCatalogue,
  memberCatalogue,
  httpCatalogue,
  leadCatalogue,
  memberAdminCatalogue,
  moduleCatalogue,
  portalCatalogue,
  securityCatalogue,
  terminalCatalogue,
  uploadCatalogue,
  validationCatalogue,
  wordpressImportCatalogue,
  wordpressImportReportCatalogue,
];
const keys = Object.keys(messages) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogue", () => {
  it("gives each key to one area only", () => {
    const areaKeys = areas.flatMap((area) => Object.keys(area));
    expect(areaKeys.length).toBe(keys.length);
    expect(new Set(areaKeys).size).toBe(keys.length);
  });

  it("has a non-empty text in every language for every key", () => {
    for (const key of keys) {
      expect(Object.keys(messages[key]).sort(), key).toEqual([...languages].sort());
      for (const lang of languages) expect(messages[key][lang].trim(), `${key} ${lang}`).not.toBe("");
    }
  });

  it.each(languages)("stands each %s text once", (lang) => {
    const texts = keys.map((key) => messages[key][lang]);
    const repeated = keys.filter((_, i) => texts.indexOf(texts[i] ?? "") !== i);
    expect(repeated).toEqual([]);
  });

  it("uses the same placeholders in both languages", () => {
    for (const key of keys) {
      expect(placeholders(messages[key].en), key).toEqual(placeholders(messages[key]["zh-cn"]));
    }
  });
});

describe("t", () => {
  it("returns the text of a key in a language", () => {
    expect(t("ok", "zh-cn")).toBe("操作成功");
    expect(t("ok", "en")).toBe("Operation successful");
  });

  it("fills every placeholder from params", () => {
    expect(t("deletedRows", "zh-cn", { count: 3 })).toBe("已删除 3 条记录");
    expect(t("imageSizeInvalid", "en", { widths: "100, 200", heights: "50", squares: "32" })).toBe(
      "Invalid image size: width w must be one of 100, 200, height h one of 50, square s one of 32, and only one of them may be given!",
    );
  });

  it("leaves an absent param empty and does not read placeholders inside a param", () => {
    expect(t("terminalStartFailed", "en")).toBe("The command could not start: ");
    expect(t("addressNotFound", "en", { url: "/a/{url}" })).toBe("Error requesting address:/a/{url}");
  });
});
