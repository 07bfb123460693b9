/**
 * The wallet card, "Vorsorgeausweis" (decision 0061): an ID-1 card (85.6 × 54 mm) that tells
 * the family whom to call. Two layouts:
 * - "sheet": one A4 page with front and back side by side, cut marks around them and fold marks between them
 *   (cut out, fold, glue: printed sides out), and how to do it;
 * - "card": two pages of exactly 85.6 × 54 mm (front, back) for a card printer or a print shop.
 * Front: "Ich habe vorgesorgt", name, contract number, the hotline (and its hours) with a QR code of its `tel:`
 * link. Back: the trusted person's name and phone (or lines to write them in), where the wishes are kept.
 * Without a configured hotline (HOTLINE_NUMBER) the card prints a line to write a number in and no QR code:
 * never the example number.
 */
import QRCode from "qrcode";
import type { Hotline } from "~/domain/constants";
import type { Provision } from "../db/schema";
import { t } from "~/i18n";
import { formatPhone, toE164 } from "~/i18n/phone";
import {
  artifact,
  finish,
  INK,
  MM,
  openPdf,
  portalFont,
  textAt,
  type OpenPdf,
  type Pdf,
  type StructureElement,
} from "./core";
import { pdfFileName } from "./file-name";

export const WALLET_CARD_LAYOUTS = ["sheet", "card"] as const;
export type WalletCardLayout = (typeof WALLET_CARD_LAYOUTS)[number];

/** ID-1 (ISO/IEC 7810) in points: 85.6 × 54 mm = 242.6 × 153.1 pt. */
export const CARD = { width: 85.6 * MM, height: 54 * MM } as const;

/** What the card prints. */
export interface WalletCardData {
  name: string;
  /** The provision number, "Vertragsnummer" as on the other documents (decision 0035). */
  contractNumber: number;
  /** The configured hotline, or null when HOTLINE_NUMBER is not set. */
  hotline: Hotline | null;
  trustedPerson: { name: string; phone: string | null } | null;
}

/** The card's data from a provision the caller has read through the access helper. */
export function walletCardData(
  provision: Pick<Provision, "firstname" | "lastname" | "number" | "trustedPerson">,
  hotline: Hotline | null,
): WalletCardData {
  const person = provision.trustedPerson;
  const personName = person ? [person.firstname, person.lastname].filter(Boolean).join(" ").trim() : "";
  return {
    name: [provision.firstname, provision.lastname].filter(Boolean).join(" ").trim(),
    contractNumber: provision.number,
    hotline,
    trustedPerson: personName ? { name: personName, phone: formatPhone(person?.phone) || null } : null,
  };
}

/** The hotline's `tel:` link, E.164 when the number parses ("tel:+498003304455"). */
export function hotlineTelUri(number: string): string {
  const e164 = toE164(number);
  if (e164) return `tel:${e164}`;
  const digits = number.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") && !digits.startsWith("00") ? `+49${digits.slice(1)}` : digits}`;
}

/** Safe distance of every text from the card's edge. */
const PAD = 5 * MM;
const QR_SIZE = 21 * MM;
/** The coloured band across the top of the front. */
const BAND = 36;
const WHITE = "#ffffff";
const BLACK = "#000000";

type Face = "regular" | "semibold";

/** One line of text that fits `width`: smaller down to `min` points, then shortened with "…". */
function fittedLine(
  doc: Pdf,
  text: string,
  { x, y, width, size, min = size, face = "regular", color = BLACK }: FitOptions,
): void {
  doc.font(portalFont(face));
  let fontSize = size;
  while (fontSize > min && doc.fontSize(fontSize).widthOfString(text) > width) fontSize -= 0.5;
  doc.fontSize(fontSize);
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    const chars = Array.from(text);
    while (chars.length > 0 && doc.widthOfString(`${chars.join("").trimEnd()}…`) > width) chars.pop();
    shown = `${chars.join("").trimEnd()}…`;
  }
  doc.fillColor(color);
  textAt(doc, shown, x, y);
}

interface FitOptions {
  x: number;
  y: number;
  width: number;
  size: number;
  min?: number;
  face?: Face;
  color?: string;
}

/** A tagged block (H1, P) of one or more fitted lines. */
function block(doc: Pdf, parent: StructureElement, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

/** A line to write on by hand, with its label above it. */
function writeInLine(doc: Pdf, parent: StructureElement, label: string, x: number, y: number, width: number) {
  block(doc, parent, "P", () => fittedLine(doc, label, { x, y, width, size: 8, face: "semibold" }));
  artifact(doc, () => {
    doc
      .moveTo(x, y + 24)
      .lineTo(x + width, y + 24)
      .lineWidth(0.6)
      .strokeColor(BLACK)
      .stroke();
  });
}

/** The QR code as vector squares (dark modules merged into runs per row), tagged as a figure. */
function qrCode(doc: Pdf, parent: StructureElement, uri: string, alt: string, x: number, y: number) {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  // Two modules of quiet zone inside the square (white card around it gives the rest).
  const cells = modules.size + 4;
  const unit = QR_SIZE / cells;
  parent.add(
    doc.struct("Figure", { alt } as PDFKit.Mixins.StructureElementOptions, () => {
      doc.save();
      doc.rect(x, y, QR_SIZE, QR_SIZE).fill(WHITE);
      for (let row = 0; row < modules.size; row++) {
        let col = 0;
        while (col < modules.size) {
          if (!modules.get(row, col)) {
            col += 1;
            continue;
          }
          const start = col;
          while (col < modules.size && modules.get(row, col)) col += 1;
          // A hair of overlap closes the seams some viewers draw between touching squares.
          doc.rect(x + (start + 2) * unit, y + (row + 2) * unit, (col - start) * unit + 0.05, unit + 0.05);
        }
      }
      doc.fill(BLACK);
      doc.restore();
    }),
  );
}

/** Heading levels: the card alone starts at H1; on the A4 sheet the page title is H1. */
type Levels = { front: "H1" | "H2"; back: "H2" | "H3" };
const CARD_LEVELS: Levels = { front: "H1", back: "H2" };
const SHEET_LEVELS: Levels = { front: "H2", back: "H3" };

function front(
  doc: Pdf,
  root: StructureElement,
  data: WalletCardData,
  { x0, y0, levels }: { x0: number; y0: number; levels: Levels },
) {
  const { width, height } = CARD;
  artifact(doc, () => {
    doc.rect(x0, y0, width, BAND).fill(INK.primary);
  });
  block(doc, root, levels.front, () => {
    // The band's two white lines: the kicker, then the headline.
    const bandLine = (text: string, y: number, size: number) =>
      fittedLine(doc, text, {
        x: x0 + PAD,
        y: y0 + y,
        width: width - 2 * PAD,
        size,
        face: "semibold",
        color: WHITE,
      });
    bandLine(t("pdf.walletCard.kicker"), 5, 7.5);
    bandLine(t("pdf.walletCard.headline"), 14, 16);
  });
  const hotline = data.hotline;
  const textWidth = width - 2 * PAD - (hotline ? QR_SIZE + 6 : 0);
  const x = x0 + PAD;
  block(doc, root, "P", () => {
    fittedLine(doc, data.name, { x, y: y0 + BAND + 6, width: textWidth, size: 14, min: 9, face: "semibold" });
    fittedLine(doc, t("pdf.walletCard.contractNumber", { number: String(data.contractNumber) }), {
      x,
      y: y0 + BAND + 25,
      width: textWidth,
      size: 10,
      min: 8,
    });
  });
  const callY = y0 + BAND + 46;
  if (hotline) {
    block(doc, root, "P", () => {
      fittedLine(doc, t("pdf.walletCard.call"), {
        x,
        y: callY,
        width: textWidth,
        size: 8.5,
        face: "semibold",
      });
      fittedLine(doc, hotline.number, {
        x,
        y: callY + 11,
        width: textWidth,
        size: 15,
        min: 10,
        face: "semibold",
      });
      fittedLine(doc, hotline.hours, { x, y: callY + 30, width: textWidth, size: 8, min: 6.5 });
    });
    qrCode(
      doc,
      root,
      hotlineTelUri(hotline.number),
      t("pdf.walletCard.qrAlt", { number: hotline.number }),
      x0 + width - PAD - QR_SIZE,
      y0 + height - PAD - QR_SIZE,
    );
  } else {
    writeInLine(doc, root, t("pdf.walletCard.callWriteIn"), x, callY, textWidth);
  }
}

function back(
  doc: Pdf,
  root: StructureElement,
  data: WalletCardData,
  { x0, y0, levels }: { x0: number; y0: number; levels: Levels },
) {
  const { width } = CARD;
  const x = x0 + PAD;
  const lineWidth = width - 2 * PAD;
  block(doc, root, levels.back, () =>
    fittedLine(doc, t("pdf.walletCard.trustedPerson"), {
      x,
      y: y0 + PAD,
      width: lineWidth,
      size: 11,
      face: "semibold",
      color: INK.primary,
    }),
  );
  const person = data.trustedPerson;
  const top = y0 + PAD + 18;
  if (person) {
    block(doc, root, "P", () => {
      fittedLine(doc, person.name, { x, y: top, width: lineWidth, size: 13, min: 9, face: "semibold" });
      if (person.phone)
        fittedLine(doc, t("pdf.walletCard.phone", { phone: person.phone }), {
          x,
          y: top + 18,
          width: lineWidth,
          size: 12,
          min: 9,
        });
    });
    if (!person.phone) writeInLine(doc, root, t("pdf.walletCard.phoneWriteIn"), x, top + 18, lineWidth);
  } else {
    writeInLine(doc, root, t("pdf.walletCard.nameWriteIn"), x, top, lineWidth);
    writeInLine(doc, root, t("pdf.walletCard.phoneWriteIn"), x, top + 30, lineWidth);
  }
  block(doc, root, "P", () => {
    doc
      .font(portalFont("regular"))
      .fontSize(8)
      .fillColor(BLACK)
      .text(t("pdf.walletCard.wishes"), x, y0 + CARD.height - PAD - 34, {
        width: lineWidth,
        lineGap: 0.5,
        height: 36,
        ellipsis: true,
      });
  });
}

/** Thin outline of a card (helps cutting with scissors); an artifact. */
function outline(doc: Pdf, x: number, y: number, width: number, height: number) {
  artifact(doc, () => {
    doc.rect(x, y, width, height).lineWidth(0.3).strokeColor(INK.rule).stroke();
  });
}

/** Cut marks at the corners of the pair, fold marks above and below the middle. */
function marks(doc: Pdf, x: number, y: number, width: number, height: number) {
  const gap = 2 * MM;
  const length = 6 * MM;
  artifact(doc, () => {
    doc.lineWidth(0.5).strokeColor(BLACK);
    for (const cx of [x, x + width])
      for (const cy of [y, y + height]) {
        const dx = cx === x ? -1 : 1;
        const dy = cy === y ? -1 : 1;
        doc
          .moveTo(cx + dx * gap, cy)
          .lineTo(cx + dx * (gap + length), cy)
          .stroke();
        doc
          .moveTo(cx, cy + dy * gap)
          .lineTo(cx, cy + dy * (gap + length))
          .stroke();
      }
    const middle = x + width / 2;
    doc.dash(2, { space: 2 });
    doc
      .moveTo(middle, y - gap)
      .lineTo(middle, y - gap - length)
      .stroke();
    doc
      .moveTo(middle, y + height + gap)
      .lineTo(middle, y + height + gap + length)
      .stroke();
    doc.undash();
  });
}

function sheet(pdf: OpenPdf, data: WalletCardData) {
  const { doc, root } = pdf;
  const left = 25 * MM;
  const width = doc.page.width - 45 * MM;
  block(doc, root, "H1", () =>
    doc
      .font(portalFont("semibold"))
      .fontSize(20)
      .fillColor(INK.text)
      .text(t("pdf.walletCard.title"), left, 25 * MM, { width }),
  );
  const steps = [
    t("pdf.walletCard.step.print"),
    t("pdf.walletCard.step.cut"),
    t("pdf.walletCard.step.fold"),
    t("pdf.walletCard.step.keep"),
  ];
  let y = 25 * MM + 34;
  block(doc, root, "P", () =>
    doc
      .font(portalFont("regular"))
      .fontSize(11)
      .fillColor(INK.text)
      .text(t("pdf.walletCard.lead"), left, y, { width, lineGap: 2.5 }),
  );
  y = doc.y + 8;
  const list = doc.struct("L");
  root.add(list);
  steps.forEach((step, index) => {
    list.add(
      doc.struct("LI", {}, () =>
        doc
          .font(portalFont("regular"))
          .fontSize(11)
          .fillColor(INK.text)
          .text(`${index + 1}. ${step}`, left, y, { width, lineGap: 2.5 }),
      ),
    );
    y = doc.y + 4;
  });
  const pairWidth = 2 * CARD.width;
  const x0 = (doc.page.width - pairWidth) / 2;
  const y0 = Math.max(y + 16 * MM, 95 * MM);
  marks(doc, x0, y0, pairWidth, CARD.height);
  outline(doc, x0, y0, CARD.width, CARD.height);
  outline(doc, x0 + CARD.width, y0, CARD.width, CARD.height);
  front(doc, root, data, { x0, y0, levels: SHEET_LEVELS });
  back(doc, root, data, { x0: x0 + CARD.width, y0, levels: SHEET_LEVELS });
  block(doc, root, "P", () =>
    doc
      .font(portalFont("regular"))
      .fontSize(9)
      .fillColor(INK.muted)
      .text(t("pdf.walletCard.labels"), x0, y0 + CARD.height + 10 * MM, {
        width: pairWidth,
        align: "center",
      }),
  );
}

/** The wallet card as a PDF: `sheet` (A4 with cut marks) or `card` (two ID-1 pages). */
export function walletCardPdf(
  data: WalletCardData,
  layout: WalletCardLayout,
  createdAt = new Date(),
): Promise<Buffer> {
  const info = {
    title: t("pdf.walletCard.title"),
    subject: t("pdf.walletCard.subject", { name: data.name }),
    createdAt,
  };
  if (layout === "sheet") {
    const pdf = openPdf(info, { top: 0, bottom: 0, left: 0, right: 0 });
    sheet(pdf, data);
    return finish(pdf);
  }
  const size: [number, number] = [CARD.width, CARD.height];
  const pdf = openPdf(info, { top: 0, bottom: 0, left: 0, right: 0 }, size);
  front(pdf.doc, pdf.root, data, { x0: 0, y0: 0, levels: CARD_LEVELS });
  pdf.doc.addPage({ size, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  back(pdf.doc, pdf.root, data, { x0: 0, y0: 0, levels: CARD_LEVELS });
  return finish(pdf);
}

/** "Vorsorgeausweis-Erika-Muster-26-11-26.pdf"; the card layout "Vorsorgeausweis-Karte-…". */
export function walletCardFileName(data: WalletCardData, layout: WalletCardLayout, date: Date | string) {
  const prefix = t(layout === "card" ? "pdf.walletCard.fileCard" : "pdf.walletCard.fileSheet");
  return pdfFileName([prefix, data.name], date);
}
