/**
 * File names of generated PDFs: parts joined by "-", an optional date in
 * the PDF format DD-MM-YY, ".pdf". Names keep their umlauts (sent as UTF-8 in
 * filename*); asciiFileName gives the transliterated fallback for old clients.
 */
import { formatPdfDate, type DateValue } from "~/i18n/format";

/** Longest name we hand out; keeps every file system and header happy. */
const MAX_STEM_LENGTH = 120;
const FALLBACK_STEM = "Dokument";

/** Characters no file name should carry: path separators, Windows-reserved, quotes, controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*;,'`]+/g;

/** One part of a name: unsafe characters and spaces become single hyphens; no part starts or ends with a dot. */
function cleanPart(part: string): string {
  return part
    .normalize("NFC")
    .replace(UNSAFE, " ")
    .split(/[\s-]+/)
    .map((segment) => segment.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean)
    .join("-");
}

/**
 * Builds a PDF file name: pdfFileName(["Vorsorge", "Anna", "Müller"], "2026-12-24")
 * → "Vorsorge-Anna-Müller-24-12-26.pdf"; pdfFileName(["HDH-Antrag", first, last]).
 * Empty parts are dropped; an empty name becomes "Dokument.pdf".
 */
export function pdfFileName(parts: readonly string[], date?: DateValue): string {
  const pieces = parts.map(cleanPart).filter(Boolean);
  const dated = date === undefined ? "" : formatPdfDate(date);
  if (dated) pieces.push(dated);
  const stem = Array.from(pieces.join("-")).slice(0, MAX_STEM_LENGTH).join("").replace(/-+$/, "");
  return `${stem || FALLBACK_STEM}.pdf`;
}

const GERMAN: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
};
const OTHER: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Ø: "O",
  ø: "o",
  Đ: "D",
  đ: "d",
  Æ: "AE",
  æ: "ae",
  Œ: "OE",
  œ: "oe",
};

/** ASCII form of a file name: German umlauts as ae/oe/ue/ss, other accents dropped, the rest replaced. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize("NFC")
    .replace(/[äöüÄÖÜßẞ]/g, (char) => GERMAN[char] ?? char)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ŁłØøĐđÆæŒœ]/g, (char) => OTHER[char] ?? char)
    .replace(/[^\x20-\x7e]+/g, "_")
    .replace(/["\\]/g, "_");
  return ascii;
}
