/**
 * Writes a proposal with its default items: the one way a proposal is created (funnel and partner API); and the one
 * way it loses its person.
 */
import { and, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { proposalItems, proposals, type NewProposal } from "../../db/schema";
import type { DefaultItem } from "./default-offer";

export async function insertProposal(
  tx: Db,
  values: NewProposal,
  items: readonly DefaultItem[],
): Promise<{ id: string; createdAt: Date }> {
  const [proposal] = await tx
    .insert(proposals)
    .values(values)
    .returning({ id: proposals.id, createdAt: proposals.createdAt });
  if (!proposal) throw new Error("proposal not created");
  if (items.length > 0) {
    await tx.insert(proposalItems).values(items.map((item) => ({ ...item, proposalId: proposal.id })));
  }
  return proposal;
}

/**
 * The proposal's person: whom the offer was for and what identified their browser. `anonymiseProposals` clears
 * these and keeps the offer (plan, items, place, campaign), which no longer names anybody (GDPR Art. 17).
 */
const PERSON_CLEARED = {
  salutation: null,
  firstname: null,
  lastname: null,
  email: null,
  phone: null,
  provisionBirth: null,
  trackingUserId: null,
  sessionId: null,
  clientId: null,
  clientidGclid: null,
} as const satisfies Partial<NewProposal>;

/** Some person's data is still in the proposal. */
const namesAPerson = or(
  ...Object.keys(PERSON_CLEARED).map((key) => isNotNull(proposals[key as keyof typeof PERSON_CLEARED])),
);

/**
 * Takes the person out of the proposals `which` selects (ids, or a condition) that still name one: an account
 * deleted (decision 0018) or a proposal no account took up (the retention job, decision 0100). Returns how many
 * changed.
 */
export async function anonymiseProposals(tx: Db, which: readonly string[] | SQL): Promise<number> {
  if (Array.isArray(which) && which.length === 0) return 0;
  const selected = Array.isArray(which) ? inArray(proposals.id, [...which]) : (which as SQL);
  const changed = await tx
    .update(proposals)
    .set(PERSON_CLEARED)
    .where(and(selected, namesAPerson))
    .returning({ id: proposals.id });
  return changed.length;
}
