import pino from "pino";
import { redactUrl } from "./http/redact";

/**
 * The process-wide structured logger (JSON lines on stdout). A `url` field passes through redactUrl,
 * so no log line carries a mailed token or code, an e-mail address or a password from a query string.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"],
  serializers: { url: (url: unknown) => (typeof url === "string" ? redactUrl(url) : url) },
});
