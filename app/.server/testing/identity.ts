/** Helpers for the identity tests (imported by *.test.ts only). */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { eq } from "drizzle-orm";
import { letters, proposals, provisions, users, type Provision, type User } from "../db/schema";
import { Secret, TOTP } from "otpauth";
import { registerUser } from "../identity/accounts";
import { beginEnrolment, confirmEnrolment } from "../identity/second-factor";
import { completeSignIn, signIn } from "../identity/signin";
import type { TokenPair } from "../identity/tokens";
import type { Clock } from "../clock";
import { cents } from "~/domain/money";
import { registrationDataSchema } from "~/domain/validation";
import { addPayment } from "./crm";
import type { RegistrationAnswers, RegistrationInput } from "../services/registration/types";

export const PASSWORD = "geheim123";
/** Staff passwords need at least 12 characters (decision 0028). */
export const STAFF_PASSWORD = "geheim-staff-12";

let counter = 0;
/** A unique e-mail (and IP) per call, so rate limits of one test do not touch another. */
export function unique(prefix = "kunde"): { email: string; ip: string } {
  counter += 1;
  return {
    email: `${prefix}${counter}.${Date.now()}@example.de`,
    ip: `10.0.${Math.floor(counter / 250)}.${counter % 250}`,
  };
}

/**
 * What the sign-up's last step posts for Anna Müller, born 1950-12-24, in Kiel: a cremation of the basic plan
 * unless `answers` say otherwise, with a unique e-mail that starts with `prefix`.
 */
export function signUpInput(prefix: string, answers: Partial<RegistrationAnswers> = {}): RegistrationInput {
  return {
    submissionId: randomUUID(),
    answers: {
      funeralType: "cremation",
      funeralPlan: "basic",
      place: { code: "24103", city: "Kiel" },
      provisionBirth: "1950-12-24",
      ...answers,
    },
    data: registrationDataSchema.parse({
      salutation: "madame",
      firstname: "Anna",
      lastname: "Müller",
      phone: "0431 1234567",
      email: unique(prefix).email,
      password: PASSWORD,
      terms: true,
    }),
  };
}

let offset = 0;
/**
 * The clock of the identity tests: the real time plus what `travel` moved it by. Tests pass `testClock.now()`
 * as `now`, and put it into a runtime (`clock: testClock`) whose routes and services should see the same time.
 */
export const testClock: Clock = { now: () => new Date(Date.now() + offset) };
/** Moves `testClock` by `ms` (cumulative; back to the real time with `resetTravel`). */
export function travel(ms: number): void {
  offset += ms;
}
export function resetTravel(): void {
  offset = 0;
}

/** A registered customer with a provision (name Erika Muster), a letter and a payment. */
export async function createCustomer(
  db: Db,
  email = unique().email,
): Promise<{ user: User; provision: Provision; proposalId: string }> {
  const { user } = await registerUser(db, { email, password: PASSWORD }, testClock.now());
  const [proposal] = await db
    .insert(proposals)
    .values({ funeralType: "cremation", funeralPlan: "basic", email: user.email })
    .returning({ id: proposals.id });
  const [provision] = await db
    .insert(provisions)
    .values({
      userId: user.id,
      userEmail: user.email,
      proposalId: proposal!.id,
      funeralType: "cremation",
      funeralPlan: "basic",
      firstname: "Erika",
      lastname: "Muster",
    })
    .returning();
  await db.insert(letters).values({ provisionId: provision!.id });
  await addPayment(db, provision!.id, { pricingPlanId: "base", priceCents: cents(1800) });
  return { user, provision: provision!, proposalId: proposal!.id };
}

/** A customer-care account with a password (the groups decide the session lifetimes). */
export async function createCareUser(db: Db): Promise<User> {
  const { user } = await createCustomer(db);
  const [staff] = await db
    .update(users)
    .set({ groups: ["customercare"] })
    .where(eq(users.id, user.id))
    .returning();
  return staff!;
}

/** The ServiceError code a call fails with, or "resolved". */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string }) => error.code,
  );

/** The current code of an authenticator with this Base32 secret (what the person's app shows at `now`). */
export function totpCode(secret: string, now: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });
}

/**
 * Signs in with a password and walks a second step the account needs (decision 0093): a staff member who must
 * enrol enrols with the app's current code; an account with an active factor is refused here (the test gives
 * the code itself). Returns what a sign-in without second step returns.
 */
export async function signInThroughEnrolment(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<{ user: User; tokens: TokenPair }> {
  const result = await signIn(db, input, now);
  if (!("secondFactor" in result)) return result;
  if (result.secondFactor !== "enrol") throw new Error("the account asks for its code: give it in the test");
  const { secret } = await beginEnrolment(db, result.user);
  await confirmEnrolment(db, result.user, { code: totpCode(secret, now), ip: input.ip }, now);
  return completeSignIn(db, result.user, now);
}
