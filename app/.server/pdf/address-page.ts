/**
 * The address page of a printed farewell letter (decision 0064): an A4 sheet that goes first
 * into a DIN-lang window envelope (C6/5 or DL, window on the left) laid out per DIN 5008 form B:
 * - the window field 20 mm from the left and 45 mm from the top, 85 × 45 mm;
 * - its first 17.7 mm are the Zusatz- und Vermerkzone, whose last line carries the return address (the
 *   operator's name and address, small, in one line);
 * - the Anschriftzone follows from 62.7 mm (27.3 mm, up to nine lines), the text set 5 mm in from the window's
 *   left edge, so it never touches the window's border;
 * - fold marks at 105 mm and 210 mm and the hole mark at 148.5 mm (drawn by the letter, ./letter.ts).
 * Nothing else is printed on the page: it is what the envelope shows and what the recipient unfolds first.
 */
import { MM, portalFont, tagged, INK, type Pdf, type StructureElement } from "./core";
import { breakableText } from "./text";

/** DIN 5008 form B, in points from the sheet's top-left corner. */
export const WINDOW_B = {
  left: 20 * MM,
  top: 45 * MM,
  width: 85 * MM,
  height: 45 * MM,
  /** Height of the Zusatz- und Vermerkzone; the Anschriftzone starts below it. */
  noteZone: 17.7 * MM,
  /** The text starts this far in from the window's left edge (and keeps this far from its right edge). */
  inset: 5 * MM,
} as const;

const RETURN_SIZE = 7;
const RETURN_MIN_SIZE = 5;
const ADDRESS_SIZE = 11;

export interface AddressPageInput {
  /** The return address: the operator's name, then its address lines. */
  sender: string[];
  /** The recipient's address lines (addressee, name, street, postal code and city). */
  recipient: string[];
}

/**
 * The return address on one line inside `width`: 7 pt, smaller down to 5 pt, and cut with "…" if even that is
 * too wide (an operator's name of 200 characters). Leaves the font and size set for drawing it.
 */
function fitLine(doc: Pdf, text: string, width: number): { text: string; size: number } {
  doc.font(portalFont("regular")).fontSize(RETURN_SIZE);
  const size = Math.max(
    RETURN_MIN_SIZE,
    Math.min(RETURN_SIZE, (RETURN_SIZE * width) / doc.widthOfString(text)),
  );
  doc.fontSize(size);
  let fitted = text;
  while (fitted.length > 1 && doc.widthOfString(fitted) > width) fitted = `${fitted.slice(0, -2).trimEnd()}…`;
  return { text: fitted, size };
}

/**
 * Draws the address page on the current page (the caller adds the page for the letter after it). The return
 * address is one line at the bottom of the note zone, as small as needed to stay inside the window (7 pt, down
 * to 5 pt); the address sits at the top of the Anschriftzone at 11 pt.
 */
export function drawAddressPage(doc: Pdf, root: StructureElement, input: AddressPageInput): void {
  const x = WINDOW_B.left + WINDOW_B.inset;
  const width = WINDOW_B.width - 2 * WINDOW_B.inset;
  const sender = input.sender
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" · ");
  if (sender) {
    const line = fitLine(doc, sender, width);
    doc.fillColor(INK.muted);
    const y = WINDOW_B.top + WINDOW_B.noteZone - line.size * 1.5;
    tagged(doc, root, "P", () => doc.text(line.text, x, y, { lineBreak: false, underline: true }));
  }
  doc.font(portalFont("regular")).fontSize(ADDRESS_SIZE).fillColor(INK.text);
  tagged(doc, root, "P", () =>
    doc.text(breakableText(input.recipient.join("\n")), x, WINDOW_B.top + WINDOW_B.noteZone, {
      width,
      height: WINDOW_B.height - WINDOW_B.noteZone,
      lineGap: 1,
      ellipsis: true,
    }),
  );
}
