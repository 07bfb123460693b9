/**
 * Answers of the partner API: RFC 9457 problem details (`application/problem+json`) with a German title and
 * detail and an `errors` list naming each refused field or header; every answer is JSON and never cached.
 */
import type { FieldError } from "~/domain/partner-api/request";
import { t, type MessageKey } from "~/i18n";

export const PROBLEM_TYPE_BASE = "urn:vorsorgeportal:problem:";

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type ProblemKind =
  | "malformed"
  | "idempotencyKey"
  | "unauthorized"
  | "crossOrigin"
  | "method"
  | "contentType"
  | "validation"
  | "idempotencyMismatch"
  | "rateLimited"
  | "failed";

const STATUS: Record<ProblemKind, number> = {
  malformed: 400,
  idempotencyKey: 400,
  unauthorized: 401,
  crossOrigin: 403,
  method: 405,
  contentType: 415,
  validation: 422,
  idempotencyMismatch: 422,
  rateLimited: 429,
  failed: 500,
};

/**
 * One problem: its kind decides status, type, title and detail; `errors` names each field or header. `status`
 * overrides the kind's own (an unexpected failure keeps the status it had, 4xx or 5xx).
 */
export function problem(
  kind: ProblemKind,
  errors: readonly (Omit<FieldError, "pointer"> & { pointer?: string })[],
  headers: Record<string, string> = {},
  status = STATUS[kind],
): ApiAnswer {
  return {
    status,
    headers,
    body: {
      type: PROBLEM_TYPE_BASE + kind,
      title: t(`backoffice.partners.api.${kind}.title` as MessageKey),
      status,
      detail: t(`backoffice.partners.api.${kind}.detail` as MessageKey),
      errors: errors.map((error) => ({ ...error })),
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
  problem("method", [{ field: "method", detail: t("backoffice.partners.api.method.field") }], {
    Allow: allow,
  });

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

/** An answer that is not problem details yet (a failure React Router answered): the same status as a problem. */
export function asProblem(response: Response): Response {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status < 400 || type.startsWith("application/problem+json")) return response;
  return apiResponse(problem("failed", [], {}, response.status));
}
