import { describe, expect, it } from "vitest";
import { dataUrlToFile, isMediaFile } from "./pasted-media.ts";

describe("dataUrlToFile", () => {
  it("decodes a base64 picture into a file named after its type", async () => {
    const file = dataUrlToFile("data:image/png;base64,iVBORw0KGgo=", "pasted-1");
    expect(file?.name).toBe("pasted-1.png");
    expect(file?.type).toBe("image/png");
    expect(Array.from(new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0)))).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it("decodes percent-encoded data, and names JPEG and SVG files as the upload checks expect", () => {
    expect(dataUrlToFile("data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E", "a")?.name).toBe("a.svg");
    expect(dataUrlToFile("data:image/jpeg;base64,/9j/", "b")?.name).toBe("b.jpg");
  });

  it("refuses what is not a data URL or not valid base64", () => {
    expect(dataUrlToFile("https://example.com/a.png", "a")).toBeNull();
    expect(dataUrlToFile("data:image/png;base64,***", "a")).toBeNull();
  });
});

describe("isMediaFile", () => {
  it("takes pictures and videos only", () => {
    expect(isMediaFile(new File([], "a.png", { type: "image/png" }))).toBe(true);
    expect(isMediaFile(new File([], "a.mp4", { type: "video/mp4" }))).toBe(true);
    expect(isMediaFile(new File([], "a.pdf", { type: "application/pdf" }))).toBe(false);
  });
});
