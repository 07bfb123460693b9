/** Test data for the customer-care tests: a customer with user, proposal and provision. */
import type { Db } from "../db/client";
import { proposals, provisions, users } from "../db/schema";

export interface CustomerOptions {
  email: string;
  /** Contact e-mail of the provision (the alternate address admins may use). */
  contactEmail?: string;
  confirmed?: boolean;
  paid?: boolean;
  /** Without a proposal the provision has no opportunity. */
  withProposal?: boolean;
}

export async function createCustomer(db: Db, options: CustomerOptions) {
  const status = options.confirmed ? "CONFIRMED" : "NOT_CONFIRMED";
  const [user] = await db
    .insert(users)
    .values({ email: options.email, passwordHash: "x", status })
    .returning();
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
