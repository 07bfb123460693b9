/**
 * The personal summary in Leichte Sprache (decision 0106): the facts from the same services as the ordinary pages
 * (`provisionFunding` for the offer's total and the funding gap, the tiles' completion rules, the trial status, the
 * stored next debit, the latest payment), turned into sentences by `easySummary` (~/domain/easy-language/summary).
 */
import { isTileCompleted } from "~/domain/overview";
import { easySummary, type EasyPlan } from "~/domain/easy-language/summary";
import { isPaid, trialStatus } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import { priceGuaranteeState } from "~/domain/pricing/prices";
import type { Provision } from "../../db/schema";
import type { Db } from "../../db/client";
import { provisionFunding } from "../finance";
import { latestPayment } from "../pricing";
import { letterCounts } from "../letters";
import { sitesByIds } from "../funeral-sites";

async function siteName(db: Db, siteId: string | null): Promise<string | null> {
  if (!siteId) return null;
  const [site] = await sitesByIds(db, [siteId]);
  return site?.title ?? null;
}

async function planOf(db: Db, provision: Provision, now: Date): Promise<EasyPlan> {
  if (provision.cancelledAt)
    return { state: "cancelled", receivedOn: calendarDateInGermany(provision.cancelledAt) };
  if (isPaid(provision)) {
    const payment = await latestPayment(db, provision);
    return {
      state: "paid",
      yearlyCents: payment?.priceCents ?? null,
      nextDebit: provision.nextDebitOn,
      guarantee: priceGuaranteeState(provision) === "booked",
    };
  }
  const status = trialStatus(provision, now);
  return status.state === "active" ? { state: "trial", deadline: status.deadline } : { state: "free" };
}

/** The summary of a provision the caller may read (the route's `requestOf(…, "provision")` checked it). */
export async function loadEasySummary(db: Db, provision: Provision, now: Date) {
  const [{ costs, gap }, letterCount, site, plan] = await Promise.all([
    provisionFunding(db, provision, now),
    letterCounts(db, provision.id),
    siteName(db, provision.funeralSiteId),
    planOf(db, provision, now),
  ]);
  const person = provision.trustedPerson;
  return easySummary({
    funeralType: provision.funeralType,
    funeralPlan: provision.funeralPlan,
    siteName: site,
    wishes: isTileCompleted("wishes", provision) === true,
    trustedPerson: person ? [person.firstname, person.lastname].filter(Boolean).join(" ") : null,
    letters: letterCount,
    plan,
    costs: {
      offerCents: costs.offerCents,
      todayCents: costs.estimate.todayCents,
      future: provision.provisionBirth
        ? { years: costs.estimate.years, totalCents: costs.estimate.totalCents }
        : null,
      gap,
    },
  });
}
