/**
 * The partner API's OpenAPI 3.1 document (GET /api/v1/openapi.json). One module for serving and testing:
 * partner-api.db.test.ts validates every real answer against the response schema of its status.
 */
import { FUNERAL_PLANS, FUNERAL_TYPES } from "~/domain/constants";
import { PARTNER_API_REQUESTS_PER_MINUTE, REQUIRED_FIELDS } from "~/domain/partner-api/request";
import { SALUTATIONS } from "~/domain/salutation";

const text = (maxLength: number, description?: string) => ({
  type: "string",
  minLength: 1,
  maxLength,
  ...(description ? { description } : {}),
});

const problemRef = { $ref: "#/components/schemas/Problem" };
const problemResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/problem+json": { schema: problemRef } },
});

export function openApiDocument(baseUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Vorsorgeportal – Partner-Schnittstelle",
      version: "1.0.0",
      description:
        "Partner legen für ihre Kundinnen und Kunden ein Angebot (Proposal) an. Die Antwort enthält einen Anmeldelink, mit dem die Person die Registrierung im Portal abschließt. Fehler sind Problem Details nach RFC 9457 mit deutschem Text.",
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
                "Eindeutig je Anfrage (z. B. eine UUID). Dieselbe Anfrage mit demselben Schlüssel liefert die gespeicherte Antwort, ohne ein zweites Angebot anzulegen.",
              schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]{1,255}$" },
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/ProposalRequest" } } },
          },
          responses: {
            "201": {
              description: "Angebot angelegt (oder die gespeicherte Antwort einer Wiederholung).",
              content: { "application/json": { schema: { $ref: "#/components/schemas/ProposalCreated" } } },
            },
            "400": problemResponse("Kein gültiges JSON oder kein Idempotency-Key."),
            "401": problemResponse("Kein, ein unbekannter oder ein widerrufener API-Schlüssel.", {
              "WWW-Authenticate": { schema: { type: "string" } },
            }),
            "403": problemResponse("Anfrage aus dem Browser einer fremden Website."),
            "405": problemResponse("Andere Methode als POST."),
            "415": problemResponse("Content-Type ist nicht application/json."),
            "422": problemResponse(
              "Ungültige Felder, oder der Idempotency-Key wurde schon für einen anderen Inhalt verwendet.",
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
            funeralType: { type: "string", enum: [...FUNERAL_TYPES] },
            funeralPlan: { type: "string", enum: [...FUNERAL_PLANS] },
            place: {
              type: "object",
              additionalProperties: false,
              required: ["code", "city"],
              properties: { code: text(20, "Postleitzahl"), city: text(100, "Ort") },
            },
            provisionBirth: {
              type: "string",
              format: "date",
              description: "Geburtsdatum (JJJJ-MM-TT); die Person ist mindestens 18 Jahre alt.",
            },
            salutation: { type: "string", enum: [...SALUTATIONS] },
            firstname: text(100),
            lastname: text(100),
            email: { type: "string", format: "email", maxLength: 254 },
            phone: text(30, "Telefonnummer, z. B. 0151 23456789 oder +49 151 23456789"),
            funeralSiteId: text(100, "Friedhof aus der Friedhofssuche des Portals"),
            referrer: text(255, "Quelle (Affiliate); ohne Angabe der Präfix des API-Schlüssels"),
            couponCode: text(50),
            tracking: {
              type: "object",
              additionalProperties: false,
              properties: Object.fromEntries(
                [
                  "userID",
                  "sessionID",
                  "utmMedium",
                  "utmSource",
                  "utmCampaign",
                  "clientidGclid",
                  "clientId",
                  "landingPageUrl",
                  "funnelEntryUrl",
                ].map((name) => [name, { type: "string", maxLength: 255 }]),
              ),
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
            type: { type: "string", format: "uri" },
            title: { type: "string" },
            status: { type: "integer", minimum: 400, maximum: 599 },
            detail: { type: "string" },
            errors: {
              type: "array",
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
          },
        },
      },
    },
  } as const;
}
