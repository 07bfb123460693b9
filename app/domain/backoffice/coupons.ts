/**
 * The back office's coupon rules (decision 0055): the code's format, what a coupon gives, its validity window
 * in German calendar days, its maximum uses, and the form schemas that apply them. Pure: no I/O.
 */
import { z } from "zod";
import { calendarDateInGermany, parseIsoDate, type IsoDate } from "~/domain/dates";
import { PRICE_GUARANTEE_DISCOUNTS } from "~/domain/pricing/constants";
import { COUPON_KINDS, couponRefusal, type CouponKind, type CouponTerms } from "~/domain/pricing/coupons";
import { optionalDateField } from "~/domain/validation/dates";
import { checkbox, maxLength, optionalText, requiredEnum, requiredText } from "~/domain/validation/fields";
import { t } from "~/i18n";

/** The columns the list can be sorted by (query parameter `sort`), each ascending or descending (`dir`). */
export const COUPON_SORTS = [
  "code",
  "gives",
  "validFrom",
  "validUntil",
  "maxUses",
  "uses",
  "active",
] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];

/** A code: letters A–Z, digits and hyphens, 4 to 32 characters, stored upper-case (what customers type). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const COUPON_CODE_MAX_LENGTH = 32;
/** The description is for staff (the list, the audit log); customers never see it. */
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** An upper bound that catches a typo ("10000000") and keeps the value an integer column can hold. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;
/** The steps a coupon may carry: the price-guarantee steps above 0 (0 gives nothing). */
export const COUPON_STEPS = PRICE_GUARANTEE_DISCOUNTS.filter((step) => step > 0);

/** The code as stored: trimmed and upper-case. */
export function normalizeCouponCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Whether a value (already normalised) has the code's format. */
export function isCouponCode(value: string): boolean {
  return COUPON_CODE_PATTERN.test(value);
}

const couponCodeRule = (value: string) =>
  isCouponCode(normalizeCouponCode(value)) ? undefined : t("backoffice.coupons.error.code");

const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

const percentRule = (value: string) => {
  const number = wholeNumber(value);
  return number >= 1 && number <= 100 ? undefined : t("backoffice.coupons.error.percent");
};

const maxUsesRule = (value: string) => {
  const number = wholeNumber(value);
  return number >= 1 && number <= COUPON_MAX_USES_LIMIT
    ? undefined
    : t("backoffice.coupons.error.maxUses", { limit: COUPON_MAX_USES_LIMIT });
};

const stepRule = (value: string) =>
  (COUPON_STEPS as readonly number[]).includes(wholeNumber(value))
    ? undefined
    : t("backoffice.coupons.error.step");

/** Everything of a coupon but its code (the edit form). */
const termsShape = {
  discountPercent: optionalText(percentRule).transform((value) => (value === undefined ? 0 : Number(value))),
  guaranteeStep: optionalText(stepRule).transform((value) => (value === undefined ? null : Number(value))),
  validFrom: optionalDateField(),
  validUntil: optionalDateField(),
  maxUses: optionalText(maxUsesRule).transform((value) => (value === undefined ? null : Number(value))),
  description: optionalText(maxLength(COUPON_DESCRIPTION_MAX_LENGTH)).transform((value) => value ?? ""),
  active: checkbox(),
};

type TermsValue = {
  discountPercent: number;
  guaranteeStep: number | null;
  validFrom?: IsoDate;
  validUntil?: IsoDate;
};

/** The rules between fields: the coupon gives something, and its window does not end before it starts. */
function checkTerms(value: TermsValue, ctx: z.RefinementCtx) {
  if (value.discountPercent === 0 && value.guaranteeStep === null) {
    ctx.addIssue({
      code: "custom",
      path: ["discountPercent"],
      message: t("backoffice.coupons.error.givesNothing"),
    });
  }
  if (value.validFrom && value.validUntil && value.validUntil < value.validFrom) {
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: t("backoffice.coupons.error.window") });
  }
}

/** The edit form (/backoffice/coupons/:code): everything but the code. */
export const couponTermsSchema = z.object(termsShape).superRefine(checkTerms);

/** A price-guarantee step belongs to the plan: an offer coupon gives a percentage only (decision 0073). */
export function checkKind(value: { kind: CouponKind; guaranteeStep: number | null }, ctx: z.RefinementCtx) {
  if (value.kind === "offer" && value.guaranteeStep !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["guaranteeStep"],
      message: t("backoffice.coupons.error.offerStep"),
    });
  }
}

/**
 * The create form (/backoffice/coupons/new): the code, what it discounts (its kind, fixed from then on like the
 * code: customers applied it for what it said) and the terms.
 */
export const couponCreateSchema = z
  .object({
    code: requiredText(couponCodeRule).transform(normalizeCouponCode),
    kind: requiredEnum(COUPON_KINDS),
    ...termsShape,
  })
  .superRefine(checkTerms)
  .superRefine(checkKind);

export type CouponTermsInput = z.infer<typeof couponTermsSchema>;
export type CouponCreateInput = z.infer<typeof couponCreateSchema>;

const HOUR_MS = 3_600_000;

/** The instant a German calendar day begins (00:00 in Berlin, CET or CEST). */
export function startOfGermanDay(date: IsoDate): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const utcMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  // Berlin is one (CET) or two (CEST) hours ahead of UTC; the day begins at the first instant that is in it.
  for (const offset of [2, 1]) {
    const candidate = new Date(utcMidnight - offset * HOUR_MS);
    if (
      calendarDateInGermany(candidate) === date &&
      calendarDateInGermany(new Date(candidate.getTime() - 1)) !== date
    ) {
      return candidate;
    }
  }
  return new Date(utcMidnight - HOUR_MS);
}

/** The last millisecond of a German calendar day (23:59:59.999 in Berlin). */
export function endOfGermanDay(date: IsoDate): Date {
  const start = startOfGermanDay(date);
  // The next day begins 23, 24 or 25 hours later; find it from 26 hours on, which lies in the next day.
  const next = calendarDateInGermany(new Date(start.getTime() + 26 * HOUR_MS));
  return new Date(startOfGermanDay(next).getTime() - 1);
}

/** The form's calendar dates as the stored instants: from the start of the first day to the end of the last. */
export function couponWindow(input: { validFrom?: IsoDate; validUntil?: IsoDate }): {
  validFrom: Date | null;
  validUntil: Date | null;
} {
  return {
    validFrom: input.validFrom ? startOfGermanDay(input.validFrom) : null,
    validUntil: input.validUntil ? endOfGermanDay(input.validUntil) : null,
  };
}

/** How a coupon stands for a new customer at `now`: usable, or why not. */
export type CouponStatus = "usable" | "inactive" | "notYetValid" | "expired" | "usedUp";

export function couponStatus(coupon: CouponTerms, now: Date, uses: number): CouponStatus {
  const refusal = couponRefusal(coupon, now, { uses, usedByCustomer: false });
  if (refusal === null) return "usable";
  return refusal === "alreadyUsed" ? "usable" : refusal;
}
