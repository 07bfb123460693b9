/**
 * The plan freezes (issue 24 item 2): what happens to a provision when an admin confirms the reported death.
 * Called by the death-report workflow inside its confirming transaction, with the provision row locked.
 */
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { provisions, type Provision } from "../../db/schema";
import type { Tx } from "../provisions";

export type FreezeConfig = Pick<Config, "BASE_URL" | "hotline">;

export interface FreezeOutcome {
  /** True when a mail to the trusted person was queued. */
  trustedPersonMailed: boolean;
}

/** Marks the provision frozen (read-only from now on). */
export async function freezeProvision(
  tx: Tx,
  provision: Provision,
  { now }: { now: Date; config: FreezeConfig },
): Promise<FreezeOutcome> {
  await tx
    .update(provisions)
    .set({ frozenAt: now, version: sql`${provisions.version} + 1` })
    .where(eq(provisions.id, provision.id));
  return { trustedPersonMailed: false };
}
