/**
 * Cancellation through the § 312k BGB page (decision 0022). Open to everyone, so:
 * - the answer never says whether a contract matched: the page shows the same receipt either way, and the
 *   receipt mail goes to the e-mail given. A contract matches only when that e-mail is the account's (login or
 *   contact) address, so a mail that names the contract's end reaches its owner only;
 * - counted per given e-mail and per IP (CANCELLATION_LIMIT) before anything is stored;
 * - the cancellation, the provision's `cancelled_at` (version + 1), the audit entry and the receipt mail are
 *   written in one transaction.
 * The receipt carries the content, date and time of receipt (§ 312k (4) BGB). A desired end date
 * (§ 312k Abs. 2 Nr. 1 d BGB) is stored as given; the contract ends then, or at the earliest possible end when
 * the desired day lies before it (cancellationEnd, decision 0022); the receipt then names both days.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { cancellationEnd, ordinaryEarliestEnd, type CancellationEnd } from "~/domain/billing/cancellation";
import { calendarDateInGermany } from "~/domain/dates";
import { isPaid } from "~/domain/billing/trial";
import type { CancellationInput } from "~/domain/validation/billing";
import { formatViewDate } from "~/i18n/format";
import { TIME_ZONE } from "~/domain/constants";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cancellations, payments, provisions } from "../../db/schema";
import { recordAttempt } from "../../identity/limits";
import { CANCELLATION_LIMIT } from "../../identity/policy";
import { logger } from "../../logger";
import { cancellationMail } from "../../mail/billing-templates";
import { enqueueMail, mailOwner } from "../../mail/outbox";
import { recordAudit } from "../audit";
import { changeProvisionAsSystem } from "../provisions";

export interface CancellationReceipt {
  /** ISO timestamp of receipt. */
  receivedAt: string;
  email: string;
}

const timeFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});

/** "14:05" in German time. */
export function germanTime(instant: Date): string {
  return timeFormat.format(instant);
}

/** Words of a name, lower-cased, in any order ("Müller, Anna" = "anna müller"). */
function nameKey(name: string): string {
  return name
    .normalize("NFC")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .sort()
    .join(" ");
}

/**
 * When an ordinary cancellation takes effect: a paid yearly plan runs to the end of the year paid in advance
 * (the day before the next debit); without a paid plan (trial, free plan) at receipt. Null: at receipt.
 */
async function ordinaryEnd(tx: Db, provision: { id: string; paymentAcceptedAt: Date | null }, now: Date) {
  const [first] = await tx
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.provisionId, provision.id))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  const start = first?.createdAt ?? provision.paymentAcceptedAt;
  if (!start) return null;
  return ordinaryEarliestEnd(calendarDateInGermany(start), now);
}

/** Receives a cancellation (see the module comment); throws LimitExceededException when over the limit. */
export async function submitCancellation(
  db: Db,
  input: CancellationInput,
  { ip, config, now }: { ip: string; config: Pick<Config, "hotline">; now: Date },
): Promise<CancellationReceipt> {
  await recordAttempt(db, CANCELLATION_LIMIT, { email: input.email, ip }, now);
  const number = Number(input.contractNumber);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const candidates = await tx
      .select({
        id: provisions.id,
        userId: provisions.userId,
        number: provisions.number,
        firstname: provisions.firstname,
        lastname: provisions.lastname,
        paymentAcceptedAt: provisions.paymentAcceptedAt,
        paymentAcceptedPlan: provisions.paymentAcceptedPlan,
        cancelledAt: provisions.cancelledAt,
        frozenAt: provisions.frozenAt,
      })
      .from(provisions)
      .where(
        and(
          eq(provisions.number, number),
          or(eq(provisions.userEmail, input.email), sql`lower(${provisions.email}) = ${input.email}`),
        ),
      )
      .for("update");
    const wanted = nameKey(input.name);
    const match =
      candidates.find((p) => nameKey(`${p.firstname ?? ""} ${p.lastname ?? ""}`) === wanted) ?? null;

    let end: CancellationEnd | null = null;
    if (match) {
      const earliestAt =
        input.kind === "ordinary" && isPaid(match) ? ((await ordinaryEnd(tx, match, now)) ?? now) : now;
      end = cancellationEnd({ earliestAt, requestedOn: input.requestedEnd ?? null, now });
    }
    const effectiveAt = end?.effectiveAt ?? null;
    const [row] = await tx
      .insert(cancellations)
      .values({
        provisionId: match?.id ?? null,
        name: input.name,
        email: input.email,
        contractNumber: input.contractNumber,
        reason: input.reason ?? null,
        kind: input.kind,
        requestedEndOn: input.requestedEnd ?? null,
        effectiveAt,
        createdAt: now,
      })
      .returning({ id: cancellations.id });
    if (!row) throw new Error("cancellation not stored");

    if (match) {
      // A frozen provision (a confirmed death, decision 0063) is not changed any more: its billing has already
      // stopped. The cancellation is still received and answered like any other, so the page reveals nothing.
      if (!match.cancelledAt && !match.frozenAt) {
        await changeProvisionAsSystem(tx, match.id, () => ({ cancelledAt: now }), { now });
      }
      await recordAudit(tx, {
        actorUserId: null,
        provisionId: match.id,
        action: "provision.cancel",
        detail: {
          cancellationId: row.id,
          kind: input.kind,
          requestedEndOn: input.requestedEnd ?? null,
          effectiveAt: effectiveAt?.toISOString(),
        },
        ip,
      });
    }
    logger.info({ cancellationId: row.id, matched: match !== null }, "cancellation received");

    // A matched contract's mail went to one of its own addresses: it belongs to that account.
    await enqueueMail(tx, {
      ...cancellationMail({
        to: input.email,
        name: input.name,
        contractNumber: input.contractNumber,
        kind: input.kind,
        reason: input.reason ?? null,
        requestedEnd: input.requestedEnd ? formatViewDate(input.requestedEnd) : null,
        receivedDate: formatViewDate(now),
        receivedTime: germanTime(now),
        matched:
          match && end
            ? {
                number: match.number,
                endsOn: end.endsOn && formatViewDate(end.endsOn),
                // A desired day is never before tomorrow, so "too early" always has an earliest day after today.
                earliestEndsOn:
                  end.requestedTooEarly && end.earliestEndsOn ? formatViewDate(end.earliestEndsOn) : null,
              }
            : null,
        hotline: config.hotline,
        cancellationId: row.id,
      }),
      owner: match ? mailOwner(match) : undefined,
    });
  });
  return { receivedAt: now.toISOString(), email: input.email };
}
