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

/** Blocks of code points, each its first and last. */
export type CodePointBlocks = readonly (readonly [first: number, last: number])[];

/** Whether a code point lies in one of the blocks. */
export const inBlocks =
  (blocks: CodePointBlocks) =>
  (codePoint: number): boolean =>
    blocks.some(([first, last]) => codePoint >= first && codePoint <= last);

const notPrinted = inBlocks([
  [0x00, 0x08], // control characters, but tab and line breaks
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
  [0x200b, 0x200f], // zero-width space, non-joiner and joiner, direction marks
  [0x202a, 0x202e], // direction embeddings and overrides
  [0x2060, 0x2064], // word joiner, invisible operators
  [0xfeff, 0xfeff], // byte order mark
  [0xfe00, 0xfe0f], // variation selectors (text or emoji presentation)
  [0xe0100, 0xe01ef], // variation selectors supplement
  [0x20e3, 0x20e3], // combining enclosing keycap
  [0xe0000, 0xe007f], // tags (subdivision flags)
  [0x1f3fb, 0x1f3ff], // skin-tone modifiers
]);

const SPACE = /\s/u;

/** The text as it is printed: composed (NFC: s + combining caron → š, the glyph the fonts have), without the characters left out of print. */
export function printedText(text: string): string {
  return [...text.normalize("NFC")].filter((char) => !notPrinted(char.codePointAt(0) ?? 0)).join("");
}

/** Line breaks and tabs: pdfkit breaks and spaces the text at them, no font draws them. */
const LAYOUT = /[\n\r\t]/u;

/**
 * The text as a face with the code points `drawn` prints it: `printedText` without the characters the face
 * cannot draw (printed, they would be the font's empty glyph or a box; the letter's pages name them instead,
 * `unprintableCharacters`), a space it cannot draw as a plain space.
 */
export function textInFace(text: string, drawn: ReadonlySet<number>): string {
  return [...printedText(text)]
    .map((char) =>
      drawn.has(char.codePointAt(0) ?? 0) || LAYOUT.test(char) ? char : SPACE.test(char) ? " " : "",
    )
    .join("");
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
