/**
 * The mail to the trusted person when the customer's death is confirmed (decision 0063): that
 * the customer has died, that they arranged their funeral with us (contract number), whom to call, and, only
 * when the customer had granted read access, a new read-access link. It never carries the wishes, letters or
 * prices themselves.
 */
import type { Hotline } from "~/domain/constants";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import type { Mail } from "./outbox";
import { compose, greeting } from "./wishes-templates";

export interface TrustedPersonDeathMailInput {
  to: string;
  /** "Vorname Nachname" of the customer who died. */
  customerName: string;
  /** "Vorname Nachname" of the trusted person. */
  personName: string;
  /** The contract number (the provision's number). */
  contractNumber: string;
  hotline: Hotline;
  /** The new read-access link and its end, only when the customer had granted read access. */
  readAccess: { link: string; expiresAt: Date } | null;
}

export function trustedPersonDeathMail(input: TrustedPersonDeathMailInput): Mail {
  const customer = input.customerName;
  return compose(input.to, "afterDeath.trustedPerson", {
    subject: t("afterDeath.mail.subject", { customer }),
    paragraphs: [
      greeting(input.personName),
      t("afterDeath.mail.died", { customer }),
      t("afterDeath.mail.arranged", { customer, number: input.contractNumber }),
      t("afterDeath.mail.call", { customer, number: input.hotline.number, hours: input.hotline.hours }),
      ...(input.readAccess
        ? [t("afterDeath.mail.readAccess", { customer, date: formatViewDate(input.readAccess.expiresAt) })]
        : []),
    ],
    ...(input.readAccess
      ? { link: { label: t("afterDeath.mail.action"), href: input.readAccess.link } }
      : {}),
    hotline: input.hotline,
  });
}

export interface TrustedPersonCorrectionMailInput {
  to: string;
  customerName: string;
  personName: string;
  contractNumber: string;
  hotline: Hotline;
  /** The mail of the death carried a read-access link, which no longer works. */
  readAccessEnded: boolean;
}

/**
 * The correction after a mistaken confirmation was taken back (decision 0092): the earlier mail was wrong, the
 * provision is open again, a link it carried no longer works, and whom to call.
 */
export function trustedPersonCorrectionMail(input: TrustedPersonCorrectionMailInput): Mail {
  const customer = input.customerName;
  return compose(input.to, "afterDeath.trustedPersonCorrection", {
    subject: t("afterDeath.correction.subject", { customer }),
    paragraphs: [
      greeting(input.personName),
      t("afterDeath.correction.mistake", { customer, number: input.contractNumber }),
      ...(input.readAccessEnded ? [t("afterDeath.correction.linkEnded")] : []),
      t("afterDeath.correction.sorry", { number: input.hotline.number, hours: input.hotline.hours }),
    ],
    hotline: input.hotline,
  });
}
