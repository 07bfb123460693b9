/**
 * The German message of each HTTP status, in a module of its own so that the error page in
 * every page's JavaScript does not carry the whole API error catalogue of ./errors.ts.
 */
import type { MessageKey } from "~/i18n";

export const HTTP_ERRORS = {
  400: "error.http.400",
  401: "error.http.401",
  403: "error.http.403",
  404: "error.http.404",
  408: "error.http.408",
  409: "error.http.409",
  429: "error.http.429",
  500: "error.http.500",
} as const satisfies Record<number, MessageKey>;
export type HttpErrorStatus = keyof typeof HTTP_ERRORS;
