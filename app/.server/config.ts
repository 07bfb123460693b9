import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { HOTLINE_HOURS, type Hotline } from "~/domain/constants";
import { ConfigError } from "~/domain/errors";
import { EXAMPLE_OPERATOR, type Operator } from "./operator";

export const DEFAULT_MAIL_FROM = "Vorsorgeportal <no-reply@vorsorgeportal.de>";
/** An obviously fictitious number for a free 0800 line, and the hotline's default hours. */
export const DEFAULT_HOTLINE: Hotline = {
  number: "0800 000 00 00",
  hours: `${HOTLINE_HOURS.weekdays} ${HOTLINE_HOURS.from}–${HOTLINE_HOURS.to} Uhr`,
};

/** "a | b\nc" (a real or a written "\n") → ["a", "b", "c"]. */
export function lines(value: string): string[] {
  return value
    .split(/\s*(?:\||\n|\\n)\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function operatorFrom(env: Env): Operator {
  if (env.OPERATOR_NAME === undefined) return EXAMPLE_OPERATOR;
  return {
    example: false,
    name: env.OPERATOR_NAME,
    address: lines(env.OPERATOR_ADDRESS ?? ""),
    representative: env.OPERATOR_REPRESENTATIVE ?? "",
    register: env.OPERATOR_REGISTER ?? null,
    vatId: env.OPERATOR_VAT_ID ?? null,
    email: env.OPERATOR_EMAIL ?? "",
    phone: env.OPERATOR_PHONE ?? "",
    dpo: lines(env.OPERATOR_DPO ?? ""),
    hosting: env.OPERATOR_HOSTING ?? null,
    mailProvider: env.OPERATOR_MAIL_PROVIDER ?? null,
    bank: env.OPERATOR_BANK ?? null,
    mapProvider: env.OPERATOR_MAP_PROVIDER ?? null,
  };
}

/** A displayed phone number: digits, spaces, "/", "()", "-", an optional leading "+". */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d /()-]{6,30}$/, "must be a phone number");
const optionalText = (min: number, max: number) => z.string().trim().min(min).max(max).optional();

/**
 * Every environment variable the server reads, with its default. Validated once at start;
 * a bad value stops the server with a message that names the variable.
 */
/** The Bundesbank's example SEPA creditor id: the default until the operator sets SEPA_CREDITOR_ID (a warning says so). */
export const EXAMPLE_CREDITOR_ID = "DE98ZZZ09999999999";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Read by server.ts: 0.0.0.0 in production, 127.0.0.1 (this machine only) for the development server. */
  HOST: z.string().min(1).optional(),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * "1": the seed writes the demo catalogue, demo funeral sites and demo coupons (labelled `demo`); "0": none.
   * Unset: on for the embedded database (`npm start`, e2e), off with DATABASE_URL (a production start).
   */
  DEMO_DATA: z.enum(["0", "1"]).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  /** Encrypts the JWT signing keys at rest; without it they are encrypted with a key derived from SESSION_SECRET. */
  KEY_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * How mails leave: `smtp` (needs SMTP_URL) or `outbox` (kept in the outbox, shown in the developer mailbox,
   * never delivered). Unset: smtp when SMTP_URL is set; outside production the outbox. In production the
   * outbox must be chosen explicitly (`npm start` does).
   */
  MAIL_TRANSPORT: z.enum(["smtp", "outbox"]).optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** "1" shows the developer mailbox (/dev/mailbox) also in production; "0" hides it everywhere. */
  MAIL_DEV: z.enum(["0", "1"]).optional(),
  /** The key that opens the developer mailbox; without it a random one kept in DATA_DIR/mailbox-key. */
  MAIL_DEV_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  CONTENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** CRM API for the customer-care look-up; without it accounts are derived from our own data. */
  CRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  CRM_TOKEN: z.string().min(1).optional(),
  // --- finance area ---
  /** Insurer API for the burial-fund tariff, application and partner tariff; without it the embedded example calculation. */
  /**
   * Where tariffs and applications come from: `api` (the insurer at INSURANCE_URL) or `embedded` (the example
   * calculation; applications reach no insurer). Same rule as MAIL_TRANSPORT.
   */
  INSURANCE: z.enum(["api", "embedded"]).optional(),
  INSURANCE_URL: z.url({ protocol: /^https?$/ }).optional(),
  INSURANCE_TOKEN: z.string().min(1).optional(),
  /** Where the partner insurer's consent requests go (mail through the outbox). */
  /** Unset: an example address; in production only with INSURANCE=embedded (a demonstration). */
  FINANCE_PARTNER_EMAIL: z.email().optional(),
  // --- end finance area ---
  /** OpenID Connect staff sign-in: all three or none. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Scopes asked for besides "openid email profile groups", space-separated: e.g. "offline_access" for providers
   * that issue a refresh token only then (the staff re-check on renewal needs one; decision 0028).
   */
  OIDC_EXTRA_SCOPES: z
    .string()
    .regex(/^[\w:./-]+( [\w:./-]+)*$/, "space-separated scope names")
    .optional(),
  /**
   * 1: a company sign-in counts only when the ID token says the provider checked a second factor (`amr` or `acr`,
   * decision 0093); otherwise it is refused with a German message. Needs the OIDC_* variables.
   */
  OIDC_REQUIRE_MFA: z.enum(["0", "1"]).optional(),
  /**
   * "1": maintenance mode (decision 0102) whatever the back-office switch says — customers get the maintenance page
   * with the hotline, staff keep working, the partner API answers 503. For an upgrade or a restore.
   */
  MAINTENANCE: z.enum(["0", "1"]).optional(),
  /** Express "trust proxy": e.g. "loopback", "1" (hops) or a subnet list; off unless set. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The operator named in the imprint, privacy notice and terms; unset: a clearly marked example operator. */
  OPERATOR_NAME: optionalText(2, 200),
  /** Postal address, lines separated by "|" (or newlines), e.g. "Musterstraße 1 | 24103 Kiel". */
  OPERATOR_ADDRESS: optionalText(5, 500),
  /** Persons authorised to represent the operator, e.g. "Erika Muster (Geschäftsführerin)". */
  OPERATOR_REPRESENTATIVE: optionalText(2, 300),
  /** Register entry with court, e.g. "Amtsgericht Kiel, HRB 12345"; optional. */
  OPERATOR_REGISTER: optionalText(2, 200),
  /** USt-IdNr. (§ 27a UStG); optional. */
  OPERATOR_VAT_ID: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "must be a VAT id like DE123456789")
    .optional(),
  OPERATOR_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, "must be an e-mail address")
    .optional(),
  OPERATOR_PHONE: phoneNumber.optional(),
  /** Data-protection officer: name and contact, "|"-separated lines. */
  OPERATOR_DPO: optionalText(5, 500),
  /** Processors named in the privacy notice (name and address); unset: described by category. */
  OPERATOR_HOSTING: optionalText(2, 300),
  OPERATOR_MAIL_PROVIDER: optionalText(2, 300),
  OPERATOR_BANK: optionalText(2, 300),
  OPERATOR_MAP_PROVIDER: optionalText(2, 300),
  /** The customer hotline shown in the footer, every mail and the legal pages. */
  HOTLINE_NUMBER: phoneNumber.optional(),
  HOTLINE_HOURS: optionalText(3, 100),
  // --- pricing and payment (docs/decisions/0021-pricing-payment.md) ---
  /** Our SEPA creditor identifier, printed in the mandate text; default: the Bundesbank's example id. */
  SEPA_CREDITOR_ID: z
    .string()
    .trim()
    .regex(
      /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/,
      "must be a SEPA creditor id like DE98ZZZ09999999999",
    )
    .default(EXAMPLE_CREDITOR_ID),
  /** PayPal: all three or none; without them the payment step offers SEPA only. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The PayPal billing plans by the yearly amount they charge, in cents (decision 0031):
   * "3600:P-1AB…,3240:P-2CD…". The button subscribes to the plan of the exact price the portal computed;
   * a price without a plan is offered with SEPA only.
   */
  PAYPAL_PLAN_IDS: z
    .string()
    .trim()
    .regex(
      /^\d{1,7}:[A-Z0-9-]{6,64}(\s*,\s*\d{1,7}:[A-Z0-9-]{6,64})*$/,
      'must be "cents:planId" pairs separated by commas, e.g. "3600:P-1AB2C3D4E5"',
    )
    .transform(parsePlanIds)
    .optional(),
  /**
   * The id PayPal gave our webhook (developer dashboard); with it the webhook /api/paypal/webhook verifies
   * each event's signature with PayPal and accepts events. Unset: the webhook answers 404.
   */
  PAYPAL_WEBHOOK_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{6,64}$/, "must be a PayPal webhook id")
    .optional(),
  /** PayPal REST API (order and subscription verification); sandbox: https://api-m.sandbox.paypal.com. */
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api-m.paypal.com"),
  /** The PayPal JavaScript SDK; the payment page's CSP allows this origin. */
  PAYPAL_SDK_BASE: z.url({ protocol: /^https?$/ }).default("https://www.paypal.com/sdk/js"),
  // --- end pricing ---
  // --- billing (decision 0022) ---
  /** How often the recurring-mail job runs (ms); 0 turns it off. Default 1 h, off when NODE_ENV=test. */
  BILLING_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** Days before a SEPA debit from which its pre-notification is sent (at least 14). Default 21. */
  SEPA_PRENOTIFICATION_LEAD_DAYS: z.coerce.number().int().min(14).max(60).default(21),
  // --- end billing ---
  // --- retention (decision 0100) ---
  /**
   * How often the retention job ticks (ms); it purges once a night (docs/retention.md). 0 turns it off. Default
   * 1 h, off when NODE_ENV=test.
   */
  RETENTION_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  // --- end retention ---
  // --- backup (decision 0099) ---
  /**
   * Where the portal writes its scheduled backups (a directory, created when missing); unset: none. One replica
   * writes each backup (app/.server/backup/job.ts).
   */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many scheduled backups BACKUP_DIR keeps: the newest; older ones the schedule deletes. Default 7. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Hours between two scheduled backups. Default 24. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // --- end backup ---
  // --- limits on what costs money or reputation (decision 0030) ---
  /** PDF builds one process runs at once; more answer 503 "please try again in a few seconds". Default 2. */
  PDF_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * The bearer token that opens GET /metrics (decision 0097); at least 32 characters. Without it the metrics are
   * answered only to a request from this machine that no proxy forwarded.
   */
  METRICS_TOKEN: z.string().min(32, "at least 32 characters").optional(),
  /**
   * Key (at least 32 characters) partners sign their links with (fp, vermittler, expires: HMAC-SHA256 in `sig`);
   * without it those link parameters are ignored.
   */
  PARTNER_LINK_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  // --- end limits ---
  // --- Profile, documents and partner pages (docs/decisions/0018-profile-documents-export.md) ---
  /** Customer care's mailbox: document requests, orders of the provision set by post, finance requests without the partner insurer. */
  CUSTOMER_CARE_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, "must be an e-mail address")
    .default("kundenservice@vorsorgeportal.de"),
  /** Living-will partner (/overview/patientenverfuegung); username, first and last name are appended. */
  PARTNER_LIVING_WILL_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.vorsorgeportal.de/partner/patientenverfuegung"),
  /** Digital-estate provider (/overview/digitaler-nachlass). */
  PARTNER_DIGITAL_ESTATE_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.vorsorgeportal.de/partner/digitaler-nachlass"),
  // --- end profile ---
  // --- sites area: map tiles of /overview/offer/funeral-site -------------------------------
  /** Leaflet tile URL template with {z}, {x}, {y} (optionally {s}); its host is allowed by that page's CSP only. */
  TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)),
      "must contain {z}, {x} and {y}",
    )
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Attribution shown on the map (plain text); default: the OpenStreetMap credit the default tiles require. */
  TILE_ATTRIBUTION: optionalText(2, 300),
  // --- end sites area ----------------------------------------------------------------------------------
  /**
   * Test only: turns on the e2e fixture endpoints (app/.server/testing/e2e-fixtures.ts) for callers on loopback that
   * present this value. Refused with a public https BASE_URL (docs/decisions/0011-e2e-fixtures.md).
   */
  E2E_FIXTURES_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
});

const OIDC_KEYS = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
/** Pricing. */
const PAYPAL_KEYS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_PLAN_IDS"] as const;

/** "3600:P-A, 1800:P-B" → Map 3600 → "P-A", 1800 → "P-B" (the format is checked by the schema first). */
function parsePlanIds(value: string): ReadonlyMap<number, string> {
  return new Map(
    value.split(",").map((pair) => {
      const [amount, planId] = pair.trim().split(":");
      return [Number(amount), planId!] as const;
    }),
  );
}
/** Needed by the imprint once a real operator is named (OPERATOR_NAME set). */
const OPERATOR_REQUIRED = [
  "OPERATOR_ADDRESS",
  "OPERATOR_REPRESENTATIVE",
  "OPERATOR_EMAIL",
  "OPERATOR_PHONE",
  "OPERATOR_DPO",
] as const;

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "SESSION_SECRET" | "BASE_URL" | "FINANCE_PARTNER_EMAIL"> {
  BASE_URL: string;
  /** Where the partner insurer's consent requests go (FINANCE_PARTNER_EMAIL or the example address). */
  FINANCE_PARTNER_EMAIL: string;
  SESSION_SECRET: string;
  /** SESSION_SECRET was not set: the secret is the file DATA_DIR/session-secret (one machine's). */
  sessionSecretInDataDir: boolean;
  production: boolean;
  /** Who runs the portal (OPERATOR_*), for the legal pages. */
  operator: Operator;
  /** HOTLINE_NUMBER and HOTLINE_HOURS: the one source of the hotline for footer, mails and pages. */
  hotline: Hotline;
  /** Whether the seed writes the demo catalogue, sites and coupons (DEMO_DATA, see demoDataEnabled). */
  demoData: boolean;
}

function describe(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
}

/** Reads a secret (the session secret, the mailbox key) from DATA_DIR, creating a random one on first start. */
function secretFromDataDir(dataDir: string, name: "session-secret" | "mailbox-key"): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(name === "session-secret" ? 48 : 32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/** Where partner requests go until FINANCE_PARTNER_EMAIL is set (outside production, or with INSURANCE=embedded). */
export const EXAMPLE_PARTNER_EMAIL = "anfragen@partner-versicherer.example";

/**
 * No silent stand-in in production: a part that has an embedded stand-in (mail outbox, example insurer,
 * example partner address) runs on it only when the operator chose it (MAIL_TRANSPORT=outbox,
 * INSURANCE=embedded); each choice must also agree with the URL that names the real part.
 */
function embeddedChoiceProblems(env: Env): string[] {
  const production = env.NODE_ENV === "production";
  const problems: string[] = [];
  if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) problems.push("MAIL_TRANSPORT: smtp needs SMTP_URL");
  if (env.MAIL_TRANSPORT === "outbox" && env.SMTP_URL) {
    problems.push(
      "MAIL_TRANSPORT: outbox would never deliver a mail although SMTP_URL is set; unset one of them",
    );
  }
  if (production && !env.SMTP_URL && env.MAIL_TRANSPORT !== "outbox") {
    problems.push(
      "SMTP_URL: not set, so no mail would be delivered; set it, or MAIL_TRANSPORT=outbox to keep mails in the outbox (developer mailbox)",
    );
  }
  if (env.INSURANCE === "api" && !env.INSURANCE_URL) problems.push("INSURANCE: api needs INSURANCE_URL");
  if (env.INSURANCE === "embedded" && env.INSURANCE_URL) {
    problems.push("INSURANCE: embedded would ignore INSURANCE_URL; unset one of them");
  }
  if (production && !env.INSURANCE_URL && env.INSURANCE !== "embedded") {
    problems.push(
      "INSURANCE_URL: not set, so customers would get example tariffs and applications would reach no insurer; set it, or INSURANCE=embedded for the example calculation",
    );
  }
  if (production && !env.FINANCE_PARTNER_EMAIL && env.INSURANCE !== "embedded") {
    problems.push(
      `FINANCE_PARTNER_EMAIL: not set, so partner requests would go to the example address ${EXAMPLE_PARTNER_EMAIL}; set it (with INSURANCE=embedded the example address is allowed)`,
    );
  }
  return problems;
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
  if (env.OIDC_REQUIRE_MFA === "1" && oidcMissing.length > 0) {
    throw new ConfigError(
      `Invalid environment variables:\n  OIDC_REQUIRE_MFA: needs the company sign-in (${OIDC_KEYS.join(", ")})`,
    );
  }
  if (env.OPERATOR_NAME !== undefined) {
    const missing = OPERATOR_REQUIRED.filter((key) => env[key] === undefined);
    if (missing.length > 0) {
      const lines = missing.map(
        (key) => `  ${key}: must be set when OPERATOR_NAME is set (imprint, § 5 DDG)`,
      );
      throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
    }
  }
  // Pricing: PayPal is configured whole or not at all.
  const paypalMissing = PAYPAL_KEYS.filter((key) => env[key] === undefined);
  if (paypalMissing.length > 0 && paypalMissing.length < PAYPAL_KEYS.length) {
    const lines = paypalMissing.map((key) => `  ${key}: must be set together with ${PAYPAL_KEYS.join(", ")}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  if (env.E2E_FIXTURES_SECRET && env.BASE_URL?.startsWith("https:")) {
    throw new ConfigError(
      "Invalid environment variables:\n  E2E_FIXTURES_SECRET: test fixtures are refused with an https BASE_URL",
    );
  }
  const choiceProblems = embeddedChoiceProblems(env);
  if (choiceProblems.length > 0) {
    throw new ConfigError(
      `Invalid environment variables:\n${choiceProblems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: env.BACKUP_DIR === undefined ? undefined : path.resolve(env.BACKUP_DIR),
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? secretFromDataDir(dataDir, "session-secret"),
    sessionSecretInDataDir: env.SESSION_SECRET === undefined,
    FINANCE_PARTNER_EMAIL: env.FINANCE_PARTNER_EMAIL ?? EXAMPLE_PARTNER_EMAIL,
    production: env.NODE_ENV === "production",
    operator: operatorFrom(env),
    hotline: {
      number: env.HOTLINE_NUMBER ?? DEFAULT_HOTLINE.number,
      hours: env.HOTLINE_HOURS ?? DEFAULT_HOTLINE.hours,
    },
    demoData: demoDataEnabled(env),
  };
}

/**
 * DEMO_DATA, else on for the embedded database and off with PostgreSQL (decision 0059): a try-out start gets a
 * catalogue to try every flow with, a production start none the customers could take for real.
 */
export function demoDataEnabled(env: Pick<Env, "DEMO_DATA" | "DATABASE_URL">): boolean {
  return env.DEMO_DATA === undefined ? env.DATABASE_URL === undefined : env.DEMO_DATA === "1";
}

/** Shown unless in production; MAIL_DEV=1 shows it in production too, MAIL_DEV=0 hides it everywhere. */
export function mailboxEnabled(config: Pick<Config, "production" | "MAIL_DEV">): boolean {
  return config.MAIL_DEV === undefined ? !config.production : config.MAIL_DEV === "1";
}

/**
 * The configuration with the key that opens the developer mailbox: MAIL_DEV_KEY, else a random one kept in
 * DATA_DIR/mailbox-key (created on first start); none while the mailbox is off. Called at server start only,
 * so that reading a configuration (in tests, in scripts) writes no file.
 */
export function withMailboxKey(config: Config): Config {
  if (!mailboxEnabled(config)) return { ...config, MAIL_DEV_KEY: undefined };
  return {
    ...config,
    MAIL_DEV_KEY: config.MAIL_DEV_KEY ?? secretFromDataDir(config.DATA_DIR, "mailbox-key"),
  };
}

/** Warnings for the start-up log: a production server that still shows the example operator or hotline. */
export function configWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.operator.example) {
    warnings.push("OPERATOR_NAME is not set: the imprint, privacy notice and terms name an example operator");
  }
  if (config.HOTLINE_NUMBER === undefined) {
    warnings.push(
      `HOTLINE_NUMBER is not set: footer and mails show the example number ${DEFAULT_HOTLINE.number}`,
    );
  }
  // The embedded stand-ins the operator chose (MAIL_TRANSPORT, INSURANCE): one line each.
  if (!config.SMTP_URL) {
    warnings.push(
      "MAIL_TRANSPORT=outbox: mails stay in the outbox (developer mailbox) and are never delivered",
    );
  }
  if (!config.INSURANCE_URL) {
    warnings.push(
      "INSURANCE=embedded: customers get the example tariffs of the embedded calculation, and applications reach no insurer",
    );
  }
  if (config.FINANCE_PARTNER_EMAIL === EXAMPLE_PARTNER_EMAIL) {
    warnings.push(
      `FINANCE_PARTNER_EMAIL is not set: partner requests go to the example address ${EXAMPLE_PARTNER_EMAIL}`,
    );
  }
  if (config.demoData) {
    warnings.push(
      "DEMO_DATA is on: the demo catalogue, demo funeral sites and demo coupons are seeded (labelled demo for staff); set DEMO_DATA=0 for a catalogue of your own",
    );
  }
  // Replicas on one PostgreSQL database share their secrets; a secret kept in one machine's DATA_DIR is not shared
  // (docs/operations.md, "Secrets").
  if (config.DATABASE_URL && config.sessionSecretInDataDir) {
    warnings.push(
      "SESSION_SECRET is not set: the session secret lives in DATA_DIR/session-secret, so a second replica (another DATA_DIR) cannot read this one's sessions; set the same SESSION_SECRET on every replica",
    );
  }
  if (config.DATABASE_URL && !config.KEY_ENCRYPTION_KEY) {
    warnings.push(
      "KEY_ENCRYPTION_KEY is not set: IBANs are sealed with DATA_DIR/iban-key and the signing keys with the session secret; set the same KEY_ENCRYPTION_KEY on every replica before the first customer, and keep it apart from the backups",
    );
  }
  // Pricing: SEPA mandates must name the operator's own creditor id.
  if (config.SEPA_CREDITOR_ID === EXAMPLE_CREDITOR_ID) {
    warnings.push(
      "SEPA_CREDITOR_ID is not set: SEPA mandates and pre-notifications name the Bundesbank's example creditor id",
    );
  }
  return warnings;
}

/** Whether cookies get `Secure`: in production behind an https BASE_URL (the session, consent and tracking cookies). */
export function secureCookies(config: Pick<Config, "production" | "BASE_URL">): boolean {
  return config.production && config.BASE_URL.startsWith("https:");
}
