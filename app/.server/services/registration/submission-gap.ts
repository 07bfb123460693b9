/**
 * Submission gap (60 s): two proposal creations for the same e-mail are at least 60 s
 * apart; a second attempt within 60 s is refused (LimitExceededException, 429) and stores nothing. A proposal a
 * partner created through the API does not count: its customer may register from the sign-up link at once.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { SubmissionTooSoonError } from "~/domain/errors";
import type { Db } from "../../db/client";
import { proposals } from "../../db/schema";

/** Minimum time between two proposal creations for one e-mail. */
export const SUBMISSION_GAP_SECONDS = 60;

/** Refuses a second proposal for the same e-mail within the submission gap before `now`. */
export async function assertSubmissionGap(db: Db, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SUBMISSION_GAP_SECONDS * 1000);
  const [recent] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.email, email), gt(proposals.createdAt, since), isNull(proposals.partnerApiKeyId)))
    .limit(1);
  if (recent) {
    throw new SubmissionTooSoonError();
  }
}
