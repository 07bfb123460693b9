/**
 * The one place that turns a refusal of a service into an answer (docs/architecture.md, "The request's way"):
 *
 * - the German error page: `withErrorPages(handler)` around a loader or action (`throwAsPage` inside one);
 *   `withResourceErrorPages` for the PDFs, which sends a browser to the 403 page with the way out;
 * - the form's field or form error: `formAnswer(error)` (what `invalid` and `orFormError` of
 *   `~/.server/forms` answer with) and `formServiceError(error)` (which refusals a form shows);
 * - a chosen answer (a toast, a message, an empty list) for given codes only: `onServiceError(run, codes, answer)`
 *   or, inside a `catch`, `serviceErrorIn(error, codes)`; every other error is rethrown unchanged.
 *
 * A `ServiceError` (`~/domain/errors`) is the one refusal type (an offer's "locked", a staff change's "last
 * admin", …: each a code); nothing else is caught.
 */
import { data, redirect } from "react-router";
import { isServiceError, type ApiErrorCode, type ServiceError } from "~/domain/errors";
import type { WayOut } from "~/domain/features";
import type { PageErrorData } from "./intent";

/** Refusals the customer can resolve, by error code: confirm the e-mail, or choose a plan. */
const WAY_OUT: Partial<Record<ApiErrorCode, WayOut>> = {
  emailUnconfirmed: "confirmEmail",
  UserNotConfirmedException: "confirmEmail",
  planRequired: "choosePlan",
};

/** Rethrows a ServiceError as its German error page (403, 404, 409, …); anything else unchanged. */
export function throwAsPage(error: unknown): never {
  if (isServiceError(error)) {
    const wayOut = WAY_OUT[error.code];
    throw data<PageErrorData>(
      { message: error.userMessage, ...(wayOut ? { wayOut } : {}) },
      { status: error.status },
    );
  }
  throw error;
}

/**
 * A `catch` for the codes that are a page even inside a form (an admin-only step refused to customer care:
 * `.catch(asPageFor(["notFound"]))`); every other error is rethrown unchanged, for the form to answer.
 */
export function asPageFor(codes: readonly ApiErrorCode[]) {
  return (error: unknown): never => {
    if (isServiceError(error) && codes.includes(error.code)) throwAsPage(error);
    throw error;
  };
}

/** A refusal of a service becomes its error page (thrown); any other error is left to the caller. */
export function throwRefusalAsPage(error: unknown): void {
  if (isServiceError(error)) throwAsPage(error);
}

/**
 * Wraps a loader or action so that a refusal thrown by a service (forbidden, notFound, staleVersion, an offer
 * refusal, …) becomes its German error page with the right 4xx status instead of a 500:
 * `export const action = withErrorPages(async (args: Route.ActionArgs) => { … })`.
 */
export function withErrorPages<Args extends unknown[], Result>(
  handler: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => handler(...args).catch(throwAsPage);
}

/** Where a browser is sent when a PDF (a resource route, which renders no page) is refused: the 403 page. */
export const REFUSED_PATH = "/documents/refused";

/** The way out of a thrown refusal: a ServiceError with one, or an error page's data carrying one. */
function wayOutOf(error: unknown): WayOut | null {
  if (isServiceError(error)) return WAY_OUT[error.code] ?? null;
  if (typeof error === "object" && error !== null && "data" in error && "init" in error) {
    const payload = (error as { data: unknown }).data;
    if (typeof payload === "object" && payload !== null && "wayOut" in payload) {
      const wayOut = (payload as { wayOut: unknown }).wayOut;
      return wayOut === "confirmEmail" || wayOut === "choosePlan" ? wayOut : null;
    }
  }
  return null;
}

/** A browser navigating to the URL (not a script asking for data): it wants a page. */
function wantsPage(request: Request): boolean {
  return (
    request.method === "GET" &&
    (request.headers.get("sec-fetch-dest") === "document" ||
      (request.headers.get("accept") ?? "").includes("text/html"))
  );
}

/**
 * Like `withErrorPages`, for resource routes that answer a file (the PDFs): a refusal the customer can resolve
 * (confirm the e-mail, choose a plan) sends a browser to the German 403 page with the way out (decision 0035);
 * other clients keep the JSON answer with the message and `wayOut`.
 */
export function withResourceErrorPages<Args extends { request: Request }[], Result>(
  handler: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    handler(...args).catch((error: unknown) => {
      const wayOut = wayOutOf(error);
      if (wayOut && wantsPage(args[0]!.request)) throw redirect(`${REFUSED_PATH}/${wayOut}`);
      return throwAsPage(error);
    });
}

/** Which refusals to answer: the given codes, a test of the error, or (left out) every ServiceError. */
export type ServiceErrorFilter = readonly ApiErrorCode[] | ((error: ServiceError) => boolean);

function matches(error: ServiceError, filter: ServiceErrorFilter | undefined): boolean {
  if (!filter) return true;
  return typeof filter === "function" ? filter(error) : filter.includes(error.code);
}

/**
 * Inside a `catch`: the ServiceError when it is one the caller answers (`filter`), otherwise the error is
 * rethrown unchanged. `const refusal = serviceErrorIn(error, ["LimitExceededException"]);`
 */
export function serviceErrorIn(error: unknown, filter?: ServiceErrorFilter): ServiceError {
  if (isServiceError(error) && matches(error, filter)) return error;
  throw error;
}

/**
 * Runs `run`; a ServiceError the filter names is answered by `answer` (a toast, a chosen message, an empty
 * list, the form's error), anything else is rethrown:
 * `await onServiceError(() => searchPlaces(db, input), ["LimitExceededException"], () => [])`.
 */
export async function onServiceError<T, A>(
  run: () => Promise<T>,
  filter: ServiceErrorFilter | undefined,
  answer: (error: ServiceError) => A | Promise<A>,
): Promise<T | A> {
  try {
    return await run();
  } catch (error) {
    return answer(serviceErrorIn(error, filter));
  }
}

/** The code of a ServiceError (null for any other error), for a route that answers one refusal its own way. */
export function refusalCode(error: unknown): ApiErrorCode | null {
  return isServiceError(error) ? error.code : null;
}

/** A ServiceError of 4xx (stale version, not found, …): the request was refused, nothing of ours failed. */
export const isRefusal = (error: ServiceError): boolean => error.status >= 400 && error.status < 500;

/** The 4xx ServiceError a form answers (`orFormError`), or the error rethrown. */
export function formServiceError(error: unknown): ServiceError {
  return serviceErrorIn(error, isRefusal);
}

/** Seconds a "too busy, try again" answer (503) asks the browser to wait (`Retry-After`). */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * A ServiceError as the form's answer: the message at its field (when the error names one) or above the form,
 * and its own 4xx status, or 503 for "too busy, try again" (decision 0098); another 5xx error keeps `status`.
 */
export function formAnswer(error: ServiceError, status = 400) {
  const errors = error.field
    ? { fieldErrors: { [error.field]: [error.userMessage] } }
    : { formErrors: [error.userMessage] };
  return { errors, status: isRefusal(error) || error.status === 503 ? error.status : status };
}
