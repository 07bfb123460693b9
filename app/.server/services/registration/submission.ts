/**
 * The wizard run's submission id and the "signup" tracking event that records it (idempotency): the event of
 * a registration carries the dedupe key `signup:<submissionId>` (unique index), written in the registration's
 * transaction, so a double submit, reload or back-and-resubmit finds the finished registration.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trackingEvents } from "../../db/schema";
import type { RegistrationInput, RegistrationTracking } from "./types";

const SIGNUP_EVENT = "signup";

const signupKey = (submissionId: string) => `${SIGNUP_EVENT}:${submissionId}`;

/** A new random submission id for a wizard run. */
export const newSubmissionId = (): string => randomUUID();

export interface FinishedRegistration {
  userId: string;
  email: string;
  provisionId: string;
  proposalId: string;
}

/** The registration a wizard run already finished, found by its submission id; null if there is none. */
export async function findRegistrationBySubmission(
  db: Db,
  submissionId: string,
): Promise<FinishedRegistration | null> {
  const [event] = await db
    .select({
      userId: trackingEvents.userId,
      provisionId: trackingEvents.provisionId,
      data: trackingEvents.data,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.dedupeKey, signupKey(submissionId)))
    .limit(1);
  if (!event?.userId || !event.provisionId) return null;
  const { email, proposalId } = event.data as { email?: unknown; proposalId?: unknown };
  if (typeof email !== "string" || typeof proposalId !== "string") return null;
  return { userId: event.userId, email, provisionId: event.provisionId, proposalId };
}

/** Writes the "signup" event of a finished registration (created, or an existing account continued). */
export async function recordSignup(
  db: Db,
  input: RegistrationInput,
  tracking: RegistrationTracking,
  done: FinishedRegistration & { outcome: "created" | "continued" },
): Promise<void> {
  await db.insert(trackingEvents).values({
    name: SIGNUP_EVENT,
    provisionId: done.provisionId,
    userId: done.userId,
    sessionId: tracking.sessionID ?? null,
    trackingUserId: tracking.userID ?? null,
    dedupeKey: signupKey(input.submissionId),
    data: {
      email: done.email,
      proposalId: done.proposalId,
      outcome: done.outcome,
      funeralType: input.answers.funeralType,
      funeralPlan: input.answers.funeralPlan,
    },
  });
}
