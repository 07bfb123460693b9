/**
 * The final submit of the sign-up wizard (spec 000 §4 "Registration flow", §7 POST /proposals,
 * POST /provisions, usersCheck, sendConfirmationEmail): in ONE transaction the proposal with its default
 * items, the user, the provision (NOT_CONFIRMED), the confirmation mail and the "signup" tracking event;
 * after the commit the new customer is signed in.
 *
 * Decisions:
 * - Idempotency: every wizard run has a random submission id. The "signup" tracking event of a registration
 *   carries the dedupe key `signup:<submissionId>` (unique index), written in the same transaction, so a
 *   double submit, reload or back-and-resubmit finds the finished registration and creates nothing new:
 *   the same browser (its session holds the id) is signed in again; another e-mail gets emailExist.
 * - Submission gap (spec 000 §4/§9, 60 s): two proposal creations for the same e-mail are at least 60 s
 *   apart; a second attempt within 60 s is refused (LimitExceededException, 429) and stores nothing.
 * - Existing user (spec 000 §5 usersCheck, 001 §5 "User already exists"): an e-mail that belongs to a user
 *   is refused (UsernameExistsException on the e-mail field, 400) unless the user's proposal was last
 *   versioned today AND the posted password is the account's password AND the offer is neither paid nor
 *   customized: then it is the same person continuing, and the provision moves to the new proposal.
 *   Without the password check anybody could overwrite a same-day registration by knowing its address.
 *   The password check is a sign-in attempt (identity.verifyAccountPassword, SIGN_IN_LIMIT), made before the
 *   transaction so that a refused registration cannot roll the counted attempt back.
 * - New accounts per IP (SIGN_UP_LIMIT, docs/decisions/0005): counted inside the transaction, so only
 *   accounts really created count; one too many is refused with LimitExceededException and stores nothing.
 * - Registrations of one e-mail run one after the other (transaction-scoped advisory lock on the address).
 */
import { couponValidAt } from "~/domain/pricing/coupons";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { calendarDateInGermany, todayInGermany } from "~/domain/dates";
import { isPaid, trialEndFor } from "~/domain/trial";
import { ServiceError } from "~/domain/errors";
import type { RegistrationParams } from "~/domain/registration";
import type { RegistrationData } from "~/domain/validation";
import { lowerCaseEmail } from "~/i18n/format";
import type { Config } from "../config";
import type { Db } from "../db/client";
import {
  coupons,
  proposalItems,
  proposals,
  provisions,
  trackingEvents,
  type FuneralPlan,
  type FuneralType,
  type NewProposal,
  type NewProvision,
  type Provision,
  type User,
} from "../db/schema";
import * as identity from "../identity";
import { recordAttempt } from "../identity/limits";
import { SIGN_UP_LIMIT } from "../identity/policy";
import { logger } from "../logger";
import { activationLink, confirmationMail, enqueueMail } from "../mail";
import { recordLogin } from "./account";
import { findPlace, type Place } from "./places";
import { defaultOffer } from "./registration/default-offer";

/** Minimum time between two proposal creations for one e-mail (spec 000 §9). */
export const SUBMISSION_GAP_SECONDS = 60;
/** Arbitrary namespace of the advisory lock that serialises registrations per e-mail. */
const REGISTRATION_LOCK = 730_114;
const SIGNUP_EVENT = "signup";

/** The validated answers of the wizard's stored steps. */
export interface RegistrationAnswers {
  funeralType: FuneralType;
  funeralPlan: FuneralPlan;
  place: Place;
  /** ISO calendar date "YYYY-MM-DD". */
  provisionBirth: string;
}

export interface RegistrationInput {
  /** The wizard run's id from the session. */
  submissionId: string;
  answers: RegistrationAnswers;
  /** The data step as parsed by registrationDataSchema (e-mail lower-cased, phone E.164). */
  data: RegistrationData;
  params?: RegistrationParams;
  /** The client address, for the attempt limits of the password check and of new accounts. */
  ip: string;
}

/** Tracking fields (spec 000 §3), present only when the visitor accepted tracking. */
export interface RegistrationTracking {
  userID?: string;
  sessionID?: string;
  utmMedium?: string;
  utmSource?: string;
  utmCampaign?: string;
  clientidGclid?: string;
  /** The analytics client id the funnel hands over (URL parameter clientId). */
  clientId?: string;
  landingPageUrl?: string;
  funnelEntryUrl?: string;
}

export type RegistrationOutcome = "created" | "continued" | "replayed";

export interface RegistrationResult {
  outcome: RegistrationOutcome;
  user: User;
  provisionId: string;
  proposalId: string;
  tokens: identity.TokenPair;
}

export interface FinishedRegistration {
  userId: string;
  email: string;
  provisionId: string;
  proposalId: string;
}

const signupKey = (submissionId: string) => `${SIGNUP_EVENT}:${submissionId}`;

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

const existsError = (detail: string) =>
  new ServiceError("UsernameExistsException", { status: 400, field: "email", detail });

/** Registers a new customer, or recognises a resubmit; see the decisions above. Signs in after the commit. */
export async function registerCustomer(
  db: Db,
  config: Pick<Config, "BASE_URL" | "hotline">,
  input: RegistrationInput,
  tracking: RegistrationTracking = {},
): Promise<RegistrationResult> {
  const email = lowerCaseEmail(input.data.email);
  const place = await findPlace(db, input.answers.place);
  const now = new Date();
  const verified = await verifiedContinuation(db, email, input.data.password, input.ip, now);

  const done = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK}, hashtext(${email}))`);

    const previous = await findRegistrationBySubmission(tx, input.submissionId);
    if (previous) {
      if (previous.email !== email) throw existsError("submission finished for another e-mail");
      return { outcome: "replayed" as const, ...previous };
    }
    await assertSubmissionGap(tx, email);

    const offer = await defaultOffer(tx, input.answers.funeralType, input.answers.funeralPlan);
    const existing = await identity.findUserByEmail(tx, email);
    // The password verified above must still be the account's (not changed or replaced meanwhile).
    const sameAccount =
      existing && verified?.id === existing.id && verified.passwordHash === existing.passwordHash;
    const continuing = sameAccount ? await continuableProvision(tx, existing, now) : null;
    if (existing && !continuing) throw existsError("user exists");
    if (!existing) await recordAttempt(tx, SIGN_UP_LIMIT, { email, ip: input.ip });

    const [proposal] = await tx
      .insert(proposals)
      .values(proposalValues(input, email, tracking, offer))
      .returning({ id: proposals.id, createdAt: proposals.createdAt });
    if (!proposal) throw new Error("proposal not created");
    if (offer.items.length > 0) {
      await tx
        .insert(proposalItems)
        .values(offer.items.map((item) => ({ ...item, proposalId: proposal.id })));
    }
    const coupon = await activeCoupon(tx, input.params?.couponCode, now);
    const fields = provisionFields(input, offer, place, coupon, proposal, now);

    let user: User;
    let provisionId: string;
    if (existing && continuing) {
      user = existing;
      provisionId = continuing.id;
      await tx
        .update(provisions)
        .set({ ...fields, version: sql`${provisions.version} + 1` })
        .where(eq(provisions.id, continuing.id));
    } else {
      const registered = await identity.registerUser(tx, { email, password: input.data.password });
      if (!registered.created) throw existsError("user created concurrently");
      user = registered.user;
      const [provision] = await tx
        .insert(provisions)
        .values({
          ...fields,
          userId: user.id,
          userEmail: email,
          email,
          status: "NOT_CONFIRMED",
          // billing: the 4-week trial starts with the account (spec 001 §4, decision 0022).
          trialEndsAt: trialEndFor(now),
        })
        .returning({ id: provisions.id });
      if (!provision) throw new Error("provision not created");
      provisionId = provision.id;
    }

    if (user.status === "NOT_CONFIRMED") {
      const code = await identity.createConfirmationCode(tx, user.id);
      const { salutation, lastname } = input.data;
      await enqueueMail(tx, {
        ...confirmationMail({
          to: email,
          salutation,
          lastname,
          link: activationLink(config.BASE_URL, code, email),
          hotline: config.hotline,
        }),
        owner: { userId: user.id, provisionId },
      });
    }
    await tx.insert(trackingEvents).values({
      name: SIGNUP_EVENT,
      provisionId,
      userId: user.id,
      sessionId: tracking.sessionID ?? null,
      trackingUserId: tracking.userID ?? null,
      dedupeKey: signupKey(input.submissionId),
      data: {
        email,
        proposalId: proposal.id,
        outcome: existing ? "continued" : "created",
        funeralType: input.answers.funeralType,
        funeralPlan: input.answers.funeralPlan,
      },
    });
    return {
      outcome: existing ? ("continued" as const) : ("created" as const),
      userId: user.id,
      email,
      provisionId,
      proposalId: proposal.id,
    };
  });

  // Signing in after the commit: the access token names the new provision.
  const user = await identity.findUserByEmail(db, done.email);
  if (!user || user.id !== done.userId) throw new Error("registered user not found");
  const tokens = await identity.issueTokens(db, user);
  if (done.outcome !== "replayed") await recordLogin(db, user.id);
  logger.info({ userId: user.id, provisionId: done.provisionId, outcome: done.outcome }, "registration");
  return { outcome: done.outcome, user, provisionId: done.provisionId, proposalId: done.proposalId, tokens };
}

/** A second proposal for the same e-mail within the submission gap (429, its own German message). */
export class SubmissionTooSoonError extends ServiceError {
  constructor() {
    super("LimitExceededException", { status: 429, detail: "submission gap" });
  }
}

/** Refuses a second proposal for the same e-mail within the submission gap. */
async function assertSubmissionGap(db: Db, email: string): Promise<void> {
  const [recent] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.email, email),
        gt(proposals.createdAt, sql`now() - make_interval(secs => ${SUBMISSION_GAP_SECONDS})`),
      ),
    )
    .limit(1);
  if (recent) {
    throw new SubmissionTooSoonError();
  }
}

/**
 * The provision of an existing user that the same person may continue today (spec 001 §5), whatever the
 * password; null when the user counts as already existing.
 */
async function continuableProvision(db: Db, user: User, now: Date): Promise<Provision | null> {
  const [provision] = await db.select().from(provisions).where(eq(provisions.userId, user.id)).limit(1);
  if (!provision?.proposalId || provision.state !== null || isPaid(provision)) return null;
  const [proposal] = await db
    .select({ lastVersionAt: proposals.lastVersionAt })
    .from(proposals)
    .where(eq(proposals.id, provision.proposalId))
    .orderBy(desc(proposals.lastVersionAt))
    .limit(1);
  if (!proposal || calendarDateInGermany(proposal.lastVersionAt) !== todayInGermany(now)) return null;
  return provision;
}

/**
 * The existing account of `email` when its provision may be continued today and `password` is its password
 * (a counted sign-in attempt; LimitExceededException when one too many); else null.
 */
async function verifiedContinuation(
  db: Db,
  email: string,
  password: string,
  ip: string,
  now: Date,
): Promise<User | null> {
  const user = await identity.findUserByEmail(db, email);
  if (!user || !(await continuableProvision(db, user, now))) return null;
  return (await identity.verifyAccountPassword(db, user, password, ip)) ? user : null;
}

async function activeCoupon(db: Db, code: string | undefined, now: Date) {
  if (!code) return null;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  if (!coupon || !couponValidAt(coupon, now)) return null;
  return coupon;
}

function proposalValues(
  input: RegistrationInput,
  email: string,
  tracking: RegistrationTracking,
  offer: { graveTypeId: string | null; priceCents: number },
): NewProposal {
  const { answers, data, params = {} } = input;
  return {
    funeralType: answers.funeralType,
    funeralPlan: answers.funeralPlan,
    graveTypeId: offer.graveTypeId,
    relationship: "myself",
    concernType: "provision",
    salutation: data.salutation,
    firstname: data.firstname,
    lastname: data.lastname,
    email,
    phone: data.phone,
    // A date column: the calendar date is stored as is ("at noon" only matters for timestamps).
    provisionBirth: answers.provisionBirth,
    placeCity: answers.place.city,
    placeCode: answers.place.code,
    trackingUserId: tracking.userID,
    sessionId: tracking.sessionID,
    utmMedium: tracking.utmMedium,
    utmSource: tracking.utmSource,
    utmCampaign: tracking.utmCampaign,
    clientidGclid: tracking.clientidGclid,
    clientId: tracking.clientId,
    landingPageUrl: tracking.landingPageUrl,
    funnelEntryUrl: tracking.funnelEntryUrl,
    // The affiliate source is the referrer parameter (at most 255 characters, spec 000 §9).
    sourceCookie: params.referrer,
    referrer: params.referrer,
    couponCode: params.couponCode,
    financePartner: params.financePartner,
    salesPersonId: params.salesPersonId,
    priceCents: offer.priceCents,
  };
}

/** The provision columns a registration sets (new provision, or the continued one). */
function provisionFields(
  input: RegistrationInput,
  offer: { graveTypeId: string | null; priceCents: number },
  place: { lat: number | null; lon: number | null } | null,
  coupon: { code: string; discountPercent: number } | null,
  proposal: { id: string; createdAt: Date },
  now: Date,
) {
  const { answers, data, params = {} } = input;
  return {
    code: answers.place.code,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    funeralType: answers.funeralType,
    funeralPlan: answers.funeralPlan,
    funeralSiteId: null,
    graveTypeId: offer.graveTypeId,
    priceCents: offer.priceCents,
    salutation: data.salutation,
    firstname: data.firstname,
    lastname: data.lastname,
    phone: data.phone,
    provisionBirth: answers.provisionBirth,
    proposalId: proposal.id,
    proposalCreatedAt: proposal.createdAt,
    formSubmissionTime: now,
    ...(coupon ? { couponCode: coupon.code, couponDiscount: coupon.discountPercent } : {}),
    ...(params.financePartner ? { financePartner: params.financePartner } : {}),
    ...(params.salesPersonId ? { salesPersonId: params.salesPersonId } : {}),
  } satisfies Partial<NewProvision>;
}

/** A new random submission id for a wizard run. */
export const newSubmissionId = (): string => randomUUID();
