/**
 * The two provision documents of /documents (decision 0018), built with the portal document builder:
 * the provision summary (/pdf/provision/{id}) and a Bestattungsverfügung to print and sign.
 */
import type { FinancialProvisionType, ProductCategory } from "../db/schema";
import type { PlanConfirmationData, ProvisionDocumentData } from "../services/documents";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { formatPhone } from "~/i18n/phone";
import { createDocument, type KeyValueRow, type PdfDocumentBuilder } from "./document";
import { pdfFileName } from "./file-name";
import { maskedIban } from "~/domain/pricing/prices";
import { offerPriceRows } from "~/domain/offer/price-rows";
import type { PrintStyle } from "~/domain/print";

/** How a provision document is built: its print style (decision 0107) and creation date (default now). */
export interface ProvisionPdfOptions {
  print?: PrintStyle;
  createdAt?: Date;
}

const fullName = (data: ProvisionDocumentData) =>
  [data.person.firstname, data.person.lastname].filter(Boolean).join(" ");

const funeralTypeLabel = (data: ProvisionDocumentData) => t(`register.type.${data.funeralType}`);

const yesNo = (value: boolean) => t(value ? "documents.pdf.yes" : "documents.pdf.no");

function address(parts: {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
}): string {
  return [parts.street, [parts.postalCode, parts.city].filter(Boolean).join(" ")].filter(Boolean).join("\n");
}

function personRows(data: ProvisionDocumentData): KeyValueRow[] {
  const { person } = data;
  return [
    [t("documents.pdf.name"), fullName(data)],
    [t("documents.pdf.birthDate"), person.birthDate ? formatViewDate(person.birthDate) : "–"],
    [t("documents.pdf.address"), address(person) || "–"],
    [t("documents.pdf.email"), person.email],
    [t("documents.pdf.phone"), formatPhone(person.phone) || "–"],
    [t("documents.pdf.number"), String(data.number)],
  ];
}

function funeralRows(data: ProvisionDocumentData): KeyValueRow[] {
  const rows: KeyValueRow[] = [[t("documents.pdf.funeralType"), funeralTypeLabel(data)]];
  if (data.planName) rows.push([t("documents.pdf.plan"), data.planName]);
  if (data.graveTypeName) rows.push([t("documents.pdf.graveType"), data.graveTypeName]);
  if (data.graveTypeNote) rows.push([t("documents.pdf.graveTypeNote"), data.graveTypeNote]);
  if (data.site) {
    const { site } = data;
    rows.push([t("documents.pdf.site"), `${site.title}\n${site.street}\n${site.plz} ${site.city}`]);
  }
  return rows;
}

const WISHES = ["music", "quote", "notification"] as const;

function wishRows(data: ProvisionDocumentData): KeyValueRow[] {
  return WISHES.map((key) => {
    const wish = data.wishes[key];
    // A text stored together with "leave it to my survivors" (possible before the form refused both) prints both.
    const parts = [wish.text?.trim(), wish.leftToSurvivors ? t("documents.pdf.wishLeft") : null].filter(
      Boolean,
    );
    return [t(`documents.pdf.wish.${key}`), parts.join("\n") || t("documents.pdf.wishOpen")] as const;
  });
}

function guestsTable(pdf: PdfDocumentBuilder, data: ProvisionDocumentData) {
  if (data.guests.length === 0) return pdf.paragraph(t("documents.pdf.noGuests"));
  return pdf.table({
    columns: [
      { header: t("documents.pdf.guest.name"), weight: 1.4 },
      { header: t("documents.pdf.guest.relation") },
      { header: t("documents.pdf.guest.contact"), weight: 1.8 },
      { header: t("documents.pdf.guest.invite"), weight: 0.7 },
      { header: t("documents.pdf.guest.notify"), weight: 0.7 },
    ],
    rows: data.guests.map((guest) => [
      guest.note ? `${guest.name}\n${guest.note}` : guest.name,
      guest.relation ?? "",
      [guest.address, guest.email].filter(Boolean).join("\n"),
      yesNo(guest.invite),
      yesNo(guest.notify),
    ]),
  });
}

function trustedPersonRows(data: ProvisionDocumentData): KeyValueRow[] | null {
  const person = data.trustedPerson;
  if (!person) return null;
  return [
    [t("documents.pdf.name"), [person.firstname, person.lastname].filter(Boolean).join(" ")],
    ...(person.relationship ? [[t("documents.pdf.relationship"), person.relationship] as const] : []),
    [t("documents.pdf.address"), address(person) || "–"],
    [t("documents.pdf.email"), person.email || "–"],
    [t("documents.pdf.phone"), formatPhone(person.phone) || "–"],
  ];
}

function financeRows(data: ProvisionDocumentData): KeyValueRow[] {
  const { finance } = data;
  const rows: KeyValueRow[] = [
    [
      t("documents.pdf.financeType"),
      finance.type
        ? t(`documents.pdf.financeType.${finance.type as FinancialProvisionType}`)
        : t("documents.pdf.notStated"),
    ],
  ];
  if (finance.note) rows.push([t("documents.pdf.financeNote"), finance.note]);
  if (finance.existingInsuranceCompany)
    rows.push([
      t("documents.pdf.insurance"),
      [finance.existingInsuranceCompany, finance.existingInsuranceContractNumber].filter(Boolean).join(", "),
    ]);
  for (const cost of finance.additionalCosts) rows.push([cost.name, formatCents(cost.estimatedPriceCents)]);
  if (finance.siteEstimateCents !== null && finance.siteEstimateCents > 0)
    rows.push([t("documents.pdf.siteEstimate"), formatCents(finance.siteEstimateCents)]);
  return rows;
}

function costTable(pdf: PdfDocumentBuilder, title: string, lines: ProvisionDocumentData["products"]) {
  if (lines.length === 0) return pdf;
  return pdf.heading(title, 3).table({
    columns: [
      { header: t("documents.pdf.item"), weight: 3 },
      { header: t("documents.pdf.quantity"), weight: 0.7, align: "right" },
      { header: t("documents.pdf.price"), weight: 1.2, align: "right" },
    ],
    rows: lines.map((item) => [
      item.category
        ? `${item.name} (${t(`documents.pdf.category.${item.category as ProductCategory}`)})`
        : item.name,
      String(item.quantity),
      formatCents(item.grossCents),
    ]),
  });
}

/** The provision summary: person, offer, site, products, services, wishes, guests, trusted person, finance. */
export function provisionSummaryPdf(
  data: ProvisionDocumentData,
  { print, createdAt = new Date() }: ProvisionPdfOptions = {},
): Promise<Buffer> {
  const pdf = createDocument({
    title: t("documents.summary.pdfTitle", { name: fullName(data) }),
    subject: t("documents.summary.pdfSubject"),
    createdAt,
    print,
  });
  pdf.heading(t("documents.summary.pdfTitle", { name: fullName(data) }));
  pdf.paragraph(t("documents.summary.pdfLead"));
  pdf.heading(t("documents.pdf.section.person"), 2).keyValue(personRows(data));
  pdf.heading(t("documents.pdf.section.funeral"), 2).keyValue(funeralRows(data));
  pdf.heading(t("documents.pdf.section.offer"), 2);
  costTable(pdf, t("documents.pdf.products"), data.products);
  costTable(pdf, t("documents.pdf.services"), data.services);
  costTable(pdf, t("documents.pdf.extras"), data.extras);
  pdf.heading(t("offer.price.title"), 3).paragraph(t("offer.price.lead"));
  pdf.keyValue(
    offerPriceRows(data.breakdown, data.planName ?? "", data.offerCoupon).map(
      (row) => [row.label, row.value] as const,
    ),
  );
  pdf.paragraph(t("offer.price.vat"));
  pdf.heading(t("documents.pdf.section.wishes"), 2).keyValue(wishRows(data));
  pdf.heading(t("documents.pdf.section.guests"), 2);
  guestsTable(pdf, data);
  pdf.heading(t("documents.pdf.section.trustedPerson"), 2);
  const trusted = trustedPersonRows(data);
  if (trusted) pdf.keyValue(trusted);
  else pdf.paragraph(t("documents.pdf.noTrustedPerson"));
  pdf.heading(t("documents.pdf.section.finance"), 2).keyValue(financeRows(data));
  return pdf.toBuffer();
}

/** The Bestattungsverfügung: declaration, wishes, chosen funeral, organiser, place, date and signature lines. */
export function dispositionPdf(
  data: ProvisionDocumentData,
  { print, createdAt = new Date() }: ProvisionPdfOptions = {},
): Promise<Buffer> {
  const name = fullName(data);
  const pdf = createDocument({
    title: t("documents.disposition.pdfTitle"),
    subject: t("documents.disposition.pdfSubject", { name }),
    createdAt,
    print,
  });
  pdf.heading(t("documents.disposition.pdfTitle"));
  pdf.keyValue(personRows(data).slice(0, 3));
  pdf.paragraph(t("documents.disposition.declaration", { name }));
  pdf.heading(t("documents.pdf.section.funeral"), 2).keyValue(funeralRows(data));
  pdf.heading(t("documents.disposition.organiser"), 2);
  pdf.paragraph(
    data.site
      ? t("documents.disposition.organiserText", { organiser: data.site.organisationName })
      : t("documents.disposition.organiserPortal"),
  );
  pdf.heading(t("documents.pdf.section.wishes"), 2).keyValue(wishRows(data));
  const trusted = trustedPersonRows(data);
  if (trusted) {
    pdf.heading(t("documents.disposition.trustedPerson"), 2);
    pdf.paragraph(t("documents.disposition.trustedPersonText"));
    pdf.keyValue(trusted);
  }
  pdf.heading(t("documents.disposition.closing"), 2);
  pdf.paragraph(t("documents.disposition.closingText"));
  pdf.signatureLine(t("documents.disposition.place"));
  pdf.signatureLine(t("documents.disposition.date"));
  pdf.signatureLine(t("documents.disposition.signature", { name }));
  return pdf.toBuffer();
}

/**
 * The confirmation of the booked plan (decision 0038: every document on /documents): who booked, the
 * number, since when, the yearly amount, the price guarantee and how it is paid. The confirmation mail and
 * page remain the durable record of the contract with its withdrawal instructions; this is the copy to file.
 */
export function planConfirmationPdf(
  data: ProvisionDocumentData,
  plan: PlanConfirmationData,
  { print, createdAt = new Date() }: ProvisionPdfOptions = {},
): Promise<Buffer> {
  const name = fullName(data);
  const pdf = createDocument({
    title: t("documents.confirmation.pdfTitle"),
    subject: t("documents.confirmation.pdfSubject", { name }),
    createdAt,
    print,
  });
  pdf.heading(t("documents.confirmation.pdfTitle"));
  pdf.paragraph(t("documents.confirmation.pdfLead", { date: formatViewDate(plan.acceptedAt) }));
  pdf.keyValue(personRows(data).filter(([label]) => label !== t("documents.pdf.birthDate")));
  const rows: KeyValueRow[] = [
    [t("documents.pdf.plan"), data.planName ?? "–"],
    [t("documents.confirmation.since"), formatViewDate(plan.acceptedAt)],
    [t("documents.confirmation.guarantee"), yesNo(plan.withGuarantee)],
  ];
  if (plan.payment) {
    rows.push([t("pricing.confirmation.amount"), formatCents(plan.payment.amountCents)]);
    rows.push([
      t("pricing.confirmation.method"),
      t(plan.payment.type === "sepa" ? "pricing.payment.sepa" : "pricing.payment.paypal"),
    ]);
    if (plan.payment.ibanLast4)
      rows.push([t("pricing.confirmation.iban"), maskedIban(plan.payment.ibanLast4)]);
    if (plan.payment.mandateReference)
      rows.push([t("pricing.confirmation.mandateReference"), plan.payment.mandateReference]);
  }
  pdf.heading(t("documents.confirmation.section"), 2).keyValue(rows);
  return pdf.toBuffer();
}

export function planConfirmationFileName(data: ProvisionDocumentData, date: Date | string): string {
  return pdfFileName(
    [t("documents.confirmation.filePrefix"), data.person.firstname, data.person.lastname],
    date,
  );
}

/** "Vorsorge-Anna-Müller-24-12-26.pdf" (first name, last name and date, DD-MM-YY). */
export function provisionSummaryFileName(data: ProvisionDocumentData, date: Date | string): string {
  return pdfFileName([t("documents.summary.filePrefix"), data.person.firstname, data.person.lastname], date);
}

export function dispositionFileName(data: ProvisionDocumentData, date: Date | string): string {
  return pdfFileName(
    [t("documents.disposition.filePrefix"), data.person.firstname, data.person.lastname],
    date,
  );
}
