/**
 * E-mail rules.
 *
 * Allowed characters: the spec says "Latin characters, digits and + @ . _
 * only". We also allow the hyphen, because real domains (and many local parts)
 * contain it, e.g. max.mustermann@t-online.de.
 *
 * Own-domain addresses (OWN_EMAIL_DOMAIN and its subdomains):
 * - the 'vorsorge' address: vorsorge@vorsorgeportal.de or
 *   vorsorge+<tag>@vorsorgeportal.de,
 * - the customer-care copy address: kundenservice+<tag>@vorsorgeportal.de,
 *   where <tag> is one or more of a-z 0-9 . _ - (the tag is required, so each
 *   copy address stays distinct per customer).
 * A customer's own address may be in our domain only in one of these forms;
 * a trusted person's (confidant) address may never be in our domain.
 */
import { OWN_EMAIL_DOMAIN } from "~/domain/constants";
import { lowerCaseEmail } from "~/i18n/format";
import type { MessageKey } from "~/i18n";
import { EMAIL_ALLOWED_CHARACTERS, EMAIL_FORMAT, EMAIL_MAX_LENGTH } from "./patterns";

export { lowerCaseEmail };

/** Which rule set an e-mail field follows. */
export type EmailPolicy =
  /** sign-in, password reset: format only */
  | "plain"
  /** letter recipient, insurance contact: Latin characters and format */
  | "latin"
  /** the customer's own address (sign-up, profile): plus the own-domain rule */
  | "customer"
  /** the trusted person: no own-domain address at all */
  | "confidant";

const escapedDomain = OWN_EMAIL_DOMAIN.replace(/\./g, "\\.");
const TAG = "[a-z0-9._-]+";
export const VORSORGE_ADDRESS_PATTERN = new RegExp(`^vorsorge(?:\\+${TAG})?@${escapedDomain}$`);
export const CUSTOMER_CARE_COPY_PATTERN = new RegExp(`^kundenservice\\+${TAG}@${escapedDomain}$`);

/** True for addresses in our own domain or one of its subdomains. */
export function isOwnDomainEmail(email: string): boolean {
  const domain = lowerCaseEmail(email).split("@").pop() ?? "";
  return domain === OWN_EMAIL_DOMAIN || domain.endsWith(`.${OWN_EMAIL_DOMAIN}`);
}

/** An own-domain address a customer may use: the vorsorge or the customer-care copy form. */
export function isAllowedOwnDomainEmail(email: string): boolean {
  const normalized = lowerCaseEmail(email);
  return VORSORGE_ADDRESS_PATTERN.test(normalized) || CUSTOMER_CARE_COPY_PATTERN.test(normalized);
}

/**
 * The first problem of a (trimmed) address under a policy, as a message key,
 * or undefined when it is fine. Empty input is "required".
 */
export function emailProblem(value: string, policy: EmailPolicy): MessageKey | undefined {
  if (value === "") return "validation.required";
  if (policy !== "plain" && !EMAIL_ALLOWED_CHARACTERS.test(value)) return "validation.noLatinChar";
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_FORMAT.test(value)) return "validation.email";
  if (policy === "customer" && isOwnDomainEmail(value) && !isAllowedOwnDomainEmail(value)) {
    return "validation.invalidCCEmail";
  }
  if (policy === "confidant" && isOwnDomainEmail(value)) return "validation.invalidConfidantEmail";
  return undefined;
}
