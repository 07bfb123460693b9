/**
 * The § 312k BGB cancellation form (decisions 0022, 0024): who cancels (name, e-mail), which contract (the
 * provision number), the type of cancellation, the desired end of the contract (optional, § 312k Abs. 2
 * Nr. 1 d BGB) and an optional reason.
 */
import { z } from "zod";
import { CANCELLATION_KINDS, CANCELLATION_REASON_MAX_LENGTH } from "~/domain/pricing/constants";
import { addYears } from "~/domain/billing/trial";
import type { IsoDate } from "~/domain/dates";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { germanClock, optionalDateField, type ClockOptions } from "./dates";
import {
  emailField,
  firstOf,
  maxLength,
  multilineText,
  NAME_MAX_LENGTH,
  noLinkRule,
  requiredEnum,
  requiredText,
} from "./fields";

/** Provision numbers start at 100001 (schema); six to nine digits leave room to grow. */
export const CONTRACT_NUMBER_PATTERN = /^[1-9][0-9]{5,8}$/;

/** The desired end can lie up to this many years ahead (a yearly plan ends within one year at the latest). */
export const CANCELLATION_END_MAX_YEARS = 2;

/** The desired last day of the contract: from today (inclusive) to CANCELLATION_END_MAX_YEARS ahead. */
export function requestedEndBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addYears(today, CANCELLATION_END_MAX_YEARS) };
}

/** The cancellation form; the desired end is checked against `today` (German calendar, read at each parse). */
export function cancellationSchemaAt({ today = germanClock }: ClockOptions = {}) {
  return z.object({
    name: requiredText(firstOf(maxLength(2 * NAME_MAX_LENGTH), noLinkRule)),
    email: emailField("plain"),
    contractNumber: requiredText((value) =>
      CONTRACT_NUMBER_PATTERN.test(value.replace(/\s/g, ""))
        ? undefined
        : t("billing.cancel.error.contractNumber"),
    ).transform((value) => value.replace(/\s/g, "")),
    kind: requiredEnum(CANCELLATION_KINDS),
    requestedEnd: optionalDateField((date) => {
      const { min, max } = requestedEndBounds(today());
      if (date < min) return t("billing.cancel.error.requestedEndPast");
      if (date > max) return t("billing.cancel.error.requestedEndTooLate", { max: formatViewDate(max) });
      return undefined;
    }),
    reason: multilineText(CANCELLATION_REASON_MAX_LENGTH),
  });
}

export const cancellationSchema = cancellationSchemaAt();

export type CancellationInput = z.output<typeof cancellationSchema>;
