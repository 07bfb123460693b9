/**
 * What of a text prints in a PDF (decision 0072). Pure: the characters a PDF face draws (the cmap of its merged
 * font) come from the server's PDF module; the rule which characters need a glyph, and which are left out,
 * lives here.
 *
 * Left out of print, never drawn as a box: characters that have no glyph of their own but select or join the
 * glyphs around them — variation selectors (❤️ is ❤ + U+FE0F), the zero-width joiner of emoji sequences
 * (👨‍👩‍👧 is 👨 ZWJ 👩 ZWJ 👧), skin-tone modifiers, the keycap mark (1️⃣), tag characters of subdivision
 * flags, zero-width spaces, direction marks, the byte order mark and control characters other than line breaks
 * and tabs. What is left of such a sequence prints as its base glyphs (👨👩👧, ❤, 1).
 */

const NOT_PRINTED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\uFE00-\uFE0F\u20E3\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u{1F3FB}-\u{1F3FF}]/gu;

const SPACE = /\s/u;

/** The text as it is printed: composed (NFC: s + combining caron → š, the glyph the fonts have), without the characters left out of print. */
export function printedText(text: string): string {
  return text.normalize("NFC").replace(NOT_PRINTED, "");
}

/**
 * The characters of `text` a face with the code points `drawn` cannot print (pdfkit would draw nothing, or the
 * font's empty glyph, in their place), each once, in the order they first occur. Spaces and line breaks print
 * as space whether or not the font maps them.
 */
export function unprintableCharacters(text: string, drawn: ReadonlySet<number>): string[] {
  const missing = new Set<string>();
  for (const char of printedText(text)) {
    if (!SPACE.test(char) && !drawn.has(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}
