import { describe, expect, it } from "vitest";
import { messagesFor } from "./messages.ts";

describe("messages", () => {
  it("has the spec's Chinese texts by default", () => {
    const zh = messagesFor("zh-cn");
    expect(zh.unsupported).toBe("您的浏览器不支持Video标签。");
    expect(zh.buffering).toBe("正在缓冲...");
    expect(zh.replay).toBe("重新播放");
    expect(zh.requestError).toBe("请求错误");
    expect(zh.speed).toBe("倍速");
    expect(zh.version).toContain("1.3.2");
  });
  it("has every text in English, none left in Chinese", () => {
    const zh = messagesFor("zh-cn");
    const en = messagesFor("en");
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, value] of Object.entries(en)) {
      const text =
        typeof value === "function"
          ? String((value as (...args: unknown[]) => string)(1, "02", "03"))
          : value;
      expect(text, key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
