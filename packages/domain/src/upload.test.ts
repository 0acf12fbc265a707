import { describe, expect, it } from "vitest";
import {
  fileSuffix,
  forbiddenSuffixes,
  isImageSuffix,
  isVideoSuffix,
  parseAllowList,
  parseSizeLimit,
  type UploadConfig,
  validateUpload,
} from "./upload.ts";

const config: UploadConfig = {
  maxSize: 10 * 1024 * 1024,
  allowedSuffixes: ["jpg", "png", "jpeg", "gif", "webp", "mp4", "pdf", "zip"],
  allowedMimeTypes: ["image/jpeg", "image/png", "application/pdf"],
};

const incompleteEn = "The data of the uploaded file is incomplete!";
const typeEn = "The type of uploaded file is not allowed!";
const sizeEn = "The size of the uploaded file exceeds the allowed range!";

describe("validateUpload", () => {
  it("accepts an allowed file and returns its lower-cased suffix", () => {
    expect(validateUpload({ name: "Photo.JPG", size: 1000, type: "image/jpeg" }, config, "en")).toEqual({
      ok: true,
      suffix: "jpg",
    });
  });

  it("accepts a listed suffix whatever MIME the browser reports", () => {
    expect(
      validateUpload({ name: "report.pdf", size: 10, type: "application/octet-stream" }, config, "en"),
    ).toEqual({
      ok: true,
      suffix: "pdf",
    });
    expect(validateUpload({ name: "clip.mp4", size: 10 }, config, "en")).toEqual({ ok: true, suffix: "mp4" });
  });

  it("accepts an unlisted suffix when the MIME type is listed", () => {
    expect(validateUpload({ name: "scan.tiff", size: 10, type: "image/png" }, config, "en")).toEqual({
      ok: true,
      suffix: "tiff",
    });
  });

  it("ignores MIME parameters and case", () => {
    expect(
      validateUpload({ name: "doc.abc", size: 10, type: "Application/PDF; charset=binary" }, config, "en").ok,
    ).toBe(true);
  });

  it("honours suffix entries with a leading dot or odd case", () => {
    const c = { ...config, allowedSuffixes: [" .DOCX "], allowedMimeTypes: [] };
    expect(validateUpload({ name: "a.docx", size: 1 }, c, "en")).toEqual({ ok: true, suffix: "docx" });
  });

  it("honours wildcards in the lists", () => {
    const anySuffix = { ...config, allowedSuffixes: ["*"], allowedMimeTypes: [] };
    expect(validateUpload({ name: "a.xyz", size: 1 }, anySuffix, "en").ok).toBe(true);
    const images = { ...config, allowedSuffixes: [], allowedMimeTypes: ["image/*"] };
    expect(validateUpload({ name: "a.heic", size: 1, type: "image/heic" }, images, "en").ok).toBe(true);
    expect(validateUpload({ name: "a.heic", size: 1, type: "video/heic" }, images, "en").ok).toBe(false);
    const anyMime = { ...config, allowedSuffixes: [], allowedMimeTypes: ["*"] };
    expect(validateUpload({ name: "a.xyz", size: 1, type: "x/y" }, anyMime, "en").ok).toBe(true);
    expect(validateUpload({ name: "a.xyz", size: 1 }, anyMime, "en").ok).toBe(false);
  });

  it.each([
    ["no name", { size: 10, type: "image/png" }],
    ["empty name", { name: "", size: 10 }],
    ["no size", { name: "a.png" }],
    ["zero size", { name: "a.png", size: 0 }],
    ["negative size", { name: "a.png", size: -1 }],
    ["NaN size", { name: "a.png", size: Number.NaN }],
  ])("reports %s as incomplete", (_label, file) => {
    expect(validateUpload(file, config, "en")).toEqual({
      ok: false,
      reason: "incomplete",
      message: incompleteEn,
    });
  });

  it("checks completeness before type and size", () => {
    expect(validateUpload({ name: "", size: 1e12, type: "text/html" }, config, "en")).toMatchObject({
      reason: "incomplete",
    });
  });

  it.each([
    ["suffix and MIME both unlisted", { name: "a.txt", size: 10, type: "text/plain" }],
    ["unlisted suffix, no MIME", { name: "a.txt", size: 10 }],
    ["no suffix", { name: "README", size: 10, type: "image/png" }],
    ["trailing dot", { name: "a.", size: 10, type: "image/png" }],
    ["dot file", { name: ".jpg", size: 10 }],
    ["dot-only config file", { name: ".htaccess", size: 10, type: "image/png" }],
    ["forward slash", { name: "../x/a.jpg", size: 10 }],
    ["plain slash", { name: "dir/a.jpg", size: 10 }],
    ["backslash", { name: "dir\\a.jpg", size: 10 }],
    ["double dot", { name: "a..jpg", size: 10 }],
    ["NUL byte", { name: "a.php\u0000.jpg", size: 10 }],
    ["newline", { name: "a\n.jpg", size: 10 }],
    ["DEL character", { name: "a\u007f.jpg", size: 10 }],
    ["right-to-left override", { name: "a\u202egpj.jpg", size: 10 }],
    ["NTFS stream", { name: "a.php:.jpg", size: 10 }],
    ["trailing space", { name: "a.jpg ", size: 10 }],
    ["non-alphanumeric suffix", { name: "a.jp-g", size: 10, type: "image/png" }],
  ])("refuses %s as type", (_label, file) => {
    expect(validateUpload(file, config, "en")).toEqual({ ok: false, reason: "type", message: typeEn });
  });

  it.each([...forbiddenSuffixes].map((s) => [s]))("never allows .%s even when configured", (suffix) => {
    const open = { maxSize: 1e9, allowedSuffixes: ["*", suffix], allowedMimeTypes: ["*"] };
    expect(validateUpload({ name: `a.${suffix}`, size: 1, type: "image/png" }, open, "en").ok).toBe(false);
    expect(
      validateUpload({ name: `a.${suffix.toUpperCase()}`, size: 1, type: "image/png" }, open, "en").ok,
    ).toBe(false);
  });

  it.each(["a.php.jpg", "a.PHP.jpg", "a.html.png", "a.svg.gif", "a.jpg.php5.png", "a.php .jpg"])(
    "refuses the double extension %j",
    (name) => {
      expect(validateUpload({ name, size: 1, type: "image/jpeg" }, config, "en")).toMatchObject({
        ok: false,
        reason: "type",
      });
    },
  );

  it("allows harmless inner dots", () => {
    expect(validateUpload({ name: "my.holiday.photo.jpg", size: 1 }, config, "en")).toEqual({
      ok: true,
      suffix: "jpg",
    });
    expect(validateUpload({ name: "php.jpg", size: 1 }, config, "en")).toEqual({ ok: true, suffix: "jpg" });
  });

  it("allows exactly maxSize and refuses one byte more", () => {
    const file = { name: "a.png", type: "image/png" };
    expect(validateUpload({ ...file, size: config.maxSize }, config, "en").ok).toBe(true);
    expect(validateUpload({ ...file, size: config.maxSize + 1 }, config, "en")).toEqual({
      ok: false,
      reason: "size",
      message: sizeEn,
    });
  });

  it("checks type before size", () => {
    expect(validateUpload({ name: "a.exe", size: 1e12 }, config, "en")).toMatchObject({ reason: "type" });
  });

  it("speaks Chinese for zh-cn", () => {
    expect(validateUpload({ name: "a.png" }, config, "zh-cn")).toMatchObject({
      message: "上传文件的数据不完整！",
    });
    expect(validateUpload({ name: "a.txt", size: 1 }, config, "zh-cn")).toMatchObject({
      message: "上传文件的类型不被允许！",
    });
    expect(validateUpload({ name: "a.png", size: 1e12 }, config, "zh-cn")).toMatchObject({
      message: "上传文件的大小超出允许范围！",
    });
  });
});

describe("fileSuffix", () => {
  it.each([
    ["a.jpg", "jpg"],
    ["A.B.PNG", "png"],
    ["archive.tar.gz", "gz"],
  ])("%j -> %j", (name, suffix) => {
    expect(fileSuffix(name)).toBe(suffix);
  });

  it.each(["noext", ".hidden", "trailing.", ""])("%j has no suffix", (name) => {
    expect(fileSuffix(name)).toBeUndefined();
  });
});

describe("isImageSuffix / isVideoSuffix", () => {
  it.each(["jpg", "jpeg", "png", "gif", "webp", "bmp", "JPG", ".png"])("%j is an image", (s) => {
    expect(isImageSuffix(s)).toBe(true);
    expect(isVideoSuffix(s)).toBe(false);
  });

  it.each(["mp4", "avi", "mkv", "mov", "flv", "webm", "MP4", ".webm"])("%j is a video", (s) => {
    expect(isVideoSuffix(s)).toBe(true);
    expect(isImageSuffix(s)).toBe(false);
  });

  it.each(["svg", "pdf", "txt", "", "jpgx", "m3u8"])("%j is neither", (s) => {
    expect(isImageSuffix(s)).toBe(false);
    expect(isVideoSuffix(s)).toBe(false);
  });
});

describe("parseAllowList", () => {
  it("splits and trims comma-separated text", () => {
    expect(parseAllowList("jpg, png,,.gif ")).toEqual(["jpg", "png", ".gif"]);
    expect(parseAllowList("")).toEqual([]);
  });

  it("cleans an array", () => {
    expect(parseAllowList([" image/png", "", "image/*"])).toEqual(["image/png", "image/*"]);
  });
});

describe("parseSizeLimit", () => {
  it.each([
    ["10mb", 10 * 1024 * 1024],
    ["10MB", 10 * 1024 * 1024],
    ["10m", 10 * 1024 * 1024],
    ["2048kb", 2048 * 1024],
    ["2048k", 2048 * 1024],
    ["1gb", 1024 ** 3],
    ["1.5 MB", 1.5 * 1024 * 1024],
    ["500", 500],
    ["500b", 500],
    [" 1 kb ", 1024],
    ["0.5kb", 512],
  ])("%j -> %i bytes", (input, bytes) => {
    expect(parseSizeLimit(input)).toBe(bytes);
  });

  it("passes byte counts through, floored", () => {
    expect(parseSizeLimit(4096)).toBe(4096);
    expect(parseSizeLimit(10.9)).toBe(10);
    expect(parseSizeLimit(0)).toBe(0);
  });

  it.each(["", "mb", "10tb", "ten mb", "-1mb", "1,5mb", "10 m b", "10constructor", "1toString"])(
    "rejects %j",
    (input) => {
      expect(() => parseSizeLimit(input)).toThrow(RangeError);
    },
  );

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects the number %s", (n) => {
    expect(() => parseSizeLimit(n)).toThrow(RangeError);
  });
});
