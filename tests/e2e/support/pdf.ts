/**
 * Checks on a downloaded PDF for the documents e2e tests (profile area): the text poppler extracts and
 * the first page rendered to a grey image. Both need poppler-utils (pdftotext, pdftoppm); without them the
 * callers skip those assertions and say so.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const HAS_POPPLER =
  spawnSync("pdftotext", ["-v"]).status === 0 && spawnSync("pdftoppm", ["-v"]).status === 0;

function withFile<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the whole PDF, whitespace collapsed (table cells and lines wrap). */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => {
    const result = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout.replace(/\s+/g, " ");
  });
}

export interface PageImage {
  width: number;
  height: number;
  /** Share of pixels darker than mid-grey (ink). */
  ink: number;
  /** Share of ink in the top, middle and bottom third: a document has text spread down the page. */
  thirds: [number, number, number];
}

/** Renders page 1 as a greyscale image (PGM, 40 dpi) and measures it. */
export function firstPageImage(pdf: Buffer): PageImage {
  return withFile(pdf, (file, dir) => {
    const out = path.join(dir, "page");
    const result = spawnSync("pdftoppm", [
      "-gray",
      "-r",
      "40",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      file,
      out,
    ]);
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${String(result.stderr)}`);
    const bytes = readFileSync(`${out}.pgm`);
    // Binary PGM: "P5\n<width> <height>\n<max>\n" then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not write a PGM");
    const [whole, w, h] = header;
    const width = Number(w);
    const height = Number(h);
    const pixels = bytes.subarray(whole.length);
    const dark = [0, 0, 0];
    for (let y = 0; y < height; y++) {
      const third = Math.min(2, Math.floor((3 * y) / height));
      for (let x = 0; x < width; x++) if (pixels[y * width + x]! < 128) dark[third]! += 1;
    }
    const total = dark[0]! + dark[1]! + dark[2]!;
    const perThird = (width * height) / 3;
    return {
      width,
      height,
      ink: total / (width * height),
      thirds: [dark[0]! / perThird, dark[1]! / perThird, dark[2]! / perThird],
    };
  });
}

/**
 * What poppler's word boxes (`pdftotext -bbox-layout`) say of the type sizes: a word's box is as tall as its font's
 * ascent plus descent, 1.424 × the size in the portal's face (Source Sans 3: ascender 1024, descender −400 per
 * 1000), so `smallestPoints` is the smallest size of any word; `tightestLineStep` is the least distance between
 * the tops of two lines of one block (a paragraph, a table cell), as a multiple of that block's size.
 */
export interface TypeSizes {
  smallestPoints: number;
  tightestLineStep: number;
  /** How many line steps were measured (none: `tightestLineStep` says nothing). */
  lineSteps: number;
  words: number;
}

/** The portal face's ascent + descent per point of size. */
const PORTAL_FACE_BOX = (1024 + 400) / 1000;

export function typeSizes(pdf: Buffer): TypeSizes {
  return withFile(pdf, (file) => {
    const result = spawnSync("pdftotext", ["-bbox-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    const number = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);
    let smallestPoints = Infinity;
    let tightestLineStep = Infinity;
    let lineSteps = 0;
    let words = 0;
    for (const [block] of result.stdout.matchAll(/<block[^>]*>[\s\S]*?<\/block>/g)) {
      const lines = [...block.matchAll(/<line ([^>]*)>/g)].map(([, tag]) => ({
        top: number(tag!, "yMin"),
        size: (number(tag!, "yMax") - number(tag!, "yMin")) / PORTAL_FACE_BOX,
      }));
      for (const [, tag] of block.matchAll(/<word ([^>]*)>/g)) {
        words += 1;
        smallestPoints = Math.min(
          smallestPoints,
          (number(tag!, "yMax") - number(tag!, "yMin")) / PORTAL_FACE_BOX,
        );
      }
      for (let index = 1; index < lines.length; index++) {
        const [above, below] = [lines[index - 1]!, lines[index]!];
        const step = below.top - above.top;
        if (step > 0 && Math.abs(above.size - below.size) < 0.1) {
          lineSteps += 1;
          tightestLineStep = Math.min(tightestLineStep, step / above.size);
        }
      }
    }
    return { smallestPoints, tightestLineStep, lineSteps, words };
  });
}
