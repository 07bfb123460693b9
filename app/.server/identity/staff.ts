/** Staff accounts: created by the operator's CLI, or signed in through the company's OpenID Connect provider. */
import { and, eq, isNull } from "drizzle-orm";
import { ServiceError, StaffLinkRefusedError } from "~/domain/errors";
import type { Db } from "../db/client";
import { provisions, users, type User } from "../db/schema";
import { isStaffGroups } from "../auth/actor";
import { logger } from "../logger";
import { recordAudit } from "../services/audit";
import { findUserByEmail } from "./accounts";
import { consumeSecret, findUsableSecret } from "./codes";
import { hashPassword } from "./password";
import { assertPasswordPolicy, requireEmail } from "./policy";
import { revokeAllRefreshTokens } from "./tokens";

import { STAFF_ROLES, type StaffRole } from "~/domain/backoffice/staff";

/** A CONFIRMED staff account with a password and the groups [role]; UsernameExistsException if taken. */
export async function createStaffUser(
  db: Db,
  input: { email: string; password: string; role: StaffRole },
  now: Date,
): Promise<User> {
  const email = requireEmail(input.email);
  assertPasswordPolicy(input.password, "password", { staff: true });
  if (!STAFF_ROLES.includes(input.role)) {
    throw new ServiceError("InvalidParameterException", {
      field: "role",
      detail: `unknown role ${input.role}`,
    });
  }
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      status: "CONFIRMED",
      confirmedAt: now,
      groups: [input.role],
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new ServiceError("UsernameExistsException", { field: "email" });
  return user;
}

/**
 * Sets the first password of an invited staff account from its invitation link (kind `invite`, see
 * services/backoffice/staff.ts): the staff password policy, then in one transaction the link is used up and the
 * password stored. `isInvitable` decides whether the account may still accept (enabled staff); otherwise, and
 * for a bad link, CodeMismatchException / ExpiredCodeException. `afterAccept` runs in the same transaction.
 */
export async function acceptStaffInvitation(
  db: Db,
  input: { token: string; password: string },
  now: Date,
  isInvitable: (user: User) => boolean,
  afterAccept: (tx: Db, before: User, after: User) => Promise<void>,
): Promise<User> {
  assertPasswordPolicy(input.password, "password", { staff: true });
  const invited = async (tx: Db) => {
    const row = await findUsableSecret(tx, "invite", input.token, now);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || !isInvitable(user)) {
      throw new ServiceError("CodeMismatchException", {
        detail: "invitation of an account that may not accept",
      });
    }
    return { row, user };
  };
  await invited(db);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { row, user } = await invited(tx);
    await consumeSecret(tx, row, now);
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, confirmedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await afterAccept(tx, user, changed!);
    return changed!;
  });
}

const uniqueGroups = (groups: readonly string[]) =>
  [...new Set(groups.map((group) => group.trim()).filter(Boolean))].sort();

async function ownProvisionId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: provisions.id })
    .from(provisions)
    .where(eq(provisions.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The account of an OpenID Connect sign-in: found by subject, else linked by e-mail, else created CONFIRMED
 * without password. The groups are the provider's, replaced on every sign-in.
 *
 * Linking takes over an account with that e-mail, so it is guarded against pre-account-takeover (somebody
 * registered the staff member's address beforehand):
 * - an account whose e-mail was never confirmed is not linked at all (StaffLinkRefusedError, logged and
 *   audited); nothing changes;
 * - a linked account loses every session and refresh token at once (whoever held one would otherwise pick up
 *   the staff groups on the next refresh), and loses its local password (staff or not: from now on the
 *   provider decides who is staff, and a password would let a removed staff member in).
 */
export async function findOrCreateOidcStaffUser(
  db: Db,
  input: { subject: string; email: string; groups: string[]; ip?: string },
  now: Date,
): Promise<User> {
  const subject = input.subject.trim();
  if (!subject) throw new ServiceError("InvalidParameterException", { detail: "empty OIDC subject" });
  const email = requireEmail(input.email);
  const groups = uniqueGroups(input.groups);
  // A staff account signs in through the provider only: a local password would outlive a removal there.
  const signedIn = { groups, lastLoginAt: now, passwordHash: null };

  const [bySubject] = await db.select().from(users).where(eq(users.oidcSubject, subject));
  // An admin disabled the account in the back office: the provider's word does not enable it again.
  if (bySubject?.disabledAt) throw new StaffLinkRefusedError("disabledAccount", bySubject.id);
  if (bySubject) {
    const [user] = await db.update(users).set(signedIn).where(eq(users.id, bySubject.id)).returning();
    return user!;
  }

  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.disabledAt) throw new StaffLinkRefusedError("disabledAccount", byEmail.id);
    if (byEmail.oidcSubject) {
      throw new ServiceError("UsernameExistsException", { detail: "e-mail linked to another OIDC subject" });
    }
    const audit = {
      actorUserId: null,
      provisionId: await ownProvisionId(db, byEmail.id),
      ip: input.ip ?? null,
    };
    if (byEmail.status !== "CONFIRMED") {
      logger.warn({ userId: byEmail.id, subject }, "OIDC staff sign-in refused: unconfirmed account");
      await recordAudit(db, {
        ...audit,
        action: "staff.oidc.linkRefused",
        detail: { userId: byEmail.id, subject, reason: "unconfirmedAccount" },
      });
      throw new StaffLinkRefusedError("unconfirmedAccount", byEmail.id);
    }
    const wasStaff = isStaffGroups(byEmail.groups);
    const linked = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [user] = await tx
        .update(users)
        .set({
          ...signedIn,
          oidcSubject: subject,
        })
        .where(and(eq(users.id, byEmail.id), isNull(users.oidcSubject)))
        .returning();
      if (!user) throw new ServiceError("UsernameExistsException", { detail: "linked concurrently" });
      await revokeAllRefreshTokens(tx, user.id, now);
      await recordAudit(tx, {
        ...audit,
        action: "staff.oidc.link",
        detail: { userId: user.id, subject, wasStaff, groups },
      });
      return user;
    });
    logger.warn({ userId: linked.id, subject, wasStaff }, "account linked to OIDC staff sign-in");
    return linked;
  }

  const [created] = await db
    .insert(users)
    .values({
      email,
      oidcSubject: subject,
      status: "CONFIRMED",
      confirmedAt: now,
      createdAt: now,
      ...signedIn,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent first sign-in of the same person won; take its row.
  return findOrCreateOidcStaffUser(db, input, now);
}
