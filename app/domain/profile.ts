/**
 * Pure rules of the profile, documents and partner pages (spec 000 §2, §5, §7, §9; decision 0018).
 */

/** What the document request rule needs to know about a provision. */
export interface DocumentRequestState {
  paymentAcceptedAt: Date | null;
  requestedDocumentsAt: Date | null;
}

/** The document request is offered once the plan is paid and until documents were requested (spec 000 §2, 001 §2). */
export function mayRequestDocuments(provision: DocumentRequestState): boolean {
  return provision.paymentAcceptedAt !== null && provision.requestedDocumentsAt === null;
}

/** An IBAN as the export shows it: only the last four characters, the rest starred (never the full number). */
export function maskIban(last4: string | null): string | null {
  if (!last4) return null;
  return `**** **** **** **** ${last4.slice(-4)}`;
}

export interface PartnerPerson {
  /** The login e-mail (the spec's "username"). */
  username: string;
  firstname: string | null;
  lastname: string | null;
}

/**
 * The living-will partner's URL (spec 001 §7 "a partner URL built from username, first and last name"): the
 * configured base with the three as query parameters; parameters the base already has are kept.
 */
export function partnerUrl(base: string, person: PartnerPerson): string {
  const url = new URL(base);
  url.searchParams.set("username", person.username);
  url.searchParams.set("firstname", person.firstname ?? "");
  url.searchParams.set("lastname", person.lastname ?? "");
  return url.toString();
}

/** Kinds of care-log entries the customer sees, from the audit action. */
export type CareLogKind = "read" | "open" | "readAccess" | "change";

/**
 * How an audit action shows in the customer's care log: a staff read (the provision or its PDF), opening or releasing the provision, a use
 * of the trusted person's read-access link, or (everything else staff do) a change.
 */
export function careLogKind(action: string): CareLogKind {
  if (action === "provision.read" || action === "documents.pdf") return "read";
  if (action === "provision.open" || action === "provision.close") return "open";
  if (/^read[-_]?access\.used?$/i.test(action)) return "readAccess";
  return "change";
}
