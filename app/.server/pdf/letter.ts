/**
 * A farewell letter as the recipient will hold it: the recipient's address where a
 * DIN 5008 (form B) window envelope shows it, fold marks, then the text in the letter's
 * handwriting font, size and ink colour, running over as many pages as it needs.
 */
import {
  LETTER_COLORS,
  LETTER_DEFAULT_STYLE,
  LETTER_FONT_SIZES,
  LETTER_FONTS,
  type LetterColor,
  type LetterFont,
  type LetterFontSize,
} from "~/domain/letters/constants";
import { LETTER_COLOR_HEX, letterFontSizePoints } from "~/domain/letters/style";
import { textInFace, unprintableCharacters } from "~/domain/printable";
import { LARGE_PRINT_LINE_HEIGHT, LARGE_PRINT_MIN_POINTS, type PrintStyle } from "~/domain/print";
import { t } from "~/i18n";
import { drawAddressPage } from "./address-page";
import { eachPage, finish, INK, MM, openPdf, portalFont, tagged, textAt, type Pdf } from "./core";
import { pdfFileName } from "./file-name";
import { fontCodePointsOf, fontData, LETTER_FONT_FILES, PORTAL_FONTS } from "./fonts";
import { breakableText } from "./text";

/** The stored letter's shape (letters.content and letters.recipient). */
export interface LetterPdfInput {
  content: { text: string; styles?: { color?: string; fontSize?: number; fontFamily?: string } | null };
  recipient?: {
    salutation?: string | null;
    firstname: string;
    lastname: string;
    street: string;
    postalcode: string;
    city: string;
  } | null;
}

export interface LetterStyle {
  color: LetterColor;
  fontSize: LetterFontSize;
  fontFamily: LetterFont;
}

const includes = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** The letter's style; a stored value outside the allowed lists falls back to the default. */
export function letterStyle(styles: LetterPdfInput["content"]["styles"]): LetterStyle {
  return {
    color: includes(LETTER_COLORS, styles?.color) ? styles.color : LETTER_DEFAULT_STYLE.color,
    fontSize: includes(LETTER_FONT_SIZES, styles?.fontSize) ? styles.fontSize : LETTER_DEFAULT_STYLE.fontSize,
    fontFamily: includes(LETTER_FONTS, styles?.fontFamily)
      ? styles.fontFamily
      : LETTER_DEFAULT_STYLE.fontFamily,
  };
}

/**
 * The characters of a letter's text its PDF cannot print (no file of its handwriting face, nor the portal face
 * and symbols after it, has them: CJK, Arabic, most emoji), each once, for the notice on the letter's pages.
 */
export function unprintableInLetter(content: LetterPdfInput["content"]): string[] {
  const { fontFamily } = letterStyle(content.styles);
  return unprintableCharacters(content.text, fontCodePointsOf(LETTER_FONT_FILES[fontFamily]));
}

/** DIN 5008 form B positions (from the top-left corner of the sheet). */
const DIN = {
  addressX: 25 * MM,
  /** Anschriftzone: 62.7 mm from the top, below the 17.7 mm Zusatz- und Vermerkzone. */
  addressY: 62.7 * MM,
  addressWidth: 80 * MM,
  /** The text starts below the address field (45 + 45 mm) and the information block. */
  textY: 103.4 * MM,
  foldMarks: [105 * MM, 210 * MM],
  holeMark: 148.5 * MM,
};
const MARGINS = { top: 20 * MM, bottom: 20 * MM, left: 25 * MM, right: 20 * MM };
const ADDRESS_SIZE = 11;

function fullName(recipient: NonNullable<LetterPdfInput["recipient"]>): string {
  return [recipient.firstname, recipient.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

function addressLines(recipient: NonNullable<LetterPdfInput["recipient"]>): string[] {
  const addressee = t("pdf.letter.addressee", { salutation: recipient.salutation ?? "" });
  return [
    addressee,
    fullName(recipient),
    recipient.street.trim(),
    [recipient.postalcode.trim(), recipient.city.trim()].filter(Boolean).join(" "),
  ].filter(Boolean);
}

function drawMarks(doc: Pdf) {
  for (const [y, length] of [
    ...DIN.foldMarks.map((y) => [y, 5 * MM] as const),
    [DIN.holeMark, 7 * MM] as const,
  ]) {
    doc.moveTo(0, y).lineTo(length, y).lineWidth(0.4).strokeColor(INK.rule).stroke();
  }
}

/** The file name of a letter's PDF, e.g. "Brief-an-Max-Müller.pdf". */
export function letterPdfFileName(letter: Pick<LetterPdfInput, "recipient">): string {
  const recipient = letter.recipient;
  return pdfFileName(recipient ? ["Brief-an", recipient.firstname, recipient.lastname] : ["Brief"]);
}

/** Black on white, no page number smaller than the text (decision 0107). */
const LARGE_INK = "#000000";

/**
 * Renders a farewell letter; `createdAt` only sets the metadata date (the letter itself carries none). With
 * `addressPage` (customer care's print, decision 0064) page 1 is the address page for the window envelope with
 * `sender` as the return address, and the letter follows from page 2 without its own address block.
 * `print: "large"` is the customer's large-print reading copy (decision 0107) and takes no address page.
 */
export async function letterPdf(
  letter: LetterPdfInput,
  {
    createdAt,
    addressPage,
    print = "standard",
  }: { createdAt?: Date; addressPage?: { sender: string[] }; print?: PrintStyle } = {},
): Promise<Buffer> {
  if (print === "large") return largePrintLetter(letter, createdAt);
  const style = letterStyle(letter.content.styles);
  const recipient = letter.recipient ?? null;
  const pdf = openLetter(letter, createdAt);
  const { doc, root } = pdf;
  const width = doc.page.width - MARGINS.left - MARGINS.right;

  if (recipient && addressPage) {
    drawAddressPage(doc, root, { sender: addressPage.sender, recipient: addressLines(recipient) });
    doc.addPage();
  } else if (recipient) {
    doc.font(portalFont("regular")).fontSize(ADDRESS_SIZE).fillColor(INK.text);
    tagged(doc, root, "P", () =>
      doc.text(breakableText(addressLines(recipient).join("\n")), DIN.addressX, DIN.addressY, {
        width: DIN.addressWidth,
        lineGap: 1,
      }),
    );
  }

  const size = letterFontSizePoints(style.fontSize);
  const fontName = `letter-${style.fontFamily}`;
  const face = LETTER_FONT_FILES[style.fontFamily];
  doc.registerFont(fontName, fontData(face));
  doc.font(fontName).fontSize(size).fillColor(LETTER_COLOR_HEX[style.color]);
  // What the face cannot draw is left out, not printed as a box: the letter's pages name it (decision 0072).
  const text = breakableText(textInFace(letter.content.text.replace(/\r\n?/g, "\n"), fontCodePointsOf(face)));
  tagged(doc, root, "P", () =>
    doc.text(text, MARGINS.left, recipient && !addressPage ? DIN.textY : MARGINS.top, {
      width,
      lineGap: size * 0.15,
    }),
  );

  // The address page carries no page number: the letter's pages are counted from its first page.
  const skipped = recipient && addressPage ? 1 : 0;
  eachPage(doc, (sheet, sheets) => {
    if (sheet === 1) drawMarks(doc);
    pageNumber(doc, sheet - skipped, sheets - skipped, 8.5, INK.muted);
  });
  return finish(pdf);
}

function openLetter(letter: LetterPdfInput, createdAt: Date | undefined, ink: string = INK.text) {
  const name = letter.recipient ? fullName(letter.recipient) : "";
  return openPdf(
    {
      title: name ? t("pdf.letter.title", { name }) : t("pdf.letter.subject"),
      subject: t("pdf.letter.subject"),
      createdAt,
    },
    MARGINS,
    "A4",
    ink,
  );
}

/** "Seite n von m" centred at the foot of a letter's page, when the letter runs over more than one page. */
function pageNumber(doc: Pdf, page: number, pages: number, size: number, color: string) {
  if (page < 1 || pages === 1) return;
  const label = t("pdf.footer.page", { page, pages });
  doc.font(portalFont("regular")).fontSize(size).fillColor(color);
  textAt(doc, label, (doc.page.width - doc.widthOfString(label)) / 2, doc.page.height - 12 * MM);
}

/**
 * The large-print reading copy of a letter (decision 0107): the recipient's address and the text in the portal's
 * plain face (no handwriting), black, at least 16 pt (larger if the letter's own size is), lines 1.5 times the
 * size apart; no window-envelope layout and no fold marks, it is for reading, not for posting.
 */
async function largePrintLetter(letter: LetterPdfInput, createdAt: Date | undefined): Promise<Buffer> {
  const style = letterStyle(letter.content.styles);
  const size = Math.max(LARGE_PRINT_MIN_POINTS, letterFontSizePoints(style.fontSize));
  const pdf = openLetter(letter, createdAt, LARGE_INK);
  const { doc, root } = pdf;
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  doc.font(portalFont("regular")).fontSize(size).fillColor(LARGE_INK);
  const lineGap = Math.max(0, LARGE_PRINT_LINE_HEIGHT * size - doc.currentLineHeight(true));
  const options = { width, lineGap };
  const recipient = letter.recipient;
  if (recipient) {
    const address = breakableText(addressLines(recipient).join("\n"));
    tagged(doc, root, "P", () => doc.text(address, MARGINS.left, MARGINS.top, options));
    doc.y += 2 * size;
  }
  const text = breakableText(
    textInFace(letter.content.text.replace(/\r\n?/g, "\n"), fontCodePointsOf(PORTAL_FONTS.regular)),
  );
  const y = doc.y;
  tagged(doc, root, "P", () => doc.text(text, MARGINS.left, y, options));
  eachPage(doc, (page, pages) => pageNumber(doc, page, pages, LARGE_PRINT_MIN_POINTS, LARGE_INK));
  return finish(pdf);
}
