/**
 * POST /api/v1/proposals (decision 0058, docs/partner-api.md): a partner creates a proposal with the sign-up
 * funnel's registration data. In this order: the key (401), the rate limit per key (429), the content type
 * (415), the Idempotency-Key header (400: missing or malformed), the JSON (400), the fields (422: the rules the
 * OpenAPI document states, then the funnel's own schemas);
 * then, in one transaction, the Idempotency-Key is claimed first (unique index) and the proposal is written
 * through the funnel's own `insertProposal`. A retry with the same key and body gets the stored answer; the
 * same key with another body 422. Bad input stores nothing.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, min, sql } from "drizzle-orm";
import { isServiceError } from "~/domain/errors";
import {
  controlCharacterErrors,
  fieldErrors,
  germanIssue,
  isIdempotencyKey,
  partnerProposalSchema,
  type PartnerProposalRequest,
} from "~/domain/partner-api/request";
import { t } from "~/i18n";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { apiIdempotency, funeralSites, loginAttempts } from "../../db/schema";
import { recordAttempt } from "../../identity/limits";
import { PARTNER_API_LIMIT } from "../../identity/policy";
import { findPlace } from "../registration/places";
import { defaultOffer } from "../registration/default-offer";
import { insertProposal } from "../registration/proposal";
import { proposalValues } from "../registration/records";
import { authenticatePartner, bearerToken, type PartnerKey } from "./keys";
import { headerError, problem, unauthorized, type ApiAnswer } from "./problems";
import { signUpToken } from "./signup-link";

export interface ProposalRequest {
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  /** The body as sent (UTF-8 text), or null when the HTTP layer found it unreadable. */
  body: string | null;
}

export interface ProposalOptions {
  now: Date;
  config: Pick<Config, "BASE_URL" | "SESSION_SECRET">;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The answer to one POST /api/v1/proposals. The actor is null: the caller is anonymous until its key is checked
 * here (the one service signature, decision 0052).
 */
export async function answerProposalRequest(
  db: Db,
  _actor: null,
  request: ProposalRequest,
  options: ProposalOptions,
): Promise<ApiAnswer> {
  const partner = await authenticatePartner(db, request.authorization, options.now);
  if (!partner) return unauthorized(bearerToken(request.authorization) !== null);
  const limited = await countRequest(db, partner, options.now);
  if (limited) return limited;
  if (!request.contentType || !JSON_TYPE.test(request.contentType)) {
    return problem("contentType", [
      headerError("Content-Type", t("backoffice.partners.api.contentType.field")),
    ]);
  }
  if (request.idempotencyKey === null) {
    return problem("idempotencyKey", [
      headerError("Idempotency-Key", t("backoffice.partners.api.idempotencyKey.field")),
    ]);
  }
  if (!isIdempotencyKey(request.idempotencyKey)) {
    return problem("idempotencyKeyMalformed", [
      headerError("Idempotency-Key", t("backoffice.partners.api.idempotencyKeyMalformed.field")),
    ]);
  }
  const parsed = parseJson(request.body);
  if (!parsed.ok) {
    return problem("malformed", [
      { field: "body", pointer: "", detail: t("backoffice.partners.api.malformed.field") },
    ]);
  }
  // A NUL would reach PostgreSQL (a 500 on every retry); the other control characters no page shows.
  const unreadable = controlCharacterErrors(parsed.value);
  if (unreadable.length > 0) return problem("validation", unreadable);
  const today = () => options.now.toISOString().slice(0, 10);
  const result = partnerProposalSchema({ today }).safeParse(parsed.value, { error: germanIssue });
  if (!result.success) return problem("validation", fieldErrors(result.error));
  const refused = await referenceErrors(db, result.data);
  if (refused.length > 0) return problem("validation", refused);
  return createOnce(db, partner, request.idempotencyKey, result.data, requestHash(parsed.value), options);
}

/** Counts the request against the key's limit; the 429 answer when it is one too many. */
async function countRequest(db: Db, partner: PartnerKey, now: Date): Promise<ApiAnswer | null> {
  const subject = `partner-key:${partner.id}`;
  try {
    await recordAttempt(db, PARTNER_API_LIMIT, { email: subject, ip: "" }, now);
    return null;
  } catch (error) {
    if (!isServiceError(error) || error.code !== "LimitExceededException") throw error;
    const since = new Date(now.getTime() - PARTNER_API_LIMIT.windowMs);
    const [oldest] = await db
      .select({ at: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.action, PARTNER_API_LIMIT.action),
          eq(loginAttempts.email, subject),
          gt(loginAttempts.createdAt, since),
        ),
      );
    const freeAt = (oldest?.at ? new Date(oldest.at).getTime() : now.getTime()) + PARTNER_API_LIMIT.windowMs;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    return problem(
      "rateLimited",
      [
        headerError(
          "Authorization",
          t("backoffice.partners.api.rateLimited.field", { limit: PARTNER_API_LIMIT.perAccount ?? 0 }),
        ),
      ],
      { "Retry-After": String(seconds) },
    );
  }
}

function parseJson(body: string | null): { ok: true; value: unknown } | { ok: false } {
  if (body === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The same JSON with its keys sorted: two bodies that differ only in key order or spacing are the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const requestHash = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(canonical(value)), "utf8")
    .digest("hex");

/** The place must be one of the portal's places, the funeral site (when given) an active one. */
async function referenceErrors(db: Db, data: PartnerProposalRequest) {
  const errors = [];
  if (!(await findPlace(db, data.place))) {
    errors.push({ field: "place", pointer: "/place", detail: t("backoffice.partners.api.unknownPlace") });
  }
  if (data.funeralSiteId) {
    const [site] = await db
      .select({ id: funeralSites.id, types: funeralSites.funeralTypes })
      .from(funeralSites)
      .where(and(eq(funeralSites.id, data.funeralSiteId), eq(funeralSites.active, true)))
      .limit(1);
    if (!site || !site.types.includes(data.funeralType)) {
      errors.push({
        field: "funeralSiteId",
        pointer: "/funeralSiteId",
        detail: t("backoffice.partners.api.unknownSite"),
      });
    }
  }
  return errors;
}

/**
 * Claims the Idempotency-Key (insert first: a concurrent request with the same key waits on the unique index
 * and then finds the stored answer) and creates the proposal in the same transaction.
 */
async function createOnce(
  db: Db,
  partner: PartnerKey,
  idempotencyKey: string,
  data: PartnerProposalRequest,
  hash: string,
  { now, config }: ProposalOptions,
): Promise<ApiAnswer> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [claimed] = await tx
      .insert(apiIdempotency)
      .values({ apiKeyId: partner.id, idempotencyKey, requestHash: hash, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ id: apiIdempotency.id });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(apiIdempotency)
        .where(
          and(eq(apiIdempotency.apiKeyId, partner.id), eq(apiIdempotency.idempotencyKey, idempotencyKey)),
        );
      if (!stored || stored.requestHash !== hash) {
        return problem("idempotencyMismatch", [
          headerError("Idempotency-Key", t("backoffice.partners.api.idempotencyMismatch.field")),
        ]);
      }
      return { status: stored.status, body: stored.body, headers: { "Idempotent-Replayed": "true" } };
    }

    const offer = await defaultOffer(tx, data.funeralType, data.funeralPlan);
    const { tracking = {}, referrer, couponCode } = data;
    const values = proposalValues(
      {
        answers: {
          funeralType: data.funeralType,
          funeralPlan: data.funeralPlan,
          place: data.place,
          provisionBirth: data.provisionBirth,
        },
        data: {
          salutation: data.salutation,
          firstname: data.firstname,
          lastname: data.lastname,
          phone: data.phone,
        },
        params: { referrer: referrer ?? `partner:${partner.prefix}`, couponCode },
      },
      data.email,
      tracking,
      offer,
      now,
    );
    const proposal = await insertProposal(
      tx,
      { ...values, funeralSiteId: data.funeralSiteId ?? null, partnerApiKeyId: partner.id },
      offer.items,
    );
    const link = signUpToken(config.SESSION_SECRET, proposal.id, now);
    const body = {
      id: proposal.id,
      signUpUrl: new URL(`/register/partner/${link.token}`, config.BASE_URL).href,
      signUpUrlExpiresAt: link.expiresAt.toISOString(),
    };
    await tx
      .update(apiIdempotency)
      .set({ status: 201, body })
      .where(sql`${apiIdempotency.id} = ${claimed.id}`);
    return { status: 201, body };
  });
}
