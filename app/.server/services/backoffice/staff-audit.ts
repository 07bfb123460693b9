/**
 * The audit log for admins (/backoffice/staff/audit, decision 0056): newest first, paged, filtered by action
 * (its beginning), the acting person's e-mail (a part of it) and German calendar days. Reading it is not
 * audited itself.
 */
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE } from "~/domain/backoffice/staff";
import { TIME_ZONE } from "~/domain/constants";
import type { IsoDate } from "~/domain/dates";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";

export interface AuditFilter {
  /** The beginning of the action ("staff." finds every staff change). */
  action?: string | undefined;
  /** A part of the acting person's e-mail. */
  actorEmail?: string | undefined;
  /** First and last German calendar day, inclusive. */
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  /** 1-based. */
  page: number;
}

export interface AuditEntryView {
  id: number;
  at: Date;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  detail: Record<string, unknown>;
}

/** LIKE patterns take the user's text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listAuditEntries(
  db: Db,
  actor: Actor,
  filter: AuditFilter,
): Promise<{ entries: AuditEntryView[]; page: number; hasOlder: boolean }> {
  requireBackOffice(actor, "admin");
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(ilike(auditLog.action, `${literal(filter.action)}%`));
  if (filter.actorEmail) conditions.push(ilike(users.email, `%${literal(filter.actorEmail.toLowerCase())}%`));
  const day = sql`(${auditLog.at} at time zone ${TIME_ZONE})::date`;
  if (filter.from) conditions.push(gte(day, sql`${filter.from}::date`));
  if (filter.to) conditions.push(lte(day, sql`${filter.to}::date`));
  const page = Math.max(1, Math.floor(filter.page));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      action: auditLog.action,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), page, hasOlder: rows.length > AUDIT_PAGE_SIZE };
}
