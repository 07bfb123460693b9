/**
 * The audit log for admins (/backoffice/staff/audit, decisions 0056 and 0096): newest first, paged, filtered by
 * action (the beginning of its code, or a part of its German label), the acting person's e-mail (a part of it) and
 * German calendar days. Each entry names what it concerns: the customer's contract number and name for an entry
 * about a provision, the colleague's e-mail for a staff account, else the kind of record and its id. Reading it is
 * not audited itself.
 */
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { auditActionsMatching } from "~/domain/audit/actions";
import { AUDIT_PAGE_SIZE } from "~/domain/backoffice/staff";
import { TIME_ZONE } from "~/domain/constants";
import type { IsoDate } from "~/domain/dates";
import { isUuid } from "~/domain/validation/uuid";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditLog, provisions, users } from "../../db/schema";

export interface AuditFilter {
  /** The beginning of the action's code ("staff." finds every staff change) or a part of its German label. */
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
  subject: AuditEntrySubject | null;
}

/**
 * What an entry concerns: a customer's provision (its contract number and name; `null` once it is deleted), a
 * staff account (its e-mail; `null` once deleted), or another record by its kind and id.
 */
export type AuditEntrySubject =
  | { kind: "provision"; provision: { number: number; name: string } | null }
  | { kind: "user"; email: string | null }
  | { kind: "record"; type: string; id: string };

/** The subject a back-office change names in its detail (`recordChange`), if any. */
function recordSubject(detail: Record<string, unknown>): { type: string; id: string } | null {
  const subject = detail.subject;
  if (!subject || typeof subject !== "object") return null;
  const { type, id } = subject as Record<string, unknown>;
  return typeof type === "string" && (typeof id === "string" || typeof id === "number")
    ? { type, id: String(id) }
    : null;
}

/** The provision an entry is about: its own column, or a change's subject of type "provision". */
function provisionOf(row: { provisionId: string | null; detail: Record<string, unknown> }): string | null {
  if (row.provisionId) return row.provisionId;
  const subject = recordSubject(row.detail);
  return subject?.type === "provision" && isUuid(subject.id) ? subject.id : null;
}

const joinName = (...parts: (string | null)[]) =>
  parts
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");

/** Names the subjects of a page's entries: one query for its provisions, one for its staff accounts. */
async function subjectsOf(
  db: Db,
  rows: { provisionId: string | null; detail: Record<string, unknown> }[],
): Promise<(AuditEntrySubject | null)[]> {
  const provisionIds = [...new Set(rows.map(provisionOf).filter((id): id is string => id !== null))];
  const userIds = [
    ...new Set(
      rows
        .map((row) => recordSubject(row.detail))
        .filter((subject) => subject?.type === "user" && isUuid(subject.id))
        .map((subject) => subject!.id),
    ),
  ];
  const [foundProvisions, foundUsers] = await Promise.all([
    provisionIds.length === 0
      ? []
      : db
          .select({
            id: provisions.id,
            number: provisions.number,
            firstname: provisions.firstname,
            lastname: provisions.lastname,
          })
          .from(provisions)
          .where(inArray(provisions.id, provisionIds)),
    userIds.length === 0
      ? []
      : db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
  ]);
  const provisionById = new Map(
    foundProvisions.map((row) => [
      row.id,
      { number: row.number, name: joinName(row.firstname, row.lastname) },
    ]),
  );
  const emailById = new Map(foundUsers.map((row) => [row.id, row.email]));
  return rows.map((row) => {
    const provisionId = provisionOf(row);
    if (provisionId) return { kind: "provision", provision: provisionById.get(provisionId) ?? null };
    const subject = recordSubject(row.detail);
    if (!subject) return null;
    if (subject.type === "user") return { kind: "user", email: emailById.get(subject.id) ?? null };
    return { kind: "record", ...subject };
  });
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
  if (filter.action) {
    const labelled = auditActionsMatching(filter.action);
    const byCode = ilike(auditLog.action, `${literal(filter.action)}%`);
    conditions.push(labelled.length > 0 ? or(byCode, inArray(auditLog.action, labelled))! : byCode);
  }
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
      provisionId: auditLog.provisionId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const shown = rows.slice(0, AUDIT_PAGE_SIZE);
  const subjects = await subjectsOf(db, shown);
  return {
    entries: shown.map(({ provisionId: _provisionId, ...entry }, index) => ({
      ...entry,
      subject: subjects[index] ?? null,
    })),
    page,
    hasOlder: rows.length > AUDIT_PAGE_SIZE,
  };
}
