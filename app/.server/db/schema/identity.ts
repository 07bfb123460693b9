import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ownedBy, timestamptz, uuidKey, serialKey, createdAt, timestamps } from "./columns";
import type { StaffRole } from "~/domain/backoffice/staff";
import { accountStatusEnum, identityTokenKindEnum } from "./enums";

/** Privileged groups (admin, customercare); any other string is allowed but carries no privilege. */
export type UserGroup = StaffRole | (string & {});

export const users = pgTable(
  "users",
  {
    id: uuidKey(),
    /** Login e-mail, always stored lower-cased (enforced by a check constraint). */
    email: text("email").notNull(),
    /** Null for staff accounts that only sign in through OpenID Connect. */
    passwordHash: text("password_hash"),
    status: accountStatusEnum("status").notNull().default("NOT_CONFIRMED"),
    groups: text("groups")
      .array()
      .$type<UserGroup[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Subject of the OpenID Connect provider for staff sign-in. */
    oidcSubject: text("oidc_subject"),
    confirmedAt: timestamptz("confirmed_at"),
    lastLoginAt: timestamptz("last_login_at"),
    /**
     * When an admin disabled this (staff) account: it can no longer sign in, and its sessions end at once
     * (the actor middleware refuses a disabled account on every request). Null: enabled.
     */
    disabledAt: timestamptz("disabled_at"),
    /**
     * The staff member who invited this account (decision 0092): the two may not confirm each other's reported
     * deaths. Null: created by the operator's command line or by the company sign-in.
     */
    invitedBy: uuid("invited_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /**
     * Admin rights asked for this account by that admin, waiting for a second admin's approval (decision 0092);
     * until then the account works as customer care. Null: nothing pending.
     */
    adminRequestedBy: uuid("admin_requested_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    adminRequestedAt: timestamptz("admin_requested_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_oidc_subject_key").on(t.oidcSubject),
    check("users_email_lower_chk", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One-time and rotating tokens of the embedded identity provider. Only a hash of the token is stored
 * (the clear token goes into the e-mail link or the session cookie).
 */
export const identityTokens = pgTable(
  "identity_tokens",
  {
    id: uuidKey(),
    kind: identityTokenKindEnum("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: ownedBy("user_id", () => users.id),
    /** Refresh tokens: every token of one sign-in shares a family; reuse of a used token revokes the family. */
    familyId: uuid("family_id"),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("identity_tokens_token_hash_key").on(t.tokenHash),
    index("identity_tokens_user_idx").on(t.userId, t.kind),
    index("identity_tokens_family_idx").on(t.familyId),
    index("identity_tokens_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Staff sessions begun with OpenID Connect: the provider's refresh token for each of our refresh families, so
 * that renewing the session asks the provider whether the person is still staff (decision 0028). Sealed with
 * the key-encryption key, bound to the family id. Deleted with the session (sign-out, a failed check).
 */
export const staffProviderSessions = pgTable(
  "staff_provider_sessions",
  {
    familyId: uuid("family_id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    refreshToken: jsonb("refresh_token").$type<Record<string, string>>().notNull(),
    checkedAt: timestamptz("checked_at").notNull().defaultNow(),
  },
  (t) => [index("staff_provider_sessions_user_idx").on(t.userId)],
);

/**
 * A TOTP authenticator (RFC 6238) of an account, decision 0093. The secret is sealed with the key-encryption
 * key, bound to the user's id (`sealSecret`), and never shown again once confirmed. `confirmed_at` null: an
 * enrolment begun but not yet confirmed with a first code (the account signs in as before). `last_step` is the
 * time step of the last accepted code: a code of that step or an earlier one is a replay and refused.
 */
export const secondFactors = pgTable("second_factors", {
  userId: ownedBy("user_id", () => users.id).primaryKey(),
  secret: jsonb("secret").$type<Record<string, string>>().notNull(),
  confirmedAt: timestamptz("confirmed_at"),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a confirmed second factor: only their SHA-256 is stored; used once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serialKey(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

export interface StoredJwk {
  kty: string;
  [member: string]: unknown;
}

/** Key pairs that sign the JWT access and refresh tokens; all replicas share them through the database. */
export const signingKeys = pgTable(
  "signing_keys",
  {
    /** The JWT `kid`. */
    id: text("id").primaryKey(),
    algorithm: text("algorithm").notNull(),
    publicJwk: jsonb("public_jwk").$type<StoredJwk>().notNull(),
    /** Private JWK (or an encrypted envelope of it, as the identity module decides). */
    privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** No new tokens are signed with a retired key; it still verifies until `expiresAt`. */
    retiredAt: timestamptz("retired_at"),
    expiresAt: timestamptz("expires_at"),
  },
  (t) => [index("signing_keys_created_idx").on(t.createdAt)],
);

/**
 * Attempts of rate-limited actions (sign-in, password-reset mail, confirmation resend, …) by account and by IP.
 * Rows older than the longest window can be deleted by a periodic job.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serialKey(),
    /** e.g. "login", "forgot-password", "resend-confirmation". */
    action: text("action").notNull().default("login"),
    /** Lower-cased e-mail the attempt was made for, when known. */
    email: text("email"),
    ip: text("ip"),
    succeeded: boolean("succeeded").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.action, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.action, t.createdAt),
    index("login_attempts_created_idx").on(t.createdAt),
  ],
);

/**
 * A customer's passkeys (WebAuthn credentials, decision 0094): the credential's id and COSE public key (both
 * base64url), the authenticator's signature counter, and what the profile shows (name, created, last used).
 * Deleted with the account; a password reset removes them all.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuidKey(),
    userId: ownedBy("user_id", () => users.id),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_key").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

/**
 * The challenge of one WebAuthn ceremony (decision 0094): created with the options, named by its id in the
 * browser's signed session, deleted when the answer comes (single use) or once expired. `userId` is the account
 * that adds a passkey; null for a sign-in, whose account is only known from the answer.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuidKey(),
    purpose: text("purpose").$type<"register" | "signIn">().notNull(),
    challenge: text("challenge").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt)],
);
