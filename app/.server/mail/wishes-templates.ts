/**
 * Mails of the trusted-person area (decision 0017): the permission request when a person is named (or their
 * address changes), the notification the customer sends on purpose, and the read-access link. Plain text and
 * plain HTML as the portal's other mails; the read-access link is only ever in this mail, never on a page.
 */
import type { Hotline } from "~/domain/constants";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import type { Mail } from "./outbox";
import { escapeHtml, mailDocument } from "./templates";

export interface TrustedPersonMailInput {
  to: string;
  /** "Vorname Nachname" of the customer who named the trusted person. */
  customerName: string;
  /** "Vorname Nachname" of the trusted person. */
  personName: string;
  hotline: Hotline;
}

interface Parts {
  subject: string;
  paragraphs: string[];
  link?: { label: string; href: string };
  /** Paragraphs below the link (how long it is valid, what to do if the mail was not expected). */
  after?: string[];
  hotline: Hotline;
}

/**
 * A plain mail of the portal: greeting and paragraphs, an optional link, paragraphs after it, closing and the
 * hotline footer (the trusted person's mails, the after-death mails, the staff mails).
 */
export function compose(to: string, template: string, parts: Parts): Mail {
  const footer = [t("mail.hotline", { ...parts.hotline }), t("mail.automatic")];
  const closing = `${t("mail.closing")}\n${t("mail.signature")}`;
  const text = [
    ...parts.paragraphs,
    ...(parts.link ? [`${parts.link.label}:\n${parts.link.href}`] : []),
    ...(parts.after ?? []),
    closing,
    "--",
    ...footer,
  ].join("\n\n");
  const e = escapeHtml;
  const p = (value: string) =>
    `<p style="margin: 0 0 16px; font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6;">${e(value).replace(/\n/g, "<br>")}</p>`;
  const link = parts.link
    ? `<p style="margin: 24px 0;"><a href="${e(parts.link.href)}" style="color: #1d4f5c; font-weight: bold;">${e(parts.link.label)}</a><br><a href="${e(parts.link.href)}" style="color: #1d4f5c; word-break: break-all;">${e(parts.link.href)}</a></p>`
    : "";
  const html = mailDocument(
    parts.subject,
    "background: #ffffff; color: #1f2328;",
    `<h1 style="font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25;">${e(parts.subject)}</h1>
${parts.paragraphs.map(p).join("\n")}
${link}
${(parts.after ?? []).map(p).join("\n")}
${p(closing)}
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${footer.map(p).join("\n")}`,
  );
  return { to, subject: parts.subject, text: `${text}\n`, html, template };
}

export const greeting = (personName: string) => t("trustedPerson.mail.greeting", { name: personName });

/**
 * The one mail the trusted person gets, sent by the customer on purpose (after a change the customer is
 * offered to notify them; decision 0040): who named them, what it means, what to do in an emergency and how
 * to decline (the permission request). It shares no provision content.
 */
export function trustedPersonNotificationMail(input: TrustedPersonMailInput): Mail {
  return compose(input.to, "trustedPerson.notification", {
    subject: t("trustedPerson.mail.notification.subject", { customer: input.customerName }),
    paragraphs: [
      greeting(input.personName),
      t("trustedPerson.mail.notification.intro", { customer: input.customerName }),
      t("trustedPerson.mail.permission.meaning"),
      t("trustedPerson.mail.notification.what"),
      t("trustedPerson.mail.permission.decline", { customer: input.customerName }),
    ],
    hotline: input.hotline,
  });
}

export interface ReadAccessMailInput extends TrustedPersonMailInput {
  /** Absolute link with the token; the only place the token ever appears. */
  link: string;
  expiresAt: Date;
}

export function readAccessMail(input: ReadAccessMailInput): Mail {
  return compose(input.to, "trustedPerson.readAccess", {
    subject: t("trustedPerson.mail.readAccess.subject", { customer: input.customerName }),
    paragraphs: [
      greeting(input.personName),
      t("trustedPerson.mail.readAccess.intro", { customer: input.customerName }),
      t("trustedPerson.mail.readAccess.validity", { date: formatViewDate(input.expiresAt) }),
      t("trustedPerson.mail.readAccess.private", { customer: input.customerName }),
    ],
    link: { label: t("trustedPerson.mail.readAccess.action"), href: input.link },
    hotline: input.hotline,
  });
}
