/**
 * Wishes: music, quote, personal notification. Each text is
 * at most 500 characters, and each
 * has a "leave it to my survivors" checkbox.
 */
import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { WISH_TEXT_MAX_LENGTH } from "~/domain/wishes/constants";
import { READ_ACCESS_DAYS } from "~/domain/wishes";
import { t } from "~/i18n";
import {
  checkbox,
  consent,
  maxLength,
  multilineText,
  NAME_MAX_LENGTH,
  optionalEmailField,
  optionalText,
  requiredText,
} from "./fields";

/** A postal address in free form (street, postal code and city, maybe abroad). */
export const GUEST_ADDRESS_MAX_LENGTH = 300;

const wishText = () => multilineText(WISH_TEXT_MAX_LENGTH);

export const musicWishSchema = z.object({ music: wishText(), leaveToSurvivors: checkbox() });

/**
 * One wish card as the funnel steps and the edit pages post it (decision 0017): the text and the "leave it to
 * my survivors" decision. `consent` is the GDPR Art. 9 consent, shown on the edit page only while none is on
 * record; the service refuses to store a text without it.
 */
const wishAnswer = { text: wishText(), leftToSurvivors: checkbox() };

/**
 * A wish is either written down or left to the survivors, never both: the summary PDF, the Bestattungsverfügung
 * and the trusted person's page would otherwise say two things at once (decision 0076).
 */
function oneAnswer(answer: { text?: string; leftToSurvivors: boolean }, ctx: z.RefinementCtx) {
  if (answer.text && answer.leftToSurvivors)
    ctx.addIssue({ code: "custom", path: ["leftToSurvivors"], message: t("wishes.field.bothAnswers") });
}

export const wishAnswerSchema = z.object(wishAnswer).superRefine(oneAnswer);
export const wishEditSchema = z.object({ ...wishAnswer, consent: checkbox() }).superRefine(oneAnswer);
export type WishAnswerInput = z.output<typeof wishAnswerSchema>;

/** The funnel's intro: the explicit consent (GDPR Art. 9) before any wish is stored. */
export const wishesConsentSchema = z.object({ consent: consent("wishes.consent.required") });

/** One person of the guest list: name, relation, address or e-mail, a note. */
export const guestSchema = z.object({
  name: requiredText(maxLength(NAME_MAX_LENGTH)),
  relation: optionalText(maxLength(100)),
  address: multilineText(GUEST_ADDRESS_MAX_LENGTH),
  email: optionalEmailField("latin"),
  note: multilineText(NOTE_MAX_LENGTH),
  invite: checkbox(),
  notify: checkbox(),
});
export type GuestInput = z.output<typeof guestSchema>;

/** Granting read access: how many days the link is valid. */
export const readAccessGrantSchema = z.object({
  days: z.enum(READ_ACCESS_DAYS.map(String) as ["7", "30", "90"], { error: () => t("validation.wrong") }),
});
