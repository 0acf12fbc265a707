import { describe, expect, it } from "vitest";
import { fileSize } from "./file-size.ts";

describe("file size", () => {
  it("picks the unit", () => {
    expect(fileSize(512)).toBe("512 B");
    expect(fileSize(1536)).toBe("1.5 KB");
    expect(fileSize(5 * 1024 * 1024)).toBe("5 MB");
  });
});
