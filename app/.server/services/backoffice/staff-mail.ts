/**
 * The invitation mail of a staff account (decision 0056): with the set-password link, or — when the company's
 * OpenID Connect sign-in is configured — with the way to sign in with the company account instead. Plain text
 * and plain HTML as the portal's other mails.
 */
import type { Hotline } from "~/domain/constants";
import type { StaffRole } from "~/domain/backoffice/staff";
import { t } from "~/i18n";
import type { Mail } from "../../mail";
import { compose } from "../../mail/wishes-templates";

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
  return compose(input.to, "backoffice.staffInvite", {
    subject: t("backoffice.staff.mail.subject"),
    paragraphs: [
      t("backoffice.staff.mail.greeting"),
      t("backoffice.staff.mail.intro", { role: t(`backoffice.staff.role.${input.role}`) }),
      input.oidc ? t("backoffice.staff.mail.oidc") : t("backoffice.staff.mail.password"),
    ],
    link: {
      label: input.oidc ? t("backoffice.staff.mail.oidcAction") : t("backoffice.staff.mail.action"),
      href: input.link,
    },
    after: [...(input.oidc ? [] : [t("backoffice.staff.mail.validity")]), t("backoffice.staff.mail.ignore")],
    hotline: input.hotline,
  });
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
  return compose(input.to, "backoffice.staffSecondFactorReset", {
    subject: t("backoffice.staff.secondFactor.mail.subject"),
    paragraphs: [
      t("backoffice.staff.mail.greeting"),
      t("backoffice.staff.secondFactor.mail.intro", { admin: input.admin }),
      t("backoffice.staff.secondFactor.mail.next"),
    ],
    link: { label: t("backoffice.staff.secondFactor.mail.action"), href: input.link },
    after: [t("backoffice.staff.secondFactor.mail.notYou")],
    hotline: input.hotline,
  });
}
