/**
 * The § 312k BGB cancellation form (decision 0022): who cancels (name, e-mail), which contract (the
 * provision number), the type of cancellation and an optional reason.
 */
import { z } from "zod";
import { t } from "~/i18n";
import {
  emailField,
  firstOf,
  maxLength,
  multilineText,
  NAME_MAX_LENGTH,
  requiredEnum,
  requiredText,
} from "./fields";

export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];
export const CANCELLATION_REASON_MAX_LENGTH = 1000;
/** Provision numbers start at 100001 (schema); six to nine digits leave room to grow. */
export const CONTRACT_NUMBER_PATTERN = /^[1-9][0-9]{5,8}$/;

export const cancellationSchema = z.object({
  name: requiredText(firstOf(maxLength(2 * NAME_MAX_LENGTH))),
  email: emailField("plain"),
  contractNumber: requiredText((value) =>
    CONTRACT_NUMBER_PATTERN.test(value.replace(/\s/g, ""))
      ? undefined
      : t("billing.cancel.error.contractNumber"),
  ).transform((value) => value.replace(/\s/g, "")),
  kind: requiredEnum(CANCELLATION_KINDS),
  reason: multilineText(CANCELLATION_REASON_MAX_LENGTH),
});

export type CancellationInput = z.output<typeof cancellationSchema>;
