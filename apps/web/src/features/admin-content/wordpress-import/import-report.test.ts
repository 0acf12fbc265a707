import { describe, expect, it } from "vitest";
import { filteredLines, opensAPage, readableAddress, readReport, resultCounts } from "./import-report.ts";
import { testLines as lines, testPreview as preview } from "./test-report.ts";

describe("a run's report", () => {
  it("reads the preview and the lines, as an object or as JSON text", () => {
    expect(readReport({ preview, lines })).toEqual({ preview, lines });
    expect(readReport(JSON.stringify({ preview }))).toEqual({ preview, lines: [] });
  });

  it("reads a report of another shape as absent, and leaves out lines it cannot read", () => {
    expect(readReport(null)).toEqual({ preview: undefined, lines: [] });
    expect(readReport("{not json")).toEqual({ preview: undefined, lines: [] });
    expect(readReport({ preview: { site: 1 }, lines: [{ kind: "post" }, lines[0]] })).toEqual({
      preview: undefined,
      lines: [lines[0]],
    });
  });

  it("counts and filters the lines by their result", () => {
    const read = readReport({ lines }).lines;
    expect(resultCounts(read)).toEqual({ all: 3, imported: 1, skipped: 1, failed: 1 });
    expect(filteredLines(read, "all")).toHaveLength(3);
    expect(filteredLines(read, "failed").map((l) => l.id)).toEqual([9]);
  });

  it("shows old addresses decoded, and links the new ones of public pages only", () => {
    expect(
      readableAddress(
        "http://127.0.0.1:38300/2025/03/01/%e5%8d%8e%e8%be%b0%e7%a7%91%e6%8a%80%e4%b8%be%e8%a1%8c2025/",
      ),
    ).toBe("/2025/03/01/华辰科技举行2025/");
    expect(readableAddress("/?p=12")).toBe("/?p=12");
    expect(readableAddress("http://x.test/%e5%8d")).toBe("/%e5%8d");
    const read = readReport({ lines }).lines;
    expect(read.map(opensAPage)).toEqual([true, false, false]);
  });
});
