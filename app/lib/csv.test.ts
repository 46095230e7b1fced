import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("quotes a cell holding a comma, a quote or a line break, doubling its quotes (RFC 4180)", () => {
    expect(csvCell('Say "hi", then\r\nleave')).toBe('"Say ""hi"", then\r\nleave"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("keeps a spreadsheet from running a text as a formula", () => {
    for (const text of ["=1+1", "+94 77", "-5", "@SUM(A1)", "\tx"]) expect(csvCell(text)).toBe(`'${text}`);
    expect(csvCell(-5)).toBe("-5"); // a number is a number
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it("writes a moment in Sri Lanka time, a list with semicolons, nothing for null, and ends a row with CRLF", () => {
    expect(csvLine([new Date("2026-11-24T00:00:12Z"), ["a", "b"], null, true])).toBe(
      "2026-11-24T05:30:12+05:30,a; b,,true\r\n",
    );
  });
});
