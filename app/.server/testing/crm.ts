/** Test data for the service tests: a customer with user, proposal and provision; staff; refusals. */
import { eq } from "drizzle-orm";
import { isServiceError } from "~/domain/errors";
import { cents } from "~/domain/money";
import type { Db } from "../db/client";
import { payments, proposals, provisions, users } from "../db/schema";
import { registerUser } from "../identity";
import { storeNextDebits, type ProvisionActor } from "../services/provisions";

export interface CustomerOptions {
  email: string;
  /** Contact e-mail of the provision (the alternate address admins may use). */
  contactEmail?: string;
  confirmed?: boolean;
  paid?: boolean;
  /** Without a proposal the provision has no opportunity. */
  withProposal?: boolean;
  /** A real password (hashed like a sign-up); without one the account has a hash nothing matches. */
  password?: string;
}

export async function createCustomer(db: Db, options: CustomerOptions) {
  const status = options.confirmed ? "CONFIRMED" : "NOT_CONFIRMED";
  const [user] = options.password
    ? await db
        .update(users)
        .set({ status })
        .where(
          eq(
            users.id,
            (await registerUser(db, { email: options.email, password: options.password }, new Date())).user
              .id,
          ),
        )
        .returning()
    : await db.insert(users).values({ email: options.email, passwordHash: "x", status }).returning();
  const proposal =
    options.withProposal === false
      ? null
      : (
          await db
            .insert(proposals)
            .values({
              funeralType: "cremation",
              funeralPlan: "basic",
              email: options.email,
              firstname: "Erika",
              lastname: "Muster",
              phone: "+494311234567",
              placeCode: "24103",
              placeCity: "Kiel",
            })
            .returning()
        )[0]!;
  const [provision] = await db
    .insert(provisions)
    .values({
      userId: user!.id,
      userEmail: options.email,
      email: options.contactEmail,
      proposalId: proposal?.id,
      funeralType: "cremation",
      funeralPlan: "basic",
      status,
      firstname: "Erika",
      lastname: "Muster",
      phone: "+494311234567",
      street: "Holstenstraße 1",
      postalCode: "24103",
      city: "Kiel",
      ...(options.paid ? { paymentAcceptedAt: new Date(), paymentAcceptedPlan: "plan-basic" } : {}),
    })
    .returning();
  return { user: user!, proposal, provision: provision! };
}

export async function createStaff(db: Db, email = "care@vorsorgeportal.de") {
  const [user] = await db
    .insert(users)
    .values({ email, status: "CONFIRMED", groups: ["customercare"] })
    .returning();
  return user!;
}

/**
 * A SEPA payment of the provision, made by Erika Muster for the basic plan; `change` sets other values. Written outside
 * a change of the provision, so the plan's next debit date is kept here as a booking keeps it (decision 0101), for the
 * day of `now` (by default the payment's time).
 */
export async function addPayment(
  db: Db,
  provisionId: string,
  change: Partial<typeof payments.$inferInsert> = {},
  { now = change.createdAt ?? new Date() }: { now?: Date } = {},
) {
  await db.insert(payments).values({
    provisionId,
    pricingPlanId: "plan-basic",
    paymentType: "sepa",
    billingAddress: {
      firstname: "Erika",
      lastname: "Muster",
      address: "Weg 1",
      postalCode: "24103",
      city: "Kiel",
    },
    priceCents: cents(3600),
    ...change,
  });
  await storeNextDebits(db, [provisionId], now);
}

/** A customer (as `createCustomer`) and the actor that is its owner, acting on its own provision. */
export async function createOwner(db: Db, options: CustomerOptions) {
  const created = await createCustomer(db, options);
  const actor: ProvisionActor = {
    userId: created.user.id,
    isStaff: false,
    ownProvisionId: created.provision.id,
    heldProvisionId: null,
  };
  return { ...created, actor };
}

/** Code, status and field of the ServiceError that `run` throws; anything else (or nothing) fails the test. */
export async function serviceFailure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) {
      return {
        code: error.code,
        status: error.status,
        ...(error.field === undefined ? {} : { field: error.field }),
      };
    }
    throw error;
  }
  throw new Error("expected a ServiceError");
}
