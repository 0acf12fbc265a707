import { afterAll, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "../../i18n/i18n.ts";
import { configItemsEn } from "../../i18n/locales/config-items.en.ts";
import { seededItemIn } from "./seeded-items.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** A seeded setting as the server answers it: its stored Chinese title, tip and choices. */
const backupSchedule = {
  name: "backup_schedule",
  title: "定时备份",
  tip: "备份包含数据库、上传文件和模块",
  content: { off: "关闭", daily: "每天", weekly: "每周一" },
};

describe("a seeded setting on the settings page", () => {
  afterAll(() => setLanguage("zh-cn"));

  it("is titled, explained and offered in English when the interface is in English", async () => {
    await setLanguage("en");
    expect(seededItemIn(backupSchedule, i18n.t)).toMatchObject({
      title: "Scheduled backups",
      content: { off: "Off", daily: "Every day", weekly: "Every Monday" },
    });
    const driver = seededItemIn(
      { name: "sms_driver", title: "短信发送方式", tip: "", content: { "": "关闭" } },
      i18n.t,
    );
    expect(driver.content).toEqual({ "": "Off" });
  });

  it("keeps the Chinese in Chinese, and an item an admin added as it was stored", async () => {
    await setLanguage("zh-cn");
    expect(seededItemIn(backupSchedule, i18n.t)).toMatchObject({
      title: "定时备份",
      content: { weekly: "每周一" },
    });
    await setLanguage("en");
    const added = { name: "wechat_id", title: "微信号", tip: "公众号", content: { a: "甲" } };
    expect(seededItemIn(added, i18n.t)).toEqual(added);
  });

  it("has English with no Chinese character for every seeded setting", () => {
    const texts = JSON.stringify(configItemsEn);
    expect(texts.match(CJK)).toBeNull();
  });
});
