import pino from "pino";
import { redactUrl } from "./http/redact";
import { serializeError } from "./log-errors";

/**
 * The process-wide structured logger (JSON lines on stdout). A `url` or `referer` field passes through redactUrl,
 * so no log line carries a mailed token or code, an e-mail address or a password from a query string or
 * a token from the path; an `err` field passes through serializeError, so a database error is logged by
 * its code and constraint, never with the values of the query.
 */
export const loggerOptions: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"],
  serializers: {
    url: (url: unknown) => (typeof url === "string" ? redactUrl(url) : url),
    // The page a refused request came from: the same address rules.
    referer: (url: unknown) => (typeof url === "string" ? redactUrl(url) : url),
    err: serializeError,
  },
};

export const logger = pino(loggerOptions);
