import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { isPaid } from "~/domain/billing/trial";
import { lowerCaseEmail } from "~/i18n/format";
import type { Db } from "../db/client";
import { proposals, provisions, users } from "../db/schema";
import { fullName, type CrmPort, type SalesforceAccount, type SalesforceOpportunity } from "./port";

type ProvisionRow = Awaited<ReturnType<typeof findProvisions>>[number];
type ProposalRow = Awaited<ReturnType<typeof findProposals>>[number];

/** Provisions that know the e-mail as login or contact address, or whose proposal was made with it. */
function findProvisions(db: Db, email: string) {
  const proposalsWithEmail = db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.email, email));
  return db
    .select({
      id: provisions.id,
      proposalId: provisions.proposalId,
      firstname: provisions.firstname,
      lastname: provisions.lastname,
      userEmail: provisions.userEmail,
      email: provisions.email,
      phone: provisions.phone,
      street: provisions.street,
      postalCode: provisions.postalCode,
      city: provisions.city,
      status: provisions.status,
      userStatus: users.status,
      paymentAcceptedAt: provisions.paymentAcceptedAt,
      paymentAcceptedPlan: provisions.paymentAcceptedPlan,
    })
    .from(provisions)
    .leftJoin(users, eq(users.id, provisions.userId))
    .where(
      or(
        eq(provisions.userEmail, email),
        eq(sql`lower(${provisions.email})`, email),
        inArray(provisions.proposalId, proposalsWithEmail),
      ),
    )
    .orderBy(desc(provisions.createdAt));
}

/** Proposals made with the e-mail, plus those of the provisions found. */
function findProposals(db: Db, email: string, proposalIds: string[]) {
  const byEmail = eq(proposals.email, email);
  return db
    .select({
      id: proposals.id,
      firstname: proposals.firstname,
      lastname: proposals.lastname,
      email: proposals.email,
      phone: proposals.phone,
      placeCode: proposals.placeCode,
      placeCity: proposals.placeCity,
    })
    .from(proposals)
    .where(proposalIds.length > 0 ? or(byEmail, inArray(proposals.id, proposalIds)) : byEmail)
    .orderBy(desc(proposals.createdAt));
}

/** The provision the account shows: the login address first, then the contact address, then the newest. */
function primaryProvision(rows: ProvisionRow[], email: string): ProvisionRow | undefined {
  return (
    rows.find((row) => row.userEmail === email) ??
    rows.find((row) => row.email?.toLowerCase() === email) ??
    rows[0]
  );
}

function opportunity(proposal: ProposalRow, rows: ProvisionRow[]): SalesforceOpportunity {
  const provision = rows.find((row) => row.proposalId === proposal.id);
  const paid = provision ? isPaid(provision) : false;
  const confirmed = (provision?.userStatus ?? provision?.status) === "CONFIRMED";
  return {
    id: proposal.id,
    provisionId: provision?.id ?? null,
    status: paid ? "Closed Won" : "Open",
    emailStatus: confirmed ? "CONFIRMED" : "NOT_CONFIRMED",
  };
}

function account(
  email: string,
  provision: ProvisionRow | undefined,
  proposal: ProposalRow | undefined,
  opportunities: SalesforceOpportunity[],
): SalesforceAccount {
  if (provision) {
    return {
      name: fullName(provision.firstname, provision.lastname) || provision.userEmail,
      contact: { email: provision.email ?? provision.userEmail, phone: provision.phone },
      address: { street: provision.street, code: provision.postalCode, city: provision.city },
      opportunities,
    };
  }
  return {
    name: fullName(proposal?.firstname, proposal?.lastname) || email,
    contact: { email: proposal?.email ?? email, phone: proposal?.phone ?? null },
    address: { street: null, code: proposal?.placeCode ?? null, city: proposal?.placeCity ?? null },
    opportunities,
  };
}

/**
 * The embedded CRM: accounts derived from our own provisions, proposals and users. Each proposal is an
 * opportunity, "Closed Won" once its provision's plan is paid, else "Open"; its e-mail status is the account's.
 */
export function embeddedCrm(db: Db): CrmPort {
  return {
    async findAccountByEmail(input) {
      const email = lowerCaseEmail(input);
      const rows = await findProvisions(db, email);
      const proposalIds = rows.map((row) => row.proposalId).filter((id): id is string => id !== null);
      const proposalRows = await findProposals(db, email, proposalIds);
      if (rows.length === 0 && proposalRows.length === 0) return null;
      const opportunities = proposalRows.map((proposal) => opportunity(proposal, rows));
      return account(email, primaryProvision(rows, email), proposalRows[0], opportunities);
    },
  };
}
