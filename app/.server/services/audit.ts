import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUuid } from "~/domain/validation/uuid";
import { auditLog, type AuditLogEntry } from "../db/schema";
import type { AuditAction } from "~/domain/audit/actions";

/**
 * What was done: "provision.open", "provision.read", "provision.close", "crm.lookup", or a change such as
 * "wishes.update" — one of `AUDIT_ACTIONS` (app/domain/audit/actions.ts), each with its German label for the audit
 * log page (decision 0096).
 */
export type { AuditAction };

/**
 * The action a caller writes: a literal must be one of `AUDIT_ACTIONS`. A caller that holds the action as a plain
 * `string` (the death-report workflow's step helper, the staff accounts' change helper) still compiles; app/domain/audit/actions.test.ts finds every
 * action literal in the source and checks it against the list.
 */
type Written<A extends string> = string extends A ? string : A extends AuditAction ? A : never;

export interface AuditInput {
  /** The staff user who acted; null only for system actions. */
  actorUserId: string | null;
  /** The customer's provision concerned, or null (e.g. a CRM look-up that found nothing). */
  provisionId: string | null;
  action: string;
  /** Small, non-secret facts for the record (never passwords, tokens or full payloads). */
  detail?: Record<string, unknown>;
  ip?: string | null;
  /** When it happened; default the database's time. A job passes the instant of its run (its clock, decision 0082). */
  at?: Date;
}

/** Appends one row to the audit log (every staff read or change of a customer's provision; decision 0008). */
export async function recordAudit<A extends string>(
  db: Db,
  input: AuditInput & { action: A & Written<A> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: input.actorUserId,
    provisionId: input.provisionId,
    action: input.action,
    detail: input.detail ?? {},
    ip: input.ip ?? null,
    ...(input.at ? { at: input.at } : {}),
  });
}

/** What a back-office change concerns: a kind of record and its id (e.g. { type: "product", id: "…" }). */
export interface AuditSubject {
  type: string;
  id: string;
}

/**
 * Records a back-office change with who (the actor), when (now), what (the subject) and the record before and
 * after (null before a creation, null after a deletion). Values must be plain, non-secret facts: never a
 * password, a token or a key.
 */
export async function recordChange<A extends string>(
  db: Db,
  actor: { userId: string },
  change: { action: A & Written<A>; subject: AuditSubject; before: unknown; after: unknown },
  { ip }: { ip?: string | null } = {},
): Promise<void> {
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: null,
    action: change.action as string,
    detail: { subject: change.subject, before: change.before ?? null, after: change.after ?? null },
    ip,
  });
}

/** Every audit row of one provision, oldest first (for admins and tests). */
export async function listAudit(db: Db, provisionId: string): Promise<AuditLogEntry[]> {
  if (!isUuid(provisionId)) return [];
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.provisionId, provisionId))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
