/**
 * The partner intake API's request rules (POST /api/v1/proposals, docs/partner-api.md, decisions 0058 and 0095). The
 * JSON body is the sign-up funnel's registration data (seed 000 §3) plus optional tracking fields and the affiliate
 * source. Every rule a JSON Schema can state is written once here (`FIELD_RULES`): the server checks the text as
 * sent against it (strictly: no trimming before the check, lengths in code points as JSON Schema counts them), and
 * the OpenAPI document states the same rules; then the funnel's own field schemas normalise the values and apply
 * the rules no schema can state (the place is a known postal code with its town, the person is 18, the phone
 * number exists, the own-domain e-mail rule), which the document names in its descriptions. Pure: no I/O.
 */
import { z } from "zod";
import { BIRTH_DATE_MIN, FUNERAL_PLANS, FUNERAL_TYPES, MIN_AGE_YEARS } from "~/domain/constants";
import { parseIsoDate, subtractYears, type IsoDate } from "~/domain/dates";
import { AFFILIATE_SOURCE_MAX_LENGTH } from "~/domain/registration/constants";
import { SALUTATIONS } from "~/domain/salutation";
import { germanClock, type ClockOptions } from "~/domain/validation/dates";
import { emailField, nameField, phoneField } from "~/domain/validation/fields";
import { t, type MessageKey } from "~/i18n";

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

/** At most this many entries in a problem's `errors` list; a longer list is cut and marked `errorsTruncated`. */
export const ERRORS_MAX = 20;

/**
 * A text rule as JSON Schema states it: lengths in code points, a pattern in ECMA-262 syntax with the `u` flag
 * (JSON Schema 2020-12), the German reason when the text breaks it.
 */
export interface TextRule {
  /** A field the body may leave out (an optional text must still not be empty when sent). */
  optional?: boolean;
  minLength?: number;
  maxLength: number;
  pattern?: string;
  /** The reason when the pattern does not match. */
  message: MessageKey;
  description: string;
  examples?: readonly string[];
  format?: "date" | "email";
}

/**
 * No C0 control character but tab, line feed and carriage return, no DEL, and no lone UTF-16 surrogate (with the `u`
 * flag a surrogate range matches only an unpaired half), as `controlCharacterErrors`.
 */
const NO_CONTROL_CHARACTER = String.raw`^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$`;
/**
 * Person names: the funnel's NAME_PATTERN (a Latin letter first, then Latin letters, combining marks, space, dot,
 * hyphen, apostrophe) and its no-link rule (no "www", "http(s)", no dot followed by two letters), in one pattern. The
 * funnel checks after NFC, where "a" and a combining accent are one letter: the pattern allows marks between the two.
 * It counts UTF-16 units after NFC, the document code points as sent: the twelve marks NFC lengthens (U+0344, eleven
 * Tibetan vowel signs) and characters beyond the Basic Multilingual Plane are left out, so both counts agree.
 */
const NAME = String.raw`^(?![\s\S]*[\u0344\u0F73\u0F75\u0F76\u0F78\u0F81\u0F93\u0F9D\u0FA2\u0FA7\u0FAC\u0FB9\u{10000}-\u{10FFFF}])(?![\s\S]*\.\p{L}\p{M}*\p{L})(?![\s\S]*\b(?:[Ww]{3}|[Hh][Tt]{2}[Pp][Ssſ]?)\b)\p{Script=Latin}[\p{Script=Latin}\p{M} .'’-]*$`;
/** The funnel's PLACE_NAME_PATTERN. */
const PLACE_NAME = String.raw`^\p{Script=Latin}[\p{Script=Latin}\p{M} .'’()/-]*$`;
/** The funnel's PHONE_PATTERN. */
const PHONE = String.raw`^(?:0|\+?4)[0-9 +\-/()]{3,14}$`;
/** The funnel's EMAIL_FORMAT and EMAIL_ALLOWED_CHARACTERS, case spelled out (a schema pattern has no flags). */
const EMAIL = String.raw`^[A-Za-z0-9+_-]+(?:\.[A-Za-z0-9+_-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$`;
/** An ISO 8601 calendar date from 1920 on (`format: date` says it exists: no 30 February). */
const BIRTH_DATE = String.raw`^(?:19[2-9][0-9]|[2-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$`;

const freeText = (maxLength: number, description: string, minLength?: number): TextRule => ({
  optional: true,
  ...(minLength ? { minLength } : {}),
  maxLength,
  pattern: NO_CONTROL_CHARACTER,
  message: "backoffice.partners.api.controlCharacter",
  description,
});

/** The text fields of the request and their rules, by JSON pointer; the OpenAPI document is built from them. */
export const FIELD_RULES = {
  "/place/code": {
    minLength: 1,
    maxLength: 5,
    pattern: "^[0-9]{5}$",
    message: "validation.postalCode",
    description:
      "Postleitzahl (fünf Ziffern). Postleitzahl und Ort müssen zusammengehören, so wie im Ortsverzeichnis des Portals.",
    examples: ["24103", "10115"],
  },
  "/place/city": {
    minLength: 1,
    maxLength: 100,
    pattern: PLACE_NAME,
    message: "validation.city",
    description:
      "Ort, so geschrieben wie im Ortsverzeichnis des Portals zu dieser Postleitzahl (z. B. „Kiel“, „Halle (Saale)“).",
    examples: ["Kiel", "Berlin"],
  },
  "/provisionBirth": {
    minLength: 1,
    maxLength: 10,
    pattern: BIRTH_DATE,
    format: "date",
    message: "backoffice.partners.api.date",
    description: `Geburtsdatum nach ISO 8601 (JJJJ-MM-TT), frühestens ${BIRTH_DATE_MIN}; die Person ist am Tag der Anfrage mindestens ${MIN_AGE_YEARS} Jahre alt (spätester Tag: heute vor ${MIN_AGE_YEARS} Jahren, deutsche Zeit).`,
    examples: ["1950-04-01"],
  },
  "/firstname": {
    minLength: 1,
    maxLength: 100,
    pattern: NAME,
    message: "validation.wrongName",
    description:
      "Vorname: beginnt mit einem Buchstaben; lateinische Buchstaben (auch mit Akzenten und Umlauten, Unicode-Ebene 0), Leerzeichen, Punkt, Bindestrich und Apostroph; keine Internetadresse (kein „www“, „http“, kein Punkt direkt vor zwei Buchstaben).",
    examples: ["Erika", "Hans-Peter", "Zoë"],
  },
  "/lastname": {
    minLength: 1,
    maxLength: 100,
    pattern: NAME,
    message: "validation.wrongName",
    description: "Nachname; dieselben Regeln wie beim Vornamen.",
    examples: ["Mustermann", "O'Brien", "Müller-Lüdenscheidt"],
  },
  "/phone": {
    minLength: 1,
    maxLength: 16,
    pattern: PHONE,
    message: "validation.phone",
    description:
      "Telefonnummer: beginnt mit 0, 4 oder +4, dann 3 bis 14 Zeichen aus Ziffern, Leerzeichen und + - / ( ). Es muss eine Rufnummer sein, die es geben kann (Länge und Vorwahl nach libphonenumber); gespeichert wird sie im Format E.164.",
    examples: ["0151 23456789", "0431 1234567", "+49 30 1234567"],
  },
  "/email": {
    minLength: 1,
    maxLength: 254,
    pattern: EMAIL,
    format: "email",
    message: "validation.email",
    description:
      "E-Mail-Adresse: lateinische Buchstaben ohne Umlaute, Ziffern und + . _ -; gespeichert in Kleinbuchstaben. Adressen der Domain vorsorgeportal.de sind nur als vorsorge@…, vorsorge+…@… oder kundenservice+…@vorsorgeportal.de möglich.",
    examples: ["erika@example.de", "hans.muster@t-online.de"],
  },
  "/funeralSiteId": freeText(
    100,
    "Friedhof aus der Friedhofssuche des Portals (seine Kennung); er muss aktiv sein und die gewählte Bestattungsart anbieten.",
    1,
  ),
  "/referrer": freeText(
    AFFILIATE_SOURCE_MAX_LENGTH,
    "Quelle (Affiliate); ohne Angabe „partner:“ und der Präfix des API-Schlüssels.",
    1,
  ),
  "/couponCode": freeText(50, "Gutscheincode; gespeichert in Großbuchstaben.", 1),
} as const satisfies Record<string, TextRule>;

/** The tracking fields of seed 000 §3, all optional, each at most 255 characters. */
export const TRACKING_FIELDS = [
  "userID",
  "sessionID",
  "utmMedium",
  "utmSource",
  "utmCampaign",
  "clientidGclid",
  "clientId",
  "landingPageUrl",
  "funnelEntryUrl",
] as const;
export const TRACKING_RULE = freeText(
  AFFILIATE_SOURCE_MAX_LENGTH,
  "Tracking-Angabe (frei, ohne Steuerzeichen).",
);

const codePoints = (value: string) => [...value].length;
const compiled = new Map<string, RegExp>();
const regexOf = (source: string) => {
  let regex = compiled.get(source);
  if (!regex) compiled.set(source, (regex = new RegExp(source, "u")));
  return regex;
};

/** The text as sent, checked against its rule in German; a number, null or object instead of text is refused. */
function documentedText(rule: TextRule) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? t("validation.required") : t("backoffice.partners.api.notText"),
    })
    .superRefine((value, ctx) => {
      const length = codePoints(value);
      const message =
        rule.minLength && length < rule.minLength
          ? t(rule.optional ? "backoffice.partners.api.empty" : "validation.required")
          : rule.pattern && !regexOf(rule.pattern).test(value)
            ? t(rule.message)
            : length > rule.maxLength
              ? t("validation.max", { max: rule.maxLength })
              : undefined;
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

/**
 * An optional free text as sent: checked, then trimmed (blank → undefined). Not NFC-normalised: that may lengthen a
 * text ("\u0344" becomes two characters), and the database holds the affiliate source to the documented 255.
 */
function optionalFreeText(rule: TextRule) {
  return documentedText(rule)
    .transform((value) => value.trim() || undefined)
    .optional();
}

/** One of fixed values; the reason names them. */
function apiEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? t("validation.required")
        : t("backoffice.partners.api.oneOf", { values: values.join(", ") }),
  });
}

/** An object with exactly these fields (an unknown one is refused, also nested); null or a list is refused. */
function apiObject<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape, {
      error: (issue) =>
        issue.input === undefined ? t("validation.required") : t("backoffice.partners.api.notObject"),
    })
    .strict();
}

/** The birth date: ISO 8601 only, from 1920, the person at least 18 today; the messages speak ISO. */
function birthDate({ today = germanClock }: ClockOptions) {
  return documentedText(FIELD_RULES["/provisionBirth"]).superRefine((value, ctx) => {
    if (!regexOf(BIRTH_DATE).test(value)) return;
    if (!parseIsoDate(value)) {
      ctx.addIssue({ code: "custom", message: t("validation.invalidDate") });
      return;
    }
    const max: IsoDate = subtractYears(today(), MIN_AGE_YEARS);
    if (value > max) {
      ctx.addIssue({
        code: "custom",
        message: t("backoffice.partners.api.birthDateRange", {
          min: BIRTH_DATE_MIN,
          max,
          minAge: MIN_AGE_YEARS,
        }),
      });
    }
  });
}

const trackingSchema = apiObject(
  Object.fromEntries(TRACKING_FIELDS.map((name) => [name, optionalFreeText(TRACKING_RULE)])) as Record<
    (typeof TRACKING_FIELDS)[number],
    ReturnType<typeof optionalFreeText>
  >,
);

/**
 * The request body of POST /api/v1/proposals; the output is what the proposal stores. The text is checked as
 * sent (`FIELD_RULES`), then the funnel's field schemas normalise it and apply the rules no schema states.
 */
export function partnerProposalSchema(options: ClockOptions = {}) {
  return apiObject({
    funeralType: apiEnum(FUNERAL_TYPES),
    funeralPlan: apiEnum(FUNERAL_PLANS),
    place: apiObject({
      code: documentedText(FIELD_RULES["/place/code"]),
      city: documentedText(FIELD_RULES["/place/city"]).transform((value) => value.normalize("NFC").trim()),
    }),
    provisionBirth: birthDate(options),
    salutation: apiEnum(SALUTATIONS),
    firstname: documentedText(FIELD_RULES["/firstname"]).pipe(nameField()),
    lastname: documentedText(FIELD_RULES["/lastname"]).pipe(nameField()),
    phone: documentedText(FIELD_RULES["/phone"]).pipe(phoneField()),
    email: documentedText(FIELD_RULES["/email"]).pipe(emailField("customer")),
    /** A funeral site of the portal's site search (its id), when the customer already chose one. */
    funeralSiteId: optionalFreeText(FIELD_RULES["/funeralSiteId"]),
    /** The affiliate source (sourceCookie); defaults to the partner's key prefix. */
    referrer: optionalFreeText(FIELD_RULES["/referrer"]),
    couponCode: optionalFreeText(FIELD_RULES["/couponCode"]).transform((value) => value?.toUpperCase()),
    tracking: trackingSchema.optional(),
  });
}

export type PartnerProposalRequest = z.output<ReturnType<typeof partnerProposalSchema>>;

/**
 * The German reason for an issue no rule above words itself (a safety net: zod's own messages are English).
 * Passed to every parse of a partner's request.
 */
export const germanIssue = (issue: { code?: string }) =>
  issue.code === "invalid_type" ? t("backoffice.partners.api.wrongType") : t("validation.wrong");

/** One refused field of a request: its dotted name, its JSON pointer and the German reason. */
export interface FieldError {
  field: string;
  pointer: string;
  detail: string;
}

/** RFC 6901: "" is the whole body, "/place/city" a nested field. */
const pointerOf = (path: readonly PropertyKey[]) =>
  path.map((part) => "/" + String(part).replace(/~/g, "~0").replace(/\//g, "~1")).join("");

/**
 * The refused fields of a failed parse, one entry per field (the first reason), in the body's order; at most one
 * more than ERRORS_MAX (the answer cuts the list and says so), so 40,000 unknown fields cost no more than 21.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (path: readonly PropertyKey[], detail: string) => {
    const field = path.map(String).join(".");
    if (seen.has(field) || errors.length > ERRORS_MAX) return;
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
 * page or PDF shows the others. The portal's forms are refused for them too (app/.server/http/guards.ts). And a lone
 * UTF-16 surrogate (`"\ud800"` in JSON): no Unicode text, it would be stored as U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;
const CONTROL_CHARACTER_ALL = new RegExp(CONTROL_CHARACTER.source, "gu");
/** Deeper than the request's own fields ever nest the schema refuses the body anyway; not looked into. */
const CONTROL_CHARACTER_DEPTH_MAX = 8;

/**
 * The fields of a parsed JSON body whose name or text holds a control character (`"referrer": "a\u0000"`), each
 * with the German reason, at most one more than ERRORS_MAX (the answer cuts the list); empty when there is none.
 */
export function controlCharacterErrors(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // A list of what is left to look at, not recursion, and only a few levels deep: a body of 1 MB may nest a
  // hundred thousand levels.
  const pending: [unknown, string[]][] = [[body, []]];
  while (pending.length > 0 && errors.length <= ERRORS_MAX) {
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
