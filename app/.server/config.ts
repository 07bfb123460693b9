import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

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
  CONTENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

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
  return issues
    .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
    .join("\n");
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
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir),
    production: env.NODE_ENV === "production",
  };
}
