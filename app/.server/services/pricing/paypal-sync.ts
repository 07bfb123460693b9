/**
 * Keeping a PayPal-paid plan honest after the activation (decision 0031): PayPal tells us (webhook, signature
 * verified with PayPal) or the billing job finds out (each active subscription asked once a day) that a
 * subscription is cancelled, suspended or expired. Then the payment ends, the provision is no longer paid
 * (plan and price guarantee), the change is audited and the customer gets a mail, all in one transaction.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { payments, provisions } from "../../db/schema";
import { logger } from "../../logger";
import { paypalEndedMail } from "../../mail/billing-templates";
import { enqueueMail, mailOwner } from "../../mail/outbox";
import { recordAudit } from "../audit";
import { changeProvisionAsSystem } from "../provisions";
import {
  cancelSubscription,
  PAYPAL_ID,
  paypalSettings,
  subscriptionStatus,
  verifyWebhookSignature,
  type PaypalConfig,
} from "./paypal";

/** Subscription statuses at PayPal that mean: nothing is paid any more. */
export const ENDING_STATUSES: ReadonlySet<string> = new Set(["CANCELLED", "SUSPENDED", "EXPIRED"]);

/** Each active subscription is asked about at most this often by the job. */
export const PAYPAL_RECHECK_AFTER_MS = 24 * 60 * 60_000;
const PAGE_SIZE = 200;

export type PaypalSyncConfig = PaypalConfig & Pick<Config, "BASE_URL" | "hotline">;

/**
 * Ends the payment of this subscription because PayPal reports `status`; true when this call ended it
 * (false: unknown subscription, already ended, or the status does not end anything).
 */
export async function endPaypalPayment(
  db: Db,
  config: Pick<Config, "BASE_URL" | "hotline">,
  subscriptionId: string,
  status: string,
  now: Date,
): Promise<boolean> {
  if (!ENDING_STATUSES.has(status)) return false;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.paypalSubscriptionId, subscriptionId), isNull(payments.endedAt)))
      .for("update");
    if (!payment) return false;
    const [provision] = await tx
      .select()
      .from(provisions)
      .where(eq(provisions.id, payment.provisionId))
      .for("update");
    if (!provision) return false;
    await tx
      .update(payments)
      .set({ endedAt: now, endedStatus: status, checkedAt: now })
      .where(eq(payments.id, payment.id));
    if (provision.frozenAt) {
      // A confirmed death (decision 0063): the provision stays as it was at death, and nobody is mailed.
      await recordAudit(tx, {
        actorUserId: null,
        provisionId: provision.id,
        action: "pricing.paypal-ended",
        detail: { paymentId: payment.id, subscriptionId, status, frozen: true },
      });
      return true;
    }
    await changeProvisionAsSystem(
      tx,
      provision.id,
      () => ({
        paymentAcceptedAt: null,
        paymentAcceptedPlan: null,
        paymentPriceGuarantee: null,
        priceGuaranteeBookedAt: null,
      }),
      { now },
    );
    await recordAudit(tx, {
      actorUserId: null,
      provisionId: provision.id,
      action: "pricing.paypal-ended",
      detail: { paymentId: payment.id, subscriptionId, status },
    });
    await enqueueMail(tx, {
      ...paypalEndedMail({
        to: provision.email ?? provision.userEmail,
        salutation: provision.salutation,
        lastname: provision.lastname,
        status,
        baseUrl: config.BASE_URL,
        hotline: config.hotline,
        dedupeKey: `paypal-ended:${payment.id}`,
      }),
      owner: mailOwner(provision),
    });
    logger.info({ provisionId: provision.id, subscriptionId, status }, "PayPal subscription ended the plan");
    return true;
  });
}

export interface PaypalRecheck {
  checked: number;
  ended: number;
  failed: number;
  /** Subscriptions of frozen provisions cancelled at PayPal in this run (decision 0063). */
  cancelled: number;
}

/** The reason PayPal records (and may show the payer) for a subscription the portal cancels after a death. */
export const DEATH_CANCEL_REASON = "Vertrag beendet: Sterbefall des Vertragsinhabers";

/**
 * Cancels at PayPal every subscription whose cancellation the freeze requested (`cancel_requested_at`, decision
 * 0063), until PayPal answers; then the payment ends with status CANCELLED. A failing call stays requested for
 * the next run.
 */
async function cancelRequestedSubscriptions(
  db: Db,
  config: PaypalSyncConfig,
  settings: NonNullable<ReturnType<typeof paypalSettings>>,
  now: Date,
  result: PaypalRecheck,
): Promise<void> {
  const requested = await db
    .select({ id: payments.id, subscriptionId: payments.paypalSubscriptionId })
    .from(payments)
    .where(
      and(
        isNotNull(payments.cancelRequestedAt),
        isNotNull(payments.paypalSubscriptionId),
        isNull(payments.endedAt),
      ),
    )
    .orderBy(asc(payments.cancelRequestedAt))
    .limit(PAGE_SIZE);
  for (const { subscriptionId } of requested) {
    try {
      if (await cancelSubscription(settings, subscriptionId!, DEATH_CANCEL_REASON)) {
        await endPaypalPayment(db, config, subscriptionId!, "CANCELLED", now);
        result.cancelled += 1;
      } else {
        logger.error({ subscriptionId }, "PayPal does not know a subscription to cancel");
      }
    } catch (error) {
      result.failed += 1;
      logger.warn({ err: error, subscriptionId }, "PayPal subscription cancellation failed");
    }
  }
}

/**
 * The billing job's part: asks PayPal about every active PayPal payment not asked within a day and ends
 * those PayPal no longer collects. An id PayPal does not know is logged, not ended (a wrong configuration
 * must not end every customer's plan); a failing call is left for the next run.
 */
export async function recheckPaypalPayments(
  db: Db,
  config: PaypalSyncConfig,
  now: Date,
): Promise<PaypalRecheck> {
  const result: PaypalRecheck = { checked: 0, ended: 0, failed: 0, cancelled: 0 };
  const settings = paypalSettings(config);
  if (!settings) return result;
  await cancelRequestedSubscriptions(db, config, settings, now, result);
  const due = new Date(now.getTime() - PAYPAL_RECHECK_AFTER_MS);
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .select({ id: payments.id, subscriptionId: payments.paypalSubscriptionId })
      .from(payments)
      .where(
        and(
          gt(payments.id, after),
          isNotNull(payments.paypalSubscriptionId),
          isNull(payments.endedAt),
          isNull(payments.cancelRequestedAt),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, due)),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(PAGE_SIZE);
    for (const { id, subscriptionId } of page) {
      try {
        const status = await subscriptionStatus(settings, subscriptionId!);
        result.checked += 1;
        if (status === null) logger.error({ subscriptionId }, "PayPal does not know a paid subscription");
        if (status !== null && (await endPaypalPayment(db, config, subscriptionId!, status, now))) {
          result.ended += 1;
        } else {
          await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, id));
        }
      } catch (error) {
        result.failed += 1;
        logger.warn({ err: error, subscriptionId }, "PayPal subscription check failed");
      }
    }
    if (page.length < PAGE_SIZE) return result;
    after = page.at(-1)!.id;
  }
}

export type WebhookOutcome = "accepted" | "off" | "refused";

/**
 * One webhook delivery: "off" without PAYPAL_WEBHOOK_ID, "refused" for a body that is not a JSON event or a
 * signature PayPal does not confirm, else "accepted". For a BILLING.SUBSCRIPTION.* event it asks PayPal for
 * that subscription's current status (events may arrive late or out of order) and ends the payment when
 * PayPal no longer collects it. PayPal retries a delivery that fails, so a PayPal outage is thrown (5xx).
 */
export async function handlePaypalWebhook(
  db: Db,
  config: PaypalSyncConfig,
  headers: Headers,
  body: string,
  now: Date,
): Promise<WebhookOutcome> {
  const settings = paypalSettings(config);
  if (!settings?.webhookId) return "off";
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return "refused";
  }
  if (!parsed || typeof parsed !== "object") return "refused";
  const event = parsed as { event_type?: unknown; resource?: { id?: unknown } | null };
  if (typeof event.event_type !== "string") return "refused";
  if (!(await verifyWebhookSignature(settings, headers, event))) {
    logger.warn({ eventType: event.event_type }, "PayPal webhook with a signature PayPal does not confirm");
    return "refused";
  }
  const id = event.resource && typeof event.resource === "object" ? event.resource.id : undefined;
  if (event.event_type.startsWith("BILLING.SUBSCRIPTION.") && typeof id === "string" && PAYPAL_ID.test(id)) {
    const status = await subscriptionStatus(settings, id);
    if (status !== null) await endPaypalPayment(db, config, id, status, now);
  }
  return "accepted";
}
