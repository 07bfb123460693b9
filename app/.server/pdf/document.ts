/**
 * The portal's document builder: provision summary, Bestattungsverfügung, insurance
 * application and every other typeset document. A small vocabulary (heading, paragraph,
 * key-value list, table, signature line) in the portal's typography; each block is tagged
 * for screen readers; header, footer and page numbers are added when the buffer is built.
 *
 *   const pdf = createDocument({ title: "Meine Vorsorge", subject: "Zusammenfassung" });
 *   pdf.heading("Meine Vorsorge").keyValue([["Name", "Anna Müller"]]).paragraph("…");
 *   return pdfResponse(await pdf.toBuffer(), pdfFileName(["Vorsorge", "Anna", "Müller"], today));
 */
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import {
  artifact,
  eachPage,
  finish,
  INK,
  MM,
  openPdf,
  portalFont,
  tagged,
  textAt,
  type OpenPdf,
  type PdfInfo,
} from "./core";
import { breakableText } from "./text";
import { LARGE_PRINT_LINE_HEIGHT, LARGE_PRINT_MIN_POINTS, type PrintStyle } from "~/domain/print";

export type { PdfInfo } from "./core";

export interface DocumentOptions extends PdfInfo {
  /** "large": large print (decision 0107); default "standard". */
  print?: PrintStyle;
}

export type HeadingLevel = 1 | 2 | 3;

export interface TableColumn {
  header: string;
  /** Relative width (default 1): [2, 1, 1] gives the first column half the width. */
  weight?: number;
  /** "right" for amounts and numbers. */
  align?: "left" | "right";
}

export interface TableSpec {
  columns: readonly TableColumn[];
  /** One string per column; missing cells print empty. */
  rows: readonly (readonly string[])[];
}

export type KeyValueRow = readonly [label: string, value: string];

export interface PdfDocumentBuilder {
  heading(text: string, level?: HeadingLevel): PdfDocumentBuilder;
  paragraph(text: string): PdfDocumentBuilder;
  /** Label–value pairs in two columns (a definition list), e.g. personal data. */
  keyValue(rows: readonly KeyValueRow[]): PdfDocumentBuilder;
  /** A table with a header row; it breaks across pages and repeats its header there. */
  table(spec: TableSpec): PdfDocumentBuilder;
  /** Space to sign by hand, a line, and the label below it (e.g. "Ort, Datum", "Unterschrift"). */
  signatureLine(label: string): PdfDocumentBuilder;
  /** Vertical space of `lines` body lines (default 1). */
  spacer(lines?: number): PdfDocumentBuilder;
  pageBreak(): PdfDocumentBuilder;
  /** Adds header and footer to every page and returns the finished PDF. Call once. */
  toBuffer(): Promise<Buffer>;
}

const MARGINS = { top: 25 * MM, bottom: 25 * MM, left: 25 * MM, right: 20 * MM };

interface Typography {
  body: { size: number; lineGap: LineGap; after: number };
  /** Page header and footer, signature labels. */
  small: number;
  headings: Record<HeadingLevel, { size: number; before: number; after: number }>;
  table: { size: number; padX: number; padY: number; lineGap: LineGap; after: number };
  keyValue: { labelShare: number; gap: number; padY: number; lineGap: LineGap };
  ink: {
    text: string;
    /** Labels, signature labels, the title in the page header. */
    muted: string;
    /** Headings, table headers and the portal name in the page header. */
    heading: string;
    /** The table header's background; null: none. */
    headFill: string | null;
    rule: string;
  };
}

/** Points between lines, or the line height as a multiple of the text size (the gap then follows the font). */
type LineGap = number | { lineHeight: number };

/** The portal's typography (decision 0013). */
const STANDARD: Typography = {
  body: { size: 10.5, lineGap: 2.5, after: 7 },
  small: 8.5,
  headings: {
    1: { size: 20, before: 0, after: 10 },
    2: { size: 14, before: 14, after: 6 },
    3: { size: 11.5, before: 10, after: 4 },
  },
  table: { size: 9.5, padX: 5, padY: 4, lineGap: 1.5, after: 10 },
  keyValue: { labelShare: 0.36, gap: 12, padY: 3.5, lineGap: 0 },
  ink: { text: INK.text, muted: INK.muted, heading: INK.primary, headFill: INK.soft, rule: INK.rule },
};

/**
 * Large print (decision 0107): no text below 16 pt, lines 1.5 times the text size apart, black on white (no
 * coloured headings, no shaded table header), headings larger than the text and semibold.
 */
const LARGE_LINES = { lineHeight: LARGE_PRINT_LINE_HEIGHT };
const LARGE: Typography = {
  body: { size: LARGE_PRINT_MIN_POINTS, lineGap: LARGE_LINES, after: 12 },
  small: LARGE_PRINT_MIN_POINTS,
  headings: {
    1: { size: 26, before: 0, after: 14 },
    2: { size: 21, before: 20, after: 8 },
    3: { size: 18, before: 14, after: 6 },
  },
  table: { size: LARGE_PRINT_MIN_POINTS, padX: 5, padY: 6, lineGap: LARGE_LINES, after: 14 },
  keyValue: { labelShare: 0.36, gap: 12, padY: 5, lineGap: LARGE_LINES },
  ink: { text: "#000000", muted: "#000000", heading: "#000000", headFill: null, rule: "#000000" },
};

const TYPOGRAPHY: Record<PrintStyle, Typography> = { standard: STANDARD, large: LARGE };

/** The text, shortened with "…" until it fits `width`. */
function fitWidth(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && measure(`${chars.join("").trimEnd()}…`) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

class PortalDocument implements PdfDocumentBuilder {
  private readonly pdf: OpenPdf;
  private readonly title: string;
  private readonly type: Typography;
  private finished = false;

  constructor({ print = "standard", ...info }: DocumentOptions) {
    this.type = TYPOGRAPHY[print];
    this.pdf = openPdf(info, MARGINS, "A4", this.type.ink.text);
    this.title = info.title;
  }

  private get doc() {
    return this.pdf.doc;
  }
  private get left() {
    return this.doc.page.margins.left;
  }
  private get width() {
    const { page } = this.doc;
    return page.width - page.margins.left - page.margins.right;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  private get atPageTop() {
    return this.doc.y <= this.doc.page.margins.top + 0.5;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom && !this.atPageTop) this.doc.continueOnNewPage();
  }

  private body(
    size = this.type.body.size,
    font: "regular" | "semibold" | "italic" = "regular",
    color: string = this.type.ink.text,
  ) {
    return this.doc.font(portalFont(font)).fontSize(size).fillColor(color);
  }

  /** The gap between lines of text of `size` points in the current font (set to that size). */
  private gap(lineGap: LineGap, size: number) {
    if (typeof lineGap === "number") return lineGap;
    return Math.max(0, lineGap.lineHeight * size - this.doc.currentLineHeight(true));
  }

  /** The height of a body line, for keeping space (a heading's next lines, a spacer). */
  private get bodyLine() {
    const { size, lineGap } = this.type.body;
    return size * (typeof lineGap === "number" ? 1.4 : lineGap.lineHeight);
  }

  heading(title: string, level: HeadingLevel = 1) {
    const text = breakableText(title);
    const style = this.type.headings[level];
    const doc = this.body(style.size, "semibold", this.type.ink.heading);
    const height = doc.heightOfString(text, { width: this.width });
    // Keep a heading with at least three lines of what follows it.
    this.ensureSpace(style.before + height + style.after + 3 * this.bodyLine);
    if (!this.atPageTop) doc.y += style.before;
    const y = doc.y;
    tagged(doc, this.pdf.root, `H${level}`, () => doc.text(text, this.left, y, { width: this.width }));
    doc.y += style.after;
    return this;
  }

  paragraph(content: string) {
    const text = breakableText(content);
    const doc = this.body();
    this.ensureSpace(2 * doc.currentLineHeight(true));
    const y = doc.y;
    const lineGap = this.gap(this.type.body.lineGap, this.type.body.size);
    tagged(doc, this.pdf.root, "P", () => doc.text(text, this.left, y, { width: this.width, lineGap }));
    doc.y += this.type.body.after;
    return this;
  }

  keyValue(rows: readonly KeyValueRow[]) {
    const doc = this.doc;
    const { labelShare, gap, padY } = this.type.keyValue;
    const labelWidth = this.width * labelShare;
    const valueX = this.left + labelWidth + gap;
    const valueWidth = this.width - labelWidth - gap;
    const size = this.type.body.size;
    const labelFont = () => this.body(size, "semibold", this.type.ink.muted);
    const lineGap = () => this.gap(this.type.keyValue.lineGap, size);
    const labelOptions = () => ({ width: labelWidth, lineGap: lineGap() });
    const valueOptions = () => ({ width: valueWidth, lineGap: lineGap() });
    const table = doc.struct("Table");
    this.pdf.root.add(table);
    for (const [rawLabel, rawValue] of rows) {
      const label = breakableText(rawLabel);
      const value = breakableText(rawValue);
      const labelHeight = labelFont().heightOfString(label, labelOptions());
      const valueHeight = this.body().heightOfString(value || " ", valueOptions());
      const height = Math.max(labelHeight, valueHeight) + 2 * padY;
      this.ensureSpace(height);
      const y = doc.y + padY;
      const row = doc.struct("TR");
      table.add(row);
      row.add(
        doc.struct("TH", { scope: "Row" } as PDFKit.Mixins.StructureElementOptions, () => {
          labelFont().text(label, this.left, y, labelOptions());
        }),
      );
      row.add(doc.struct("TD", {}, () => this.body().text(value, valueX, y, valueOptions())));
      row.end();
      const rowBottom = y + height - padY;
      artifact(doc, () => this.rule(rowBottom, 0.5));
      doc.y = rowBottom;
    }
    table.end();
    doc.y += this.type.body.after;
    return this;
  }

  table(spec: TableSpec) {
    const doc = this.doc;
    const TABLE = this.type.table;
    const ink = this.type.ink;
    const columns = spec.columns.map((column) => ({ ...column, header: breakableText(column.header) }));
    const rows = spec.rows.map((cells) => cells.map(breakableText));
    const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = columns.map((column) => (this.width * (column.weight ?? 1)) / total);
    const xs = widths.map((_, index) => this.left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const cellWidth = (index: number) => (widths[index] ?? 0) - 2 * TABLE.padX;
    const cellOptions = (index: number) => ({
      width: cellWidth(index),
      lineGap: this.gap(TABLE.lineGap, TABLE.size),
      align: columns[index]?.align ?? "left",
    });
    const rowHeight = (cells: readonly string[], font: "regular" | "semibold") => {
      this.body(TABLE.size, font);
      const heights = columns.map((_, index) => doc.heightOfString(cells[index] || " ", cellOptions(index)));
      return Math.max(...heights) + 2 * TABLE.padY;
    };
    const headers = columns.map((column) => column.header);
    const headerHeight = rowHeight(headers, "semibold");

    const table = doc.struct("Table");
    this.pdf.root.add(table);
    /** Draws the header row; the first one is tagged, repeats on later pages are artifacts. */
    const drawHeader = (repeat: boolean) => {
      const y = doc.y;
      artifact(doc, () => {
        if (ink.headFill) doc.rect(this.left, y, this.width, headerHeight).fill(ink.headFill);
        this.rule(y + headerHeight, ink.headFill ? 0.8 : 1.5);
      });
      const cell = (index: number) => () =>
        this.body(TABLE.size, "semibold", ink.heading).text(
          headers[index] ?? "",
          (xs[index] ?? 0) + TABLE.padX,
          y + TABLE.padY,
          cellOptions(index),
        );
      if (repeat) {
        artifact(doc, () => columns.forEach((_, index) => cell(index)()), "Pagination");
      } else {
        const head = doc.struct("THead");
        table.add(head);
        const row = doc.struct("TR");
        head.add(row);
        columns.forEach((_, index) =>
          row.add(
            doc.struct("TH", { scope: "Column" } as PDFKit.Mixins.StructureElementOptions, cell(index)),
          ),
        );
        row.end();
        head.end();
      }
      doc.y = y + headerHeight;
    };

    // The header needs at least one body row under it on the same page.
    this.ensureSpace(headerHeight + rowHeight(rows[0] ?? headers, "regular"));
    drawHeader(false);
    const body = doc.struct("TBody");
    table.add(body);
    for (const cells of rows) {
      const height = rowHeight(cells, "regular");
      if (doc.y + height > this.bottom) {
        doc.continueOnNewPage();
        drawHeader(true);
      }
      const y = doc.y;
      const row = doc.struct("TR");
      body.add(row);
      columns.forEach((_, index) =>
        row.add(
          doc.struct("TD", {}, () =>
            this.body(TABLE.size).text(
              cells[index] ?? "",
              (xs[index] ?? 0) + TABLE.padX,
              y + TABLE.padY,
              cellOptions(index),
            ),
          ),
        ),
      );
      row.end();
      artifact(doc, () => this.rule(y + height, 0.4));
      doc.y = y + height;
    }
    body.end();
    table.end();
    doc.y += TABLE.after;
    return this;
  }

  signatureLine(label: string) {
    const doc = this.doc;
    const space = 36;
    const lineWidth = Math.min(80 * MM, this.width);
    const { small, body, ink } = this.type;
    this.ensureSpace(space + small * 2 + body.after);
    const y = doc.y + space;
    artifact(doc, () => {
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + lineWidth, y)
        .lineWidth(0.8)
        .strokeColor(ink.text)
        .stroke();
    });
    tagged(doc, this.pdf.root, "P", () =>
      this.body(small, "regular", ink.muted).text(label, this.left, y + 3, { width: lineWidth }),
    );
    doc.y += body.after;
    return this;
  }

  spacer(lines = 1) {
    this.doc.y += lines * this.bodyLine;
    return this;
  }

  pageBreak() {
    this.doc.continueOnNewPage();
    return this;
  }

  private rule(y: number, width: number) {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(width)
      .strokeColor(this.type.ink.rule)
      .stroke();
  }

  /** Header (portal name, document title) and footer (creation date, "Seite n von m") on every page. */
  private furnish() {
    const doc = this.doc;
    const created = t("pdf.footer.created", { date: formatViewDate(this.pdf.createdAt) });
    eachPage(doc, (page, pages) => {
      const right = this.left + this.width;
      const headerY = 12 * MM;
      const { small, ink } = this.type;
      this.body(small, "semibold", ink.heading);
      textAt(doc, t("pdf.author"), this.left, headerY);
      const room = this.width - doc.widthOfString(t("pdf.author")) - 24;
      this.body(small, "regular", ink.muted);
      const title = fitWidth(this.title, room, (text) => doc.widthOfString(text));
      textAt(doc, title, right - doc.widthOfString(title), headerY);
      const footerY = doc.page.height - 15 * MM;
      this.rule(footerY - 4, 0.5);
      textAt(doc, created, this.left, footerY);
      const pageText = t("pdf.footer.page", { page, pages });
      textAt(doc, pageText, right - doc.widthOfString(pageText), footerY);
    });
  }

  async toBuffer() {
    if (this.finished) throw new Error("toBuffer() may be called only once per document");
    this.finished = true;
    this.furnish();
    return finish(this.pdf);
  }
}

/** Starts a portal document (A4, portal typography or large print, tagged, de-DE). */
export function createDocument(options: DocumentOptions): PdfDocumentBuilder {
  return new PortalDocument(options);
}
