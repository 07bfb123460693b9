/** Offer editing forms. */
import { z } from "zod";
import { FUNERAL_PLANS, FUNERAL_TYPES, type FuneralType } from "~/domain/constants";
import { GRAVE_TYPE_NOTE_MAX_LENGTH } from "~/domain/offer/constants";
import { t } from "~/i18n";
import {
  maxLength,
  multilineText,
  optionalText,
  requiredEnum,
  requiredText,
  whenObjectParsed,
} from "./fields";

/** /overview/offer/basic-information — funeral type required. */
export const basicInformationSchema = z.object({
  funeralType: requiredEnum(FUNERAL_TYPES),
});

/** /overview/offer/package — the package to change to (decision 0109); a value that is none says so. */
export const packageChoiceSchema = z.object({
  funeralPlan: z.enum(FUNERAL_PLANS, {
    error: (issue) => (issue.input === undefined ? t("offer.package.required") : t("offer.package.unknown")),
  }),
});

/** /overview/offer/gravetypenote — at most 500 characters; empty clears the note. */
export const graveTypeNoteSchema = z.object({
  graveTypeNote: multilineText(GRAVE_TYPE_NOTE_MAX_LENGTH),
});

/**
 * /overview/offer/funeral-site — grave type required; the site is optional
 * except for sea funerals, where it is mandatory.
 */
export function createFuneralSiteSchema(funeralType: FuneralType) {
  return z
    .object({
      funeralSiteId: optionalText(maxLength(100)),
      graveType: requiredText(maxLength(100)),
    })
    .superRefine((value, ctx) => {
      if (funeralType === "sea" && value.funeralSiteId === undefined) {
        ctx.addIssue({ code: "custom", path: ["funeralSiteId"], message: t("validation.required") });
      }
    }, whenObjectParsed());
}
