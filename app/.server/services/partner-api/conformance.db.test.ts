/**
 * Property-based conformance of the partner API with its OpenAPI document (decision 0095). fast-check
 * generates requests from the document's own schemas — valid bodies, and bodies broken in one place by one of the
 * schema's keywords (required, type, enum, minLength, maxLength, pattern, format, additionalProperties), with now
 * and then a header the document refuses — sends them through the route and checks every answer against the
 * document: no 5xx, a documented status, a body valid against that status's schema, German text, the status the
 * request deserves, the refused field named, and nothing stored on a refusal.
 *
 * The rules a schema cannot state are in the document's descriptions; the valid bodies keep them by taking the
 * document's `examples` for those fields (the place, the phone number) and by leaving out the funeral site.
 */
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { subtractYears, todayInGermany } from "~/domain/dates";
import { action as proposalsAction } from "~/routes/api/v1.proposals";
import { createStaff } from "../../testing/crm";
import { apiIdempotency, proposals } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { actorFor, call, routeContext, testRuntime } from "../../testing/routes";
import { createPartnerKey } from "../backoffice/partners";
import { openApiDocument } from "./openapi";

const database = useTestDatabase();
const BASE = "http://localhost:3000";
const doc = openApiDocument(BASE) as unknown as OpenApi;
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addSchema(doc, "doc");

interface Schema {
  type?: string;
  enum?: string[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  $ref?: string;
}
interface Operation {
  parameters: { name: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApi {
  paths: { "/proposals": { post: Operation } };
  components: { schemas: Record<string, Schema> };
}

const operation = doc.paths["/proposals"].post;
const requestSchema = doc.components.schemas.ProposalRequest!;
const validBody = ajv.compile({ $ref: "doc#/components/schemas/ProposalRequest" });
const idempotencySchema = operation.parameters.find((p) => p.name === "Idempotency-Key")!.schema;
const validIdempotencyKey = ajv.compile(idempotencySchema);

/** The clock of the route: a fixed day, a second and a bit more per request, so the rate limit never counts 60. */
let now = new Date("2026-06-15T08:00:00Z");
const tick = () => (now = new Date(now.getTime() + 1_100));

// ---------------------------------------------------------------------------------------------------------------
// Valid values, from the schema

/** fast-check has no lookahead: generate from the pattern without its leading (?!…) groups, then keep matches. */
const withoutLookaheads = (pattern: string) =>
  pattern.replace(/^\^((?:\(\?!(?:[^()]|\((?:[^()])*\))*\))+)/, "^");

/**
 * A valid text for a schema. A field whose description states a rule the schema cannot (the phone number exists)
 * takes the document's examples only; a date lies between the pattern's first year and the described last day.
 */
function validText(schema: Schema, path: string): fc.Arbitrary<string> {
  const examples = (schema.examples ?? []) as string[];
  if (path === "/phone") return fc.constantFrom(...examples);
  if (schema.format === "date") {
    const last = subtractYears(todayInGermany(now), 18);
    return fc
      .date({
        min: new Date("1920-01-01T12:00:00Z"),
        max: new Date(`${last}T12:00:00Z`),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
  }
  const fits = ajv.compile(schema);
  const generated = schema.pattern
    ? fc.stringMatching(new RegExp(withoutLookaheads(schema.pattern), "u"))
    : fc.oneof(
        fc.string({ unit: "grapheme", maxLength: schema.maxLength }),
        fc.string({ unit: "binary", maxLength: schema.maxLength }),
      );
  const long = fc.string({
    unit: fc.constantFrom("a", "ß", "😀", "\u0344", " "),
    minLength: schema.maxLength ?? 0,
    maxLength: schema.maxLength ?? 0,
  });
  const candidates = schema.pattern?.includes("\\p{") || path === "/email" ? [generated] : [generated, long];
  return fc
    .oneof(...(examples.length > 0 ? [fc.constantFrom(...examples)] : []), ...candidates)
    .filter((value) => fits(value) && !/@(?:.+\.)?vorsorgeportal\.de$/i.test(value));
}

/** A valid value for a schema: enums, objects with their required and some optional fields, texts. */
function validValue(schema: Schema, path = ""): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === "object") {
    // The place must be a postal code with its town (described): the document's examples are such pairs.
    if (schema.examples) return fc.constantFrom(...schema.examples);
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {})
      // The funeral site must exist for the funeral type (described): a valid body leaves it out.
      .filter(([name]) => `${path}/${name}` !== "/funeralSiteId");
    return fc.record(
      Object.fromEntries(fields.map(([name, field]) => [name, validValue(field, `${path}/${name}`)])),
      { requiredKeys: fields.map(([name]) => name).filter((name) => required.has(name)) },
    );
  }
  return validText(schema, path);
}

// ---------------------------------------------------------------------------------------------------------------
// Invalid bodies: a valid one, broken in one place by one keyword of the schema

interface Broken {
  body: unknown;
  /** The JSON pointer of the field the answer must name. */
  pointer: string;
  how: string;
}

/** Every place of the request schema with its schema and whether its parent requires it. */
function places(schema: Schema, path = ""): { path: string; schema: Schema; required: boolean }[] {
  const found: { path: string; schema: Schema; required: boolean }[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const here = `${path}/${name}`;
    found.push({ path: here, schema: field, required: (schema.required ?? []).includes(name) });
    if (field.type === "object") found.push(...places(field, here));
  }
  return found;
}
const PLACES = places(requestSchema);
const OBJECTS = ["", ...PLACES.filter((p) => p.schema.type === "object").map((p) => p.path)];

const clone = (value: unknown) => structuredClone(value) as Record<string, unknown>;
function setAt(body: Record<string, unknown>, pointer: string, value: unknown | typeof REMOVE) {
  const parts = pointer.split("/").slice(1);
  let target = body;
  for (const part of parts.slice(0, -1)) {
    if (typeof target[part] !== "object" || target[part] === null) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
}
const REMOVE = Symbol("remove");

/** The ways to break one place of the schema by one of its keywords: [keyword, the values that break it]. */
function breaking(schema: Schema, required: boolean): [string, fc.Arbitrary<unknown>][] {
  const ways: [string, fc.Arbitrary<unknown>][] = [
    ["type", fc.constantFrom<unknown>(null, 0, 1.5, true, [], ["x"], schema.type === "object" ? "x" : {})],
  ];
  if (required) ways.push(["required", fc.constant(REMOVE)]);
  if (schema.enum) {
    const values = schema.enum;
    ways.push([
      "enum",
      fc.oneof(fc.string(), fc.constantFrom(...values.map((v) => v.toUpperCase()), ` ${values[0]}`)),
    ]);
  }
  if (schema.type === "string") {
    if (schema.minLength) ways.push(["minLength", fc.constant("")]);
    if (schema.maxLength !== undefined) {
      ways.push(["maxLength", fc.constant("A" + "a".repeat(schema.maxLength))]);
    }
    if (schema.pattern) {
      const example = String(schema.examples?.[0] ?? "Text");
      ways.push([
        "pattern",
        fc.constantFrom(
          ` ${example}`,
          `${example}\u0000`,
          `${example}\u0007x`,
          `${example}\ud800`,
          `<${example}>`,
          `${example}.de`,
          `www ${example}`,
          `2${example}`,
        ),
      ]);
    }
    if (schema.format === "date") {
      ways.push([
        "format",
        fc.constantFrom(
          "01.04.1950",
          "1950-04-01T00:00:00Z",
          "1950-02-30",
          "1919-12-31",
          "1950-4-1",
          "19500401",
        ),
      ]);
    }
  }
  return ways;
}

/** Every (place, keyword) of the schema once, so each keyword of each field is broken as often as any other. */
const BREAKS = PLACES.flatMap((place) =>
  breaking(place.schema, place.required).map(([keyword, values]) => ({ place, keyword, values })),
);

const brokenBody: fc.Arbitrary<Broken> = validValue(requestSchema).chain((body) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(...BREAKS).chain(({ place, keyword, values }) =>
        values.map((value) => {
          const broken = clone(body);
          setAt(broken, place.path, value);
          return { body: broken, pointer: place.path, how: `${place.path}: ${keyword}` };
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...OBJECTS).chain((object) =>
        fc
          .stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,12}$/)
          .filter((name) => !(name in (schemaAt(object).properties ?? {})))
          .map((name) => {
            const broken = clone(body);
            setAt(broken, `${object}/${name}`, "x");
            return {
              body: broken,
              pointer: `${object}/${name}`,
              how: `${object || "/"}: additionalProperties`,
            };
          }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(null, [], [body], "x", 7).map((value) => ({
        body: value,
        pointer: "",
        how: "type of the body",
      })),
    },
  ),
);

function schemaAt(pointer: string): Schema {
  return pointer === "" ? requestSchema : PLACES.find((p) => p.path === pointer)!.schema;
}

// ---------------------------------------------------------------------------------------------------------------
// Headers: mostly valid, now and then one the document refuses

type HeaderCase =
  | { kind: "valid" }
  | { kind: "auth"; value: string | null }
  | { kind: "contentType"; value: string }
  | { kind: "idempotency"; value: string | null };

const headerCase: fc.Arbitrary<HeaderCase> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: "valid" as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(null, "vp_live_" + "A".repeat(43), "Basic dXNlcjpwYXNz", "vp_live_kurz")
      .map((value) => ({ kind: "auth" as const, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("text/plain", "application/x-www-form-urlencoded", "application/jsonx", "text/json")
      .map((value) => ({ kind: "contentType" as const, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constant(null),
        fc.constantFrom("", "a b", "x".repeat(256), "schlüssel", "tab\tkey"),
        // What HTTP can carry in a header: Latin-1, no line breaks, nothing to trim at the ends.
        fc
          .string({ unit: "binary", minLength: 1, maxLength: 20 })
          .filter((value) => /^[\t\x20-\x7e\x80-\xff]+$/.test(value) && value.trim() === value),
      )
      .filter((value) => value === null || !validIdempotencyKey(value))
      .map((value) => ({ kind: "idempotency" as const, value })),
  },
);

// ---------------------------------------------------------------------------------------------------------------

let key: string;
let keyId: string;

beforeAll(async () => {
  const admin = await createStaff(database.db, "admin-conformance@vorsorgeportal.de");
  const created = await createPartnerKey(
    database.db,
    { ...actorFor(admin.id, { isStaff: true }), groups: ["admin"] },
    { name: "Konformität GmbH" },
  );
  key = created.key;
  keyId = created.id;
});

async function send(body: unknown, headers: HeaderCase) {
  const sent: Record<string, string> = {
    Authorization: `Bearer ${key}`,
    "Content-Type": "application/json",
    "Idempotency-Key": crypto.randomUUID(),
  };
  const set = (name: string, value: string | null) => {
    if (value === null) delete sent[name];
    else sent[name] = value;
  };
  if (headers.kind === "auth") set("Authorization", headers.value && `Bearer ${headers.value}`);
  if (headers.kind === "contentType") set("Content-Type", headers.value);
  if (headers.kind === "idempotency") set("Idempotency-Key", headers.value);
  const request = new Request(`${BASE}/api/v1/proposals`, {
    method: "POST",
    headers: sent,
    body: JSON.stringify(body),
  });
  tick();
  const runtime = { ...testRuntime(database), clock: { now: () => now } };
  const { context } = await routeContext(runtime, null);
  return (await call(proposalsAction as never, request, context)) as Response;
}

const stored = async () => {
  const [created] = await database.db
    .select({ n: count() })
    .from(proposals)
    .where(eq(proposals.partnerApiKeyId, keyId));
  const [claimed] = await database.db
    .select({ n: count() })
    .from(apiIdempotency)
    .where(eq(apiIdempotency.apiKeyId, keyId));
  return { proposals: Number(created!.n), idempotency: Number(claimed!.n) };
};

const ENGLISH = /\b(Invalid|expected|received|Unrecognized|must|Required|too (big|small))\b/i;

const responseSchemas = new Map<string, ReturnType<typeof ajv.compile>>();
/** The compiled schema of a documented answer, its references resolved within the document. */
function responseSchema(status: string, type: string) {
  const pointer = `doc#/paths/~1proposals/post/responses/${status}/content/${type.replace("/", "~1")}/schema`;
  let validate = responseSchemas.get(pointer);
  if (!validate) responseSchemas.set(pointer, (validate = ajv.compile({ $ref: pointer })));
  return validate;
}

/** Checks one answer against the document; returns its body. */
async function conforms(response: Response): Promise<Record<string, unknown>> {
  const status = String(response.status);
  expect(response.status, "no 5xx").toBeLessThan(500);
  const documented = operation.responses[status];
  expect(documented, `status ${status} documented`).toBeDefined();
  const [type] = Object.keys(documented!.content!);
  expect(response.headers.get("Content-Type")).toContain(type);
  const body = (await response.json()) as Record<string, unknown>;
  const validate = responseSchema(status, type!);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  if (response.status >= 400) {
    const texts = [body.title, body.detail, ...(body.errors as { detail: string }[]).map((e) => e.detail)];
    for (const text of texts) expect(text).not.toMatch(ENGLISH);
  }
  return body;
}

/** The status a request deserves, in the order the server checks (docs/partner-api.md). */
function expectedStatus(headers: HeaderCase, bodyValid: boolean): number {
  if (headers.kind === "auth") return 401;
  if (headers.kind === "contentType") return 415;
  if (headers.kind === "idempotency") return 400;
  return bodyValid ? 201 : 422;
}

describe("the partner API conforms to its OpenAPI document (property-based)", () => {
  it("every example of the document is valid by its own schema, and the patterns compile as ECMA-262 with u", () => {
    const strict = new Ajv2020({ strict: true, strictTypes: false, unicodeRegExp: true });
    addFormats(strict);
    strict.addKeyword("example");
    for (const place of PLACES) {
      const fits = strict.compile(place.schema);
      for (const example of place.schema.examples ?? []) {
        expect(
          fits(example),
          `${place.path}: ${JSON.stringify(example)} ${JSON.stringify(fits.errors)}`,
        ).toBe(true);
      }
    }
  });

  it("generated valid and broken requests get documented answers; a refusal stores nothing", async () => {
    const request = fc.oneof(
      { weight: 1, arbitrary: validValue(requestSchema).map((body) => ({ body, broken: null })) },
      { weight: 2, arbitrary: brokenBody.map((broken) => ({ body: broken.body, broken })) },
    );
    await fc.assert(
      fc.asyncProperty(request, headerCase, async ({ body, broken }, headers) => {
        const bodyValid = validBody(body);
        // A generated valid body is valid by the document; a break that happens to leave the body valid
        // (an e-mail address with ".de" added) is no test case.
        if (broken === null) expect(bodyValid, JSON.stringify(validBody.errors)).toBe(true);
        fc.pre(broken === null || !bodyValid);
        const before = await stored();
        const response = await send(body, headers);
        const answer = await conforms(response);
        const expected = expectedStatus(headers, bodyValid);
        expect(response.status, `${broken?.how ?? "valid body"}: ${JSON.stringify(answer)}`).toBe(expected);
        const after = await stored();
        if (expected === 201) {
          expect(after).toEqual({
            proposals: before.proposals + 1,
            idempotency: before.idempotency + 1,
          });
        } else {
          expect(after, "nothing stored on a refusal").toEqual(before);
        }
        if (expected === 422 && broken) {
          const pointers = (answer.errors as { pointer?: string }[]).map((e) => e.pointer);
          expect(pointers, broken.how).toContain(broken.pointer);
        }
      }),
      { numRuns: 200 },
    );
  });
});
