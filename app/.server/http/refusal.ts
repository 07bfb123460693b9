import { data, type MiddlewareFunction } from "react-router";
import { t, type MessageKey } from "~/i18n";
import { requestInfoContext } from "../context";
import type { InputRefusal } from "./guards";

/** Why the HTTP layer refused a request it still lets React Router answer (to render the styled page). */
export type Refusal = "crossOrigin" | InputRefusal;

/** The partner API's addresses: /api/v1 and everything under it. */
export const PARTNER_API_PATH = /^\/api\/v1(?:\/|$)/;

const REFUSALS: Record<Refusal, { status: number; message: MessageKey }> = {
  crossOrigin: { status: 403, message: "error.request.crossOrigin" },
  notForm: { status: 400, message: "error.request.notForm" },
  malformed: { status: 400, message: "error.request.malformed" },
  unreadableText: { status: 400, message: "error.request.unreadableText" },
};

/**
 * First root middleware: a request the HTTP layer refused goes no further (no session, no loader, no
 * action). The thrown response is rendered by the root ErrorBoundary, as a page or, for a client-side
 * submission, as data the browser turns into the same page.
 */
export const refusalMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const refusal = context.get(requestInfoContext).refusal;
  if (!refusal) return;
  // The partner API answers its refusals itself, as JSON problem details (decision 0058).
  if (PARTNER_API_PATH.test(new URL(request.url).pathname)) return;
  const { status, message } = REFUSALS[refusal];
  throw data({ message: t(message) }, { status });
};
