/**
 * The CRM port (the CRM's POST /salesforce/user-accounts and its account record): customer-care
 * staff look a customer up by e-mail and see the account with its opportunities.
 */
import type { ApiErrorCode } from "~/domain/errors";

/** Salesforce stage names; "Open" is the only one in which the offer is still being worked on. */
export type OpportunityStatus = "Open" | "Closed Won" | "Closed Lost" | (string & {});
export type EmailStatus = "CONFIRMED" | "NOT_CONFIRMED";

export interface SalesforceOpportunity {
  id: string;
  /** The portal provision of this opportunity, when the customer has one. */
  provisionId: string | null;
  status: OpportunityStatus;
  emailStatus: EmailStatus;
}

export interface SalesforceAccount {
  name: string;
  contact: { email: string | null; phone: string | null };
  address: { street: string | null; code: string | null; city: string | null };
  opportunities: SalesforceOpportunity[];
}

export interface CrmPort {
  /** The account that knows this (lower-cased) e-mail, as login or contact address; null when there is none. */
  findAccountByEmail(email: string): Promise<SalesforceAccount | null>;
}

/** Problems of one opportunity (status not Open, e-mail unconfirmed), in display order. */
export function opportunityProblems(opportunity: SalesforceOpportunity): ApiErrorCode[] {
  const problems: ApiErrorCode[] = [];
  if (opportunity.status !== "Open") problems.push("opportunityNotOpen");
  if (opportunity.emailStatus !== "CONFIRMED") problems.push("emailUnconfirmed");
  return problems;
}

/** The distinct provisions an account's opportunities point to. */
export function accountProvisionIds(account: SalesforceAccount): string[] {
  const ids = account.opportunities.map((o) => o.provisionId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** "Vorname Nachname" from the parts that are set; "" when neither is. */
export function fullName(firstname: string | null | undefined, lastname: string | null | undefined): string {
  return [firstname, lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
