/**
 * The second step of a sign-in and the customer's own second factor (decision 0093). The step between password
 * and code lives only in the signed session cookie (`pendingSignIn`: the account, the step, when the password
 * was checked); it holds no token, so the visitor is anonymous to every other page until the code is right.
 */
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { ServiceError } from "~/domain/errors";
import { groupSecret, pendingSignInLive } from "~/domain/second-factor";
import type { Actor } from "../../auth/actor";
import { isStaffGroups } from "../../auth/actor";
import type { Db } from "../../db/client";
import { users, type User } from "../../db/schema";
import * as identity from "../../identity";
import type { AppSession, PendingSignIn } from "../../session";
import { requireCurrentPassword, resetSession, startSignedInSession } from "./index";

interface StepOptions {
  ip: string;
  session: AppSession;
  now: Date;
}

async function userById(db: Db, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/**
 * The session's pending sign-in at `step`, with its account; null when there is none, it is older than
 * PENDING_SIGN_IN_MS, it is at another step, or the account is gone or disabled (then the state is dropped).
 */
async function pendingAt(
  db: Db,
  session: AppSession,
  steps: readonly PendingSignIn["step"][],
  now: Date,
): Promise<{ pending: PendingSignIn; user: User } | null> {
  const pending = session.get("pendingSignIn");
  if (!pending) return null;
  const user = pendingSignInLive(pending.startedAt, now) ? await userById(db, pending.userId) : null;
  if (!user || user.disabledAt) {
    session.unset("pendingSignIn");
    return null;
  }
  return steps.includes(pending.step) ? { pending, user } : null;
}

function requirePending(found: Awaited<ReturnType<typeof pendingAt>>) {
  if (!found) throw new ServiceError("secondFactorSignInExpired");
  return found;
}

/**
 * What an enrolment page shows: the account, the secret in groups of four (typed by hand) and the QR code of its
 * otpauth:// address as an SVG image drawn on the server (a data: address, so it shows without JavaScript).
 */
export interface EnrolmentView {
  email: string;
  secret: string;
  qrCode: string;
}

async function enrolmentView(email: string, enrolment: identity.Enrolment): Promise<EnrolmentView> {
  const svg = await QRCode.toString(enrolment.uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    email,
    secret: groupSecret(enrolment.secret),
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`,
  };
}

/** Which step a pending sign-in is at (for the pages' loaders), or null. */
export async function pendingSignInStep(
  db: Db,
  { session, now }: Pick<StepOptions, "session" | "now">,
): Promise<PendingSignIn["step"] | null> {
  return (await pendingAt(db, session, ["verify", "enrol", "enrolled"], now))?.pending.step ?? null;
}

/** The enrolment a staff member's pending sign-in shows (secret and QR address), with the account's address. */
export async function signInEnrolment(
  db: Db,
  { session, now }: Pick<StepOptions, "session" | "now">,
): Promise<EnrolmentView | null> {
  const found = await pendingAt(db, session, ["enrol"], now);
  if (!found) return null;
  const enrolment = await identity.enrolmentOf(db, found.user);
  return enrolment ? enrolmentView(found.user.email, enrolment) : null;
}

/** Confirms the sign-in's enrolment with the app's first code; returns the recovery codes to show once. */
export async function confirmSignInEnrolment(
  db: Db,
  input: { code: string },
  { ip, session, now }: StepOptions,
): Promise<string[]> {
  const { pending, user } = requirePending(await pendingAt(db, session, ["enrol"], now));
  const codes = await identity.confirmEnrolment(db, user, { code: input.code, ip }, now);
  session.set("pendingSignIn", { ...pending, step: "enrolled" });
  return codes;
}

async function finish(db: Db, user: User, pending: PendingSignIn, { session, now }: StepOptions) {
  const { tokens } = await identity.completeSignIn(db, user, now);
  await startSignedInSession(db, session, tokens, user.id, now);
  return pending.redirectTo;
}

/** "Codes notiert, weiter": signs in after a confirmed enrolment; returns where the sign-in was going. */
export async function finishEnrolledSignIn(db: Db, options: StepOptions): Promise<string> {
  const { pending, user } = requirePending(await pendingAt(db, options.session, ["enrolled"], options.now));
  return finish(db, user, pending, options);
}

/**
 * The code step: a right authenticator or recovery code signs in; a wrong, replayed or expired one is a form
 * error, counted against the sign-in limit. A factor reset meanwhile ends the pending sign-in.
 */
export async function verifySignInCode(
  db: Db,
  input: { code: string },
  options: StepOptions,
): Promise<string> {
  const { pending, user } = requirePending(await pendingAt(db, options.session, ["verify"], options.now));
  try {
    await identity.checkSecondFactor(db, user, { code: input.code, ip: options.ip }, options.now);
  } catch (error) {
    if (error instanceof ServiceError && error.code === "secondFactorNotOn") {
      resetSession(options.session);
      throw new ServiceError("secondFactorSignInExpired", { detail: "factor reset during sign-in" });
    }
    throw error;
  }
  return finish(db, user, pending, options);
}

/** Leaves the pending sign-in ("Abbrechen"). */
export function cancelPendingSignIn(session: AppSession): void {
  session.unset("pendingSignIn");
}

/** What the profile's second-factor page shows for the signed-in account. */
export async function ownSecondFactor(
  db: Db,
  actor: Actor,
): Promise<{
  state: identity.SecondFactorSummary["state"];
  confirmedAt: Date | null;
  recoveryLeft: number;
  staff: boolean;
  enrolment: EnrolmentView | null;
}> {
  const user = await userById(db, actor.userId);
  if (!user) throw new ServiceError("notFound", { detail: "signed-in user is gone" });
  const summary = await identity.secondFactorOf(db, user.id);
  const pending = summary.state === "pending" ? await identity.enrolmentOf(db, user) : null;
  const enrolment = pending ? await enrolmentView(user.email, pending) : null;
  return { ...summary, staff: isStaffGroups(user.groups), enrolment };
}

/** Staff acting for a customer never reach the customer's second factor; staff change their own only by reset. */
function requireOwnCustomerAccount(actor: Actor): void {
  if (actor.isStaff) throw new ServiceError("forbidden", { detail: "second factor of a staff account" });
}

/** "Bestätigungscode einrichten": begins the enrolment (a new secret, not active until confirmed). */
export async function beginOwnEnrolment(db: Db, actor: Actor): Promise<void> {
  requireOwnCustomerAccount(actor);
  await identity.beginEnrolment(db, { id: actor.userId, email: actor.email });
}

/** "Einrichtung abbrechen": drops the enrolment begun. */
export async function cancelOwnEnrolment(db: Db, actor: Actor): Promise<void> {
  requireOwnCustomerAccount(actor);
  await identity.cancelEnrolment(db, actor.userId);
}

/** Confirms the customer's enrolment with a first code; returns the recovery codes to show once. */
export async function confirmOwnEnrolment(
  db: Db,
  actor: Actor,
  input: { code: string },
  { ip, now }: { ip: string; now: Date },
): Promise<string[]> {
  requireOwnCustomerAccount(actor);
  return identity.confirmEnrolment(
    db,
    { id: actor.userId, email: actor.email },
    { code: input.code, ip },
    now,
  );
}

/**
 * "Bestätigungscode ausschalten": the current password and a current code (or a recovery code), both checked
 * like a sign-in; only then is the factor removed.
 */
export async function turnOffOwnSecondFactor(
  db: Db,
  actor: Actor,
  input: { password: string; code: string },
  { ip, now }: { ip: string; now: Date },
): Promise<void> {
  requireOwnCustomerAccount(actor);
  const user = await requireCurrentPassword(
    db,
    actor,
    { password: input.password, field: "password" },
    { ip, now },
  );
  await identity.checkSecondFactor(db, user, { code: input.code, ip }, now);
  await identity.removeSecondFactor(db, user.id);
}
