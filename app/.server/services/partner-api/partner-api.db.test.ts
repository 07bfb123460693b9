/**
 * The partner intake API through its route, with real requests: idempotency (also concurrent), a different
 * body under the same key, revoked keys, the rate limit, validation; every answer is checked against the
 * response schema of its status in the OpenAPI document.
 */
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../testing/crm";
import { apiIdempotency, postalCodes, proposals } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { requestInfoContext } from "../../context";
import { actorFor, call, routeContext, testRuntime } from "~/.server/testing/routes";
import { action as proposalsAction, loader as proposalsLoader } from "~/routes/api/v1.proposals";
import { action as unknownAction, loader as unknownLoader } from "~/routes/api/v1.$";
import { middleware as apiMiddleware } from "~/routes/api/layout";
import { ERRORS_MAX } from "~/domain/partner-api/request";
import { createPartnerKey, revokePartnerKey } from "../backoffice/partners";
import { openApiDocument } from "./openapi";
import { signUpDraft } from "./signup";

const database = useTestDatabase();
const BASE = "http://localhost:3000";
const doc = openApiDocument(BASE);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, "doc");

/** Checks a real answer against the document: its status is documented and its body fits the schema. */
async function checked(response: Response) {
  const status = String(response.status);
  const responses = doc.paths["/proposals"].post.responses as Record<
    string,
    { content: Record<string, unknown> }
  >;
  expect(responses[status], `status ${status} documented`).toBeDefined();
  const type = response.status >= 400 ? "application/problem+json" : "application/json";
  expect(response.headers.get("Content-Type")).toContain(type);
  const pointer = `doc#/paths/~1proposals/post/responses/${status}/content/${type.replace("/", "~1")}/schema`;
  const validate = ajv.compile({ $ref: pointer });
  const body = (await response.json()) as Record<string, unknown>;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  return body;
}

/** An admin: only admins manage partner keys. */
const adminActor = (userId: string) => ({ ...actorFor(userId, { isStaff: true }), groups: ["admin"] });

let key: string;
let keyId: string;
let place: { code: string; city: string };

beforeAll(async () => {
  const admin = await createStaff(database.db, "admin-partners@vorsorgeportal.de");
  const created = await createPartnerKey(database.db, adminActor(admin.id), {
    name: "Muster GmbH",
  });
  key = created.key;
  keyId = created.id;
  const [row] = await database.db
    .select({ code: postalCodes.code, city: postalCodes.city })
    .from(postalCodes)
    .limit(1);
  place = row!;
});

/** The time the route sees: the real time unless a test fixes it. */
let fixedNow: Date | null = null;
afterEach(() => {
  fixedNow = null;
});

const runtime = () => ({ ...testRuntime(database), clock: { now: () => fixedNow ?? new Date() } });

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    funeralType: "cremation",
    funeralPlan: "basic",
    place,
    provisionBirth: "1950-04-01",
    salutation: "madame",
    firstname: "Erika",
    lastname: "Mustermann",
    email: "erika.partner@example.de",
    phone: "0151 23456789",
    tracking: { utmSource: "partner" },
    ...overrides,
  };
}

async function send(
  body: unknown,
  {
    auth = key,
    idem = crypto.randomUUID(),
    type = "application/json",
  }: { auth?: string | null; idem?: string | null; type?: string } = {},
) {
  const headers: Record<string, string> = { "Content-Type": type };
  if (auth !== null) headers.Authorization = `Bearer ${auth}`;
  if (idem !== null) headers["Idempotency-Key"] = idem;
  const request = new Request(`${BASE}/api/v1/proposals`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const { context } = await routeContext(runtime(), null);
  return (await call(proposalsAction as never, request, context)) as Response;
}

const proposalCount = async () =>
  Number(
    (await database.db.select({ n: count() }).from(proposals).where(eq(proposals.partnerApiKeyId, keyId)))[0]!
      .n,
  );

describe("POST /api/v1/proposals", () => {
  it("creates one proposal with the partner's key and answers its id and a sign-up link", async () => {
    const before = await proposalCount();
    const response = await send(validBody({ email: "first@example.de" }));
    expect(response.status).toBe(201);
    const body = await checked(response);
    expect(await proposalCount()).toBe(before + 1);
    const [row] = await database.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, body.id as string));
    expect(row).toMatchObject({
      email: "first@example.de",
      funeralType: "cremation",
      partnerApiKeyId: keyId,
    });
    expect(row!.phone).toBe("+4915123456789");
    expect(row!.utmSource).toBe("partner");
    // The link opens the wizard prefilled.
    const token = new URL(body.signUpUrl as string).pathname.split("/").pop()!;
    const draft = await signUpDraft(
      database.db,
      null,
      { token },
      { now: new Date(), config: runtime().config },
    );
    expect(draft).toMatchObject({
      kind: "draft",
      draft: { data: { email: "first@example.de", firstname: "Erika" } },
    });
    // A forged token opens nothing.
    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(
      await signUpDraft(database.db, null, { token: forged }, { now: new Date(), config: runtime().config }),
    ).toEqual({
      kind: "invalid",
    });
  });

  it("the same Idempotency-Key with the same body creates one proposal and answers the same", async () => {
    const idem = crypto.randomUUID();
    const before = await proposalCount();
    const first = await checked(await send(validBody({ email: "twice@example.de" }), { idem }));
    const again = await send(validBody({ email: "twice@example.de" }), { idem });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await checked(again)).toEqual(first);
    expect(await proposalCount()).toBe(before + 1);
  });

  it("concurrent requests with one Idempotency-Key create one proposal", async () => {
    const idem = crypto.randomUUID();
    const before = await proposalCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(validBody({ email: "race@example.de" }), { idem })),
    );
    const bodies = await Promise.all(answers.map(checked));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await proposalCount()).toBe(before + 1);
  });

  it("the same Idempotency-Key with another body is refused with 422 and stores nothing", async () => {
    const idem = crypto.randomUUID();
    await send(validBody({ email: "one@example.de" }), { idem });
    const before = await proposalCount();
    const response = await send(validBody({ email: "other@example.de" }), { idem });
    expect(response.status).toBe(422);
    const body = await checked(response);
    expect(body.errors).toEqual([expect.objectContaining({ field: "Idempotency-Key" })]);
    expect(await proposalCount()).toBe(before);
  });

  it("refuses invalid fields with 422 naming each field in German, and stores nothing", async () => {
    const before = await proposalCount();
    const idem = crypto.randomUUID();
    const response = await send(
      {
        ...validBody({ email: "kein-at", funeralPlan: "gold", provisionBirth: "2020-01-01", phone: "12" }),
        colour: "x",
      },
      { idem },
    );
    expect(response.status).toBe(422);
    const body = await checked(response);
    const fields = (body.errors as { field: string; detail: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(["colour", "email", "funeralPlan", "phone", "provisionBirth"]);
    expect(body.title).toBe("Ungültige Angaben");
    expect(await proposalCount()).toBe(before);
    const stored = await database.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idempotencyKey, idem));
    expect(stored).toEqual([]);
  });

  it("refuses a NUL or another control character in any text with 422 naming the field, and stores nothing", async () => {
    const before = await proposalCount();
    for (const body of [
      validBody({ referrer: "partner\u0000" }),
      validBody({ couponCode: "A\u0000B" }),
      validBody({ place: { code: "24103", city: "Kiel\u0000" } }),
      validBody({ funeralSiteId: "\u0000", tracking: { utmSource: "x\u0000" } }),
    ]) {
      const response = await send(body);
      expect(response.status).toBe(422);
      const errors = (await checked(response)).errors as { field: string; detail: string }[];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.detail).toMatch(/Steuerzeichen/);
    }
    expect(await proposalCount()).toBe(before);
  });

  it("refuses an unknown place and funeral site with 422", async () => {
    const response = await send(
      validBody({ place: { code: "00000", city: "Nirgendwo" }, funeralSiteId: "fs-nope" }),
    );
    expect(response.status).toBe(422);
    const fields = ((await checked(response)).errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(["place", "funeralSiteId"]);
  });

  it("answers 400 for malformed JSON or a missing Idempotency-Key, 415 for another content type", async () => {
    const before = await proposalCount();
    const malformed = await send("{ funeralType: ");
    expect(malformed.status).toBe(400);
    await checked(malformed);
    const noKey = await send(validBody(), { idem: null });
    expect(noKey.status).toBe(400);
    const missing = await checked(noKey);
    expect((missing.errors as { field: string }[])[0]!.field).toBe("Idempotency-Key");
    expect(missing.title).toBe("Idempotency-Key fehlt");
    const form = await send("a=b", { type: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    await checked(form);
    const array = await send([1, 2]);
    expect(array.status).toBe(422);
    await checked(array);
    expect(await proposalCount()).toBe(before);
  });

  it("answers 401 with WWW-Authenticate for no, an unknown or a revoked key", async () => {
    for (const auth of [null, "vp_live_" + "A".repeat(43), "nonsense"]) {
      const response = await send(validBody(), { auth });
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      await checked(response);
    }
    const admin = await createStaff(database.db, "admin-revoke@vorsorgeportal.de");
    const actor = adminActor(admin.id);
    const other = await createPartnerKey(database.db, actor, { name: "Widerruf AG" });
    expect((await send(validBody({ email: "before-revoke@example.de" }), { auth: other.key })).status).toBe(
      201,
    );
    await revokePartnerKey(database.db, actor, { id: other.id }, { now: new Date() });
    const revoked = await send(validBody({ email: "after-revoke@example.de" }), { auth: other.key });
    expect(revoked.status).toBe(401);
    await checked(revoked);
  });

  it("answers 405 to GET", async () => {
    const response = (await proposalsLoader()) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    await checked(response);
  });

  it("limits each key to 60 requests a minute (429 with Retry-After), counted in the database", async () => {
    const admin = await createStaff(database.db, "admin-limit@vorsorgeportal.de");
    const limited = await createPartnerKey(database.db, adminActor(admin.id), {
      name: "Eilig KG",
    });
    const start = new Date();
    fixedNow = start;
    for (let i = 0; i < 60; i++) {
      expect((await send("{", { auth: limited.key })).status).toBe(400);
    }
    const refused = await send(validBody(), { auth: limited.key });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    await checked(refused);
    // Another key is not affected; a minute later the key works again.
    expect((await send("{")).status).toBe(400);
    fixedNow = new Date(start.getTime() + 61_000);
    expect((await send("{", { auth: limited.key })).status).toBe(400);
  });

  it("calls a malformed Idempotency-Key malformed, not missing, and names the format", async () => {
    for (const idem of ["a b", "x".repeat(256), "schlüssel"]) {
      const response = await send(validBody(), { idem });
      expect(response.status).toBe(400);
      const body = await checked(response);
      expect(body.title).toBe("Idempotency-Key ungültig");
      expect(body.type).toBe("urn:vorsorgeportal:problem:idempotencyKeyMalformed");
      expect(JSON.stringify(body)).not.toMatch(/fehlt/);
      expect((body.errors as { detail: string }[])[0]!.detail).toMatch(/1 bis 255 sichtbare ASCII-Zeichen/);
    }
  });

  it("caps the error list of 40,000 unknown fields and marks it cut", async () => {
    const before = await proposalCount();
    const many = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`f${i}`, i]));
    const response = await send({ ...validBody(), ...many });
    expect(response.status).toBe(422);
    const text = await response.clone().text();
    expect(text.length).toBeLessThan(10_000);
    const body = await checked(response);
    expect(body.errors).toHaveLength(ERRORS_MAX);
    expect(body.errorsTruncated).toBe(true);
    expect(body.detail).toMatch(/höchstens 20 Einträge/);
    // A short list is not marked.
    const few = await checked(await send({ ...validBody(), f1: 1 }));
    expect(few.errorsTruncated).toBeUndefined();
    expect(await proposalCount()).toBe(before);
  });

  it("answers an unknown address under /api/v1 with a 404 problem, for GET and POST", async () => {
    const validate = ajv.compile({ $ref: "doc#/components/schemas/Problem" });
    for (const answer of [unknownLoader(), unknownAction()]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Content-Type")).toContain("application/problem+json");
      const body = (await answer.json()) as Record<string, unknown>;
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      expect(body.title).toBe("Adresse nicht gefunden");
    }
  });

  it("turns what React Router answers itself (405 without an action, 404, 413) into problems of their kind", async () => {
    const validate = ajv.compile({ $ref: "doc#/components/schemas/Problem" });
    const { context } = await routeContext(runtime(), null);
    const through = async (path: string, answer: Response) =>
      (await apiMiddleware[0]!(
        { request: new Request(`${BASE}${path}`, { method: "POST" }), context, params: {} } as never,
        (async () => answer) as never,
      )) as Response;
    const html = (status: number) =>
      new Response("<!DOCTYPE html><html></html>", { status, headers: { "Content-Type": "text/html" } });
    const method = await through("/api/v1/openapi.json", html(405));
    expect(method.status).toBe(405);
    expect(method.headers.get("Allow")).toBe("GET, HEAD");
    const methodBody = (await method.json()) as Record<string, unknown>;
    expect(validate(methodBody)).toBe(true);
    expect(methodBody.detail).toBe("Diese Adresse nimmt nur diese Methoden an: GET, HEAD.");
    for (const [status, title] of [
      [404, "Adresse nicht gefunden"],
      [413, "Anfrage zu groß"],
      [500, "Anfrage nicht ausgeführt"],
    ] as const) {
      const answer = await through("/api/v1/proposals", html(status));
      expect(answer.status).toBe(status);
      expect(answer.headers.get("Content-Type")).toContain("application/problem+json");
      const body = (await answer.json()) as Record<string, unknown>;
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      expect(body.title).toBe(title);
    }
  });

  it("refuses a lone UTF-16 surrogate (no Unicode text: it would be stored as U+FFFD) with 422 naming the field", async () => {
    const before = await proposalCount();
    const body = JSON.stringify(validBody({ referrer: "a", tracking: { utmSource: "b" } }))
      .replace('"referrer":"a"', '"referrer":"a\\ud800b"')
      .replace('"utmSource":"b"', '"utmSource":"\\udc00"');
    const response = await send(body);
    expect(response.status).toBe(422);
    const errors = (await checked(response)).errors as { field: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(["referrer", "tracking.utmSource"]);
    // A pair is one character (an emoji) and fine.
    expect((await send(validBody({ referrer: "Grüße 😀", email: "emoji@example.de" }))).status).toBe(201);
    expect(await proposalCount()).toBe(before + 1);
  });

  it("stores a referrer of 255 characters that NFC would lengthen (a check constraint holds it to 255): no 500", async () => {
    const response = await send(validBody({ referrer: "\u0344".repeat(255), email: "nfc@example.de" }));
    expect(response.status).toBe(201);
    await checked(response);
  });

  it("answers a browser's request from another website (Origin) with a German 403 problem", async () => {
    const { context } = await routeContext(runtime(), null);
    context.set(requestInfoContext, { nonce: "n", ip: "192.0.2.1", refusal: "crossOrigin" });
    const answer = (await apiMiddleware[0]!(
      { request: new Request(`${BASE}/api/v1/proposals`, { method: "POST" }), context, params: {} } as never,
      (async () => new Response("never")) as never,
    )) as Response;
    const body = await checked(answer);
    expect(answer.status).toBe(403);
    expect((body.errors as { detail: string }[])[0]!.detail).toMatch(/von Ihrem Server/);
  });
});
