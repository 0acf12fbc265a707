import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes separators and quotes, and starts with a BOM", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n,3\r\n');
  });

  it("keeps formulas from running in spreadsheets, but not negative numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
