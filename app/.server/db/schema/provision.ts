import { sql, type SQLWrapper } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedBy, timestamptz, uuidKey, version, createdAt, timestamps } from "./columns";
import {
  accountStatusEnum,
  funeralPlanEnum,
  funeralTypeEnum,
  paymentTypeEnum,
  productCategoryEnum,
  proposalItemKindEnum,
  provisionStateEnum,
  type FinancialProvisionType,
  type Salutation,
} from "./enums";
import type { LetterRecipient } from "~/domain/letters";
import type { Cents } from "~/domain/money";
import { FOLD_FROM, FOLD_REPLACE, FOLD_TO } from "~/domain/backoffice/name-fold";
import { coupons, extras, funeralSites, graveTypes, products, services } from "./catalog";
import { users } from "./identity";
import { partnerApiKeys } from "./platform";

/**
 * The German calendar day of an instant as month × 100 + day (1 March → 301): immutable, so an index can hold
 * it. A query uses this same expression to be served by `payments_anniversary_idx`.
 */
export const monthDayInGermany = (instant: SQLWrapper) =>
  sql<number>`((extract(month from (${instant} at time zone 'Europe/Berlin')) * 100 + extract(day from (${instant} at time zone 'Europe/Berlin')))::int)`;
/**
 * The customer lists' order by name (decision 0066): last name, then first name, regardless of case, a missing
 * name as empty. The same expressions make `provisions_name_sort_idx`, so that a list's page by name walks it, and
 * serve the name search's short words, each a whole last or first name (`provisions_firstname_key_idx`).
 */
export const nameSortKeys = (lastname: SQLWrapper, firstname: SQLWrapper) =>
  [sql`lower(coalesce(${lastname}, ''))`, sql`lower(coalesce(${firstname}, ''))`] as const;

/** One name part folded as `foldName` (~/domain/backoffice/name-fold) folds it; the constants are SQL literals. */
const foldedPart = (part: SQLWrapper) =>
  FOLD_REPLACE.reduce(
    (folded, [from, to]) => sql`replace(${folded}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`,
    sql`lower(translate(coalesce(${part}, ''), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`,
  );

/**
 * The name search's folded key (decision 0096): first and last name, each folded ("Müller", "Mueller", "Muller" →
 * "muller"), joined by a space. `provisions_name_fold_trgm_idx` holds it; the search asks `like '%word%'` of the
 * same expression with the word folded by `foldName`.
 */
export const nameFoldKey = (firstname: SQLWrapper, lastname: SQLWrapper) =>
  sql`(${foldedPart(firstname)} || ' ' || ${foldedPart(lastname)})`;

/**
 * A proposal: the offer created by the sign-up funnel (POST /proposals), with registration and tracking data.
 * Its items (products, services, extras) live in `proposal_items`.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuidKey(),
    funeralType: funeralTypeEnum("funeral_type").notNull(),
    funeralPlan: funeralPlanEnum("funeral_plan").notNull(),
    funeralSiteId: text("funeral_site_id").references(() => funeralSites.id, { onDelete: "set null" }),
    graveTypeId: text("grave_type_id").references(() => graveTypes.id, { onDelete: "set null" }),
    /** "myself" for the portal's own funnel. */
    relationship: text("relationship").notNull().default("myself"),
    /** "provision" for the portal's own funnel. */
    concernType: text("concern_type").notNull().default("provision"),
    // Registration data.
    salutation: text("salutation").$type<Salutation>(),
    firstname: text("firstname"),
    lastname: text("lastname"),
    /** Lower-cased. */
    email: text("email"),
    phone: text("phone"),
    provisionBirth: date("provision_birth", { mode: "string" }),
    placeCity: text("place_city"),
    placeCode: text("place_code"),
    // Tracking fields.
    trackingUserId: text("tracking_user_id"),
    sessionId: text("session_id"),
    utmMedium: text("utm_medium"),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    clientidGclid: text("clientid_gclid"),
    /** Affiliate source, at most 255 characters. */
    sourceCookie: text("source_cookie"),
    clientId: text("client_id"),
    landingPageUrl: text("landing_page_url"),
    funnelEntryUrl: text("funnel_entry_url"),
    // URL parameters.
    referrer: text("referrer"),
    couponCode: text("coupon_code"),
    financePartner: text("finance_partner"),
    salesPersonId: text("sales_person_id"),
    /** The partner whose API key created this proposal (POST /api/v1/proposals); null for the portal's funnel. */
    partnerApiKeyId: uuid("partner_api_key_id").references(() => partnerApiKeys.id, { onDelete: "set null" }),
    /** Total net price snapshot in cents at the last calculation. */
    priceCents: integer("price_cents").$type<Cents>(),
    /** When the offer was last versioned (refresh, item change); drives "offer outdated" and "user already exists". */
    lastVersionAt: timestamptz("last_version_at").notNull().defaultNow(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index("proposals_email_idx").on(t.email),
    index("proposals_funeral_site_idx").on(t.funeralSiteId),
    // "offer-outdated" (decision 0066) reads each open offer's age from the index alone.
    index("proposals_version_idx").on(t.id, t.lastVersionAt),
    // "offer-outdated"'s page by its date (decision 0066): the offers walked by their last version, up to the page.
    index("proposals_last_version_idx").on(t.lastVersionAt, t.id),
    check("proposals_source_cookie_len_chk", sql`char_length(${t.sourceCookie}) <= 255`),
  ],
);

/** One product, service or extra of a proposal, with the price at the time it was added. */
export const proposalItems = pgTable(
  "proposal_items",
  {
    id: uuidKey(),
    proposalId: ownedBy("proposal_id", () => proposals.id),
    kind: proposalItemKindEnum("kind").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "restrict" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "restrict" }),
    extraId: uuid("extra_id").references(() => extras.id, { onDelete: "restrict" }),
    /** Product category, for product items. */
    category: productCategoryEnum("category"),
    /** Snapshot of article number (products) or identifier (services) or key (extras). */
    reference: text("reference").notNull(),
    /** Snapshot of the short name shown in the offer. */
    name: text("name").notNull(),
    priceCents: integer("price_cents").$type<Cents>().notNull(),
    /** Snapshot of the VAT class in percent (19, or 7 for flowers) at the time the item was added or refreshed. */
    vatRate: integer("vat_rate").notNull().default(19),
    quantity: integer("quantity").notNull().default(1),
    sort: integer("sort").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("proposal_items_proposal_idx").on(t.proposalId, t.kind),
    uniqueIndex("proposal_items_product_key").on(t.proposalId, t.productId),
    uniqueIndex("proposal_items_service_key").on(t.proposalId, t.serviceId),
    uniqueIndex("proposal_items_extra_key").on(t.proposalId, t.extraId),
    // Per article its items ordered by the snapshot (price, name) with their offer: "offer-outdated" reads the
    // offers whose item differs from the article as index ranges beside the matching items, without the table
    // (decision 0066); the restrict check of a deleted article and the catalogue's impact count use the article.
    index("proposal_items_product_snapshot_idx")
      .on(t.productId, t.priceCents, t.name, t.proposalId)
      .where(sql`${t.productId} is not null`),
    index("proposal_items_service_snapshot_idx")
      .on(t.serviceId, t.priceCents, t.name, t.proposalId)
      .where(sql`${t.serviceId} is not null`),
    index("proposal_items_extra_snapshot_idx")
      .on(t.extraId, t.priceCents, t.name, t.proposalId)
      .where(sql`${t.extraId} is not null`),
    check("proposal_items_one_ref_chk", sql`num_nonnulls(${t.productId}, ${t.serviceId}, ${t.extraId}) = 1`),
    check(
      "proposal_items_kind_ref_chk",
      sql`(${t.kind} in ('basic_product', 'optional_product') and ${t.productId} is not null and ${t.category} is not null)
        or (${t.kind} in ('basic_service', 'optional_service') and ${t.serviceId} is not null)
        or (${t.kind} = 'extra' and ${t.extraId} is not null)`,
    ),
    check("proposal_items_quantity_chk", sql`${t.quantity} > 0`),
    check("proposal_items_vat_rate_chk", sql`${t.vatRate} in (7, 19)`),
  ],
);

export interface TrustedPerson {
  salutation?: Salutation | null;
  firstname: string;
  lastname: string;
  relationship?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** Optional (decision 0040): without one the customer tells the person; no mail is sent. */
  email?: string | null;
  phone: string;
  note?: string | null;
  notified?: boolean;
  notifiedAt?: string | null;
  /** ISO timestamp when the customer granted read access. */
  readAccessGrantedAt?: string | null;
}

/** The fees a frozen plan keeps (integer cents; the site fee null when the site named no price). */
export interface FrozenFees {
  planFeeCents: Cents;
  siteFeeCents: Cents | null;
}

export interface AdditionalCost {
  name: string;
  /** Whole euros as entered, in integer cents (docs/decisions/0014-money.md). */
  estimatedPriceCents: Cents;
}

/** Overrides of the default products and services. */
export interface Customizations {
  products?: { added?: string[]; removed?: string[] };
  services?: { added?: string[]; removed?: string[] };
  [key: string]: unknown;
}

/** The applied-for insurance apart from its amounts (those are the `insurance…Cents` columns). */
export interface InsuranceTariff {
  paymentType?: "onetime" | "monthly";
  name?: string;
  [key: string]: unknown;
}

/** An amount of money: integer cents (docs/decisions/0014-money.md). */
const centsColumn = (name: string) => bigint(name, { mode: "number" }).$type<Cents>();

/**
 * The customer's provision: account plan data and everything the portal edits. Updates use optimistic locking:
 * `update … set …, version = version + 1 where id = $1 and version = $2`.
 */
export const provisions = pgTable(
  "provisions",
  {
    id: uuidKey(),
    /** Human-readable provision number, assigned by the database. */
    number: integer("number").notNull().generatedByDefaultAsIdentity({ startWith: 100001 }),
    /** Postal code of the place chosen in the sign-up wizard (registration `place.code`); lat/lon are its coordinates. */
    code: text("code"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "set null" }),
    proposalCreatedAt: timestamptz("proposal_created_at"),
    formSubmissionTime: timestamptz("form_submission_time"),
    // Funeral.
    funeralPlan: funeralPlanEnum("funeral_plan").notNull(),
    funeralType: funeralTypeEnum("funeral_type").notNull(),
    funeralSiteId: text("funeral_site_id").references(() => funeralSites.id, { onDelete: "set null" }),
    graveTypeId: text("grave_type_id").references(() => graveTypes.id, { onDelete: "set null" }),
    graveTypeNote: text("grave_type_note"),
    state: provisionStateEnum("state"),
    status: accountStatusEnum("status").notNull().default("NOT_CONFIRMED"),
    customizations: jsonb("customizations").$type<Customizations>(),
    // Price and payment.
    priceCents: integer("price_cents").$type<Cents>(),
    couponCode: text("coupon_code").references(() => coupons.code, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    couponDiscount: integer("coupon_discount"),
    paymentAcceptedAt: timestamptz("payment_accepted_at"),
    paymentAcceptedPlan: text("payment_accepted_plan"),
    /** Discount percent of the booked price guarantee (0, 10, 20, 25, 50); null when not booked. */
    paymentPriceGuarantee: integer("payment_price_guarantee"),
    priceGuaranteeBookedAt: timestamptz("price_guarantee_booked_at"),
    /**
     * A price-guarantee discount step (0, 10, 20, 25, 50) that customer care granted this customer (decision
     * 0035); null when none was granted. The customer can never set it.
     */
    grantedStep: integer("granted_step"),
    requestedDocumentsAt: timestamptz("requested_documents_at"),
    /** Offer lock (isOfferLocked): set while an offer change runs, cleared when it ends; stale after 30 s. */
    offerLockedAt: timestamptz("offer_locked_at"),
    /** When the customer gave explicit consent (GDPR Art. 9) to store wishes that may reveal religious belief. */
    wishesConsentAt: timestamptz("wishes_consent_at"),
    /** End of the free trial (4 weeks from the start of the account). */
    trialEndsAt: timestamptz("trial_ends_at"),
    /** When the contract was cancelled (§ 312k BGB page or customer care). */
    cancelledAt: timestamptz("cancelled_at"),
    /**
     * When an admin confirmed the customer's reported death (decision 0062): from then on the provision is
     * read-only, billing has stopped and only the after-death workflow changes anything.
     */
    frozenAt: timestamptz("frozen_at"),
    /**
     * The plan fee and the site fee as they were when the plan froze (decision 0062): the offer's items are
     * a snapshot already, these two are otherwise read live from the catalogue, so a later change of the
     * catalogue or of the site's fees never moves a frozen plan's price. Null while not frozen.
     */
    frozenFees: jsonb("frozen_fees").$type<FrozenFees>(),
    /**
     * The first payment's time, `min(payments.created_at)` of this provision; null without a payment. Kept by the
     * database (trigger `payments_provision_dates`, migrations 0019 and 0020) on every insert, update and delete of
     * a payment, so that no writer has to: the yearly debit falls on its anniversaries (`nextDebitOn`, decision 0101).
     * Never written by the application.
     */
    firstPaidAt: timestamptz("first_paid_at"),
    /**
     * The latest end of one of its payments, `max(payments.ended_at)` (PayPal reported it cancelled, suspended or
     * expired); null while none ended. Kept by the same trigger as `firstPaidAt` (migration 0020): customer care's
     * "unpaid" list reads its rows and date from it (`provisions_unpaid_idx`, decision 0066). Never written by the
     * application.
     */
    paymentEndedAt: timestamptz("payment_ended_at"),
    /**
     * The type of its latest payment (by `created_at`); null without a payment. Kept by the same trigger (migration
     * 0020): "sepa-due" reads only the provisions whose latest payment is a SEPA mandate, from its index, without
     * reading each one's payments (decision 0066). Never written by the application.
     */
    lastPaymentType: paymentTypeEnum("last_payment_type"),
    /**
     * The date of the next yearly debit (decision 0101), always `nextDebitOf` (~/domain/billing/trial) of this row's
     * facts on the day it was last written: null while no debit will come (no payment, not paid, cancelled, frozen).
     * Written only by services/provisions.ts: by every change that moves one of those facts (a change of the plan or
     * a payment written inside it, a cancellation, PayPal's end, a freeze or thaw) and, on the day after a debit, by
     * the billing job (`renewNextDebits`). Customer care's "sepa-due" reads its rows and its date from it.
     */
    nextDebitOn: date("next_debit_on", { mode: "string" }),
    loginCounter: integer("login_counter").notNull().default(0),
    // Person.
    salutation: text("salutation").$type<Salutation>(),
    firstname: text("firstname"),
    lastname: text("lastname"),
    street: text("street"),
    postalCode: text("postal_code"),
    city: text("city"),
    /** Login e-mail of the owner, lower-cased. */
    userEmail: text("user_email").notNull(),
    /** Contact e-mail (may differ from the login e-mail): the last confirmed one, where mail goes. */
    email: text("email"),
    /** A new contact e-mail awaiting confirmation by its link (decision 0029); no mail goes there until then. */
    pendingEmail: text("pending_email"),
    /** E.164. */
    phone: text("phone"),
    provisionBirth: date("provision_birth", { mode: "string" }),
    trustedPerson: jsonb("trusted_person").$type<TrustedPerson>(),
    // Wishes.
    music: text("music"),
    musicLeftToSurvivors: boolean("music_left_to_survivors").notNull().default(false),
    quote: text("quote"),
    quoteLeftToSurvivors: boolean("quote_left_to_survivors").notNull().default(false),
    personalNotification: text("personal_notification"),
    personalNotificationLeftToSurvivors: boolean("personal_notification_left_to_survivors")
      .notNull()
      .default(false),
    // Finance.
    financialProvisionType: text("financial_provision_type").$type<FinancialProvisionType>(),
    financialProvisionNote: text("financial_provision_note"),
    existingInsuranceType: text("existing_insurance_type"),
    existingInsuranceCompany: text("existing_insurance_company"),
    existingInsuranceContractNumber: text("existing_insurance_contract_number"),
    additionalCosts: jsonb("additional_costs").$type<AdditionalCost[]>().notNull().default([]),
    /** The customer's estimate of the site's fee (whole euros, in cents); null until the costs are entered. */
    funeralSiteEstimateCents: centsColumn("funeral_site_estimate_cents"),
    insuranceTariff: jsonb("insurance_tariff").$type<InsuranceTariff>(),
    /** The burial-fund insurance applied for: its sum, fee and the sum of the fees; null without one. */
    insuranceSumCents: centsColumn("insurance_sum_cents"),
    insuranceFeeCents: centsColumn("insurance_fee_cents"),
    insurancePayoutCents: centsColumn("insurance_payout_cents"),
    /** What an existing provision already covers (0: not given). */
    existingSumCents: centsColumn("existing_sum_cents")
      .notNull()
      .default(0 as Cents),
    /** What the customer deposits in the trust account (0: none). */
    trustDepositCents: centsColumn("trust_deposit_cents")
      .notNull()
      .default(0 as Cents),
    /** "ww" marks the partner variant. */
    financePartner: text("finance_partner"),
    partnerConsent: jsonb("partner_consent").$type<Record<string, unknown>>(),
    partnerConsentAt: timestamptz("partner_consent_at"),
    salesPersonId: text("sales_person_id"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** Small UI flags kept per provision (intro seen, welcome modal shown, …). */
    flags: jsonb("flags").$type<Record<string, unknown>>().notNull().default({}),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("provisions_number_key").on(t.number),
    uniqueIndex("provisions_user_key").on(t.userId),
    index("provisions_user_email_idx").on(t.userEmail),
    index("provisions_proposal_idx").on(t.proposalId),
    index("provisions_funeral_site_idx").on(t.funeralSiteId),
    index("provisions_coupon_idx").on(t.couponCode),
    // Customer care's search and lists (decision 0057, "Scale"; checked by db/explain.db.test.ts): the e-mail
    // prefix on the login and the contact address, the postal code, and one partial index per list condition.
    index("provisions_user_email_prefix_idx").using("btree", t.userEmail.op("text_pattern_ops")),
    index("provisions_email_prefix_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("provisions_postal_code_idx").on(t.postalCode),
    index("provisions_unconfirmed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'NOT_CONFIRMED' and ${t.cancelledAt} is null and ${t.frozenAt} is null`),
    // "unconfirmed" by name (decision 0066, 2026-11-27): a page by name walks only the unconfirmed sign-ups (≈ 6 % of
    // the customers), not the whole name index, filtering the week that must have passed.
    index("provisions_unconfirmed_name_idx")
      .on(...nameSortKeys(t.lastname, t.firstname), t.number)
      .where(sql`${t.status} = 'NOT_CONFIRMED' and ${t.cancelledAt} is null and ${t.frozenAt} is null`),
    index("provisions_documents_requested_idx")
      .on(t.requestedDocumentsAt)
      .where(sql`${t.requestedDocumentsAt} is not null`),
    index("provisions_partner_consent_idx")
      .on(t.partnerConsentAt)
      .where(sql`${t.partnerConsentAt} is not null`),
    // "trial-ending" (decision 0066): the stored trial end, and the sign-up of rows without one.
    index("provisions_trial_ends_idx")
      .on(t.trialEndsAt)
      .where(sql`${t.cancelledAt} is null and ${t.frozenAt} is null`),
    index("provisions_trial_from_created_idx")
      .on(t.createdAt)
      .where(sql`${t.trialEndsAt} is null and ${t.cancelledAt} is null and ${t.frozenAt} is null`),
    // "offer-outdated" (decision 0066): the open offers (not accepted, customized, guaranteed, cancelled or
    // frozen), read without the table (the offer and the sign-up date are in the index). Migration 0016 adds
    // statistics on `coalesce(payment_price_guarantee, 0)` by hand (drizzle-kit has no statistics objects), so that
    // the planner knows how many offers are open and walks a sort index up to a page.
    index("provisions_offer_open_idx")
      .on(t.proposalId, t.createdAt)
      .where(
        sql`${t.cancelledAt} is null and ${t.frozenAt} is null and ${t.priceGuaranteeBookedAt} is null and coalesce(${t.paymentPriceGuarantee}, 0) = 0 and ${t.state} is distinct from 'accepted' and ${t.state} is distinct from 'customized'`,
      ),
    // The yearly reminder of the billing-mail job (decision 0066): the confirmed, live accounts by the German
    // calendar day of their sign-up, each day's rows in id order (the job pages through them).
    index("provisions_signup_anniversary_idx")
      .on(monthDayInGermany(t.createdAt), t.id)
      .where(sql`${t.status} = 'CONFIRMED' and ${t.cancelledAt} is null and ${t.frozenAt} is null`),
    // The plans being paid by their next debit (decision 0101): the billing job renews the dates that have passed;
    // "sepa-due" reads its window as one range, its count and its page by date (ties by number) from it.
    index("provisions_next_debit_idx")
      .on(t.nextDebitOn, t.number)
      .where(sql`${t.nextDebitOn} is not null`),
    // "sepa-due"'s page by name (decision 0101): each day of the window walked in name order, the days merged up to
    // the page. SEPA payers only, as the list.
    index("provisions_sepa_due_name_idx")
      .on(t.nextDebitOn, ...nameSortKeys(t.lastname, t.firstname), t.number)
      .where(sql`${t.nextDebitOn} is not null and ${t.lastPaymentType} = 'sepa'`),
    // "unpaid" (decision 0066, 2026-11-27): the live, unpaid provisions with an ended payment, by the latest end. The
    // predicate is the list's condition as customers.ts writes it, so that the planner proves the index usable.
    index("provisions_unpaid_idx")
      .on(t.paymentEndedAt, t.number)
      .where(
        sql`${t.paymentEndedAt} is not null and ${t.cancelledAt} is null and ${t.frozenAt} is null and not (${t.paymentAcceptedAt} is not null and coalesce(${t.paymentAcceptedPlan}, '') <> '')`,
      ),
    // The customer lists' page by name (decision 0066): walked in order (either direction) up to the page.
    index("provisions_name_sort_idx").on(...nameSortKeys(t.lastname, t.firstname), t.number),
    // The name search's short words, each a whole first or last name (decision 0066): the last name is the leading
    // key of the index above, the first name this one's.
    index("provisions_firstname_key_idx").on(nameSortKeys(t.lastname, t.firstname)[1]),
    // The name search `ILIKE '%word%'` (decision 0066): trigram indexes (pg_trgm, also in PGlite).
    index("provisions_firstname_trgm_idx").using("gin", t.firstname.op("gin_trgm_ops")),
    index("provisions_lastname_trgm_idx").using("gin", t.lastname.op("gin_trgm_ops")),
    // The same search with the spelling folded, "Mueller" and "Muller" find "Müller" (decision 0096).
    index("provisions_name_fold_trgm_idx").using(
      "gin",
      sql`${nameFoldKey(t.firstname, t.lastname)} gin_trgm_ops`,
    ),
    check("provisions_user_email_lower_chk", sql`${t.userEmail} = lower(${t.userEmail})`),
    check("provisions_grave_type_note_len_chk", sql`char_length(${t.graveTypeNote}) <= 500`),
    check(
      "provisions_price_guarantee_chk",
      sql`${t.paymentPriceGuarantee} is null or ${t.paymentPriceGuarantee} in (0, 10, 20, 25, 50)`,
    ),
    check(
      "provisions_granted_step_chk",
      sql`${t.grantedStep} is null or ${t.grantedStep} in (0, 10, 20, 25, 50)`,
    ),
    check(
      "provisions_coupon_discount_chk",
      sql`${t.couponDiscount} is null or ${t.couponDiscount} between 0 and 100`,
    ),
    check("provisions_site_estimate_chk", sql`${t.funeralSiteEstimateCents} >= 0`),
    check(
      "provisions_finance_cents_chk",
      sql`${t.existingSumCents} >= 0 and ${t.trustDepositCents} >= 0 and ${t.insuranceSumCents} >= 0
        and ${t.insuranceFeeCents} >= 0 and ${t.insurancePayoutCents} >= 0`,
    ),
    check("provisions_version_chk", sql`${t.version} > 0`),
  ],
);

/** The provision a row belongs to, deleted with it. */
export const provisionKey = () => ownedBy("provision_id", () => provisions.id);

export interface LetterContent {
  text: string;
  styles: { color: string; fontSize: number; fontFamily: string };
}

export type { LetterRecipient };

export interface LetterShippingDate {
  /** EXACT_DATE, AFTER_FUNERAL, YEAR_AFTER_FUNERAL, … */
  generic: string;
  exact?: { day?: string | null; year?: string | null; exactYear?: string | null } | null;
}

export const letters = pgTable(
  "letters",
  {
    id: uuidKey(),
    provisionId: provisionKey(),
    content: jsonb("content").$type<LetterContent>(),
    recipient: jsonb("recipient").$type<LetterRecipient>(),
    shippingDate: jsonb("shipping_date").$type<LetterShippingDate>(),
    /** Current step of the creation stepper (1–4), persisted so the customer returns to it. */
    createStep: integer("create_step").notNull().default(1),
    version: version(),
    ...timestamps(),
  },
  (t) => [index("letters_provision_idx").on(t.provisionId, t.createdAt)],
);

export interface BillingAddress {
  firstname: string;
  lastname: string;
  address: string;
  postalCode: string;
  city: string;
}

/** Plan activations (PUT /provisions/{id}/activate): one row per successful activation. */
export const payments = pgTable(
  "payments",
  {
    id: uuidKey(),
    provisionId: provisionKey(),
    pricingPlanId: text("pricing_plan_id").notNull(),
    paymentType: paymentTypeEnum("payment_type").notNull(),
    billingAddress: jsonb("billing_address").$type<BillingAddress>().notNull(),
    /** IBAN encrypted at rest; only the last four characters in clear for display. */
    ibanEncrypted: text("iban_encrypted"),
    ibanLast4: text("iban_last4"),
    bank: text("bank"),
    bic: text("bic"),
    /** SEPA mandate reference built from the proposal id. */
    mandateReference: text("mandate_reference"),
    paypalOrderId: text("paypal_order_id"),
    paypalSubscriptionId: text("paypal_subscription_id"),
    priceCents: integer("price_cents").$type<Cents>().notNull(),
    couponCode: text("coupon_code"),
    discountPercent: integer("discount_percent").notNull().default(0),
    priceGuaranteeDiscount: integer("price_guarantee_discount"),
    createdAt: createdAt(),
    /**
     * When the payment stopped counting (decision 0031): PayPal reported the subscription cancelled,
     * suspended or expired. The provision is no longer paid from then on.
     */
    endedAt: timestamptz("ended_at"),
    /** PayPal's status that ended it (CANCELLED, SUSPENDED, EXPIRED). */
    endedStatus: text("ended_status"),
    /** When the billing job last asked PayPal about this subscription (once a day each). */
    checkedAt: timestamptz("checked_at"),
    /**
     * When the portal must cancel the PayPal subscription itself (a confirmed death, decision 0062); the
     * billing job calls PayPal until it answers, then sets `ended_at`.
     */
    cancelRequestedAt: timestamptz("cancel_requested_at"),
  },
  (t) => [
    index("payments_provision_idx").on(t.provisionId, t.createdAt),
    // "sepa-due" (decision 0066): the payments whose German calendar day falls in the coming days.
    index("payments_anniversary_idx").on(monthDayInGermany(t.createdAt)),
    // The coupon's uses, read when a customer applies or books with a coupon (`couponUse`, decision 0031) and by
    // the coupons page: the payments of one code, from the index alone once the table is vacuumed.
    index("payments_coupon_idx")
      .on(t.couponCode, t.provisionId)
      .where(sql`${t.couponCode} is not null`),
    // A PayPal subscription pays for one provision, once (decision 0031).
    uniqueIndex("payments_paypal_subscription_key")
      .on(t.paypalSubscriptionId)
      .where(sql`${t.paypalSubscriptionId} is not null`),
  ],
);

/**
 * The booking records of a deleted account (decision 0100): each of its payments as it was, copied when the account
 * is deleted (by the customer, or by the retention job), because booking records are kept for ten years after the
 * end of the year of their last entry (§ 147 AO, § 257 HGB) while the rest of the account goes. No foreign key:
 * the record outlives the provision. The retention job deletes it once its ten years are over.
 */
export const bookingRecords = pgTable(
  "booking_records",
  {
    /** The payment's id. */
    id: uuid("id").primaryKey(),
    provisionId: uuid("provision_id").notNull(),
    contractNumber: integer("contract_number").notNull(),
    /** The `payments` row as it was (the column names of the table, as JSON). */
    payment: jsonb("payment").$type<Record<string, unknown>>().notNull(),
    /** The payment's latest date: its creation, or its end when it ended. The ten years count from its year's end. */
    lastEntryAt: timestamptz("last_entry_at").notNull(),
    archivedAt: timestamptz("archived_at").notNull(),
  },
  (t) => [index("booking_records_last_entry_idx").on(t.lastEntryAt)],
);

/** The guest list of the wishes area: people to invite to the service or to tell of the death. */
export const guests = pgTable(
  "guests",
  {
    id: uuidKey(),
    provisionId: provisionKey(),
    name: text("name").notNull(),
    relation: text("relation"),
    address: text("address"),
    email: text("email"),
    note: text("note"),
    /** Invite to the service, tell of the death, or both. */
    invite: boolean("invite").notNull().default(true),
    notify: boolean("notify").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("guests_provision_idx").on(t.provisionId, t.sort)],
);

/**
 * Read-only access of the trusted person to a printable summary: a link whose token is stored only as its
 * SHA-256 hash, with expiry and revocation. Every use is written to the audit log (the customer's care log).
 */
export const readAccessLinks = pgTable(
  "read_access_links",
  {
    id: uuidKey(),
    provisionId: provisionKey(),
    tokenHash: text("token_hash").notNull(),
    /** The e-mail the link was sent to (the trusted person's at the time). */
    email: text("email").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    lastUsedAt: timestamptz("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("read_access_links_token_key").on(t.tokenHash),
    index("read_access_links_provision_idx").on(t.provisionId, t.createdAt),
  ],
);
