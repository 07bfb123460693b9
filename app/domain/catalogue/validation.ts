/**
 * The back office's catalogue forms (zod, for Conform's parseWithZod on the server). Every message names its
 * field, so that "Bitte korrigieren Sie …" reads right even without the summary's labels.
 */
import { z } from "zod";
import { t, type MessageKey } from "~/i18n";
import { FUNERAL_PLANS, FUNERAL_TYPES } from "../constants";
import { PRODUCT_CATEGORIES } from "../offer/constants";
import { isVatRateAllowed, parseNetPrice, type PriceProblem } from "./index";

const PRICE_MESSAGES: Record<PriceProblem, MessageKey> = {
  empty: "backoffice.catalogue.error.price.empty",
  negative: "backoffice.catalogue.error.price.negative",
  fraction: "backoffice.catalogue.error.price.fraction",
  notANumber: "backoffice.catalogue.error.price.notANumber",
  tooLarge: "backoffice.catalogue.error.price.tooLarge",
};

/** A text field that must be filled; `field` is the message key naming it ("Bitte geben Sie … ein."). */
function requiredField(emptyKey: MessageKey, max: number, tooLongKey: MessageKey) {
  return z
    .string({ error: () => t(emptyKey) })
    .normalize("NFC")
    .trim()
    .min(1, { error: () => t(emptyKey) })
    .max(max, { error: () => t(tooLongKey, { max }) });
}

function optionalField(max: number, tooLongKey: MessageKey) {
  return z
    .string()
    .normalize("NFC")
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, { error: () => t(tooLongKey, { max }) })
    .optional()
    .transform((value) => value ?? "");
}

/** A net price in euros as typed ("1.234,50") → Cents; missing → "Bitte geben Sie einen Nettopreis ein." */
export const netPriceField = () =>
  z.string({ error: () => t(PRICE_MESSAGES.empty) }).transform((value, ctx) => {
    const parsed = parseNetPrice(value);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: "custom", message: t(PRICE_MESSAGES[parsed.problem]) });
    return z.NEVER;
  });

/** One or several ticked checkboxes of one name, as a list (Conform gives a string for one, nothing for none). */
const checkedList = <const T extends readonly [string, ...string[]]>(values: T, wrongKey: MessageKey) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(values, { error: () => t(wrongKey) })).transform((list) => [...new Set(list)]),
  );

/** What an admin submits: look first ("Vorschau"), or save. */
const SAVE_INTENTS = ["preview", "save"] as const;

const intentField = z.enum(SAVE_INTENTS, { error: () => t("error.intent.unknown") }).default("save");

const ARTICLE_NUMBER = /^[A-Z0-9][A-Z0-9-]{0,29}$/;
const PICTURE_URL = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s/]+\/[^\s]*)$/;

const productFields = {
  intent: intentField,
  name: requiredField("backoffice.catalogue.error.name.empty", 200, "backoffice.catalogue.error.name.long"),
  shortName: requiredField(
    "backoffice.catalogue.error.shortName.empty",
    80,
    "backoffice.catalogue.error.shortName.long",
  ),
  description: optionalField(2000, "backoffice.catalogue.error.description.long"),
  pictureUrl: optionalField(500, "backoffice.catalogue.error.pictureUrl.long").refine(
    (value) => value === "" || PICTURE_URL.test(value),
    { error: () => t("backoffice.catalogue.error.pictureUrl.wrong") },
  ),
  pictureAlt: optionalField(200, "backoffice.catalogue.error.pictureAlt.long"),
  price: netPriceField(),
  vatRate: z
    .string({ error: () => t("backoffice.catalogue.error.vatRate.empty") })
    .refine((value) => value === "19" || value === "7", {
      error: () => t("backoffice.catalogue.error.vatRate.unknown"),
    })
    .transform((value) => (value === "7" ? 7 : 19) as 7 | 19),
  category: z.enum(PRODUCT_CATEGORIES, {
    error: (issue) =>
      t(
        issue.input === undefined
          ? "backoffice.catalogue.error.category.empty"
          : "backoffice.catalogue.error.category.unknown",
      ),
  }),
  funeralTypes: checkedList(FUNERAL_TYPES, "backoffice.catalogue.error.funeralTypes.unknown"),
  defaultPlans: checkedList(FUNERAL_PLANS, "backoffice.catalogue.error.defaultPlans.unknown"),
  sort: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? "").trim();
      if (text === "") return 0;
      if (!/^\d{1,4}$/.test(text)) {
        ctx.addIssue({ code: "custom", message: t("backoffice.catalogue.error.sort.wrong") });
        return z.NEVER;
      }
      return Number(text);
    }),
};

/** The reduced VAT class only for flowers (decision 0053); checked once the category and rate are valid. */
const vatFitsCategory = <T extends { category: (typeof PRODUCT_CATEGORIES)[number]; vatRate: 7 | 19 }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  // Runs only on a valid rate and category: an unknown one has its own message already.
  if (value.vatRate !== 7 && value.vatRate !== 19) return;
  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(value.category)) return;
  if (!isVatRateAllowed(value.category, value.vatRate)) {
    ctx.addIssue({
      code: "custom",
      path: ["vatRate"],
      message: t("backoffice.catalogue.error.vatRate.category"),
    });
  }
};

/** Editing a product (its article number stays). */
export const productEditSchema = z.object(productFields).superRefine(vatFitsCategory);

/** Creating a product: the article number too, unique (the service checks uniqueness). */
export const productCreateSchema = z
  .object({
    ...productFields,
    articleNumber: requiredField(
      "backoffice.catalogue.error.articleNumber.empty",
      30,
      "backoffice.catalogue.error.articleNumber.long",
    )
      .transform((value) => value.toUpperCase())
      .refine((value) => ARTICLE_NUMBER.test(value), {
        error: () => t("backoffice.catalogue.error.articleNumber.wrong"),
      }),
  })
  .superRefine(vatFitsCategory);

export type ProductInput = z.output<typeof productEditSchema>;
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** A service or an extra: its name and net price. */
export const priceItemSchema = z.object({
  intent: intentField,
  name: requiredField("backoffice.catalogue.error.name.empty", 200, "backoffice.catalogue.error.name.long"),
  price: netPriceField(),
});
export type PriceItemInput = z.output<typeof priceItemSchema>;

/** A funeral plan's own fee (net). */
export const planFeeSchema = z.object({ intent: intentField, price: netPriceField() });

/** A grave type's name and description. */
export const graveTypeSchema = z.object({
  name: requiredField("backoffice.catalogue.error.name.empty", 200, "backoffice.catalogue.error.name.long"),
  description: optionalField(2000, "backoffice.catalogue.error.description.long"),
});
