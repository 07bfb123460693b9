/** The insurance application and the trust contract, built with the one PDF module (app/.server/pdf). */
import { TRUST_ACCOUNT_FEE_CENTS } from "~/domain/finance/constants";
import type { IsoDate } from "~/domain/dates";
import type { Cents } from "~/domain/money";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import type { PrintStyle } from "~/domain/print";
import { createDocument, pdfFileName } from "../pdf";
import type { HdhDocumentInput } from "./port";

/** 'HDH-Antrag-{first}-{last}.pdf'. */
export function applicationFileName(firstname: string, lastname: string): string {
  return pdfFileName(["HDH-Antrag", firstname, lastname]);
}

/** The burial-fund insurance application as filled in by the wizard (an example calculation). */
export async function applicationPdf(input: HdhDocumentInput, print?: PrintStyle): Promise<Buffer> {
  const { contact, tariff } = input;
  const pdf = createDocument({
    title: t("finance.pdf.application.title"),
    subject: t("finance.pdf.application.subject"),
    print,
  });
  pdf
    .heading(t("finance.pdf.application.title"))
    .paragraph(t("finance.pdf.application.example"))
    .heading(t("finance.pdf.application.person"), 2)
    .keyValue([
      [t("finance.contact.salutation"), t(`finance.salutation.${contact.salutation}`)],
      [t("finance.contact.name"), `${contact.firstname} ${contact.lastname}`],
      [t("finance.contact.birth"), formatViewDate(input.provisionBirth)],
      [
        t("finance.contact.address"),
        `${contact.street} ${contact.houseNumber}, ${contact.postalCode} ${contact.city}`,
      ],
      [t("finance.contact.email"), contact.email],
      [t("finance.contact.phone"), contact.phone],
    ])
    .heading(t("finance.pdf.application.tariff"), 2)
    .keyValue([
      [t("finance.tariff.name"), tariff.name],
      [t("finance.tariff.paymentType"), t(`finance.paymentType.${tariff.paymentType}`)],
      [t("finance.tariff.fee"), formatCents(tariff.feeCents)],
      [t("finance.tariff.sum"), formatCents(tariff.sumCents)],
      [t("finance.tariff.payout"), formatCents(tariff.payoutCents)],
      [t("finance.tariff.start"), formatViewDate(tariff.startDate)],
      [t("finance.tariff.age"), String(tariff.age)],
    ])
    .spacer(2)
    .signatureLine(t("finance.pdf.placeDate"))
    .signatureLine(t("finance.pdf.signature"));
  return pdf.toBuffer();
}

export interface TrustContractInput {
  firstname: string;
  lastname: string;
  provisionNumber: number;
  depositCents: Cents;
  /** The contract's date (the request's German date). */
  today: IsoDate;
}

/** The trust-account contract (Treuhandvertrag): 99 € one-off fee, no age limit. */
export async function trustContractPdf(input: TrustContractInput, print?: PrintStyle): Promise<Buffer> {
  const pdf = createDocument({
    title: t("finance.pdf.trust.title"),
    subject: t("finance.pdf.trust.subject"),
    print,
  });
  pdf
    .heading(t("finance.pdf.trust.title"))
    .paragraph(t("finance.pdf.trust.intro"))
    .keyValue([
      [t("finance.contact.name"), `${input.firstname} ${input.lastname}`],
      [t("finance.pdf.trust.number"), String(input.provisionNumber)],
      [t("finance.treuhand.deposit"), formatCents(input.depositCents)],
      [t("finance.treuhand.fee"), formatCents(TRUST_ACCOUNT_FEE_CENTS)],
      [t("finance.pdf.trust.date"), formatViewDate(input.today)],
    ])
    .paragraph(t("finance.pdf.trust.terms"))
    .spacer(2)
    .signatureLine(t("finance.pdf.placeDate"))
    .signatureLine(t("finance.pdf.signature"));
  return pdf.toBuffer();
}
