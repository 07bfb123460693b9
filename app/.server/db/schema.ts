/**
 * The database schema of the Vorsorgeportal (Drizzle, PostgreSQL). Migrations in ./drizzle are generated from
 * this file with `npx drizzle-kit generate`; never edit them by hand.
 *
 * Conventions: snake_case columns, uuid keys (`gen_random_uuid()`) or natural text keys for reference data,
 * money as integer cents, timestamps with time zone, `updated_at` maintained by Drizzle on update.
 */
export * from "./schema/enums";
export * from "./schema/identity";
export * from "./schema/catalog";
export * from "./schema/provision";
export * from "./schema/platform";
export * from "./schema/after-death";

import type { users, identityTokens, signingKeys, loginAttempts, passkeys } from "./schema/identity";
import type {
  coupons,
  extras,
  funeralSites,
  graveTypes,
  plans,
  priceGuaranteePlans,
  pricingPlans,
  products,
  services,
} from "./schema/catalog";
import type {
  guests,
  letters,
  payments,
  proposalItems,
  proposals,
  provisions,
  readAccessLinks,
} from "./schema/provision";
import type {
  auditLog,
  cancellations,
  contentEntries,
  mailOutbox,
  postalCodes,
  scheduledMails,
  trackingEvents,
  wizardDrafts,
} from "./schema/platform";
import type { deathReports, letterDispatches } from "./schema/after-death";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type IdentityToken = typeof identityTokens.$inferSelect;
export type NewIdentityToken = typeof identityTokens.$inferInsert;
export type SigningKey = typeof signingKeys.$inferSelect;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type Plan = typeof plans.$inferSelect;
export type PricingPlan = typeof pricingPlans.$inferSelect;
export type PriceGuaranteePlan = typeof priceGuaranteePlans.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type GraveType = typeof graveTypes.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Service = typeof services.$inferSelect;
export type Extra = typeof extras.$inferSelect;
export type FuneralSite = typeof funeralSites.$inferSelect;
export type Proposal = typeof proposals.$inferSelect;
export type NewProposal = typeof proposals.$inferInsert;
export type ProposalItem = typeof proposalItems.$inferSelect;
export type NewProposalItem = typeof proposalItems.$inferInsert;
export type Provision = typeof provisions.$inferSelect;
export type NewProvision = typeof provisions.$inferInsert;
export type Letter = typeof letters.$inferSelect;
export type NewLetter = typeof letters.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type PostalCode = typeof postalCodes.$inferSelect;
export type ContentEntry = typeof contentEntries.$inferSelect;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
export type NewMailOutboxEntry = typeof mailOutbox.$inferInsert;
export type TrackingEvent = typeof trackingEvents.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type WizardDraft = typeof wizardDrafts.$inferSelect;
export type Guest = typeof guests.$inferSelect;
export type NewGuest = typeof guests.$inferInsert;
export type ReadAccessLink = typeof readAccessLinks.$inferSelect;
export type ScheduledMail = typeof scheduledMails.$inferSelect;
export type Cancellation = typeof cancellations.$inferSelect;
export type DeathReport = typeof deathReports.$inferSelect;
export type LetterDispatch = typeof letterDispatches.$inferSelect;
