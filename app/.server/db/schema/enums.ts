import { pgEnum } from "drizzle-orm/pg-core";

/** Funeral types. */
export const funeralTypeEnum = pgEnum("funeral_type", ["burial", "cremation", "sea", "tree"]);
export type FuneralType = (typeof funeralTypeEnum.enumValues)[number];
export const FUNERAL_TYPES = funeralTypeEnum.enumValues;

/** Plans of the offer. */
export const funeralPlanEnum = pgEnum("funeral_plan", ["basic", "high", "premium"]);
export type FuneralPlan = (typeof funeralPlanEnum.enumValues)[number];
export const FUNERAL_PLANS = funeralPlanEnum.enumValues;

/** Product categories. */
export const productCategoryEnum = pgEnum("product_category", [
  "card",
  "coffin",
  "flower",
  "notice",
  "urn",
  "grave_goods",
]);
export type ProductCategory = (typeof productCategoryEnum.enumValues)[number];
export const PRODUCT_CATEGORIES = productCategoryEnum.enumValues;

/** Account / provision confirmation status. */
export const accountStatusEnum = pgEnum("account_status", ["NOT_CONFIRMED", "CONFIRMED"]);
export type AccountStatus = (typeof accountStatusEnum.enumValues)[number];

/** Provision state; null while the offer is neither customized nor accepted. */
export const provisionStateEnum = pgEnum("provision_state", ["customized", "accepted"]);
export type ProvisionState = (typeof provisionStateEnum.enumValues)[number];

export const identityTokenKindEnum = pgEnum("identity_token_kind", [
  "confirmation",
  "reset",
  "refresh",
  "contact-email",
  "invite",
]);
export type IdentityTokenKind = (typeof identityTokenKindEnum.enumValues)[number];

export const mailStatusEnum = pgEnum("mail_status", ["pending", "sent", "failed"]);
export type MailStatus = (typeof mailStatusEnum.enumValues)[number];

/** What a proposal item stands for (basic/optional products and services, extras). */
export const proposalItemKindEnum = pgEnum("proposal_item_kind", [
  "basic_product",
  "optional_product",
  "basic_service",
  "optional_service",
  "extra",
]);
export type ProposalItemKind = (typeof proposalItemKindEnum.enumValues)[number];

/** Pricing payment types. */
export const paymentTypeEnum = pgEnum("payment_type", ["sepa", "paypal"]);
export type PaymentType = (typeof paymentTypeEnum.enumValues)[number];

/** Content entry status values used by the content service filters (live for tiles/promo, publish for ratings). */
export const contentStatusEnum = pgEnum("content_status", ["live", "publish", "draft"]);
export type ContentStatus = (typeof contentStatusEnum.enumValues)[number];

/** Financial provision types. Stored as text, typed here. */
export const FINANCIAL_PROVISION_TYPES = [
  "ALREADY_PAID",
  "PAY_BY_MYSELF",
  "PAY_BY_MYSELF_ONE_TIME",
  "PAY_BY_MYSELF_MONTHLY",
  "PAY_BY_FAMILY",
] as const;
export type FinancialProvisionType = (typeof FINANCIAL_PROVISION_TYPES)[number];

export const SALUTATIONS = ["sir", "madame"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Price-guarantee discount steps. */
export const PRICE_GUARANTEE_DISCOUNTS = [0, 10, 20, 25, 50] as const;
