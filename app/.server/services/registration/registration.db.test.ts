import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { isServiceError, SubmissionTooSoonError } from "~/domain/errors";
import { registrationDataSchema } from "~/domain/validation";
import { beginEnrolment, confirmEnrolment, signIn, verifyAccessToken } from "../../identity";
import { useTestDatabase } from "../../testing/test-database";
import {
  graveTypes,
  mailOutbox,
  proposalItems,
  proposals,
  provisions,
  trackingEvents,
  users,
} from "../../db/schema";
import {
  findRegistrationBySubmission,
  registerCustomer,
  type RegistrationAnswers,
  type RegistrationInput,
  type RegistrationOptions,
  type RegistrationTracking,
} from "./index";
import { DEFAULT_HOTLINE } from "../../config";
import { testClock, totpCode } from "../../testing/identity";

const database = useTestDatabase();
const config = { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE };

let counter = 0;
const uniqueEmail = () => `Reg-${Date.now()}-${++counter}@Example.de`;
let ipCounter = 0;
/** Every registration from its own address unless a test says otherwise (the sign-up limit counts per IP). */
const uniqueIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const answers: RegistrationAnswers = {
  funeralType: "sea",
  funeralPlan: "basic",
  place: { code: "24103", city: "Kiel" },
  provisionBirth: "1950-12-24",
};

/** A submit: the wizard's input with the client address and the clock's instant it arrives with. */
type Submit = RegistrationInput & Pick<RegistrationOptions, "ip" | "now">;

function input(email: string, overrides: Partial<Submit> = {}): Submit {
  return {
    submissionId: randomUUID(),
    answers,
    data: registrationDataSchema.parse({
      salutation: "madame",
      firstname: "Anna",
      lastname: "Müller",
      phone: "0431 1234567",
      email,
      password: "geheim123",
      terms: true,
    }),
    params: { referrer: "zeitung", couponCode: "WILLKOMMEN10", financePartner: "ww", salesPersonId: "V-17" },
    ip: uniqueIp(),
    now: new Date(),
    ...overrides,
  };
}

/** The stored provision and the grave type it was given. */
async function provisionWithGraveType(provisionId: string) {
  const [provision] = await database.db.select().from(provisions).where(eq(provisions.id, provisionId));
  const [graveType] = await database.db
    .select()
    .from(graveTypes)
    .where(eq(graveTypes.id, provision!.graveTypeId!));
  return { provision, graveType };
}

/** Registers the submit the way the route does: the address and the instant go into the options. */
const register = ({ ip, now, ...posted }: Submit, tracking?: RegistrationTracking) =>
  registerCustomer(database.db, posted, { ip, now, config, tracking });

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, status: error.status, field: error.field };
    throw error;
  }
  throw new Error("expected a ServiceError");
}

async function counts(email: string) {
  const db = database.db;
  const lower = email.toLowerCase();
  const [p] = await db.select({ n: count() }).from(proposals).where(eq(proposals.email, lower));
  const [v] = await db.select({ n: count() }).from(provisions).where(eq(provisions.userEmail, lower));
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.email, lower));
  const [m] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, lower));
  const [e] = await db
    .select({ n: count() })
    .from(trackingEvents)
    .where(sql`${trackingEvents.data}->>'email' = ${lower}`);
  return { proposals: p?.n, provisions: v?.n, users: u?.n, mails: m?.n, events: e?.n };
}

/** The registration's clock `seconds` after the real time. */
const secondsLater = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Moves the e-mail's proposals into the past, as if they were made `days` ago. */
async function age(email: string, days: number) {
  await database.db.execute(
    sql`update proposals set created_at = created_at - make_interval(days => ${days}),
        last_version_at = last_version_at - make_interval(days => ${days})
        where email = ${email.toLowerCase()}`,
  );
}

describe("registerCustomer", () => {
  it("creates exactly one proposal, provision, user, confirmation mail and signup event, then signs in", async () => {
    const email = uniqueEmail();
    const result = await register(input(email), {
      sessionID: "s-1",
      userID: "u-1",
      utmSource: "zeitung",
      clientId: "1234567890.1764000000",
      landingPageUrl: "/register?referrer=zeitung",
      funnelEntryUrl: "/register?referrer=zeitung",
    });
    expect(result.outcome).toBe("created");
    expect(await counts(email)).toEqual({ proposals: 1, provisions: 1, users: 1, mails: 1, events: 1 });

    const lower = email.toLowerCase();
    const [proposal] = await database.db.select().from(proposals).where(eq(proposals.id, result.proposalId));
    expect(proposal).toMatchObject({
      email: lower,
      relationship: "myself",
      concernType: "provision",
      funeralType: "sea",
      funeralPlan: "basic",
      salutation: "madame",
      phone: "+494311234567",
      provisionBirth: "1950-12-24",
      placeCode: "24103",
      placeCity: "Kiel",
      sessionId: "s-1",
      trackingUserId: "u-1",
      utmSource: "zeitung",
      clientId: "1234567890.1764000000",
      referrer: "zeitung",
      sourceCookie: "zeitung",
      couponCode: "WILLKOMMEN10",
      financePartner: "ww",
      salesPersonId: "V-17",
    });

    const items = await database.db
      .select()
      .from(proposalItems)
      .where(eq(proposalItems.proposalId, result.proposalId));
    const products = items.filter((i) => i.kind === "basic_product").map((i) => i.category);
    expect(products.sort()).toEqual(["coffin", "urn"]);
    expect(items.some((i) => i.kind === "basic_service")).toBe(true);
    const itemSum = items.reduce((sum, i) => sum + i.priceCents, 0);
    expect(proposal!.priceCents).toBe(itemSum + 49_000);

    const { provision, graveType } = await provisionWithGraveType(result.provisionId);
    expect(graveType?.code).toBe("SU");
    expect(provision).toMatchObject({
      status: "NOT_CONFIRMED",
      userId: result.user.id,
      userEmail: lower,
      email: lower,
      code: "24103",
      funeralType: "sea",
      funeralPlan: "basic",
      proposalId: result.proposalId,
      phone: "+494311234567",
      firstname: "Anna",
      lastname: "Müller",
      couponCode: "WILLKOMMEN10",
      couponDiscount: 10,
      financePartner: "ww",
      salesPersonId: "V-17",
      priceCents: proposal!.priceCents,
      loginCounter: 1,
    });
    expect(provision!.lat).not.toBeNull();
    expect(provision!.proposalCreatedAt?.getTime()).toBe(proposal!.createdAt.getTime());
    expect(provision!.formSubmissionTime).toBeInstanceOf(Date);

    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, lower));
    expect(mail?.template).toBe("confirmation");
    expect(mail?.text).toContain(`https://portal.example/activate-account?code=`);
    expect(mail?.text).toContain(`username=${encodeURIComponent(lower)}`);

    const [event] = await database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.provisionId, result.provisionId));
    expect(event).toMatchObject({
      name: "signup",
      userId: result.user.id,
      sessionId: "s-1",
      trackingUserId: "u-1",
    });

    const claims = await verifyAccessToken(database.db, result.tokens.accessToken, testClock.now());
    expect(claims).toMatchObject({ sub: result.user.id, provisionId: result.provisionId });
  });

  it("stores no tracking fields without consent, and the high-plan sea grave type", async () => {
    const email = uniqueEmail();
    const result = await register({
      ...input(email, { params: {} }),
      answers: { ...answers, funeralPlan: "premium" },
    });
    const [proposal] = await database.db.select().from(proposals).where(eq(proposals.id, result.proposalId));
    expect(proposal).toMatchObject({
      sessionId: null,
      trackingUserId: null,
      utmSource: null,
      referrer: null,
    });
    const { provision, graveType } = await provisionWithGraveType(result.provisionId);
    expect(graveType?.code).toBe("SB");
    expect(provision).toMatchObject({ couponCode: null, financePartner: null });
  });

  it("a resubmit with the same submission id creates nothing new and signs the same user in", async () => {
    const email = uniqueEmail();
    const first = input(email);
    const created = await register(first);
    const again = await register(first);
    expect(again).toMatchObject({
      outcome: "replayed",
      provisionId: created.provisionId,
      proposalId: created.proposalId,
    });
    expect(again.user.id).toBe(created.user.id);
    expect(await counts(email)).toEqual({ proposals: 1, provisions: 1, users: 1, mails: 1, events: 1 });
    expect(await findRegistrationBySubmission(database.db, first.submissionId)).toEqual({
      userId: created.user.id,
      email: email.toLowerCase(),
      provisionId: created.provisionId,
      proposalId: created.proposalId,
    });
  });

  it("two concurrent submits of one wizard run create one registration", async () => {
    const email = uniqueEmail();
    const same = input(email);
    const results = await Promise.all([register(same), register(same)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["created", "replayed"]);
    expect(await counts(email)).toEqual({ proposals: 1, provisions: 1, users: 1, mails: 1, events: 1 });
  });

  it("a resubmit of a finished wizard run with another e-mail is refused as emailExist", async () => {
    const email = uniqueEmail();
    const first = input(email);
    await register(first);
    const other = uniqueEmail();
    expect(await failure(() => register({ ...input(other), submissionId: first.submissionId }))).toEqual({
      code: "UsernameExistsException",
      status: 400,
      field: "email",
    });
    expect(await counts(other)).toEqual({ proposals: 0, provisions: 0, users: 0, mails: 0, events: 0 });
  });

  it("refuses a second proposal for the same e-mail within 60 s and stores nothing", async () => {
    const email = uniqueEmail();
    await register(input(email));
    const error = await register(input(email)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmissionTooSoonError);
    expect(error).toMatchObject({ code: "LimitExceededException", status: 429, field: undefined });
    expect(await counts(email)).toEqual({ proposals: 1, provisions: 1, users: 1, mails: 1, events: 1 });
  });

  it("measures the gap on the registration's clock: 59 s later refused, 61 s later past the gap", async () => {
    const email = uniqueEmail();
    const first = input(email);
    await register(first);
    const at = (seconds: number) => ({ now: new Date(first.now.getTime() + seconds * 1000) });
    const early = await register(input(email, at(59))).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(SubmissionTooSoonError);
    await expect(register(input(email, at(61)))).resolves.toMatchObject({
      outcome: "continued",
    });
  });

  it("refuses a taken e-mail whose proposal is not from today: User already exists", async () => {
    const email = uniqueEmail();
    await register(input(email));
    await age(email, 2);
    expect(await failure(() => register(input(email.toUpperCase())))).toEqual({
      code: "UsernameExistsException",
      status: 400,
      field: "email",
    });
    expect(await counts(email)).toEqual({ proposals: 1, provisions: 1, users: 1, mails: 1, events: 1 });
  });

  it("tolerates the same person continuing today (right password): a new proposal, the same provision", async () => {
    const email = uniqueEmail();
    const first = await register(input(email));
    // More than 60 s later by the clock, still today.
    const next = await register({
      ...input(email, { now: secondsLater(120) }),
      answers: { ...answers, funeralType: "tree", funeralPlan: "high" },
    });
    expect(next.outcome).toBe("continued");
    expect(next.user.id).toBe(first.user.id);
    expect(next.provisionId).toBe(first.provisionId);
    expect(next.proposalId).not.toBe(first.proposalId);
    const [provision] = await database.db
      .select()
      .from(provisions)
      .where(eq(provisions.id, first.provisionId));
    expect(provision).toMatchObject({
      funeralType: "tree",
      funeralPlan: "high",
      proposalId: next.proposalId,
    });
    expect(await counts(email)).toEqual({ proposals: 2, provisions: 1, users: 1, mails: 2, events: 2 });
  });

  it("never continues a frozen provision (a confirmed death): the e-mail is taken and nothing changes", async () => {
    const email = uniqueEmail();
    const first = await register(input(email));
    await database.db
      .update(provisions)
      .set({ frozenAt: secondsLater(60) })
      .where(eq(provisions.id, first.provisionId));
    const [before] = await database.db.select().from(provisions).where(eq(provisions.id, first.provisionId));
    const next = input(email, { now: secondsLater(120) });
    next.data = { ...next.data, firstname: "Bernd", lastname: "Schulze" };
    expect(
      await failure(() =>
        register({ ...next, answers: { ...answers, funeralType: "tree", funeralPlan: "high" } }),
      ),
    ).toMatchObject({ code: "UsernameExistsException", status: 400, field: "email" });
    const [after] = await database.db.select().from(provisions).where(eq(provisions.id, first.provisionId));
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      firstname: "Anna",
      lastname: "Müller",
      funeralType: "sea",
      funeralPlan: "basic",
    });
  });

  it("does not continue an account with a second factor, even with the right password: sign in instead", async () => {
    const email = uniqueEmail();
    const first = await register(input(email));
    const { secret } = await beginEnrolment(database.db, first.user);
    await confirmEnrolment(
      database.db,
      first.user,
      { code: totpCode(secret, testClock.now()), ip: uniqueIp() },
      testClock.now(),
    );
    expect(await failure(() => register(input(email, { now: secondsLater(120) })))).toMatchObject({
      code: "UsernameExistsException",
    });
    expect(await counts(email)).toMatchObject({ proposals: 1, provisions: 1, users: 1 });
  });

  it("treats someone continuing today with a wrong password as User already exists", async () => {
    const email = uniqueEmail();
    await register(input(email));
    const wrong = input(email, { now: secondsLater(120) });
    wrong.data = { ...wrong.data, password: "anderes-passwort" };
    expect(await failure(() => register(wrong))).toMatchObject({
      code: "UsernameExistsException",
    });
    expect(await counts(email)).toMatchObject({ proposals: 1, provisions: 1, users: 1 });
  });

  it("counts the password check of the same-day path as a sign-in attempt: the sixth is refused, even right", async () => {
    const email = uniqueEmail();
    await register(input(email));
    const ip = uniqueIp();
    const attempt = (password: string) => {
      const posted = input(email, { ip, now: secondsLater(120) });
      posted.data = { ...posted.data, password };
      return failure(() => register(posted));
    };
    for (let i = 0; i < 5; i++) {
      expect(await attempt(`falsch-${i}`)).toMatchObject({ code: "UsernameExistsException" });
    }
    const limited = { code: "LimitExceededException", status: 429, field: undefined };
    expect(await attempt("falsch-6")).toEqual(limited);
    expect(await attempt("geheim123")).toEqual(limited);
    // The same counter as sign-in: the account is locked there too, from another address.
    expect(
      await failure(() =>
        signIn(database.db, { email, password: "geheim123", ip: uniqueIp() }, testClock.now()),
      ),
    ).toMatchObject({ code: "LimitExceededException" });
    expect(await counts(email)).toMatchObject({ proposals: 1, provisions: 1, users: 1, mails: 1 });
  });

  it("creates at most 10 accounts per IP within an hour; the 11th stores nothing", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await register(input(uniqueEmail(), { ip }));
    const email = uniqueEmail();
    expect(await failure(() => register(input(email, { ip })))).toEqual({
      code: "LimitExceededException",
      status: 429,
      field: undefined,
    });
    expect(await counts(email)).toEqual({ proposals: 0, provisions: 0, users: 0, mails: 0, events: 0 });
    // Another address may still sign up.
    await expect(register(input(email))).resolves.toMatchObject({
      outcome: "created",
    });
  }, 60_000);
});
