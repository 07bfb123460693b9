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

export type { PdfInfo } from "./core";

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
const BODY = { size: 10.5, lineGap: 2.5, after: 7 };
const SMALL = 8.5;
const HEADINGS: Record<HeadingLevel, { size: number; before: number; after: number }> = {
  1: { size: 20, before: 0, after: 10 },
  2: { size: 14, before: 14, after: 6 },
  3: { size: 11.5, before: 10, after: 4 },
};
const TABLE = { size: 9.5, padX: 5, padY: 4, lineGap: 1.5, after: 10 };
const KEY_VALUE = { labelShare: 0.36, gap: 12, padY: 3.5 };

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
  private finished = false;

  constructor(info: PdfInfo) {
    this.pdf = openPdf(info, MARGINS);
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
    size = BODY.size,
    font: "regular" | "semibold" | "italic" = "regular",
    color: string = INK.text,
  ) {
    return this.doc.font(portalFont(font)).fontSize(size).fillColor(color);
  }

  heading(title: string, level: HeadingLevel = 1) {
    const text = breakableText(title);
    const style = HEADINGS[level];
    const doc = this.body(style.size, "semibold", INK.primary);
    const height = doc.heightOfString(text, { width: this.width });
    // Keep a heading with at least three lines of what follows it.
    this.ensureSpace(style.before + height + style.after + 3 * BODY.size * 1.4);
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
    tagged(doc, this.pdf.root, "P", () =>
      doc.text(text, this.left, y, { width: this.width, lineGap: BODY.lineGap }),
    );
    doc.y += BODY.after;
    return this;
  }

  keyValue(rows: readonly KeyValueRow[]) {
    const doc = this.doc;
    const labelWidth = this.width * KEY_VALUE.labelShare;
    const valueX = this.left + labelWidth + KEY_VALUE.gap;
    const valueWidth = this.width - labelWidth - KEY_VALUE.gap;
    const table = doc.struct("Table");
    this.pdf.root.add(table);
    for (const [rawLabel, rawValue] of rows) {
      const label = breakableText(rawLabel);
      const value = breakableText(rawValue);
      const labelHeight = this.body(BODY.size, "semibold").heightOfString(label, { width: labelWidth });
      const valueHeight = this.body().heightOfString(value || " ", { width: valueWidth });
      const height = Math.max(labelHeight, valueHeight) + 2 * KEY_VALUE.padY;
      this.ensureSpace(height);
      const y = doc.y + KEY_VALUE.padY;
      const row = doc.struct("TR");
      table.add(row);
      row.add(
        doc.struct("TH", { scope: "Row" } as PDFKit.Mixins.StructureElementOptions, () => {
          this.body(BODY.size, "semibold", INK.muted).text(label, this.left, y, { width: labelWidth });
        }),
      );
      row.add(doc.struct("TD", {}, () => this.body().text(value, valueX, y, { width: valueWidth })));
      row.end();
      const rowBottom = y + height - KEY_VALUE.padY;
      artifact(doc, () => this.rule(rowBottom, 0.5));
      doc.y = rowBottom;
    }
    table.end();
    doc.y += BODY.after;
    return this;
  }

  table(spec: TableSpec) {
    const doc = this.doc;
    const columns = spec.columns.map((column) => ({ ...column, header: breakableText(column.header) }));
    const rows = spec.rows.map((cells) => cells.map(breakableText));
    const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = columns.map((column) => (this.width * (column.weight ?? 1)) / total);
    const xs = widths.map((_, index) => this.left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const cellWidth = (index: number) => (widths[index] ?? 0) - 2 * TABLE.padX;
    const cellOptions = (index: number) => ({
      width: cellWidth(index),
      lineGap: TABLE.lineGap,
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
        doc.rect(this.left, y, this.width, headerHeight).fill(INK.soft);
        this.rule(y + headerHeight, 0.8);
      });
      const cell = (index: number) => () =>
        this.body(TABLE.size, "semibold", INK.primary).text(
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
    this.ensureSpace(space + SMALL * 2 + BODY.after);
    const y = doc.y + space;
    artifact(doc, () => {
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + lineWidth, y)
        .lineWidth(0.8)
        .strokeColor(INK.text)
        .stroke();
    });
    tagged(doc, this.pdf.root, "P", () =>
      this.body(SMALL, "regular", INK.muted).text(label, this.left, y + 3, { width: lineWidth }),
    );
    doc.y += BODY.after;
    return this;
  }

  spacer(lines = 1) {
    this.doc.y += lines * BODY.size * 1.4;
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
      .strokeColor(INK.rule)
      .stroke();
  }

  /** Header (portal name, document title) and footer (creation date, "Seite n von m") on every page. */
  private furnish() {
    const doc = this.doc;
    const created = t("pdf.footer.created", { date: formatViewDate(this.pdf.createdAt) });
    eachPage(doc, (page, pages) => {
      const right = this.left + this.width;
      const headerY = 12 * MM;
      this.body(SMALL, "semibold", INK.primary);
      textAt(doc, t("pdf.author"), this.left, headerY);
      const room = this.width - doc.widthOfString(t("pdf.author")) - 24;
      this.body(SMALL, "regular", INK.muted);
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

/** Starts a portal document (A4, portal typography, tagged, de-DE). */
export function createDocument(info: PdfInfo): PdfDocumentBuilder {
  return new PortalDocument(info);
}
