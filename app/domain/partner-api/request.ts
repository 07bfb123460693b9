/**
 * The partner intake API's request rules (POST /api/v1/proposals, docs/partner-api.md): the JSON body is the
 * sign-up funnel's registration data (seed 000 §3), checked with the very schemas of the portal's own wizard
 * steps (type, character, place, birth date, data step without password and terms), plus optional tracking
 * fields and the affiliate source. Pure: no I/O.
 */
import { z } from "zod";
import { AFFILIATE_SOURCE_MAX_LENGTH } from "~/domain/registration/constants";
import {
  createRegistrationBirthdateSchema,
  registrationCharacterSchema,
  registrationDataSchema,
  registrationPlaceSchema,
  registrationTypeSchema,
  type ClockOptions,
} from "~/domain/validation";
import { maxLength, optionalText } from "~/domain/validation/fields";
import { t } from "~/i18n";

/** Every API key starts with this; the rest is 32 random bytes in base64url (43 characters). */
export const API_KEY_PREFIX = "vp_live_";
export const API_KEY_PATTERN = /^vp_live_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key the back office shows to recognise it ("vp_live_" and 6 more). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

/** The Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Requests per API key and minute (counted in the database, so it holds across replicas). */
export const PARTNER_API_REQUESTS_PER_MINUTE = 60;

/** How long a sign-up link stays valid. */
export const SIGNUP_LINK_DAYS = 14;

const trackingText = optionalText(maxLength(AFFILIATE_SOURCE_MAX_LENGTH));

/** The tracking fields of seed 000 §3, all optional, each at most 255 characters. */
const trackingSchema = z
  .object({
    userID: trackingText,
    sessionID: trackingText,
    utmMedium: trackingText,
    utmSource: trackingText,
    utmCampaign: trackingText,
    clientidGclid: trackingText,
    clientId: trackingText,
    landingPageUrl: trackingText,
    funnelEntryUrl: trackingText,
  })
  .strict();

/** The request body of POST /api/v1/proposals; the output is what the proposal stores. */
export function partnerProposalSchema(options: ClockOptions = {}) {
  return registrationTypeSchema
    .extend(registrationCharacterSchema.shape)
    .extend(registrationPlaceSchema.shape)
    .extend(createRegistrationBirthdateSchema(options).shape)
    .extend(
      registrationDataSchema.pick({
        salutation: true,
        firstname: true,
        lastname: true,
        phone: true,
        email: true,
      }).shape,
    )
    .extend({
      /** A funeral site of the portal's site search (its id), when the customer already chose one. */
      funeralSiteId: optionalText(maxLength(100)),
      /** The affiliate source (sourceCookie); defaults to the partner's key prefix. */
      referrer: optionalText(maxLength(AFFILIATE_SOURCE_MAX_LENGTH)),
      couponCode: optionalText(maxLength(50)).transform((value) => value?.toUpperCase()),
      tracking: trackingSchema.optional(),
    })
    .strict();
}

export type PartnerProposalRequest = z.output<ReturnType<typeof partnerProposalSchema>>;

/** One refused field of a request: its dotted name, its JSON pointer and the German reason. */
export interface FieldError {
  field: string;
  pointer: string;
  detail: string;
}

/** RFC 6901: "" is the whole body, "/place/city" a nested field. */
const pointerOf = (path: readonly PropertyKey[]) =>
  path.map((part) => "/" + String(part).replace(/~/g, "~0").replace(/\//g, "~1")).join("");

/** The refused fields of a failed parse, one entry per field (the first reason), in the body's order. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (path: readonly PropertyKey[], detail: string) => {
    const field = path.map(String).join(".");
    if (seen.has(field)) return;
    seen.add(field);
    errors.push({ field, pointer: pointerOf(path), detail });
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], t("backoffice.partners.api.unknownField"));
    } else if (issue.code === "invalid_type" && issue.path.length === 0) {
      add([], t("backoffice.partners.api.notObject"));
    } else {
      add(issue.path, issue.message);
    }
  }
  return errors;
}

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: PostgreSQL refuses a NUL in text, and no
 * page or PDF shows the others. The portal's forms are refused for them too (app/.server/http/guards.ts).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTER_ALL = new RegExp(CONTROL_CHARACTER.source, "g");
/** At most this many fields are named, so a body of thousands of bad fields gets a short answer. */
export const CONTROL_CHARACTER_ERRORS_MAX = 20;
/** Deeper than the request's own fields ever nest the schema refuses the body anyway; not looked into. */
const CONTROL_CHARACTER_DEPTH_MAX = 8;

/**
 * The fields of a parsed JSON body whose name or text holds a control character (`"referrer": "a\u0000"`), each
 * with the German reason, at most CONTROL_CHARACTER_ERRORS_MAX; empty when there is none.
 */
export function controlCharacterErrors(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // A list of what is left to look at, not recursion, and only a few levels deep: a body of 1 MB may nest a
  // hundred thousand levels.
  const pending: [unknown, string[]][] = [[body, []]];
  while (pending.length > 0 && errors.length < CONTROL_CHARACTER_ERRORS_MAX) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      if (CONTROL_CHARACTER.test(value)) {
        errors.push({
          field: path.join("."),
          pointer: pointerOf(path),
          detail: t("backoffice.partners.api.controlCharacter"),
        });
      }
    } else if (value !== null && typeof value === "object" && path.length < CONTROL_CHARACTER_DEPTH_MAX) {
      const entries = Array.isArray(value)
        ? value.map((item, i) => [String(i), item] as const)
        : Object.entries(value);
      // Pushed last first, so the fields are named in the body's order.
      for (const [key, item] of entries.reverse()) {
        pending.push(
          CONTROL_CHARACTER.test(key)
            ? [key, [...path, key.replace(CONTROL_CHARACTER_ALL, "?")]]
            : [item, [...path, key]],
        );
      }
    }
  }
  return errors;
}
/** A field that is required to be present in the body (for the "required" list of the OpenAPI document). */
export const REQUIRED_FIELDS = [
  "funeralType",
  "funeralPlan",
  "place",
  "provisionBirth",
  "salutation",
  "firstname",
  "lastname",
  "phone",
  "email",
] as const;

/** Whether a text is a well-formed Idempotency-Key. */
export const isIdempotencyKey = (value: string | null): value is string =>
  value !== null && IDEMPOTENCY_KEY_PATTERN.test(value);

/** Whether a text has the shape of one of our API keys (checked before any hashing or lookup). */
export const looksLikeApiKey = (value: string): boolean => API_KEY_PATTERN.test(value);
