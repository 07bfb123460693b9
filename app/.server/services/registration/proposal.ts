/** Writes a proposal with its default items: the one way a proposal is created (funnel and partner API). */
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
