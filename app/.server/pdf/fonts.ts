/**
 * The fonts every PDF embeds, read from the Fontsource packages in node_modules.
 *
 * Paths are resolved at call time with createRequire(import.meta.url): in the source
 * tree and in the Vite server build (which keeps dependencies external) alike, the
 * package is found through Node's own resolution, never through a path relative to
 * a source file. Each file is read and unpacked from WOFF to a plain TrueType font once per
 * process; every document parses those bytes itself (fontkit reads lazily, so that is cheap).
 * - Not the WOFF bytes: fontkit inflates a whole WOFF table in pure JavaScript on every access,
 *   which made subsetting a one-page letter take ≈ 0.3 s.
 * - Not one parsed font shared by all documents: fontkit caches glyph objects with the
 *   characters of their first use, and a glyph first met as part of another (o in ö) would
 *   lose its character in every later document's text layer (copy, search, screen readers).
 *
 * Fontsource ships each face split by Unicode subset; the "latin" subset holds
 * Basic Latin, Latin-1 (ä ö ü Ä Ö Ü ß), the euro sign and typographic quotes and
 * dashes („…“ ‚…‘ – —); "latin-ext" and "vietnamese" hold the other Latin letters names
 * and places carry (Ł ł š ś ž č ő ț ễ …), "cyrillic" and "greek" what a letter's text may; symbols and emoji
 * come last, from DejaVu Sans (npm package dejavu-fonts-ttf, decision 0072). A face is the list of its files, merged
 * into one font once per process (./font-merge.ts, decision 0071), so every text call of
 * pdfkit wraps, measures and copies such letters like any other. fonts.test.ts checks the
 * glyphs of every face.
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { createRequire } from "node:module";
import type { LetterFont } from "~/domain/letters/constants";
import { inBlocks, type CodePointBlocks } from "~/domain/printable";
import { fontCodePoints, mergeFonts, writeSfnt } from "./font-merge";

export interface FontFile {
  /** npm package that ships the file */
  pkg: string;
  /** the file's path inside the package: WOFF 1.0 or TrueType */
  file: string;
  /** the blocks of code points the file adds to a face, when not all (first and last code point of each) */
  only?: CodePointBlocks;
}

/**
 * Symbols and emoji (❤ ✝ ★ ☺ ♥ ✿ ☦ ✓ ☀ 😀 …), drawn where no earlier file of a face has them: DejaVu Sans, only
 * its punctuation, symbol and emoji blocks — not its scripts (Arabic, Hebrew, Devanagari …), which need a shaping
 * pdfkit does not do and would print as wrong, unjoined letters. Monochrome outlines, scaled to each face's em;
 * pdfkit embeds only the glyphs a document uses. Decision 0072.
 */
const SYMBOLS: FontFile = {
  pkg: "dejavu-fonts-ttf",
  file: "ttf/DejaVuSans.ttf",
  only: [
    [0x2000, 0x206f], // General Punctuation (spaces, ‰, ‽, ⁂)
    [0x2100, 0x2bff], // Letterlike Symbols … Arrows, Math, Technical, Geometric Shapes, Misc Symbols, Dingbats
    [0x1f000, 0x1faff], // Cards, Enclosed Alphanumerics, Pictographs, Emoticons, Transport, Supplemental
  ],
};

/**
 * The emoji DejaVu lacks (🌹 🙏 🕯 🕊 💐 🌷 ⭐ and every other of Unicode's): Noto Emoji, monochrome, after DejaVu so
 * that the symbols keep DejaVu's outlines. Fontsource splits it into numbered subsets. Decision 0072.
 */
const EMOJI: readonly FontFile[] = ["emoji", ...Array.from({ length: 11 }, (_, n) => String(n))].map(
  (subset) => ({ pkg: "@fontsource/noto-emoji", file: `files/noto-emoji-${subset}-400-normal.woff` }),
);

const file = (pkg: string, stem: string, subset: string, weight: number, style: string): FontFile => ({
  pkg: `@fontsource/${pkg}`,
  file: `files/${stem}-${subset}-${weight}-${style}.woff`,
});

/**
 * The files of one face, merged into the one font pdfkit embeds: the first file that maps a character draws
 * it. `subsets` are the face's own Fontsource subsets in that order; `fallback` files follow them.
 */
const face = (
  pkg: string,
  subsets: readonly string[],
  { weight = 400, style = "normal", fallback = [] as readonly FontFile[] } = {},
): readonly FontFile[] => [...subsets.map((subset) => file(pkg, pkg, subset, weight, style)), ...fallback];

/**
 * Fontsource's subsets of Source Sans 3: the Latin letters names and places may hold (Latin-1, Latin Extended,
 * Vietnamese), then Cyrillic and Greek, which a letter's free text may hold.
 */
const PORTAL_SUBSETS = [
  "latin",
  "latin-ext",
  "vietnamese",
  "cyrillic",
  "cyrillic-ext",
  "greek",
  "greek-ext",
] as const;

const PORTAL_FALLBACK = [SYMBOLS, ...EMOJI];

/** Portal text face for body and headings: Source Sans 3, then the symbols. */
export const PORTAL_FONTS = {
  regular: face("source-sans-3", PORTAL_SUBSETS, { fallback: PORTAL_FALLBACK }),
  italic: face("source-sans-3", PORTAL_SUBSETS, { style: "italic", fallback: PORTAL_FALLBACK }),
  semibold: face("source-sans-3", PORTAL_SUBSETS, { weight: 600, fallback: PORTAL_FALLBACK }),
} as const satisfies Record<string, readonly FontFile[]>;
export type PortalFont = keyof typeof PORTAL_FONTS;

/** What a handwriting face lacks is drawn in the portal's regular face (Homemade Apple has no latin-ext), and its symbols. */
const LETTER_FALLBACK = { fallback: PORTAL_FONTS.regular.slice(1) };

/** Handwriting faces of the farewell letters, one per LETTER_FONTS entry, each with the subsets Fontsource ships. */
export const LETTER_FONT_FILES = {
  caveat: face("caveat", ["latin", "latin-ext", "cyrillic", "cyrillic-ext"], LETTER_FALLBACK),
  "dancing-script": face("dancing-script", ["latin", "latin-ext", "vietnamese"], LETTER_FALLBACK),
  "indie-flower": face("indie-flower", ["latin", "latin-ext"], LETTER_FALLBACK),
  "homemade-apple": face("homemade-apple", ["latin"], LETTER_FALLBACK),
} as const satisfies Record<LetterFont, readonly FontFile[]>;

const unpacked = new Map<string, Buffer>();
const merged = new Map<string, Buffer>();
const drawn = new Map<string, ReadonlySet<number>>();

/** Absolute path of a font file in node_modules. */
export function fontPath({ pkg, file }: FontFile): string {
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType font it wraps (W3C WOFF 1.0 §4–5):
 * same tables, each inflated when stored compressed, behind a plain sfnt table directory.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const tables = new Map<string, Buffer>();
  const sums = new Map<string, number>();
  for (let index = 0; index < woff.readUInt16BE(12); index++) {
    const entry = 44 + index * 20;
    const [offset, compLength, origLength, checksum] = [4, 8, 12, 16].map((at) =>
      woff.readUInt32BE(entry + at),
    ) as [number, number, number, number];
    const tag = woff.toString("latin1", entry, entry + 4);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length");
    tables.set(tag, data);
    sums.set(tag, checksum);
  }
  return writeSfnt(woff.readUInt32BE(4), tables, sums);
}

/** One file as TrueType bytes, read and unpacked once per process. */
export function fileData(font: FontFile): Buffer {
  const key = `${font.pkg}/${font.file}`;
  let data = unpacked.get(key);
  if (!data) {
    const bytes = readFileSync(fontPath(font));
    data = bytes.readUInt32BE(0) === 0x00010000 ? bytes : woffToSfnt(bytes);
    unpacked.set(key, data);
  }
  return data;
}

/** A face's files merged into one TrueType font (./font-merge.ts), built once per process. */
export function fontData(files: readonly FontFile[]): Buffer {
  const key = files.map(({ file }) => file).join("+");
  let data = merged.get(key);
  if (!data) {
    data = mergeFonts(
      files.map((font) => ({ data: fileData(font), adds: font.only && inBlocks(font.only) })),
    );
    merged.set(key, data);
  }
  return data;
}

/**
 * The code points a face draws, once per process: what `unprintableCharacters` checks. The union of its files' cmaps
 * (each within the blocks it may add), which is what the merge maps, so a letter page that names what cannot print
 * reads the files' tables and does not wait for the merged font (≈ 0.4 s per face); fonts.test compares the two.
 */
export function fontCodePointsOf(files: readonly FontFile[]): ReadonlySet<number> {
  const key = files.map(({ file }) => file).join("+");
  let codePoints = drawn.get(key);
  if (!codePoints) {
    const union = new Set<number>();
    for (const font of files) {
      const adds = font.only ? inBlocks(font.only) : () => true;
      for (const codePoint of fontCodePoints(fileData(font))) if (adds(codePoint)) union.add(codePoint);
    }
    codePoints = union;
    drawn.set(key, codePoints);
  }
  return codePoints;
}
