/**
 * The partner API's OpenAPI 3.1 document (GET /api/v1/openapi.json). One module for serving and testing:
 * partner-api.db.test.ts validates every real answer against the response schema of its status, and
 * conformance.db.test.ts sends requests generated from the request schema. The text rules are the server's own
 * (`FIELD_RULES`, app/domain/partner-api/request.ts): what the document states is what the server checks.
 */
import { FUNERAL_PLANS, FUNERAL_TYPES } from "~/domain/constants";
import {
  ERRORS_MAX,
  FIELD_RULES,
  IDEMPOTENCY_KEY_PATTERN,
  PARTNER_API_REQUESTS_PER_MINUTE,
  REQUIRED_FIELDS,
  TRACKING_FIELDS,
  TRACKING_RULE,
  type TextRule,
} from "~/domain/partner-api/request";
import { SALUTATIONS } from "~/domain/salutation";
import { MAX_BODY_BYTES } from "../../http/guards";

/** A text field's schema: exactly the rule the server checks. */
const text = (rule: TextRule) => ({
  type: "string",
  ...(rule.minLength ? { minLength: rule.minLength } : {}),
  maxLength: rule.maxLength,
  ...(rule.pattern ? { pattern: rule.pattern } : {}),
  ...(rule.format ? { format: rule.format } : {}),
  description: rule.description,
  ...(rule.examples ? { examples: [...rule.examples] } : {}),
});

const choice = (values: readonly string[], description: string) => ({
  type: "string",
  enum: [...values],
  description,
});

const problemRef = { $ref: "#/components/schemas/Problem" };
const problemResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/problem+json": { schema: problemRef } },
});

const failed = problemResponse(
  "Unerwarteter Fehler; es wurde nichts gespeichert. Mit demselben Idempotency-Key wiederholen.",
);

const maintenance = problemResponse(
  "Wartungsarbeiten; es wurde nichts gespeichert. Nach Retry-After Sekunden mit demselben Idempotency-Key wiederholen.",
  {
    "Retry-After": {
      schema: { type: "integer", minimum: 1 },
      description: "Sekunden bis zur nächsten Anfrage",
    },
  },
);

export function openApiDocument(baseUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Vorsorgeportal – Partner-Schnittstelle",
      version: "1.0.0",
      description: `Partner legen für ihre Kundinnen und Kunden ein Angebot (Proposal) an. Die Antwort enthält einen Anmeldelink, mit dem die Person die Registrierung im Portal abschließt. Jede Fehlerantwort unter /api/v1 ist ein Problem-Details-Objekt nach RFC 9457 (application/problem+json) mit deutschem Text, auch für eine unbekannte Adresse (404), eine andere Methode (405) und einen Inhalt über ${MAX_BODY_BYTES} Bytes (413). Die Liste „errors“ nennt höchstens ${ERRORS_MAX} Einträge; ist sie gekürzt, steht „errorsTruncated“: true im Objekt. Muster (pattern) sind ECMA-262-Ausdrücke mit Unicode (u), wie JSON Schema 2020-12 sie vorsieht.`,
    },
    servers: [{ url: new URL("/api/v1", baseUrl).href }],
    security: [{ apiKey: [] }],
    paths: {
      "/proposals": {
        post: {
          operationId: "createProposal",
          summary: "Angebot anlegen",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: true,
              description:
                "Eindeutig je Anfrage (z. B. eine UUID). Dieselbe Anfrage mit demselben Schlüssel liefert 30 Tage lang die gespeicherte Antwort, ohne ein zweites Angebot anzulegen.",
              schema: {
                type: "string",
                minLength: 1,
                maxLength: 255,
                pattern: IDEMPOTENCY_KEY_PATTERN.source,
                examples: ["6f1c2a5e-3b7d-4c1e-9a0b-2f4d5e6a7b8c"],
              },
            },
          ],
          requestBody: {
            required: true,
            description: `JSON in UTF-8, höchstens ${MAX_BODY_BYTES} Bytes (sonst 413). Kein Text darf ein Steuerzeichen enthalten (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F) und kein einzelnes UTF-16-Ersatzzeichen (Surrogat ohne Partner); Tabulator, Zeilenumbrüche und Emoji sind erlaubt.`,
            content: { "application/json": { schema: { $ref: "#/components/schemas/ProposalRequest" } } },
          },
          responses: {
            "201": {
              description: "Angebot angelegt (oder die gespeicherte Antwort einer Wiederholung).",
              headers: {
                "Idempotent-Replayed": {
                  schema: { type: "string", const: "true" },
                  description: "Nur bei einer Wiederholung: die gespeicherte Antwort.",
                },
              },
              content: { "application/json": { schema: { $ref: "#/components/schemas/ProposalCreated" } } },
            },
            "400": problemResponse(
              "Kein gültiges JSON (oder kein UTF-8), oder der Idempotency-Key fehlt oder hat nicht das Format.",
            ),
            "401": problemResponse("Kein, ein unbekannter oder ein widerrufener API-Schlüssel.", {
              "WWW-Authenticate": { schema: { type: "string" } },
            }),
            "403": problemResponse("Anfrage aus dem Browser einer fremden Website (Origin)."),
            "405": problemResponse("Andere Methode als POST.", {
              Allow: { schema: { type: "string", const: "POST" } },
            }),
            "413": problemResponse(`Der Inhalt ist größer als ${MAX_BODY_BYTES} Bytes.`),
            "415": problemResponse("Content-Type ist nicht application/json."),
            "422": problemResponse(
              "Ungültige, fehlende oder unbekannte Felder (auch in „place“ und „tracking“), ein Steuerzeichen in einem Text, ein unbekannter Ort oder Friedhof, oder der Idempotency-Key wurde schon für einen anderen Inhalt verwendet.",
            ),
            "429": problemResponse(
              `Mehr als ${PARTNER_API_REQUESTS_PER_MINUTE} Anfragen je Minute und Schlüssel.`,
              {
                "Retry-After": {
                  schema: { type: "integer", minimum: 1 },
                  description: "Sekunden bis zur nächsten Anfrage",
                },
              },
            ),
            "500": failed,
            "503": maintenance,
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "openApiDocument",
          summary: "Dieses Dokument",
          security: [],
          responses: {
            "200": {
              description: "Das OpenAPI-Dokument der Schnittstelle.",
              content: { "application/json": { schema: { type: "object" } } },
            },
            "405": problemResponse("Andere Methode als GET oder HEAD.", {
              Allow: { schema: { type: "string", const: "GET, HEAD" } },
            }),
            "500": failed,
            "503": maintenance,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "Der API-Schlüssel aus der Verwaltung: „Authorization: Bearer vp_live_…“.",
        },
      },
      schemas: {
        ProposalRequest: {
          type: "object",
          additionalProperties: false,
          required: [...REQUIRED_FIELDS],
          properties: {
            funeralType: choice(FUNERAL_TYPES, "Bestattungsart"),
            funeralPlan: choice(FUNERAL_PLANS, "Paket"),
            place: {
              type: "object",
              additionalProperties: false,
              required: ["code", "city"],
              description:
                "Ort der Bestattung: Postleitzahl und Ort, die im Ortsverzeichnis des Portals zusammengehören (sonst 422 „place“).",
              properties: { code: text(FIELD_RULES["/place/code"]), city: text(FIELD_RULES["/place/city"]) },
              examples: [
                { code: "24103", city: "Kiel" },
                { code: "10115", city: "Berlin" },
              ],
            },
            provisionBirth: text(FIELD_RULES["/provisionBirth"]),
            salutation: choice(SALUTATIONS, "Anrede: sir (Herr) oder madame (Frau)"),
            firstname: text(FIELD_RULES["/firstname"]),
            lastname: text(FIELD_RULES["/lastname"]),
            email: text(FIELD_RULES["/email"]),
            phone: text(FIELD_RULES["/phone"]),
            funeralSiteId: text(FIELD_RULES["/funeralSiteId"]),
            referrer: text(FIELD_RULES["/referrer"]),
            couponCode: text(FIELD_RULES["/couponCode"]),
            tracking: {
              type: "object",
              additionalProperties: false,
              description: "Tracking-Angaben, alle freiwillig.",
              properties: Object.fromEntries(TRACKING_FIELDS.map((name) => [name, text(TRACKING_RULE)])),
            },
          },
        },
        ProposalCreated: {
          type: "object",
          additionalProperties: false,
          required: ["id", "signUpUrl", "signUpUrlExpiresAt"],
          properties: {
            id: { type: "string", format: "uuid" },
            signUpUrl: {
              type: "string",
              format: "uri",
              description: "Link für die Kundin oder den Kunden: schließt die Registrierung im Portal ab.",
            },
            signUpUrlExpiresAt: { type: "string", format: "date-time" },
          },
        },
        Problem: {
          type: "object",
          required: ["type", "title", "status", "detail", "errors"],
          properties: {
            type: { type: "string", format: "uri", description: "urn:vorsorgeportal:problem:<Art>" },
            title: { type: "string" },
            status: { type: "integer", minimum: 400, maximum: 599 },
            detail: { type: "string" },
            errors: {
              type: "array",
              maxItems: ERRORS_MAX,
              description: `Jedes abgewiesene Feld oder jeder Kopf mit dem Grund, höchstens ${ERRORS_MAX}.`,
              items: {
                type: "object",
                required: ["field", "detail"],
                additionalProperties: false,
                properties: {
                  field: { type: "string", description: "Feld (z. B. „place.code“) oder Kopfzeile" },
                  pointer: { type: "string", description: "JSON Pointer in den Inhalt der Anfrage" },
                  detail: { type: "string" },
                },
              },
            },
            errorsTruncated: {
              type: "boolean",
              const: true,
              description: `Nur wenn die Anfrage mehr als ${ERRORS_MAX} Fehler hat: „errors“ nennt die ersten ${ERRORS_MAX}.`,
            },
          },
        },
      },
    },
  } as const;
}
