/**
 * The portal's e-mails: German text and HTML versions built from the message catalogue.
 * The HTML is deliberately plain (one column, real headings, no images, inline styles only) so that it reads
 * well in every mail client and with a screen reader; the link is also given as visible text.
 */
import type { Hotline } from "~/domain/constants";
import { t, type MessageKey } from "~/i18n";
import type { Mail } from "./outbox";

export type MailSalutation = "sir" | "madame";

export interface ConfirmationMailInput {
  to: string;
  salutation?: MailSalutation;
  lastname?: string;
  /** Absolute link, see activationLink(). */
  link: string;
  /** The configured hotline (config.hotline), named in every mail's footer. */
  hotline: Hotline;
}

export interface PasswordResetMailInput {
  to: string;
  /** Absolute link, see passwordResetLink(). */
  link: string;
  hotline: Hotline;
}

/** `${baseUrl}/activate-account?code=…&username=…` (the activation page). */
export function activationLink(baseUrl: string, code: string, username: string): string {
  return `${baseUrl.replace(/\/$/, "")}/activate-account?${new URLSearchParams({ code, username })}`;
}

/** `${baseUrl}/forgot-password/verify?token=…`. */
export function passwordResetLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}/forgot-password/verify?${new URLSearchParams({ token })}`;
}

export function confirmationMail({ to, salutation, lastname, link, hotline }: ConfirmationMailInput): Mail {
  return composeMail(to, "confirmation", {
    greeting: greeting(salutation, lastname),
    subject: "mail.confirmation.subject",
    intro: "mail.confirmation.intro",
    action: "mail.confirmation.action",
    link,
    hotline,
    after: ["mail.confirmation.validity", "mail.confirmation.ignore"],
  });
}

export function passwordResetMail({ to, link, hotline }: PasswordResetMailInput): Mail {
  return composeMail(to, "passwordReset", {
    greeting: greeting(),
    subject: "mail.passwordReset.subject",
    intro: "mail.passwordReset.intro",
    action: "mail.passwordReset.action",
    link,
    hotline,
    after: ["mail.passwordReset.validity", "mail.passwordReset.ignore"],
  });
}

export interface PasswordChangedMailInput {
  to: string;
  /** The portal's BASE_URL: the mail links to /forgot-password, for the case that it was not the customer. */
  baseUrl: string;
  hotline: Hotline;
  /** The reset removed the account's passkeys (decision 0094): the mail says so. */
  passkeysRemoved?: boolean;
}

/** After a password reset or change: "Ihr Passwort wurde geändert", and what to do if it was not them. */
export function passwordChangedMail({
  to,
  baseUrl,
  hotline,
  passkeysRemoved = false,
}: PasswordChangedMailInput): Mail {
  return composeMail(to, "passwordChanged", {
    greeting: greeting(),
    subject: "mail.passwordChanged.subject",
    intro: "mail.passwordChanged.intro",
    action: "mail.passwordChanged.action",
    link: `${baseUrl.replace(/\/$/, "")}/forgot-password`,
    hotline,
    after: passkeysRemoved
      ? ["mail.passwordChanged.passkeysRemoved", "mail.passwordChanged.notYou"]
      : ["mail.passwordChanged.notYou"],
  });
}

export interface PasskeyAddedMailInput {
  to: string;
  /** The portal's BASE_URL: the mail links to the profile's passkeys. */
  baseUrl: string;
  hotline: Hotline;
}

/**
 * After a passkey was added (decision 0094): "Ein Passkey wurde hinzugefügt", and what to do if it was not them.
 */
export function passkeyAddedMail({ to, baseUrl, hotline }: PasskeyAddedMailInput): Mail {
  return composeMail(to, "passkeyAdded", {
    greeting: greeting(),
    subject: "mail.passkeyAdded.subject",
    intro: "mail.passkeyAdded.intro",
    action: "mail.passkeyAdded.action",
    link: `${baseUrl.replace(/\/$/, "")}/profile#passkeys`,
    hotline,
    after: ["mail.passkeyAdded.notYou"],
  });
}

export interface ContactEmailMailInput {
  to: string;
  salutation?: MailSalutation;
  lastname?: string;
  /** Absolute link, see contactEmailLink(). */
  link: string;
  hotline: Hotline;
}

/** `${baseUrl}/kontakt-bestaetigen?token=…`: confirms a new contact e-mail address. */
export function contactEmailLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}/kontakt-bestaetigen?${new URLSearchParams({ token })}`;
}

/** To a new contact address: confirm it before the portal sends anything else there. */
export function contactEmailMail({ to, salutation, lastname, link, hotline }: ContactEmailMailInput): Mail {
  return composeMail(to, "contactEmail", {
    greeting: greeting(salutation, lastname),
    subject: "mail.contactEmail.subject",
    intro: "mail.contactEmail.intro",
    action: "mail.contactEmail.action",
    link,
    hotline,
    after: ["mail.contactEmail.validity", "mail.contactEmail.ignore"],
  });
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML content and (double-quoted) attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * An e-mail's HTML document: the subject as its title, and `content` in a column of at most 600 px on a body
 * with the template's own `bodyStyle` (its font and colours).
 */
export function mailDocument(subject: string, bodyStyle: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin: 0; padding: 24px 16px; ${bodyStyle}">
<div style="max-width: 600px; margin: 0 auto;">
${content}
</div>
</body>
</html>
`;
}

function greeting(salutation?: MailSalutation, lastname?: string): string {
  const name = lastname?.trim();
  return t("mail.salutation", {
    salutation: salutation && name ? salutation : "other",
    lastname: name ?? "",
  });
}

interface MailContent {
  greeting: string;
  subject: MessageKey;
  intro: MessageKey;
  action: MessageKey;
  link: string;
  hotline: Hotline;
  /** Paragraphs after the link. */
  after: MessageKey[];
}

function assertAbsoluteLink(link: string): void {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Mail link must be an absolute URL: ${link}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Mail link must be http(s): ${link}`);
  }
}

/** The texts of one mail, already formatted; rendered once as text and once as HTML. */
interface MailParts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  after: string[];
  footer: string[];
}

function composeMail(to: string, template: string, content: MailContent): Mail {
  assertAbsoluteLink(content.link);
  const parts: MailParts = {
    subject: t(content.subject),
    greeting: content.greeting,
    intro: t(content.intro),
    action: t(content.action),
    link: content.link,
    after: content.after.map((key) => t(key)),
    footer: [
      t("mail.hotline", { number: content.hotline.number, hours: content.hotline.hours }),
      t("mail.automatic"),
    ],
  };
  return { to, subject: parts.subject, text: renderText(parts), html: renderHtml(parts), template };
}

function renderText(parts: MailParts): string {
  const blocks = [
    parts.greeting,
    parts.intro,
    `${parts.action}:\n${parts.link}`,
    ...parts.after,
    `${t("mail.closing")}\n${t("mail.signature")}`,
    "--",
    ...parts.footer,
  ];
  return `${blocks.join("\n\n")}\n`;
}

const TYPE = "font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6;";
const FONT = `${TYPE} color: #1f2328;`;
const P = `style="margin: 0 0 16px; ${FONT}"`;
const SMALL =
  'style="margin: 0 0 8px; font-family: Arial, Helvetica, sans-serif; font-size: 16px; color: #4a4f55;"';

function renderHtml(parts: MailParts): string {
  const e = escapeHtml;
  const href = e(parts.link);
  const paragraph = (text: string) => `<p ${P}>${e(text)}</p>`;
  return mailDocument(
    parts.subject,
    `background: #ffffff; ${FONT}`,
    `<p ${SMALL}>${e(t("app.name"))}</p>
<h1 style="margin: 16px 0 24px; font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25; color: #1f2328;">${e(parts.subject)}</h1>
${paragraph(parts.greeting)}
${paragraph(parts.intro)}
<p style="margin: 24px 0;"><a href="${href}" style="display: inline-block; padding: 12px 24px; border-radius: 6px; ${TYPE} background: #1d4f5c; color: #ffffff; font-weight: bold;">${e(parts.action)}</a></p>
<p ${P}>${e(t("mail.linkFallback"))}<br><a href="${href}" style="color: #1d4f5c; word-break: break-all;">${href}</a></p>
${parts.after.map(paragraph).join("\n")}
<p ${P}>${e(t("mail.closing"))}<br>${e(t("mail.signature"))}</p>
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${parts.footer.map((line) => `<p ${SMALL}>${e(line)}</p>`).join("\n")}`,
  );
}
