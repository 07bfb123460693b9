import { describe, expect, it } from "vitest";
import { asciiFileName, pdfFileName } from "./file-name";

describe("pdfFileName", () => {
  it("names the provision PDF after first name, last name and the date as DD-MM-YY", () => {
    expect(pdfFileName(["Vorsorge", "Anna", "Müller"], "2026-12-24")).toBe(
      "Vorsorge-Anna-Müller-24-12-26.pdf",
    );
    expect(pdfFileName(["Vorsorge", "Anna", "Müller"], new Date("2026-12-24T23:30:00Z"))).toBe(
      "Vorsorge-Anna-Müller-25-12-26.pdf",
    );
  });

  it("names the insurance application HDH-Antrag-{first}-{last}", () => {
    expect(pdfFileName(["HDH-Antrag", "Jürgen", "Groß"])).toBe("HDH-Antrag-Jürgen-Groß.pdf");
  });

  it("joins names with spaces and hyphens into single hyphens and drops empty parts", () => {
    expect(pdfFileName(["Vorsorge", "  Anna  Maria ", "", "Müller - Lüdenscheidt"])).toBe(
      "Vorsorge-Anna-Maria-Müller-Lüdenscheidt.pdf",
    );
  });

  it("keeps path separators, quotes and control characters out of the name", () => {
    const name = pdfFileName(["../../etc/passwd", 'a"b\\c', "x\r\nContent-Type: text/html", "C:\\Windows"]);
    expect(name).toBe("etc-passwd-a-b-c-x-Content-Type-text-html-C-Windows.pdf");
    expect(name).not.toMatch(/[/\\"\r\n:]/);
  });

  it("falls back to Dokument.pdf and caps very long names", () => {
    expect(pdfFileName(["", " / "])).toBe("Dokument.pdf");
    const long = pdfFileName(["Vorsorge", "A".repeat(500)]);
    expect(long.length).toBeLessThanOrEqual(124);
    expect(long).toMatch(/^Vorsorge-A+\.pdf$/);
  });

  it("ignores an unreadable date rather than printing garbage", () => {
    expect(pdfFileName(["Vorsorge", "Anna"], "kein Datum")).toBe("Vorsorge-Anna.pdf");
  });
});

describe("asciiFileName", () => {
  it("transliterates German letters the German way", () => {
    expect(asciiFileName("Vorsorge-Anna-Müller-Größe-Ähre-Öl-Übel.pdf")).toBe(
      "Vorsorge-Anna-Mueller-Groesse-Aehre-Oel-Uebel.pdf",
    );
  });

  it("drops other accents and replaces what has no ASCII form", () => {
    expect(asciiFileName("José-Łukasz-Dvořák-Ørsted-李.pdf")).toBe("Jose-Lukasz-Dvorak-Orsted-_.pdf");
  });

  it("decomposed umlauts (macOS input) become ae/oe/ue too", () => {
    expect(asciiFileName("Mu\u0308ller.pdf")).toBe("Mueller.pdf");
  });
});
