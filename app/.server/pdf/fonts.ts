/**
 * The fonts every PDF embeds, read from the Fontsource packages in node_modules.
 *
 * Paths are resolved at call time with createRequire(import.meta.url): in the source
 * tree and in the Vite server build (which keeps dependencies external) alike, the
 * package is found through Node's own resolution, never through a path relative to
 * a source file. Each file is read, unpacked from WOFF to a plain TrueType font and parsed
 * once per process; pdfkit accepts the parsed fontkit font, so each further document only
 * lays out and subsets. (fontkit reads WOFF directly but inflates a whole table in pure
 * JavaScript on every access, which made subsetting a one-page letter take ≈ 0.3 s.)
 *
 * Fontsource ships each face split by Unicode subset; the "latin" subset holds
 * Basic Latin, Latin-1 (ä ö ü Ä Ö Ü ß), the euro sign and typographic quotes and
 * dashes („…“ ‚…‘ – —). fonts.test.ts checks that for every face.
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import type { LetterFont } from "~/domain/constants";

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

const parsed = new Map<string, Font>();

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

/** The parsed font, read once per process; pdfkit embeds a subset of it per document. */
export function fontFace(font: FontFile): Font {
  const key = `${font.pkg}/${font.file}`;
  let face = parsed.get(key);
  if (!face) {
    const result = create(woffToSfnt(readFileSync(fontPath(font))));
    if (!("layout" in result)) throw new Error(`${key} is a font collection, not a single font`);
    face = result;
    parsed.set(key, face);
  }
  return face;
}
