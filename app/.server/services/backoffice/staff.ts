/**
 * Staff accounts in the back office (decision 0056): list, invite by e-mail
 * (a set-password link, or the company sign-in when OpenID Connect is configured), accept an invitation,
 * change the role, disable and enable. Every change is written with `recordChange` (never a token or a
 * password). Disabling ends every session of the account at once: its refresh families are revoked, and the
 * identity module refuses a disabled account on every request (`isSessionActive`), at sign-in and at refresh.
 *
 * Admins only: the routes under the admin layout call these, and each checks the role again.
 */
import { href } from "react-router";
import { and, arrayOverlaps, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  adminApprovalRefusal,
  INVITE_TTL_MS,
  roleOf,
  STAFF_ROLES,
  staffChangeRefusal,
  staffState,
  type StaffRefusalReason,
  type StaffRole,
  type StaffState,
} from "~/domain/backoffice/staff";
import { ServiceError } from "~/domain/errors";
import { requireBackOffice, type Actor } from "../../auth/actor";
import { oidcEnabled } from "../../auth/oidc";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { secondFactors, users, type User } from "../../db/schema";
import { findUserByEmail } from "../../identity/accounts";
import { createOneTimeSecret, findUsableSecret, revokeOneTimeSecrets } from "../../identity/codes";
import { requireEmail } from "../../identity/policy";
import { acceptStaffInvitation } from "../../identity/staff";
import { removeSecondFactor } from "../../identity/second-factor";
import { revokeAllRefreshTokens } from "../../identity/tokens";
import { enqueueMail } from "../../mail";
import { recordAudit, recordChange } from "../audit";
import { secondFactorResetMail, staffInviteLink, staffInviteMail } from "./staff-mail";

/**
 * An admin's change refused by the rules of decision 0056: the ServiceError of its reason (code `staff<Reason>`,
 * German text backoffice.staff.refused.<reason>), at the form field it belongs to, if any.
 */
function staffRefusal(reason: StaffRefusalReason, field?: "email" | "role"): ServiceError {
  const code =
    `staff${reason.charAt(0).toUpperCase()}${reason.slice(1)}` as `staff${Capitalize<StaffRefusalReason>}`;
  return new ServiceError(code, { field });
}

export interface StaffRow {
  id: string;
  email: string;
  role: StaffRole;
  state: StaffState;
  lastLoginAt: Date | null;
  /** The company sign-in (OpenID Connect) links the account; its role is the provider's. */
  oidc: boolean;
  /** Admin rights asked for the account, waiting for a second admin (decision 0092): by whom (id) and when. */
  adminRequested: { by: string | null; at: Date | null } | null;
  /** A TOTP authenticator is enrolled (decision 0093); an admin may reset it. */
  secondFactor: boolean;
}

function staffRow(user: User, enrolled: ReadonlySet<string> = new Set()): StaffRow {
  return {
    secondFactor: enrolled.has(user.id),
    id: user.id,
    email: user.email,
    role: roleOf(user.groups) ?? "customercare",
    state: staffState(user),
    lastLoginAt: user.lastLoginAt,
    oidc: user.oidcSubject !== null,
    adminRequested: user.adminRequestedAt ? { by: user.adminRequestedBy, at: user.adminRequestedAt } : null,
  };
}

/** What the audit log keeps of a staff account: plain facts, never its password hash or a token. */
function snapshot(user: User) {
  return {
    email: user.email,
    role: roleOf(user.groups),
    state: staffState(user),
    disabledAt: user.disabledAt?.toISOString() ?? null,
    adminRequested: user.adminRequestedAt !== null,
  };
}

/** Every staff account (admins and customer care, disabled ones included), by e-mail. */
export async function listStaff(db: Db, actor: Actor): Promise<StaffRow[]> {
  requireBackOffice(actor, "admin");
  const rows = await db
    .select()
    .from(users)
    .where(arrayOverlaps(users.groups, [...STAFF_ROLES]))
    .orderBy(asc(users.email));
  const enrolled = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(isNotNull(secondFactors.confirmedAt));
  const ids = new Set(enrolled.map((row) => row.userId));
  return rows.map((row) => staffRow(row, ids));
}

type InviteConfig = Pick<
  Config,
  "BASE_URL" | "hotline" | "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET"
>;

/** Whether staff sign in with the company account (OpenID Connect configured). */
export const oidcConfigured = oidcEnabled;

async function queueInvite(
  tx: Db,
  user: User,
  role: StaffRole,
  config: InviteConfig,
  now: Date,
): Promise<void> {
  const oidc = oidcConfigured(config);
  const link = oidc
    ? `${config.BASE_URL.replace(/\/$/, "")}${href("/login")}`
    : staffInviteLink(
        config.BASE_URL,
        await createOneTimeSecret(tx, { userId: user.id, kind: "invite", ttlMs: INVITE_TTL_MS }, now),
      );
  await enqueueMail(tx, {
    ...staffInviteMail({ to: user.email, role, link, oidc, hotline: config.hotline }),
    owner: { userId: user.id, provisionId: null },
  });
}

/**
 * Invites a colleague: a staff account without password with the role, and the invitation mail (a
 * set-password link valid INVITE_TTL_MS, or the company sign-in). Refused for a customer's address and an
 * existing staff member; nothing is stored then.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: { email: string; role: StaffRole },
  options: { ip: string; config: InviteConfig; now: Date },
): Promise<StaffRow> {
  requireBackOffice(actor, "admin");
  const email = requireEmail(input.email);
  const refuseExisting = (existing: User) => {
    throw staffRefusal(roleOf(existing.groups) ? "alreadyStaff" : "customerAddress", "email");
  };
  const existing = await findUserByEmail(db, email);
  if (existing) refuseExisting(existing);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        // The admin vouches for the address; the colleague proves it by opening the mailed link.
        status: "CONFIRMED",
        confirmedAt: options.now,
        // Admin rights wait for a second admin (decision 0092); until then the colleague works as customer care.
        groups: ["customercare"],
        invitedBy: actor.userId,
        ...(input.role === "admin" ? { adminRequestedBy: actor.userId, adminRequestedAt: options.now } : {}),
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) {
      const taken = await findUserByEmail(tx, email);
      if (taken) refuseExisting(taken);
      throw staffRefusal("alreadyStaff", "email");
    }
    await queueInvite(tx, user, input.role, options.config, options.now);
    await recordChange(
      tx,
      actor,
      {
        action: "staff.invite",
        subject: { type: "user", id: user.id },
        before: null,
        after: { ...snapshot(user), signIn: oidcConfigured(options.config) ? "oidc" : "password" },
      },
      { ip: options.ip },
    );
    return staffRow(user);
  });
}

async function lockedStaff(tx: Db, userId: string) {
  // Serialises concurrent changes of admins: the last-admin rule counts under this lock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice.staff'))`);
  const [target] = await tx.select().from(users).where(eq(users.id, userId));
  if (!target || !roleOf(target.groups)) throw staffRefusal("notFound");
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'admin' = any(${users.groups})`, isNull(users.disabledAt)));
  return { target, activeAdmins: count };
}

/** Sends the invitation again (a new link; the earlier one stops working). Only while the colleague is invited. */
export async function resendStaffInvite(
  db: Db,
  actor: Actor,
  input: { userId: string },
  options: { ip: string; config: InviteConfig; now: Date },
): Promise<StaffRow> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { target } = await lockedStaff(tx, input.userId);
    if (staffState(target) !== "invited") throw staffRefusal("notInvited");
    const role = roleOf(target.groups) ?? "customercare";
    await queueInvite(tx, target, role, options.config, options.now);
    await recordChange(
      tx,
      actor,
      { action: "staff.invite.resend", subject: { type: "user", id: target.id }, before: null, after: null },
      { ip: options.ip },
    );
    return staffRow(target);
  });
}

type LockedStaff = Awaited<ReturnType<typeof lockedStaff>>;

/**
 * The one shape of a change to a colleague's account: lock the account (and count the active admins), let
 * `refuse` say no, write `set`, do what else the change needs (`also`: end sessions, revoke links), audit
 * before and after.
 */
async function changeStaffAccount(
  db: Db,
  actor: Actor,
  userId: string,
  change: {
    action: string;
    refuse: (locked: LockedStaff) => ServiceError | null;
    set: Partial<typeof users.$inferInsert>;
    also?: (tx: Db, userId: string) => Promise<void>;
  },
  options: { ip: string },
): Promise<StaffRow> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockedStaff(tx, userId);
    const refusal = change.refuse(locked);
    if (refusal) throw refusal;
    const { target } = locked;
    const [changed] = await tx.update(users).set(change.set).where(eq(users.id, target.id)).returning();
    await change.also?.(tx, target.id);
    await recordChange(
      tx,
      actor,
      {
        action: change.action,
        subject: { type: "user", id: target.id },
        before: snapshot(target),
        after: snapshot(changed!),
      },
      { ip: options.ip },
    );
    return staffRow(changed!);
  });
}

/** The account as the staff rules (app/domain/backoffice/staff.ts) see it. */
const ruled = (target: User) => ({
  id: target.id,
  role: roleOf(target.groups),
  disabled: target.disabledAt !== null,
  adminRequested: target.adminRequestedAt !== null,
  adminRequestedBy: target.adminRequestedBy,
});

/**
 * Changes a colleague's role. The account's sessions end (its next request signs in again with the new
 * role), so a demoted admin loses the admin pages at once rather than when the access token runs out.
 */
export function changeStaffRole(
  db: Db,
  actor: Actor,
  input: { userId: string; role: StaffRole },
  options: { ip: string; now: Date },
): Promise<StaffRow> {
  return changeStaffAccount(
    db,
    actor,
    input.userId,
    {
      action: "staff.role",
      refuse: ({ target, activeAdmins }) => {
        const refusal = staffChangeRefusal(
          actor.userId,
          ruled(target),
          { kind: "role", role: input.role },
          activeAdmins,
        );
        return refusal ? staffRefusal(refusal, refusal === "sameRole" ? "role" : undefined) : null;
      },
      // Admin rights are asked for and wait for a second admin (decision 0092); customer care is set at once.
      set:
        input.role === "admin"
          ? { adminRequestedBy: actor.userId, adminRequestedAt: options.now }
          : { groups: [input.role], adminRequestedBy: null, adminRequestedAt: null },
      also: (tx, userId) =>
        input.role === "admin" ? Promise.resolve() : revokeAllRefreshTokens(tx, userId, options.now),
    },
    options,
  );
}

/**
 * Approves admin rights asked for a colleague (decision 0092): by a second admin, neither the one who asked nor the
 * colleague. The colleague's sessions end, so the next sign-in carries the new role.
 */
export function approveStaffAdmin(
  db: Db,
  actor: Actor,
  input: { userId: string },
  options: { ip: string; now: Date },
): Promise<StaffRow> {
  return changeStaffAccount(
    db,
    actor,
    input.userId,
    {
      action: "staff.admin.approve",
      refuse: ({ target }) => {
        const refusal = adminApprovalRefusal(actor.userId, ruled(target));
        return refusal ? staffRefusal(refusal) : null;
      },
      set: { groups: ["admin"], adminRequestedBy: null, adminRequestedAt: null },
      also: (tx, userId) => revokeAllRefreshTokens(tx, userId, options.now),
    },
    options,
  );
}

/**
 * Disables a colleague's account: it can no longer sign in, every session ends now (refresh families
 * revoked; the identity module refuses the account on its next request), an open invitation or reset link
 * stops working.
 */
export function disableStaff(
  db: Db,
  actor: Actor,
  input: { userId: string },
  options: { ip: string; now: Date },
): Promise<StaffRow> {
  return changeStaffAccount(
    db,
    actor,
    input.userId,
    {
      action: "staff.disable",
      refuse: ({ target, activeAdmins }) => {
        const refusal = staffChangeRefusal(actor.userId, ruled(target), { kind: "disable" }, activeAdmins);
        return refusal ? staffRefusal(refusal) : null;
      },
      set: { disabledAt: options.now },
      also: async (tx, userId) => {
        await revokeAllRefreshTokens(tx, userId, options.now);
        await revokeOneTimeSecrets(tx, userId, "invite", options.now);
        await revokeOneTimeSecrets(tx, userId, "reset", options.now);
      },
    },
    options,
  );
}

/** Enables a disabled account again; the colleague signs in anew (an invited one is sent a new invitation by hand). */
export function enableStaff(
  db: Db,
  actor: Actor,
  input: { userId: string },
  options: { ip: string },
): Promise<StaffRow> {
  return changeStaffAccount(
    db,
    actor,
    input.userId,
    {
      action: "staff.enable",
      refuse: ({ target }) => (target.disabledAt ? null : staffRefusal("notDisabled")),
      set: { disabledAt: null },
    },
    options,
  );
}

/**
 * Resets a colleague's second factor (decision 0093): the authenticator and the recovery codes go, every session
 * of the account ends, and the colleague enrols again at the next sign-in; audited as `staff.secondFactor.reset`
 * and told by mail (who reset it, what comes next). An account without a factor: `staffNoSecondFactor`, nothing
 * changes. Resetting one's own factor is allowed: an admin who lost the phone but is still signed in re-enrols.
 */
export async function resetStaffSecondFactor(
  db: Db,
  actor: Actor,
  input: { userId: string },
  options: { ip: string; config: Pick<Config, "BASE_URL" | "hotline">; now: Date },
): Promise<StaffRow> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { target } = await lockedStaff(tx, input.userId);
    if (!(await removeSecondFactor(tx, target.id))) throw staffRefusal("noSecondFactor");
    await revokeAllRefreshTokens(tx, target.id, options.now);
    await enqueueMail(tx, {
      ...secondFactorResetMail({
        to: target.email,
        admin: actor.email,
        link: `${options.config.BASE_URL.replace(/\/$/, "")}${href("/login")}`,
        hotline: options.config.hotline,
      }),
      owner: { userId: target.id, provisionId: null },
    });
    await recordChange(
      tx,
      actor,
      {
        action: "staff.secondFactor.reset",
        subject: { type: "user", id: target.id },
        before: { ...snapshot(target), secondFactor: "active" },
        after: { ...snapshot(target), secondFactor: "none" },
      },
      { ip: options.ip },
    );
    return staffRow(target);
  });
}

/** An invitation may be accepted by an enabled staff account only. */
const invitable = (user: User) => !user.disabledAt && roleOf(user.groups) !== null;

/** The address an invitation link was sent to. CodeMismatchException / ExpiredCodeException for a bad link. */
export async function verifyStaffInvite(
  db: Db,
  input: { token: string },
  { now }: { now: Date },
): Promise<{ email: string }> {
  const row = await findUsableSecret(db, "invite", input.token, now);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user || !invitable(user)) {
    throw new ServiceError("CodeMismatchException", {
      detail: "invitation of an account that may not accept",
    });
  }
  return { email: user.email };
}

/**
 * Accepts an invitation: sets the colleague's first password (the staff password policy: at least 12
 * characters) and uses the link up, in one transaction; audited as the colleague's own action. The colleague
 * then signs in at /login.
 */
export async function acceptStaffInvite(
  db: Db,
  input: { token: string; password: string },
  options: { ip: string; now: Date },
): Promise<{ email: string }> {
  const user = await acceptStaffInvitation(db, input, options.now, invitable, async (tx, before, after) => {
    await recordAudit(tx, {
      actorUserId: after.id,
      provisionId: null,
      action: "staff.invite.accept",
      detail: { subject: { type: "user", id: after.id }, before: snapshot(before), after: snapshot(after) },
      ip: options.ip,
    });
  });
  return { email: user.email };
}
