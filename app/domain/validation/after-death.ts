/**
 * The forms of a reported death (decision 0062): the report, the withdrawal's reason and the funeral date.
 * Dates as every date field of the portal (TT.MM.JJJJ typed, or an <input type="date">); the rules that need
 * today or the stored date of death (future, before death) are the service's (~/domain/after-death/rules).
 */
import { z } from "zod";
import { t } from "~/i18n";
import { dateField } from "./dates";
import { emailProblem } from "./email";
import {
  consent,
  firstOf,
  maxLength,
  multilineText,
  NAME_MAX_LENGTH,
  noLinkRule,
  phoneRule,
  requiredText,
} from "./fields";

export const REPORTER_RELATION_MAX_LENGTH = 60;
export const REPORTER_CONTACT_MAX_LENGTH = 120;
export const CERTIFICATE_REFERENCE_MAX_LENGTH = 60;
export const WITHDRAW_REASON_MAX_LENGTH = 500;
export const REGISTRY_OFFICE_MAX_LENGTH = 100;

/** A phone number (as the portal's phone fields take it) or an e-mail address. */
const contactRule = (value: string) => {
  if (value.includes("@")) {
    const key = emailProblem(value, "plain");
    return key ? t(key) : undefined;
  }
  return phoneRule(value) === undefined ? undefined : t("backoffice.deaths.error.contact");
};

export const reportDeathSchema = z.object({
  reporterName: requiredText(firstOf(maxLength(NAME_MAX_LENGTH), noLinkRule)),
  reporterRelation: requiredText(firstOf(maxLength(REPORTER_RELATION_MAX_LENGTH), noLinkRule)),
  reporterContact: requiredText(firstOf(maxLength(REPORTER_CONTACT_MAX_LENGTH), contactRule)),
  dateOfDeath: dateField(),
  certificateReference: requiredText(maxLength(CERTIFICATE_REFERENCE_MAX_LENGTH)),
});
export type ReportDeathInput = z.output<typeof reportDeathSchema>;

/** The reason of a withdrawal, and of asking to take a confirmation back (decision 0092). */
export const withdrawDeathSchema = z.object({
  reason: multilineText(WITHDRAW_REASON_MAX_LENGTH)
    .refine((value) => value !== undefined, { error: () => t("validation.required") })
    .transform((value) => value ?? ""),
});

export const funeralDateSchema = z.object({ funeralDate: dateField() });

/**
 * The confirmation (decision 0092): the confirming admin types the registry office, the register number and the
 * date of death from the certificate, and says they saw it. The service compares number and date with the report.
 */
export const confirmDeathSchema = z.object({
  registryOffice: requiredText(firstOf(maxLength(REGISTRY_OFFICE_MAX_LENGTH), noLinkRule)),
  registerNumber: requiredText(maxLength(CERTIFICATE_REFERENCE_MAX_LENGTH)),
  certificateDate: dateField(),
  seen: consent("backoffice.deaths.error.seen"),
});
