/**
 * Answers of the partner API: RFC 9457 problem details (`application/problem+json`) with a German title and
 * detail and an `errors` list naming each refused field or header; every answer is JSON and never cached.
 */
import { ERRORS_MAX, type FieldError } from "~/domain/partner-api/request";
import { MAX_BODY_BYTES } from "../../http/guards";
import { t, type MessageKey } from "~/i18n";
import { MAINTENANCE_RETRY_AFTER_SECONDS } from "~/domain/maintenance";

export const PROBLEM_TYPE_BASE = "urn:vorsorgeportal:problem:";

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type ProblemKind =
  | "malformed"
  | "idempotencyKey"
  | "idempotencyKeyMalformed"
  | "unauthorized"
  | "crossOrigin"
  | "notFound"
  | "method"
  | "tooLarge"
  | "contentType"
  | "validation"
  | "idempotencyMismatch"
  | "rateLimited"
  | "maintenance"
  | "failed";

const STATUS: Record<ProblemKind, number> = {
  malformed: 400,
  idempotencyKey: 400,
  idempotencyKeyMalformed: 400,
  unauthorized: 401,
  crossOrigin: 403,
  notFound: 404,
  method: 405,
  tooLarge: 413,
  contentType: 415,
  validation: 422,
  idempotencyMismatch: 422,
  rateLimited: 429,
  maintenance: 503,
  failed: 500,
};

/** The statuses the API answers with a problem of their own kind (any other keeps its status as "failed"). */
const KIND_OF_STATUS = new Map<number, ProblemKind>([
  [404, "notFound"],
  [405, "method"],
  [413, "tooLarge"],
]);

/** The values a kind's detail names. */
const DETAIL_VALUES: Partial<Record<ProblemKind, Record<string, string | number>>> = {
  tooLarge: { max: MAX_BODY_BYTES },
};

/**
 * One problem: its kind decides status, type, title and detail; `errors` names each field or header, at most
 * ERRORS_MAX of them (a longer list is cut and marked `errorsTruncated: true`). `status` overrides the kind's own
 * (an unexpected failure keeps the status it had, 4xx or 5xx).
 */
export function problem(
  kind: ProblemKind,
  errors: readonly (Omit<FieldError, "pointer"> & { pointer?: string })[],
  headers: Record<string, string> = {},
  status = STATUS[kind],
  values: Record<string, string | number> = DETAIL_VALUES[kind] ?? {},
): ApiAnswer {
  const truncated = errors.length > ERRORS_MAX;
  return {
    status,
    headers,
    body: {
      type: PROBLEM_TYPE_BASE + kind,
      title: t(`backoffice.partners.api.${kind}.title` as MessageKey),
      status,
      detail:
        t(`backoffice.partners.api.${kind}.detail` as MessageKey, values) +
        (truncated ? " " + t("backoffice.partners.api.errorsTruncated", { max: ERRORS_MAX }) : ""),
      errors: errors.slice(0, ERRORS_MAX).map((error) => ({ ...error })),
      ...(truncated ? { errorsTruncated: true } : {}),
    },
  };
}

/** The field entry for a header. */
export const headerError = (header: string, detail: string) => ({ field: header, detail });

/** The 401 answer: the key is missing, malformed, unknown or revoked (the answer does not say which). */
export const unauthorized = (hadToken: boolean) =>
  problem("unauthorized", [headerError("Authorization", t("backoffice.partners.api.unauthorized.field"))], {
    "WWW-Authenticate": hadToken
      ? 'Bearer realm="partner-api", error="invalid_token"'
      : 'Bearer realm="partner-api"',
  });

/** The 405 answer; `allow` lists the methods the address takes. */
export const methodNotAllowed = (allow: string) =>
  problem(
    "method",
    [{ field: "method", detail: t("backoffice.partners.api.method.field", { allow }) }],
    { Allow: allow },
    405,
    { allow },
  );

/** The 404 answer for an address under /api/v1 that does not exist. */
export const notFound = () =>
  problem("notFound", [{ field: "path", detail: t("backoffice.partners.api.notFound.field") }]);

/** The 413 answer: the body is larger than the HTTP layer reads (MAX_BODY_BYTES). */
export const tooLarge = () =>
  problem("tooLarge", [
    {
      field: "body",
      pointer: "",
      detail: t("backoffice.partners.api.tooLarge.field", { max: MAX_BODY_BYTES }),
    },
  ]);

/** The 503 answer while the portal is in maintenance (decision 0102): nothing was stored; ask again later. */
export const underMaintenance = () =>
  problem("maintenance", [], { "Retry-After": String(MAINTENANCE_RETRY_AFTER_SECONDS) });

/** The API's addresses and the methods each takes (the route modules under app/routes/api). */
const API_METHODS: Record<string, string> = {
  "/api/v1/proposals": "POST",
  "/api/v1/openapi.json": "GET, HEAD",
};

/**
 * The answer to a method the HTTP layer refuses before React Router (PUT, DELETE, …) at an API address: 405 with
 * the address's own methods, or 404 for an address that does not exist.
 */
export function refusedMethod(path: string): ApiAnswer {
  const allow = API_METHODS[path];
  return allow ? methodNotAllowed(allow) : notFound();
}

/** The HTTP answer: JSON for a success, problem+json for a problem; never stored by a cache. */
export function apiResponse(answer: ApiAnswer): Response {
  const isProblem = answer.status >= 400;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      "Content-Type": isProblem
        ? "application/problem+json; charset=utf-8"
        : "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...answer.headers,
    },
  });
}

/**
 * An answer that is not problem details yet (a failure React Router answered: no action at this address, …): the
 * same status as a problem, of its own kind where the API has one.
 */
export function asProblem(response: Response, path: string): Response {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status < 400 || type.startsWith("application/problem+json")) return response;
  const kind = KIND_OF_STATUS.get(response.status);
  if (kind === "method") return apiResponse(refusedMethod(path));
  if (kind === "notFound") return apiResponse(notFound());
  if (kind === "tooLarge") return apiResponse(tooLarge());
  return apiResponse(problem("failed", [], {}, response.status));
}
