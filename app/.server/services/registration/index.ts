/**
 * The final submit of the sign-up wizard (POST /proposals,
 * POST /provisions, usersCheck, sendConfirmationEmail): in ONE transaction the proposal with its default
 * items, the user, the provision (NOT_CONFIRMED), the confirmation mail and the "signup" tracking event;
 * after the commit the new customer is signed in.
 *
 * Its parts live in registration/, one rule each:
 * - Idempotency (registration/submission.ts): every wizard run has a random submission id, recorded with the
 *   "signup" event; a resubmit finds the finished registration and creates nothing new: the same browser
 *   (its session holds the id) is signed in again; another e-mail gets emailExist.
 * - Submission gap (registration/submission-gap.ts): a second proposal for the same e-mail within 60 s of
 *   the clock's now is refused and stores nothing.
 * - Existing user (registration/continuation.ts): refused on the e-mail field (UsernameExistsException,
 *   400) unless the same person continues a same-day registration with the account's password.
 * - New accounts per IP (SIGN_UP_LIMIT, docs/decisions/0005): counted inside the transaction, so only
 *   accounts really created count; one too many is refused with LimitExceededException and stores nothing.
 * - Registrations of one e-mail run one after the other (transaction-scoped advisory lock on the address).
 * "Now" is the submit's `now` option, taken from the runtime's clock (app/.server/clock.ts).
 */
import { sql } from "drizzle-orm";
import { trialEndFor } from "~/domain/billing/trial";
import { ServiceError } from "~/domain/errors";
import { lowerCaseEmail } from "~/i18n/format";
import type { Db } from "../../db/client";
import type { User } from "../../db/schema";
import * as identity from "../../identity";
import { recordAttempt } from "../../identity/limits";
import { SIGN_UP_LIMIT } from "../../identity/policy";
import { logger } from "../../logger";
import { recordLogin } from "../account";
import { changeProvisionAsSystem, insertProvision } from "../provisions";
import { findPlace } from "./places";
import { queueConfirmationMail } from "./confirmation";
import { continuableProvision, verifiedContinuation } from "./continuation";
import { activeCoupon } from "./coupon";
import { defaultOffer } from "./default-offer";
import { insertProposal } from "./proposal";
import { proposalValues, provisionFields } from "./records";
import { assertSubmissionGap } from "./submission-gap";
import { findRegistrationBySubmission, recordSignup } from "./submission";
import type { RegistrationInput, RegistrationOptions, RegistrationResult } from "./types";

export { findRegistrationBySubmission, newSubmissionId } from "./submission";
export type * from "./types";

/** Arbitrary namespace of the advisory lock that serialises registrations per e-mail. */
const REGISTRATION_LOCK = 730_114;

const existsError = (detail: string) =>
  new ServiceError("UsernameExistsException", { status: 400, field: "email", detail });

/** Registers a new customer, or recognises a resubmit; see the decisions above. Signs in after the commit. */
export async function registerCustomer(
  db: Db,
  input: RegistrationInput,
  { ip, now, config, tracking = {} }: RegistrationOptions,
): Promise<RegistrationResult> {
  const email = lowerCaseEmail(input.data.email);
  const place = await findPlace(db, input.answers.place);
  const verified = await verifiedContinuation(db, email, input.data.password, ip, now);

  const done = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK}, hashtext(${email}))`);

    const previous = await findRegistrationBySubmission(tx, input.submissionId);
    if (previous) {
      if (previous.email !== email) throw existsError("submission finished for another e-mail");
      return { outcome: "replayed" as const, ...previous };
    }
    await assertSubmissionGap(tx, email, now);

    const offer = await defaultOffer(tx, input.answers.funeralType, input.answers.funeralPlan);
    const existing = await identity.findUserByEmail(tx, email);
    // The password verified above must still be the account's (not changed or replaced meanwhile).
    const sameAccount =
      existing && verified?.id === existing.id && verified.passwordHash === existing.passwordHash;
    const continuing = sameAccount ? await continuableProvision(tx, existing, now) : null;
    if (existing && !continuing) throw existsError("user exists");
    if (!existing) await recordAttempt(tx, SIGN_UP_LIMIT, { email, ip }, now);

    const proposal = await insertProposal(
      tx,
      proposalValues(input, email, tracking, offer, now),
      offer.items,
    );
    const coupon = await activeCoupon(tx, input.params?.couponCode, now);
    const fields = provisionFields(input, offer, place, coupon, proposal, now);

    let user: User;
    let provisionId: string;
    if (existing && continuing) {
      user = existing;
      provisionId = continuing.id;
      await changeProvisionAsSystem(tx, continuing.id, () => fields, { now });
    } else {
      const registered = await identity.registerUser(tx, { email, password: input.data.password }, now);
      if (!registered.created) throw existsError("user created concurrently");
      user = registered.user;
      const provision = await insertProvision(tx, {
        ...fields,
        userId: user.id,
        userEmail: email,
        email,
        status: "NOT_CONFIRMED",
        // billing: the 4-week trial starts with the account (decision 0022).
        trialEndsAt: trialEndFor(now),
      });
      provisionId = provision.id;
    }

    await queueConfirmationMail(tx, config, user, input, { email, provisionId }, now);
    const finished = {
      outcome: existing ? ("continued" as const) : ("created" as const),
      userId: user.id,
      email,
      provisionId,
      proposalId: proposal.id,
    };
    await recordSignup(tx, input, tracking, finished);
    return finished;
  });

  // Signing in after the commit: the access token names the new provision.
  const user = await identity.findUserByEmail(db, done.email);
  if (!user || user.id !== done.userId) throw new Error("registered user not found");
  const tokens = await identity.issueTokens(db, user, now);
  if (done.outcome !== "replayed") await recordLogin(db, user.id);
  logger.info({ userId: user.id, provisionId: done.provisionId, outcome: done.outcome }, "registration");
  return { outcome: done.outcome, user, provisionId: done.provisionId, proposalId: done.proposalId, tokens };
}
