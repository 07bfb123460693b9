/**
 * The invitation mail of a staff account (decision 0056): with the set-password link, or — when the company's
 * OpenID Connect sign-in is configured — with the way to sign in with the company account instead. Plain text
 * and plain HTML as the portal's other mails.
 */
import type { Hotline } from "~/domain/constants";
import type { StaffRole } from "~/domain/backoffice/staff";
import { t } from "~/i18n";
import { escapeHtml, mailDocument, type Mail } from "../../mail";

export interface StaffInviteMailInput {
  to: string;
  role: StaffRole;
  /** The set-password link (password sign-in) or the login page (company sign-in). */
  link: string;
  oidc: boolean;
  hotline: Hotline;
}

/** `${baseUrl}/staff/invite?token=…` (the set-password page; the token in the query is hidden in logs). */
export function staffInviteLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}/staff/invite?${new URLSearchParams({ token })}`;
}

export function staffInviteMail(input: StaffInviteMailInput): Mail {
  const subject = t("backoffice.staff.mail.subject");
  const paragraphs = [
    t("backoffice.staff.mail.greeting"),
    t("backoffice.staff.mail.intro", { role: t(`backoffice.staff.role.${input.role}`) }),
    input.oidc ? t("backoffice.staff.mail.oidc") : t("backoffice.staff.mail.password"),
  ];
  const label = input.oidc ? t("backoffice.staff.mail.oidcAction") : t("backoffice.staff.mail.action");
  const after = [
    ...(input.oidc ? [] : [t("backoffice.staff.mail.validity")]),
    t("backoffice.staff.mail.ignore"),
  ];
  const closing = `${t("mail.closing")}\n${t("mail.signature")}`;
  const footer = [t("mail.hotline", { ...input.hotline }), t("mail.automatic")];
  const text = [...paragraphs, `${label}:\n${input.link}`, ...after, closing, "--", ...footer].join("\n\n");
  const e = escapeHtml;
  const p = (value: string) =>
    `<p style="margin: 0 0 16px; font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6;">${e(value).replace(/\n/g, "<br>")}</p>`;
  const html = mailDocument(
    subject,
    "background: #ffffff; color: #1f2328;",
    `<h1 style="font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25;">${e(subject)}</h1>
${paragraphs.map(p).join("\n")}
<p style="margin: 24px 0;"><a href="${e(input.link)}" style="color: #1d4f5c; font-weight: bold;">${e(label)}</a><br><a href="${e(input.link)}" style="color: #1d4f5c; word-break: break-all;">${e(input.link)}</a></p>
${after.map(p).join("\n")}
${p(closing)}
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${footer.map(p).join("\n")}`,
  );
  return { to: input.to, subject, text: `${text}\n`, html, template: "backoffice.staffInvite" };
}

/**
 * "Ihr Bestätigungscode … wurde zurückgesetzt" (decision 0093): an admin reset the colleague's second factor;
 * the mail names the admin and says what happens at the next sign-in. It carries no code and no secret.
 */
export function secondFactorResetMail(input: {
  to: string;
  admin: string;
  link: string;
  hotline: Hotline;
}): Mail {
  const subject = t("backoffice.staff.secondFactor.mail.subject");
  const paragraphs = [
    t("backoffice.staff.mail.greeting"),
    t("backoffice.staff.secondFactor.mail.intro", { admin: input.admin }),
    t("backoffice.staff.secondFactor.mail.next"),
  ];
  const label = t("backoffice.staff.secondFactor.mail.action");
  const after = [t("backoffice.staff.secondFactor.mail.notYou")];
  const closing = `${t("mail.closing")}\n${t("mail.signature")}`;
  const footer = [t("mail.hotline", { ...input.hotline }), t("mail.automatic")];
  const text = [...paragraphs, `${label}:\n${input.link}`, ...after, closing, "--", ...footer].join("\n\n");
  const e = escapeHtml;
  const p = (value: string) =>
    `<p style="margin: 0 0 16px; font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6;">${e(value).replace(/\n/g, "<br>")}</p>`;
  const html = mailDocument(
    subject,
    "background: #ffffff; color: #1f2328;",
    `<h1 style="font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25;">${e(subject)}</h1>
${paragraphs.map(p).join("\n")}
<p style="margin: 24px 0;"><a href="${e(input.link)}" style="color: #1d4f5c; font-weight: bold;">${e(label)}</a></p>
${after.map(p).join("\n")}
${p(closing)}
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${footer.map(p).join("\n")}`,
  );
  return { to: input.to, subject, text: `${text}\n`, html, template: "backoffice.staffSecondFactorReset" };
}
