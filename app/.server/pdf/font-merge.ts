/**
 * Merges TrueType fonts into one, so that one registered pdfkit face draws every character any of them has
 * (decision 0071). Fontsource ships each face split by Unicode subset ("latin", "latin-ext", "vietnamese");
 * pdfkit draws a character its font lacks as glyph 0, which printed "ukasz Stanis aw" for "Łukasz Stanisław".
 *
 * The first font is the base and stays as it is: its glyphs keep their ids, so its layout tables (kerning,
 * ligatures, mark positioning in GPOS/GSUB) keep working, and its metrics (ascent, line gap) set the line
 * height. Each further font adds the glyphs of the characters no earlier font maps (with the glyphs their
 * composite glyphs are built from), scaled to the base's units per em when it differs (a fallback from another
 * family); its layout tables are not carried over, so kerning between two added glyphs is lost. Hinting
 * instructions of added glyphs are dropped when they are scaled (the Fontsource subsets have none; DejaVu Sans,
 * the symbol fallback of decision 0072, is hinted and always scaled, from 2048 units). A further font may add
 * only some of its characters (`adds`): the symbol fallback gives its symbol blocks, not its scripts.
 */
type Tables = Map<string, Buffer<ArrayBufferLike>>;

const COMPOSITE = {
  argsAreWords: 0x0001,
  argsAreXY: 0x0002,
  scale: 0x0008,
  more: 0x0020,
  xyScale: 0x0040,
  twoByTwo: 0x0080,
  instructions: 0x0100,
} as const;

/** The tables of a plain sfnt font (TrueType flavour), by tag. */
function readTables(font: Buffer): Tables {
  const tables: Tables = new Map();
  const numTables = font.readUInt16BE(4);
  for (let index = 0; index < numTables; index++) {
    const record = 12 + index * 16;
    const tag = font.toString("latin1", record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    tables.set(tag, font.subarray(offset, offset + font.readUInt32BE(record + 12)));
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const data = tables.get(tag);
  if (!data) throw new Error(`font has no ${tag} table`);
  return data;
}

function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** A plain sfnt font from its tables (sorted by tag, 4-byte aligned, head's checkSumAdjustment set). */
export function writeSfnt(flavor: number, tables: Tables, sums?: Map<string, number>): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tags.forEach((tag, index) => {
    const data = table(tables, tag);
    const record = 12 + index * 16;
    header.write(tag, record, 4, "latin1");
    header.writeUInt32BE(sums?.get(tag) ?? checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

interface Source {
  tables: Tables;
  /** Unicode code point → glyph id. */
  cmap: Map<number, number>;
  numGlyphs: number;
  unitsPerEm: number;
  glyph(id: number): Buffer;
  metrics(id: number): { advance: number; lsb: number };
}

function source(data: Buffer): Source {
  const tables = readTables(data);
  const head = table(tables, "head");
  const longLoca = head.readInt16BE(50) === 1;
  const loca = table(tables, "loca");
  const glyf = table(tables, "glyf");
  const hmtx = table(tables, "hmtx");
  const numGlyphs = table(tables, "maxp").readUInt16BE(4);
  const numberOfHMetrics = table(tables, "hhea").readUInt16BE(34);
  const at = (id: number) => (longLoca ? loca.readUInt32BE(id * 4) : loca.readUInt16BE(id * 2) * 2);
  return {
    tables,
    cmap: readCmap(table(tables, "cmap")),
    numGlyphs,
    unitsPerEm: head.readUInt16BE(18),
    glyph: (id) => glyf.subarray(at(id), at(id + 1)),
    metrics: (id) => {
      const metric = Math.min(id, numberOfHMetrics - 1);
      const lsb =
        id < numberOfHMetrics
          ? hmtx.readInt16BE(id * 4 + 2)
          : hmtx.readInt16BE(numberOfHMetrics * 4 + (id - numberOfHMetrics) * 2);
      return { advance: hmtx.readUInt16BE(metric * 4), lsb };
    },
  };
}

/**
 * The font's Unicode mapping: its format 12 subtable (full repertoire) when it has one, else its format 4
 * subtable (BMP), from a Unicode or Windows Unicode encoding record.
 */
function readCmap(cmap: Buffer): Map<number, number> {
  const offsets = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => {
    const record = 4 + index * 8;
    const [platform, encoding] = [cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2)];
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    return unicode ? cmap.readUInt32BE(record + 4) : -1;
  }).filter((offset) => offset >= 0);
  const format = (offset: number) => cmap.readUInt16BE(offset);
  const mapping = new Map<number, number>();
  const full = offsets.find((offset) => format(offset) === 12);
  if (full !== undefined) {
    for (let group = 0; group < cmap.readUInt32BE(full + 12); group++) {
      const at = full + 16 + group * 12;
      const [start, end, glyph] = [0, 4, 8].map((field) => cmap.readUInt32BE(at + field)) as [
        number,
        number,
        number,
      ];
      for (let codePoint = start; codePoint <= end; codePoint++)
        mapping.set(codePoint, glyph + codePoint - start);
    }
    return mapping;
  }
  const bmp = offsets.find((offset) => format(offset) === 4);
  if (bmp === undefined) throw new Error("font has no Unicode cmap of format 4 or 12");
  const segments = cmap.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const start = cmap.readUInt16BE(starts + segment * 2);
    const end = cmap.readUInt16BE(ends + segment * 2);
    const delta = cmap.readUInt16BE(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeAt);
    for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint++) {
      const raw =
        rangeOffset === 0 ? codePoint : cmap.readUInt16BE(rangeAt + rangeOffset + 2 * (codePoint - start));
      const glyph = rangeOffset !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
      if (glyph !== 0) mapping.set(codePoint, glyph);
    }
  }
  return mapping;
}

/** The glyph ids a composite glyph is built from (none for a simple or empty glyph). */
function components(glyph: Buffer): number[] {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const ids: number[] = [];
  let at = 10;
  let flags: number;
  do {
    flags = glyph.readUInt16BE(at);
    ids.push(glyph.readUInt16BE(at + 2));
    at += componentLength(flags);
  } while (flags & COMPOSITE.more);
  return ids;
}

function componentLength(flags: number): number {
  const args = flags & COMPOSITE.argsAreWords ? 4 : 2;
  const transform =
    flags & COMPOSITE.scale ? 2 : flags & COMPOSITE.xyScale ? 4 : flags & COMPOSITE.twoByTwo ? 8 : 0;
  return 4 + args + transform;
}

const scaled = (value: number, factor: number) => Math.round(value * factor);

function scaledBox(glyph: Buffer, out: Buffer, factor: number) {
  for (let at = 2; at < 10; at += 2) out.writeInt16BE(scaled(glyph.readInt16BE(at), factor), at);
}

/** A composite glyph with its components renumbered and its offsets scaled (args always as words). */
function rewriteComposite(glyph: Buffer, newId: (id: number) => number, factor: number): Buffer {
  const header = Buffer.from(glyph.subarray(0, 10));
  scaledBox(glyph, header, factor);
  const parts: Buffer<ArrayBufferLike>[] = [header];
  let at = 10;
  let flags: number;
  do {
    flags = glyph.readUInt16BE(at);
    const words = (flags & COMPOSITE.argsAreWords) !== 0;
    const args = words
      ? [glyph.readInt16BE(at + 4), glyph.readInt16BE(at + 6)]
      : flags & COMPOSITE.argsAreXY
        ? [glyph.readInt8(at + 4), glyph.readInt8(at + 5)]
        : [glyph.readUInt8(at + 4), glyph.readUInt8(at + 5)];
    const offsets = flags & COMPOSITE.argsAreXY ? args.map((value) => scaled(value, factor)) : args;
    const record = Buffer.alloc(8);
    record.writeUInt16BE((flags | COMPOSITE.argsAreWords) & ~COMPOSITE.instructions, 0);
    record.writeUInt16BE(newId(glyph.readUInt16BE(at + 2)), 2);
    if (flags & COMPOSITE.argsAreXY) {
      record.writeInt16BE(offsets[0] ?? 0, 4);
      record.writeInt16BE(offsets[1] ?? 0, 6);
    } else {
      record.writeUInt16BE(offsets[0] ?? 0, 4);
      record.writeUInt16BE(offsets[1] ?? 0, 6);
    }
    const transformStart = at + 4 + (words ? 4 : 2);
    parts.push(record, glyph.subarray(transformStart, at + componentLength(flags)));
    at += componentLength(flags);
  } while (flags & COMPOSITE.more);
  return Buffer.concat(parts);
}

/** A simple glyph with its coordinates scaled, without instructions, every coordinate stored as a word. */
function scaleSimple(glyph: Buffer, factor: number): Buffer {
  const contours = glyph.readInt16BE(0);
  const endPoints = glyph.subarray(10, 10 + contours * 2);
  const points = contours === 0 ? 0 : endPoints.readUInt16BE((contours - 1) * 2) + 1;
  let at = 10 + contours * 2;
  at += 2 + glyph.readUInt16BE(at);
  const flags: number[] = [];
  while (flags.length < points) {
    const flag = glyph.readUInt8(at++);
    flags.push(flag);
    if (flag & 0x08) {
      const repeat = glyph.readUInt8(at++);
      for (let index = 0; index < repeat; index++) flags.push(flag);
    }
  }
  const readAxis = (short: number, same: number) =>
    flags.map((flag) => {
      if (flag & short) {
        const value = glyph.readUInt8(at++);
        return flag & same ? value : -value;
      }
      if (flag & same) return 0;
      const value = glyph.readInt16BE(at);
      at += 2;
      return value;
    });
  const absolute = (deltas: number[]) => {
    let position = 0;
    return deltas.map((delta) => (position += delta));
  };
  const rescaled = (deltas: number[]) => {
    let previous = 0;
    return absolute(deltas).map((value) => {
      const next = scaled(value, factor);
      const delta = next - previous;
      previous = next;
      return delta;
    });
  };
  const xs = rescaled(readAxis(0x02, 0x10));
  const ys = rescaled(readAxis(0x04, 0x20));
  const out = Buffer.alloc(10 + contours * 2 + 2 + points * 5);
  glyph.copy(out, 0, 0, 10 + contours * 2);
  scaledBox(glyph, out, factor);
  let write = 10 + contours * 2 + 2; // instruction length stays 0
  for (const flag of flags) out.writeUInt8(flag & 0x01, write++); // on-curve bit; coordinates as words
  for (const value of [...xs, ...ys]) {
    out.writeInt16BE(value, write);
    write += 2;
  }
  return out;
}

/** One font of a merge: its TrueType bytes and, for a further font, the characters it may add (default all). */
export interface MergeSource {
  data: Buffer;
  adds?: (codePoint: number) => boolean;
}

/** The code points a font maps to a glyph (its Unicode cmap). */
export function fontCodePoints(font: Buffer): Set<number> {
  return new Set(readCmap(table(readTables(font), "cmap")).keys());
}

/** The merged font: the first font's glyphs, then the glyphs each further font adds for characters not yet mapped. */
export function mergeFonts(fonts: readonly MergeSource[]): Buffer {
  const [first, ...rest] = fonts;
  if (!first) throw new Error("mergeFonts needs at least one font");
  const baseData = first.data;
  if (rest.length === 0) return baseData;
  const base = source(baseData);
  const glyphs: Buffer<ArrayBufferLike>[] = [];
  const metrics: { advance: number; lsb: number }[] = [];
  for (let id = 0; id < base.numGlyphs; id++) {
    glyphs.push(base.glyph(id));
    metrics.push(base.metrics(id));
  }
  const cmap = new Map(base.cmap);
  const box = [36, 38, 40, 42].map((at) => table(base.tables, "head").readInt16BE(at)) as [
    number,
    number,
    number,
    number,
  ];
  const maxp = Buffer.from(table(base.tables, "maxp"));

  for (const { data, adds = () => true } of rest) {
    const added = source(data);
    const factor = base.unitsPerEm / added.unitsPerEm;
    const wanted = [...added.cmap].filter(([codePoint]) => !cmap.has(codePoint) && adds(codePoint));
    const newIds = new Map<number, number>();
    const take = (id: number) => {
      if (newIds.has(id)) return;
      newIds.set(id, -1);
      components(added.glyph(id)).forEach(take);
      newIds.set(id, glyphs.length);
      glyphs.push(Buffer.alloc(0)); // placeholder, written below once every component has its new id
      metrics.push(added.metrics(id));
    };
    for (const [codePoint, id] of wanted) {
      if (id === 0) continue;
      take(id);
      cmap.set(codePoint, newIds.get(id) ?? 0);
    }
    const newId = (id: number) => newIds.get(id) ?? 0;
    for (const [id, target] of newIds) {
      const glyph = added.glyph(id);
      const { advance, lsb } = added.metrics(id);
      metrics[target] = { advance: scaled(advance, factor), lsb: scaled(lsb, factor) };
      if (glyph.length === 0) continue;
      glyphs[target] =
        glyph.readInt16BE(0) < 0
          ? rewriteComposite(glyph, newId, factor)
          : factor === 1
            ? glyph
            : scaleSimple(glyph, factor);
    }
    const addedBox = [36, 38, 40, 42].map((at) =>
      scaled(table(added.tables, "head").readInt16BE(at), factor),
    );
    box[0] = Math.min(box[0], addedBox[0] ?? 0);
    box[1] = Math.min(box[1], addedBox[1] ?? 0);
    box[2] = Math.max(box[2], addedBox[2] ?? 0);
    box[3] = Math.max(box[3], addedBox[3] ?? 0);
    const addedMaxp = table(added.tables, "maxp");
    for (let at = 6; at + 2 <= Math.min(maxp.length, addedMaxp.length); at += 2) {
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(at), addedMaxp.readUInt16BE(at)), at);
    }
  }

  // glyf and loca (long offsets, each glyph 4-byte aligned)
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  const padded = glyphs.map((glyph, id) => {
    loca.writeUInt32BE(offset, id * 4);
    const out = Buffer.alloc((glyph.length + 3) & ~3);
    glyph.copy(out);
    offset += out.length;
    return out;
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);

  const hmtx = Buffer.alloc(glyphs.length * 4);
  metrics.forEach(({ advance, lsb }, id) => {
    hmtx.writeUInt16BE(advance, id * 4);
    hmtx.writeInt16BE(lsb, id * 4 + 2);
  });
  const hhea = Buffer.from(table(base.tables, "hhea"));
  hhea.writeUInt16BE(Math.max(...metrics.map(({ advance }) => advance)), 10);
  hhea.writeUInt16BE(glyphs.length, 34);
  maxp.writeUInt16BE(glyphs.length, 4);
  const head = Buffer.from(table(base.tables, "head"));
  head.writeUInt32BE(0, 8);
  box.forEach((value, index) => head.writeInt16BE(value, 36 + index * 2));
  head.writeInt16BE(1, 50);
  // post 3.0: no glyph names (format 2's name list covers only the base's glyphs)
  const post = Buffer.from(table(base.tables, "post").subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const tables: Tables = new Map(base.tables);
  tables.set("glyf", Buffer.concat(padded));
  tables.set("loca", loca);
  tables.set("hmtx", hmtx);
  tables.set("hhea", hhea);
  tables.set("maxp", maxp);
  tables.set("head", head);
  tables.set("post", post);
  tables.set("cmap", cmapTable(cmap));
  const merged = writeSfnt(baseData.readUInt32BE(0), tables);
  const adjustment = (0xb1b0afba - checksum(merged)) >>> 0;
  const headOffset = merged.indexOf(Buffer.from("head", "latin1"), 12);
  merged.writeUInt32BE(adjustment, merged.readUInt32BE(headOffset + 8) + 8);
  return merged;
}

/** A cmap with one Windows Unicode full-repertoire subtable (format 12) for the mapping. */
function cmapTable(cmap: Map<number, number>): Buffer {
  const groups: [start: number, end: number, glyph: number][] = [];
  for (const codePoint of [...cmap.keys()].sort((a, b) => a - b)) {
    const glyph = cmap.get(codePoint) ?? 0;
    const last = groups.at(-1);
    if (last && codePoint === last[1] + 1 && glyph === last[2] + (codePoint - last[0])) last[1] = codePoint;
    else groups.push([codePoint, codePoint, glyph]);
  }
  const subtable = Buffer.alloc(16 + groups.length * 12);
  subtable.writeUInt16BE(12, 0);
  subtable.writeUInt32BE(subtable.length, 4);
  subtable.writeUInt32BE(groups.length, 12);
  groups.forEach(([start, end, glyph], index) => {
    subtable.writeUInt32BE(start, 16 + index * 12);
    subtable.writeUInt32BE(end, 20 + index * 12);
    subtable.writeUInt32BE(glyph, 24 + index * 12);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(1, 2); // one subtable
  header.writeUInt16BE(3, 4); // Windows
  header.writeUInt16BE(10, 6); // Unicode full repertoire
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, subtable]);
}
