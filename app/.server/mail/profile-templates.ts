/**
 * Mails of the profile area (decision 0018): the document request (confirmation to the customer, request to customer
 * care) and the order of the free provision set by post. Plain like the other portal mails: one column, real
 * headings, no images; no link (nothing to click: customer care answers by post).
 */
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import type { Mail } from "./outbox";
import { escapeHtml, mailDocument } from "./templates";

export interface CustomerRef {
  salutation: "sir" | "madame" | null;
  firstname: string | null;
  lastname: string | null;
  /** Provision number (customer care finds the customer by it). */
  number: number;
  email: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

function greeting(customer: Pick<CustomerRef, "salutation" | "lastname">): string {
  const name = customer.lastname?.trim();
  return t("mail.salutation", {
    salutation: customer.salutation && name ? customer.salutation : "other",
    lastname: name ?? "",
  });
}

/** A plain one-column mail of paragraphs (also used by ./letter-dispatch-templates.ts). */
export function compose(
  to: string,
  template: string,
  subject: string,
  paragraphs: string[],
  hotline?: Hotline,
): Mail {
  const footer = hotline
    ? [t("mail.hotline", { number: hotline.number, hours: hotline.hours }), t("mail.automatic")]
    : [t("mail.automatic")];
  const closing = `${t("mail.closing")}\n${t("mail.signature")}`;
  const text = `${[...paragraphs, closing, "--", ...footer].join("\n\n")}\n`;
  const e = (value: string) => escapeHtml(value).replace(/\n/g, "<br>");
  const p = (value: string) =>
    `<p style="margin: 0 0 16px; font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6; color: #1f2328;">${e(value)}</p>`;
  const html = mailDocument(
    subject,
    "background: #ffffff;",
    `<h1 style="margin: 16px 0 24px; font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25; color: #1f2328;">${e(subject)}</h1>
${[...paragraphs, closing].map(p).join("\n")}
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${footer.map(p).join("\n")}`,
  );
  return { to, subject, text, html, template };
}

/** "Name, Nr. 100001, E-Mail, Anschrift" lines for customer care. */
function customerLines(customer: CustomerRef): string {
  const address = [customer.street, [customer.postalCode, customer.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return t("profile.mail.customer", {
    name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || "–",
    number: String(customer.number),
    email: customer.email,
    address: address || t("profile.mail.noAddress"),
  });
}

/** What the customer asked for: the documents, or the free provision set ("set" in the message keys). */
type Request = "documents" | "set";

/** A mail to the customer that their request arrived: the greeting, one text, the hotline. */
const confirmationMail =
  (template: string, request: Request) =>
  (customer: CustomerRef, hotline: Hotline): Mail =>
    compose(
      customer.email,
      template,
      t(`profile.mail.${request}Confirmation.subject`),
      [greeting(customer), t(`profile.mail.${request}Confirmation.text`)],
      hotline,
    );

/** A mail to customer care asking it to act for a customer: one text, then who the customer is. */
const careRequestMail =
  (template: string, request: Request) =>
  (to: string, customer: CustomerRef): Mail =>
    compose(to, template, t(`profile.mail.${request}Request.subject`, { number: String(customer.number) }), [
      t(`profile.mail.${request}Request.text`),
      customerLines(customer),
    ]);

/** To the customer: the document request arrived. */
export const documentsConfirmationMail = confirmationMail("documentsConfirmation", "documents");
/** To customer care: please send this customer's documents. */
export const documentsRequestMail = careRequestMail("documentsRequest", "documents");
/** To the customer: the free provision set is on its way. */
export const provisionSetConfirmationMail = confirmationMail("provisionSetConfirmation", "set");
/** To customer care: send the free provision set by post to this address. */
export const provisionSetRequestMail = careRequestMail("provisionSetRequest", "set");
