/** Staff accounts: created by the operator's CLI, or signed in through the company's OpenID Connect provider. */
import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { isStaffGroups } from "../auth/actor";
import { findUserByEmail } from "./accounts";
import { clock } from "./clock";
import { hashPassword } from "./password";
import { assertPasswordPolicy, requireEmail } from "./policy";

export type StaffRole = "admin" | "customercare";

/** A CONFIRMED staff account with a password and the groups [role]; UsernameExistsException if taken. */
export async function createStaffUser(
  db: Db,
  input: { email: string; password: string; role: StaffRole },
): Promise<User> {
  const email = requireEmail(input.email);
  assertPasswordPolicy(input.password);
  if (input.role !== "admin" && input.role !== "customercare") {
    throw new ServiceError("InvalidParameterException", {
      field: "role",
      detail: `unknown role ${input.role}`,
    });
  }
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
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

const uniqueGroups = (groups: readonly string[]) =>
  [...new Set(groups.map((group) => group.trim()).filter(Boolean))].sort();

/**
 * The account of an OpenID Connect sign-in: found by subject, else linked by e-mail, else created CONFIRMED
 * without password. The groups are the provider's, replaced on every sign-in.
 *
 * Linking takes over a customer account with that e-mail. If it was not staff before, its password is removed,
 * so that nobody who registered the address in advance (pre-account-takeover) keeps a way in with staff rights.
 */
export async function findOrCreateOidcStaffUser(
  db: Db,
  input: { subject: string; email: string; groups: string[] },
): Promise<User> {
  const subject = input.subject.trim();
  if (!subject) throw new ServiceError("InvalidParameterException", { detail: "empty OIDC subject" });
  const email = requireEmail(input.email);
  const groups = uniqueGroups(input.groups);
  const now = clock.now();
  const signedIn = { groups, lastLoginAt: now };

  const [bySubject] = await db.select().from(users).where(eq(users.oidcSubject, subject));
  if (bySubject) {
    const [user] = await db.update(users).set(signedIn).where(eq(users.id, bySubject.id)).returning();
    return user!;
  }

  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.oidcSubject) {
      throw new ServiceError("UsernameExistsException", { detail: "e-mail linked to another OIDC subject" });
    }
    const [user] = await db
      .update(users)
      .set({
        ...signedIn,
        oidcSubject: subject,
        status: "CONFIRMED",
        confirmedAt: byEmail.confirmedAt ?? now,
        passwordHash: isStaffGroups(byEmail.groups) ? byEmail.passwordHash : null,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    return user!;
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
  return findOrCreateOidcStaffUser(db, input);
}
