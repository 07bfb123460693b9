import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csvCell", () => {
  it("writes plain text and numbers as they are, null as empty", () => {
    expect(csvCell("Müller")).toBe("Müller");
    expect(csvCell(100123)).toBe("100123");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a cell with the separator, a quote or a line break and doubles the quotes", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
  });

  it("defuses every formula start with a leading apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("=A1;B1")).toBe(`"'=A1;B1"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
  });
});

describe("toCsv", () => {
  it("starts with the BOM, separates with ';' and ends every line with CRLF", () => {
    const text = toCsv(
      ["Name", "PLZ"],
      [
        ["Jürgen Öz", "24103"],
        ["=cmd", null],
      ],
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1)).toBe("Name;PLZ\r\nJürgen Öz;24103\r\n'=cmd;\r\n");
  });
});

describe("csvFileName", () => {
  it("names the subject and the date in ASCII", () => {
    expect(csvFileName("E-Mail nach 7 Tagen nicht bestätigt", "2026-11-26")).toBe(
      "kunden-e-mail-nach-7-tagen-nicht-bestaetigt-2026-11-26.csv",
    );
    expect(csvFileName("suche", "2026-01-02")).toBe("kunden-suche-2026-01-02.csv");
    expect(csvFileName("§§", "2026-01-02")).toBe("kunden-liste-2026-01-02.csv");
  });
});
