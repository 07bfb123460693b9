import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const DEFAULT_MAIL_FROM = "Vorsorgeportal <no-reply@vorsorgeportal.de>";

/**
 * Every environment variable the server reads, with its default. Validated once at start;
 * a bad value stops the server with a message that names the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** "1" shows the developer mailbox (/dev/mailbox) also in production; "0" hides it everywhere. */
  MAIL_DEV: z.enum(["0", "1"]).optional(),
  CONTENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** CRM API for the customer-care look-up; without it accounts are derived from our own data. */
  CRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  CRM_TOKEN: z.string().min(1).optional(),
  /** OpenID Connect staff sign-in: all three or none. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Express "trust proxy": e.g. "loopback", "1" (hops) or a subnet list; off unless set. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Test only: turns on the e2e fixture endpoints (app/.server/e2e-fixtures.ts) for callers on loopback that
   * present this value. Refused with a public https BASE_URL (docs/decisions/0011-e2e-fixtures.md).
   */
  E2E_FIXTURES_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
});

const OIDC_KEYS = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "SESSION_SECRET" | "BASE_URL"> {
  BASE_URL: string;
  SESSION_SECRET: string;
  production: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describe(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
}

/** Reads the session secret from DATA_DIR, creating a random one on first start. */
function sessionSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const values = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(values);
  if (!result.success) {
    throw new ConfigError(`Invalid environment variables:\n${describe(result.error.issues)}`);
  }
  const env = result.data;
  const oidcMissing = OIDC_KEYS.filter((key) => env[key] === undefined);
  if (oidcMissing.length > 0 && oidcMissing.length < OIDC_KEYS.length) {
    const lines = oidcMissing.map((key) => `  ${key}: must be set together with ${OIDC_KEYS.join(", ")}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  if (env.E2E_FIXTURES_SECRET && env.BASE_URL?.startsWith("https:")) {
    throw new ConfigError(
      "Invalid environment variables:\n  E2E_FIXTURES_SECRET: test fixtures are refused with an https BASE_URL",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir),
    production: env.NODE_ENV === "production",
  };
}
