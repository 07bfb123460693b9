import pino from "pino";

/** The process-wide structured logger (JSON lines on stdout). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"],
});
