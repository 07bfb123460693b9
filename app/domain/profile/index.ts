/**
 * Pure rules of the profile, documents and partner pages (decision 0018).
 */
import { mayUse, planState, type PlanStateInput } from "../features";

/** What the document request rule needs to know about a provision. */
export interface DocumentRequestState extends PlanStateInput {
  requestedDocumentsAt: Date | null;
}

/**
 * The document request is offered while the feature table allows it (paid and confirmed, decision 0032) and
 * until documents were requested.
 */
export function mayRequestDocuments(provision: DocumentRequestState, now: Date): boolean {
  return mayUse(planState(provision, now), "documentRequest") && provision.requestedDocumentsAt === null;
}

export interface PartnerPerson {
  /** The login e-mail (the spec's "username"). */
  username: string;
  firstname: string | null;
  lastname: string | null;
}

/**
 * The living-will partner's URL: the
 * configured base with the three as query parameters; parameters the base already has are kept.
 */
export function partnerUrl(base: string, person: PartnerPerson): string {
  const url = new URL(base);
  url.searchParams.set("username", person.username);
  url.searchParams.set("firstname", person.firstname ?? "");
  url.searchParams.set("lastname", person.lastname ?? "");
  return url.toString();
}

/** The addresses of a provision that decide where mail goes (decision 0029). */
export interface ContactAddresses {
  /** The login e-mail. */
  userEmail: string;
  /** The last confirmed contact e-mail (null: the login e-mail). */
  email: string | null;
  /** A new contact e-mail awaiting its confirmation link. */
  pendingEmail: string | null;
}

/**
 * What saving the profile with contact e-mail `wanted` (normalised) does:
 * - "unchanged": it is the confirmed contact address (a pending change, if any, is withdrawn);
 * - "loginAddress": it is the login address, where the account's mail goes anyway: taken at once;
 * - "stillPending": it is the address already awaiting confirmation: nothing new is sent;
 * - "needsConfirmation": a new address: mail goes there only after its confirmation link was opened.
 */
export type ContactEmailChange = "unchanged" | "loginAddress" | "stillPending" | "needsConfirmation";

export function contactEmailChange(addresses: ContactAddresses, wanted: string): ContactEmailChange {
  if (wanted === (addresses.email ?? addresses.userEmail)) return "unchanged";
  if (wanted === addresses.userEmail) return "loginAddress";
  if (wanted === addresses.pendingEmail) return "stillPending";
  return "needsConfirmation";
}
