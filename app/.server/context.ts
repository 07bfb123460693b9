import { createContext } from "react-router";
import type { Refusal } from "./http/refusal";
import type { Runtime } from "./runtime";

/** Process-wide services (config, database, session storage), set by the server per request. */
export const runtimeContext = createContext<Runtime>();

/** Per-request values the HTTP layer computes before React Router runs. */
export interface RequestInfo {
  /** The CSP nonce for the inline scripts of this response. */
  nonce: string;
  /** The client address, for rate limits and the audit log. */
  ip: string;
  /** Set when the HTTP layer refused the request (e.g. a foreign Origin): the root renders the error page. */
  refusal?: Refusal;
}
export const requestInfoContext = createContext<RequestInfo>();
