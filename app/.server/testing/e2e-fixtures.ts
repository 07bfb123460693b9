/**
 * Test-only HTTP endpoints for the Playwright fixtures (docs/decisions/0011-e2e-fixtures.md): they create a
 * customer (through the real registration service) or a staff account and hand back a signed session cookie,
 * so that an e2e test starts signed in without walking the sign-up wizard.
 * They also move the server's clock for one request: a request that carries the secret and an offset header
 * sees `runtime.clock` read the real time plus that offset (a test that would otherwise wait out a time rule).
 *
 * Mounted only when E2E_FIXTURES_SECRET is set (config.ts refuses it for a public https BASE_URL), and then
 * every request must come from a loopback socket address (not a forwarded one) and carry the secret.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID, timingSafeEqual } from "node:crypto";
import express from "express";
import { z } from "zod";
import { registrationDataSchema } from "~/domain/validation";
import { cents } from "~/domain/money";
import { STAFF_ROLES } from "~/domain/backoffice/staff";
import { priceBreakdown } from "~/domain/pricing/prices";
import { and, eq } from "drizzle-orm";
import { LETTER_DEFAULT_STYLE, LETTER_SHIPPING_GENERIC } from "~/domain/letters/constants";
import { FUNERAL_PLANS, FUNERAL_TYPES, letters, payments, proposalItems, proposals } from "../db/schema";
import * as identity from "../identity";
import type { Clock } from "../clock";
import { isLoopbackAddress } from "../http/loopback";
import { logger } from "../logger";
import type { Runtime } from "../runtime";
import { startSession } from "../services/account";
import { freezeProvisionById } from "../services/after-death/freeze";
import { registerCustomer } from "../services/registration";
import { runRecurringMails } from "../services/billing/recurring-mails";
import { createApplication, saveProvisionType } from "../services/finance";
import { insuranceFor } from "../insurance";
import { changeProvision, ownerActor, readProvision, storeNextDebits } from "../services/provisions";
import type { AppSession } from "../session";

export const E2E_FIXTURES_PATH = "/__e2e";
export const E2E_FIXTURES_HEADER = "x-e2e-fixtures-secret";
/** Milliseconds (a non-negative integer) the clock runs ahead for the request that carries it. */
export const E2E_CLOCK_OFFSET_HEADER = "x-e2e-clock-offset-ms";

/** True only for a request from this machine's loopback interface that names the secret. */
export function isFixtureRequestAllowed(
  remoteAddress: string | undefined,
  presented: string | undefined,
  secret: string,
): boolean {
  if (!isLoopbackAddress(remoteAddress) || typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const clockOffset = new AsyncLocalStorage<number>();

/** The runtime clock while the fixtures are on: the real time plus the offset of the request being handled. */
export const e2eClock: Clock = { now: () => new Date(Date.now() + (clockOffset.getStore() ?? 0)) };

/**
 * Runs the rest of the request with the clock offset it names (E2E_CLOCK_OFFSET_HEADER); refuses the
 * header, as the fixture routes refuse a request, unless the request may use the fixtures.
 */
export function e2eClockOffset(secret: string): express.RequestHandler {
  return (req, res, next) => {
    const header = req.get(E2E_CLOCK_OFFSET_HEADER);
    if (header === undefined) return next();
    const offset = Number(header);
    if (
      !/^\d+$/.test(header) ||
      !Number.isSafeInteger(offset) ||
      !isFixtureRequestAllowed(req.socket.remoteAddress, req.get(E2E_FIXTURES_HEADER), secret)
    ) {
      logger.warn({ address: req.socket.remoteAddress }, "e2e clock offset refused");
      res.status(404).end();
      return;
    }
    clockOffset.run(offset, next);
  };
}

const password = z.string().min(6).default("geheim123");
const email = z.email().optional();

const customerSchema = z.strictObject({
  email,
  password,
  /** Confirm the e-mail address (provision CONFIRMED) as the link in the sign-up mail would. */
  confirmed: z.boolean().default(false),
  /** Show the intro screens on the next private page, as after a real sign-in. */
  intro: z.boolean().default(false),
  salutation: z.enum(["sir", "madame"]).default("madame"),
  firstname: z.string().default("Anna"),
  lastname: z.string().default("Müller"),
  funeralType: z.enum(FUNERAL_TYPES).default("cremation"),
  funeralPlan: z.enum(FUNERAL_PLANS).default("high"),
  // --- profile ---
  /** The plan paid (paymentAcceptedAt and paymentAcceptedPlan set), as after a plan activation. */
  paid: z.boolean().default(false),
  // --- end profile ---
  /** The plan paid through a stored payment of this type, ordered now (implies `paid`; customer care's standing). */
  paidBy: z.enum(["sepa", "paypal"]).optional(),
  /** The customer agreed to pass their details to the partner insurer now (customer care's "partner-requests"). */
  partnerRequested: z.boolean().default(false),
  /** The trial ended yesterday (unless paid, the free plan; decision 0032). */
  trialOver: z.boolean().default(false),
  /** Paid with the price guarantee booked today (20 %), as after activating with the guarantee (decision 0039). */
  priceGuarantee: z.boolean().default(false),
  // Offer area: the offer last versioned 7 months ago with one product price drifted from the
  // catalogue, so that the summary offers the refresh.
  offerOutdated: z.boolean().default(false),
  /**
   * After death (decision 0063): the provision frozen as a confirmed death leaves it (trusted person told, the
   * owner's sessions ended: the returned cookie no longer signs in).
   */
  frozen: z.boolean().default(false),
  // --- finance area ---
  /** Birth date of the provision ("YYYY-MM-DD"). */
  birthDate: z.iso.date().default("1950-12-24"),
  /**
   * "Ich sorge selbst vor" chosen and the burial-fund application made (single payment, a Kiel address), as the
   * finance wizards' "Antrag erstellen" makes it.
   */
  application: z.boolean().default(false),
  // --- after death ---
  /** A trusted person with this e-mail; `readAccess`: the customer granted read access (decision 0040). */
  trustedPerson: z
    .strictObject({ email: z.email().optional(), readAccess: z.boolean().default(false) })
    .optional(),
  /** Complete farewell letters (text, recipient, shipping choice) as the letters wizard stores them. */
  letters: z
    .array(
      z.strictObject({
        text: z.string().min(1).max(500),
        recipient: z.strictObject({
          firstname: z.string().min(1),
          lastname: z.string().min(1),
          email: z.email().optional(),
        }),
        generic: z.enum(LETTER_SHIPPING_GENERIC),
        /** EXACT_DATE: "TT.MM", and a year (else the next occurrence). */
        day: z
          .string()
          .regex(/^\d{2}\.\d{2}$/)
          .optional(),
        year: z.number().int().optional(),
      }),
    )
    .max(12)
    .default([]),
});

const staffSchema = z.strictObject({
  email,
  password: z.string().min(12).default("geheim-e2e-staff-1"),
  role: z.enum(STAFF_ROLES).default("customercare"),
});

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.de`;

async function sessionCookie(runtime: Runtime, tokens: identity.TokenPair, intro: boolean) {
  const session: AppSession = await runtime.sessions.getSession();
  startSession(session, tokens);
  if (!intro) session.unset("showIntro");
  const header = await runtime.sessions.commitSession(session);
  const [pair = ""] = header.split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/**
 * A payment as a plan activation stores it (the first debit and the yearly debits count from it), with the plan's next
 * debit date kept as the activation keeps it (decision 0101).
 */
async function storePayment(
  db: Runtime["database"]["db"],
  provisionId: string,
  paymentType: "sepa" | "paypal",
  createdAt: Date,
  withGuarantee: boolean,
) {
  // The yearly amount as an activation stores it: 18 € plan, with the guarantee at its 20 % step 14,40 € more.
  const prices = priceBreakdown({
    planCents: cents(1800),
    withGuarantee,
    guaranteeDiscount: 20,
    couponPercent: 0,
  });
  await db.insert(payments).values({
    provisionId,
    pricingPlanId: "2",
    paymentType,
    billingAddress: {
      firstname: "Anna",
      lastname: "Müller",
      address: "Weg 1",
      postalCode: "24103",
      city: "Kiel",
    },
    priceCents: prices.total,
    priceGuaranteeDiscount: withGuarantee ? 20 : null,
    mandateReference: paymentType === "sepa" ? `VP-E2E-${provisionId.slice(0, 8)}` : null,
    createdAt,
  });
  await storeNextDebits(db, [provisionId], createdAt);
}

/** Offer area: makes the offer outdated (older than 6 months, one product snapshot below the catalogue). */
async function outdateOffer(db: Runtime["database"]["db"], proposalId: string, now: Date) {
  const sevenMonthsAgo = new Date(now.getTime() - 213 * 24 * 60 * 60 * 1000);
  await db.update(proposals).set({ lastVersionAt: sevenMonthsAgo }).where(eq(proposals.id, proposalId));
  const [item] = await db
    .select()
    .from(proposalItems)
    .where(and(eq(proposalItems.proposalId, proposalId), eq(proposalItems.kind, "basic_product")))
    .limit(1);
  if (item) {
    await db
      .update(proposalItems)
      .set({ priceCents: cents(Math.max(0, item.priceCents - 1000)) })
      .where(eq(proposalItems.id, item.id));
  }
}

type CustomerInput = z.infer<typeof customerSchema>;

/** After death (decisions 0062 and 0063): the trusted person and complete letters, stored as their pages store them. */
async function addTrustedPersonAndLetters(
  db: Runtime["database"]["db"],
  userId: string,
  trustedPerson: CustomerInput["trustedPerson"],
  farewellLetters: CustomerInput["letters"],
  now: Date,
) {
  await changeProvision(
    db,
    await ownerActor(db, userId),
    { action: "e2e.afterDeath" },
    async (tx, provision) => {
      for (const letter of farewellLetters) {
        await tx.insert(letters).values({
          provisionId: provision.id,
          content: { text: letter.text, styles: { ...LETTER_DEFAULT_STYLE } },
          recipient: {
            salutation: "madame",
            ...letter.recipient,
            street: "Lindenallee 5",
            postalcode: "24103",
            city: "Kiel",
            email: letter.recipient.email ?? null,
          },
          shippingDate: {
            generic: letter.generic,
            exact:
              letter.generic === "EXACT_DATE"
                ? {
                    day: letter.day ?? "24.12",
                    year: letter.year ? "EXACT_DATE" : "NEXT_OCCURRENCE",
                    exactYear: letter.year ? String(letter.year) : null,
                  }
                : null,
          },
          createStep: 4,
        });
      }
      if (!trustedPerson) return;
      return {
        trustedPerson: {
          salutation: "sir",
          firstname: "Thomas",
          lastname: "Vertraut",
          relationship: "Sohn",
          email: trustedPerson.email ?? null,
          phone: "+494319876543",
          readAccessGrantedAt: trustedPerson.readAccess ? now.toISOString() : null,
        },
      };
    },
  );
}

/** The fixture routes; see the module comment for who may call them. */
export function e2eFixtures(runtime: Runtime, secret: string): express.Router {
  const { db } = runtime.database;
  const router = express.Router();
  logger.warn(`e2e fixtures are on (${E2E_FIXTURES_PATH}): never run this configuration in production`);

  router.use((req, res, next) => {
    if (isFixtureRequestAllowed(req.socket.remoteAddress, req.get(E2E_FIXTURES_HEADER), secret))
      return next();
    logger.warn({ address: req.socket.remoteAddress }, "e2e fixture request refused");
    res.status(404).end();
  });
  router.use(express.json({ limit: "4kb" }));

  router.post("/customer", async (req, res, next) => {
    try {
      const input = customerSchema.safeParse(req.body ?? {});
      if (!input.success) return res.status(400).json({ error: z.prettifyError(input.error) });
      const {
        confirmed,
        intro,
        funeralType,
        funeralPlan,
        paid,
        paidBy,
        partnerRequested,
        trialOver,
        priceGuarantee,
        offerOutdated,
        frozen,
        birthDate,
        application,
        trustedPerson,
        letters: farewellLetters,
        ...person
      } = input.data;
      const data = registrationDataSchema.parse({
        ...person,
        email: person.email ?? uniqueEmail("kunde"),
        phone: "0431 1234567",
        terms: true,
      });
      const posted = {
        submissionId: randomUUID(),
        answers: {
          funeralType,
          funeralPlan,
          place: { code: "24103", city: "Kiel" },
          provisionBirth: birthDate,
        },
        data,
      };
      const result = await registerCustomer(db, posted, {
        // Not a client address: fixture sign-ups are not counted against one IP's sign-up limit.
        ip: "unknown",
        now: runtime.clock.now(),
        config: runtime.config,
      });
      if (offerOutdated) await outdateOffer(db, result.proposalId, runtime.clock.now());
      if (confirmed) {
        const now = runtime.clock.now();
        const code = await identity.createConfirmationCode(db, result.user.id, now);
        await identity.confirmAccount(db, { username: data.email, code }, now);
      }
      // --- profile ---
      if (paid || paidBy) {
        const now = runtime.clock.now();
        await changeProvision(db, await ownerActor(db, result.user.id), { action: "e2e.paid", now }, () => ({
          paymentAcceptedAt: now,
          paymentAcceptedPlan: "2",
        }));
      }
      if (paidBy) await storePayment(db, result.provisionId, paidBy, runtime.clock.now(), priceGuarantee);
      if (partnerRequested) {
        const at = runtime.clock.now();
        await changeProvision(
          db,
          await ownerActor(db, result.user.id),
          { action: "e2e.partnerRequested" },
          () => ({
            partnerConsent: { permissionGrantedAt: at.toISOString() },
            partnerConsentAt: at,
          }),
        );
      }
      // --- end profile ---
      if (priceGuarantee) {
        const now = runtime.clock.now();
        await changeProvision(
          db,
          await ownerActor(db, result.user.id),
          { action: "e2e.priceGuarantee", now },
          () => ({
            paymentAcceptedAt: now,
            paymentAcceptedPlan: "2",
            paymentPriceGuarantee: 20,
            priceGuaranteeBookedAt: now,
          }),
        );
      }
      if (trialOver) {
        await changeProvision(db, await ownerActor(db, result.user.id), { action: "e2e.trialOver" }, () => ({
          trialEndsAt: new Date(runtime.clock.now().getTime() - 24 * 60 * 60 * 1000),
        }));
      }
      if (trustedPerson || farewellLetters.length > 0) {
        await addTrustedPersonAndLetters(
          db,
          result.user.id,
          trustedPerson,
          farewellLetters,
          runtime.clock.now(),
        );
      }
      if (application) {
        const owner = await ownerActor(db, result.user.id);
        await saveProvisionType(db, owner, "PAY_BY_MYSELF");
        await createApplication(
          db,
          owner,
          {
            paymentType: "onetime",
            contact: {
              salutation: data.salutation,
              firstname: data.firstname,
              lastname: data.lastname,
              email: data.email,
              phone: data.phone,
              street: "Holstenstraße 12a",
              postalCode: "24103",
              city: "Kiel",
            },
          },
          { insurance: insuranceFor(runtime), now: runtime.clock.now() },
        );
      }
      if (frozen) {
        await freezeProvisionById(db, result.provisionId, {
          now: runtime.clock.now(),
          config: runtime.config,
        });
      }
      res.json({
        userId: result.user.id,
        email: data.email,
        password: data.password,
        provisionId: result.provisionId,
        // The contract number, for tests that need it before the overview shows it.
        number: (await readProvision(db, await ownerActor(db, result.user.id))).number,
        name: `${data.firstname} ${data.lastname}`,
        cookie: await sessionCookie(runtime, result.tokens, intro),
      });
    } catch (error) {
      next(error);
    }
  });

  router.post("/staff", async (req, res, next) => {
    try {
      const input = staffSchema.safeParse(req.body ?? {});
      if (!input.success) return res.status(400).json({ error: z.prettifyError(input.error) });
      const { role, password } = input.data;
      const now = runtime.clock.now();
      const user = await identity.createStaffUser(
        db,
        { email: input.data.email ?? uniqueEmail(role), password, role },
        now,
      );
      const tokens = await identity.issueTokens(db, user, now);
      res.json({
        userId: user.id,
        email: user.email,
        password,
        role,
        cookie: await sessionCookie(runtime, tokens, false),
      });
    } catch (error) {
      next(error);
    }
  });

  // The billing job's recurring mails at the real time plus `offsetMs` (a test that needs the pre-notification of a
  // debit a year ahead); answers how many of each kind this run queued.
  router.post("/recurring-mails", async (req, res, next) => {
    try {
      const input = z.strictObject({ offsetMs: z.number().int().min(0) }).safeParse(req.body ?? {});
      if (!input.success) return res.status(400).json({ error: z.prettifyError(input.error) });
      res.json(
        await runRecurringMails(
          db,
          runtime.config,
          new Date(runtime.clock.now().getTime() + input.data.offsetMs),
        ),
      );
    } catch (error) {
      next(error);
    }
  });

  return router;
}
