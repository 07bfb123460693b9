/** The customer's care log: who else viewed or changed the provision (decision 0018). */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { CareLogEntry } from "~/domain/profile/care-log";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { auditLog, readAccessLinks, users, type Provision } from "../../db/schema";

export type { CareLogEntry };

const CARE_LOG_LIMIT = 200;

/** The care log's read, prepared once per database handle (db/prepared.ts): it runs on every profile page. */
const careLogQuery = (db: Db) =>
  db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      detail: auditLog.detail,
      who: users.email,
      linkEmail: readAccessLinks.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    // A link use names its link (detail.linkId); the address it was sent to says who used it.
    .leftJoin(
      readAccessLinks,
      and(
        eq(readAccessLinks.provisionId, auditLog.provisionId),
        sql`${readAccessLinks.id}::text = ${auditLog.detail}->>'linkId'`,
      ),
    )
    .where(
      and(
        eq(auditLog.provisionId, sql.placeholder("provisionId")),
        // Not the customer's own entries; without a user every entry (no one is the customer).
        or(
          isNull(auditLog.actorUserId),
          sql`${auditLog.actorUserId} is distinct from ${sql.placeholder("userId")}`,
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(CARE_LOG_LIMIT)
    .prepare("care_log");

/**
 * Every staff view or change of the provision and every use of a read-access link (the audit rows not caused by
 * the customer themselves), newest first.
 */
export async function listCareLog(
  db: Db,
  provision: Pick<Provision, "id" | "userId">,
): Promise<CareLogEntry[]> {
  const rows = await prepared(db, "care_log", careLogQuery).execute({
    provisionId: provision.id,
    userId: provision.userId,
  });
  return rows.map((row) => ({
    at: row.at,
    action: row.action,
    who: row.who ?? null,
    linkEmail: row.linkEmail ?? (typeof row.detail.email === "string" ? row.detail.email : null),
    fields: Array.isArray(row.detail.fields)
      ? row.detail.fields.filter((field): field is string => typeof field === "string")
      : [],
  }));
}
