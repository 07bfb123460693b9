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
 * dashes („…“ ‚…‘ – —). fonts.test.ts checks that for every face.
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { createRequire } from "node:module";
import type { LetterFont } from "~/domain/letters/constants";

interface FontFile {
  /** npm package that ships the file */
  pkg: string;
  /** file name under the package's files/ folder */
  file: string;
}

const face = (pkg: string, stem: string, weight: number, style = "normal"): FontFile => ({
  pkg: `@fontsource/${pkg}`,
  file: `${stem}-latin-${weight}-${style}.woff`,
});

/** Portal text face for body and headings: Source Sans 3. */
export const PORTAL_FONTS = {
  regular: face("source-sans-3", "source-sans-3", 400),
  italic: face("source-sans-3", "source-sans-3", 400, "italic"),
  semibold: face("source-sans-3", "source-sans-3", 600),
} as const satisfies Record<string, FontFile>;
export type PortalFont = keyof typeof PORTAL_FONTS;

/** Handwriting faces of the farewell letters, one per LETTER_FONTS entry. */
export const LETTER_FONT_FILES = {
  caveat: face("caveat", "caveat", 400),
  "dancing-script": face("dancing-script", "dancing-script", 400),
  "indie-flower": face("indie-flower", "indie-flower", 400),
  "homemade-apple": face("homemade-apple", "homemade-apple", 400),
} as const satisfies Record<LetterFont, FontFile>;

const unpacked = new Map<string, Buffer>();

/** Absolute path of a font file in node_modules. */
export function fontPath({ pkg, file }: FontFile): string {
  return createRequire(import.meta.url).resolve(`${pkg}/files/${file}`);
}

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType font it wraps (W3C WOFF 1.0 §4–5):
 * same tables, each inflated when stored compressed, behind a plain sfnt table directory.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((at) =>
      woff.readUInt32BE(entry + at),
    ) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length");
    return { tag, checksum, data };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The font as TrueType bytes, read and unpacked once per process. */
export function fontData(font: FontFile): Buffer {
  const key = `${font.pkg}/${font.file}`;
  let data = unpacked.get(key);
  if (!data) {
    data = woffToSfnt(readFileSync(fontPath(font)));
    unpacked.set(key, data);
  }
  return data;
}
