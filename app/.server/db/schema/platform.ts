import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedBy, timestamptz, uuidKey, serialKey, createdAt, timestamps } from "./columns";
import { contentStatusEnum, mailStatusEnum } from "./enums";
import { users } from "./identity";

/**
 * German postal codes with their places (one row per code and place). Prefix search:
 * `code like '241%'` and `lower(city) like 'kie%'` both use a text_pattern_ops index.
 */
export const postalCodes = pgTable(
  "postal_codes",
  {
    code: text("code").notNull(),
    city: text("city").notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [
    primaryKey({ name: "postal_codes_pkey", columns: [t.code, t.city] }),
    index("postal_codes_code_prefix_idx").using("btree", t.code.op("text_pattern_ops")),
    index("postal_codes_city_prefix_idx").using("btree", sql`lower(${t.city}) text_pattern_ops`),
    check("postal_codes_code_chk", sql`${t.code} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * Entries of the embedded content service, one collection per CMS model
 * (PortalSections, PortalLoginPromo, Ratings, CookieConsent). `data` holds the entry's fields as the CMS
 * would return them (including `_id` and `Status`).
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    collection: text("collection").notNull(),
    key: text("key").notNull(),
    status: contentStatusEnum("status").notNull(),
    sort: integer("sort").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: "content_entries_pkey", columns: [t.collection, t.key] }),
    index("content_entries_status_idx").on(t.collection, t.status, t.sort),
  ],
);

/** Transactional outbox for e-mails; a sender claims due rows by setting `locked_until`. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Message template key, for the developer mailbox and tests (e.g. "confirmation"). */
    template: text("template"),
    /** Optional idempotency key: the same logical mail is queued once. */
    dedupeKey: text("dedupe_key"),
    /**
     * The customer account the mail belongs to, recorded when it is queued (a mail to the customer, or sent on
     * their behalf); the data export lists a customer's mails by this, never by address. Null for mails of no
     * one's account.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The provision the mail belongs to (no foreign key, like the audit log: the row outlives it). */
    provisionId: uuid("provision_id"),
    status: mailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: timestamptz("locked_until"),
    sentAt: timestamptz("sent_at"),
    lastError: text("last_error"),
    messageId: text("message_id"),
    ...timestamps(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
    index("mail_outbox_user_idx").on(t.userId, t.createdAt),
    index("mail_outbox_provision_idx").on(t.provisionId, t.createdAt),
    uniqueIndex("mail_outbox_dedupe_key").on(t.dedupeKey),
  ],
);

export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: serialKey(),
    name: text("name").notNull(),
    /** No foreign key: events outlive deleted provisions and users. */
    provisionId: uuid("provision_id"),
    userId: uuid("user_id"),
    /** Tracking cookie values (sessionID, userID). */
    sessionId: text("session_id"),
    trackingUserId: text("tracking_user_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Optional key for events that must be recorded once (e.g. "activation:<provisionId>"). */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("tracking_events_name_idx").on(t.name, t.createdAt),
    index("tracking_events_provision_idx").on(t.provisionId),
    uniqueIndex("tracking_events_dedupe_key").on(t.dedupeKey),
  ],
);

/** Audit log of staff access and changes to customers' data. Rows are never updated. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serialKey(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** No foreign key: the record outlives a deleted provision. */
    provisionId: uuid("provision_id"),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_provision_idx").on(t.provisionId, t.at),
    index("audit_log_actor_idx").on(t.actorUserId, t.at),
    index("audit_log_at_idx").on(t.at),
  ],
);

/**
 * Server-side drafts of multi-step forms (wizards), keyed by a random draft key from the signed session cookie
 * (stored here only as its SHA-256 hash) and the wizard's name, so the cookie stays small whatever a wizard holds.
 * Expired rows are deleted by the cleanup of the wizard module.
 */
export const wizardDrafts = pgTable(
  "wizard_drafts",
  {
    /** SHA-256 (hex) of the session's draft key. */
    keyHash: text("key_hash").notNull(),
    /**
     * The provision the draft is for (its id; "" for the anonymous sign-up): a draft belongs to the session
     * and the provision, so staff switching customers start clean (decision 0028).
     */
    scope: text("scope").notNull().default(""),
    wizard: text("wizard").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamptz("expires_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.keyHash, t.scope, t.wizard] }),
    index("wizard_drafts_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Recurring mails sent by the scheduled job (SEPA pre-notification, yearly reminder, end of trial): one row per
 * mail and due period, so several replicas never send the same mail twice (unique key, insert … on conflict do nothing).
 */
export const scheduledMails = pgTable(
  "scheduled_mails",
  {
    /** e.g. "sepa-prenotification:<provisionId>:2027-01-01". */
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    /** No foreign key: the record outlives a deleted provision. */
    provisionId: uuid("provision_id"),
    dueAt: timestamptz("due_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("scheduled_mails_provision_idx").on(t.provisionId, t.kind)],
);

/** Cancellations received through the § 312k BGB page (works without signing in). */
export const cancellations = pgTable(
  "cancellations",
  {
    id: uuidKey(),
    /** The matched provision, when name, e-mail and contract number identified one; no foreign key. */
    provisionId: uuid("provision_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contractNumber: text("contract_number").notNull(),
    reason: text("reason"),
    /** billing: "ordinary" (at the next possible date) or "extraordinary" (without notice), § 312k BGB. */
    kind: text("kind").notNull().default("ordinary"),
    /** The last day of the contract the customer asked for (§ 312k Abs. 2 Nr. 1 d BGB); null: none given. */
    requestedEndOn: date("requested_end_on", { mode: "string" }),
    /** When the cancellation takes effect (the desired end, or the next possible date), if determined. */
    effectiveAt: timestamptz("effective_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("cancellations_provision_idx").on(t.provisionId),
    index("cancellations_created_idx").on(t.createdAt),
  ],
);

/** Small key/value store for the application itself (e.g. the seed-version marker). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * API keys of partners for the partner intake API (POST /api/v1/proposals). Admins create and revoke them in
 * the back office; the clear key is shown once on creation, only its SHA-256 hash is stored. `prefix` is the
 * key's first characters, shown in lists so that a key can be recognised without revealing it.
 */
export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    id: uuidKey(),
    /** The partner's name, as shown in the back office. */
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [uniqueIndex("partner_api_keys_key_hash_key").on(t.keyHash)],
);

/**
 * Answers of the partner API by `Idempotency-Key`, per API key: a retried request with the same key and body
 * gets the stored answer instead of creating a second proposal; the same key with another body is refused.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    id: serialKey(),
    apiKeyId: ownedBy("api_key_id", () => partnerApiKeys.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request body, to refuse the same key reused for another request. */
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_idempotency_key").on(t.apiKeyId, t.idempotencyKey),
    index("api_idempotency_created_idx").on(t.createdAt),
  ],
);
