/**
 * The pdfkit document every PDF of the portal starts from: A4, tagged (PDF 1.7 with a
 * structure tree, /Lang de-DE, /MarkInfo), metadata, the embedded portal fonts, pages
 * buffered so that page furniture ("Seite n von m") can be drawn at the end.
 * createDocument (document.ts) and letterPdf (letter.ts) build on it.
 */
import PDFDocument from "pdfkit";
import { t } from "~/i18n";
import { fontData, PORTAL_FONTS, type PortalFont } from "./fonts";

/** Points per millimetre. */
export const MM = 72 / 25.4;

/** The portal's colours (app/styles/tokens.css), for print. */
export const INK = {
  text: "#1f2328",
  muted: "#4a4f55",
  primary: "#1d4f5c",
  soft: "#e3eef0",
  rule: "#b9b1a5",
} as const;

export interface PdfInfo {
  /** Document title: shown by viewers in the title bar (DisplayDocTitle) and read first by screen readers. */
  title: string;
  subject?: string;
  keywords?: string;
  /** Defaults to "Vorsorgeportal". */
  author?: string;
  /** Creation date in the metadata and the footer; defaults to now. */
  createdAt?: Date;
}

export interface Margins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type Pdf = PDFKit.PDFDocument;
export type StructureElement = PDFKit.PDFStructureElement;

/** Registered names of the portal faces inside every document. */
export const portalFont = (name: PortalFont) => `portal-${name}`;

export interface OpenPdf {
  doc: Pdf;
  /** The Document element of the structure tree; every tagged block goes below it. */
  root: StructureElement;
  createdAt: Date;
}

/**
 * `size`: A4 unless given in points ([width, height]), e.g. the ID-1 wallet card; `ink`: the first text colour
 * (large print's is black, decision 0107).
 */
export function openPdf(
  info: PdfInfo,
  margins: Margins,
  size: "A4" | [number, number] = "A4",
  ink: string = INK.text,
): OpenPdf {
  const createdAt = info.createdAt ?? new Date();
  const doc = new PDFDocument({
    size,
    margins,
    pdfVersion: "1.7",
    tagged: true,
    lang: "de-DE",
    displayTitle: true,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica, a standard font that is never embedded
    // (readers substitute it) and whose metrics a bundled pdfkit cannot find. The portal face
    // is selected right below. (Font bytes here would do, but pdfkit then re-parses the font
    // on every later doc.font(name) call.) @types/pdfkit types the option as a string.
    font: null as unknown as string,
    // pdfkit reads every key given (for the file ID): leave out what is not set.
    info: Object.fromEntries(
      Object.entries({
        Title: info.title,
        Author: info.author ?? t("pdf.author"),
        Subject: info.subject,
        Keywords: info.keywords,
        Creator: t("pdf.author"),
        CreationDate: createdAt,
      }).filter(([, value]) => value !== undefined),
    ),
  });
  for (const name of Object.keys(PORTAL_FONTS) as PortalFont[]) {
    doc.registerFont(portalFont(name), fontData(PORTAL_FONTS[name]));
  }
  doc.font(portalFont("regular")).fillColor(ink);
  const root = doc.struct("Document");
  doc.addStructure(root);
  return { doc, root, createdAt };
}

/**
 * Draws decoration that is not content (rules, fills, page numbers, repeated table headers)
 * as an Artifact, so screen readers skip it. Never call it inside a tagged block's closure:
 * pdfkit closes the open marked content before an artifact.
 */
export function artifact(doc: Pdf, draw: () => void, type: "Pagination" | "Layout" = "Layout"): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** Adds a tagged block (P, H1, TD, …) below parent; draw runs at once and writes its content. */
export function tagged(doc: Pdf, parent: StructureElement, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

/** Draws one line of text at an absolute position without moving to a new page. */
export function textAt(doc: Pdf, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}

/**
 * Runs draw on every page with the bottom margin lifted, so page furniture can sit in
 * the margins without pdfkit starting a new page.
 */
export function eachPage(doc: Pdf, draw: (page: number, pages: number) => void): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    const margins = doc.page.margins;
    const bottom = margins.bottom;
    margins.bottom = 0;
    artifact(doc, () => draw(index + 1, count), "Pagination");
    margins.bottom = bottom;
  }
}

/** Ends the structure tree and the document and returns the PDF bytes. */
export function finish({ doc, root }: OpenPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    root.end();
    doc.end();
  });
}
