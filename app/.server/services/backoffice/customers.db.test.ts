import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  CUSTOMER_LISTS,
  LIST_COUNT_CAP,
  PAGE_SIZE,
  type CustomerListId,
  parseCustomerQuery,
  type CustomerQuery,
} from "~/domain/backoffice/customers";
import { foldName } from "~/domain/backoffice/name-fold";
import { calendarDateInGermany } from "~/domain/dates";
import { cents } from "~/domain/money";
import { isServiceError } from "~/domain/errors";
import { addPayment, createCustomer, createStaff } from "../../testing/crm";
import {
  auditLog,
  extras,
  nameFoldKey,
  payments,
  products,
  proposalItems,
  proposals,
  provisions,
  scheduledMails,
  services,
} from "../../db/schema";
import type { Provision } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { runRecurringMails } from "../billing/recurring-mails";
import { storeNextDebits } from "../provisions";
import {
  countCustomerLists,
  customerList,
  LIST_COUNTS_MAX_AGE_MS,
  exportCustomers,
  markListEntryDone,
  searchCustomers,
} from "./customers";

const database = useTestDatabase({ seed: false });
const NOW = new Date("2026-11-26T10:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY);
const config = { SEPA_PRENOTIFICATION_LEAD_DAYS: 21 };
const options = { now: NOW, ip: "10.0.0.9", config };

let care: { userId: string; groups: string[]; isStaff: boolean };
let counter = 0;

async function customer(change: Partial<Provision> = {}, opts: { confirmed?: boolean; paid?: boolean } = {}) {
  counter += 1;
  const { provision, proposal } = await createCustomer(database.db, {
    email: `kunde${counter}@example.de`,
    confirmed: opts.confirmed ?? true,
    paid: opts.paid,
  });
  const [updated] = await database.db
    .update(provisions)
    .set({ createdAt: ago(3), trialEndsAt: ahead(25), ...change })
    .where(eq(provisions.id, provision.id))
    .returning();
  await storeNextDebits(database.db, [provision.id], NOW);
  return { provision: updated!, proposal: proposal! };
}

async function ids(list: CustomerListId): Promise<string[]> {
  const page = await customerList(database.db, care, { list, sort: "number", dir: "asc", page: 1 }, options);
  return page.rows.map((row) => row.provisionId);
}

/** A payment, the plan's next debit date kept for NOW (the lists are read at NOW). */
const pay = (provisionId: string, createdAt: Date, change: Partial<typeof payments.$inferInsert> = {}) =>
  addPayment(database.db, provisionId, { mandateReference: "VP-TEST", createdAt, ...change }, { now: NOW });

beforeAll(async () => {
  const staff = await createStaff(database.db, "care-lists@vorsorgeportal.de");
  care = { userId: staff.id, groups: ["customercare"], isStaff: true };
});

describe("the lists (decision 0057)", () => {
  it("unconfirmed: not confirmed 7 days after the sign-up, not cancelled", async () => {
    const inside = await customer({ createdAt: ago(8) }, { confirmed: false });
    const young = await customer({ createdAt: ago(3) }, { confirmed: false });
    const confirmed = await customer({ createdAt: ago(8) });
    const cancelled = await customer({ createdAt: ago(8), cancelledAt: ago(1) }, { confirmed: false });
    const found = await ids("unconfirmed");
    expect(found).toContain(inside.provision.id);
    for (const outside of [young, confirmed, cancelled]) expect(found).not.toContain(outside.provision.id);
  });

  it("trial-ending: unpaid, trial ends within the next 7 days", async () => {
    const inside = await customer({ trialEndsAt: ahead(3) });
    const later = await customer({ trialEndsAt: ahead(10) });
    const over = await customer({ trialEndsAt: ago(1) });
    const paid = await customer({ trialEndsAt: ahead(3) }, { paid: true });
    const found = await ids("trial-ending");
    expect(found).toContain(inside.provision.id);
    for (const outside of [later, over, paid]) expect(found).not.toContain(outside.provision.id);
  });

  it("unpaid: a booked payment that ended and no paid plan now", async () => {
    const inside = await customer();
    await pay(inside.provision.id, ago(60), {
      paymentType: "paypal",
      endedAt: ago(2),
      endedStatus: "SUSPENDED",
    });
    const rebooked = await customer({}, { paid: true });
    await pay(rebooked.provision.id, ago(60), { endedAt: ago(30) });
    await pay(rebooked.provision.id, ago(10));
    const never = await customer();
    const found = await ids("unpaid");
    expect(found).toContain(inside.provision.id);
    expect(found).not.toContain(rebooked.provision.id);
    expect(found).not.toContain(never.provision.id);
  });

  it("unpaid follows a payment's end as PayPal's sync sets it, and a payment removed (kept by the database)", async () => {
    const later = await customer();
    await pay(later.provision.id, ago(60), { paymentType: "paypal" });
    expect(await ids("unpaid")).not.toContain(later.provision.id);
    // PayPal reports the subscription suspended: the sync sets the end on the existing payment.
    await database.db
      .update(payments)
      .set({ endedAt: ago(1), endedStatus: "SUSPENDED" })
      .where(eq(payments.provisionId, later.provision.id));
    const page = await customerList(
      database.db,
      care,
      { list: "unpaid", sort: "since", dir: "desc", page: 1 },
      options,
    );
    const row = page.rows.find((entry) => entry.provisionId === later.provision.id);
    expect(row?.since).toBe(calendarDateInGermany(ago(1)));
    // The payment is removed (a test fixture or an operator): the provision leaves the list.
    await database.db.delete(payments).where(eq(payments.provisionId, later.provision.id));
    expect(await ids("unpaid")).not.toContain(later.provision.id);
  });

  it("offer-outdated: the rule of isOfferOutdated (6 months or a changed item; guarantee and accepted excluded)", async () => {
    const [product] = await database.db
      .insert(products)
      .values({
        articleNumber: "TEST-SARG",
        category: "coffin",
        priceCents: cents(50000),
        translations: { name: "Sarg", shortname: "Sarg Eiche", description: "", properties: {} },
      })
      .returning();
    const withItem = async (priceCents: number, name = "Sarg Eiche") => {
      const c = await customer();
      await database.db.insert(proposalItems).values({
        proposalId: c.proposal.id,
        kind: "basic_product",
        productId: product!.id,
        category: "coffin",
        reference: "TEST-SARG",
        name,
        priceCents: cents(priceCents),
      });
      return c;
    };
    const old = await customer();
    await database.db
      .update(proposals)
      .set({ lastVersionAt: ago(200) })
      .where(eq(proposals.id, old.proposal.id));
    const recent = await customer();
    const guaranteed = await customer({ priceGuaranteeBookedAt: ago(5) });
    await database.db
      .update(proposals)
      .set({ lastVersionAt: ago(200) })
      .where(eq(proposals.id, guaranteed.proposal.id));
    const accepted = await customer({ state: "accepted" });
    await database.db
      .update(proposals)
      .set({ lastVersionAt: ago(200) })
      .where(eq(proposals.id, accepted.proposal.id));
    // The catalogue side reads the items below and above the article's (price, name): both ways each.
    const changedPrice = await withItem(45000);
    const raisedPrice = await withItem(55000, "Sarg Ahorn");
    const renamed = await withItem(50000, "Sarg Kiefer");
    const renamedBefore = await withItem(50000, "Sarg Ahorn");
    const current = await withItem(50000);
    let found = await ids("offer-outdated");
    for (const inside of [old, changedPrice, raisedPrice, renamed, renamedBefore])
      expect(found).toContain(inside.provision.id);
    for (const outside of [recent, guaranteed, accepted, current])
      expect(found).not.toContain(outside.provision.id);

    await database.db
      .update(products)
      .set({ deletedAt: ago(1) })
      .where(eq(products.id, product!.id));
    found = await ids("offer-outdated");
    expect(found).toContain(current.provision.id);
  });

  it("offer-outdated: a changed or deleted service or extra marks the offers holding it", async () => {
    const [service] = await database.db
      .insert(services)
      .values({
        identifier: "test-ueberfuehrung",
        priceCents: cents(30000),
        translations: { shortname: "Überführung", shortDescription: "", description: "", footnote: "" },
      })
      .returning();
    const [extra] = await database.db
      .insert(extras)
      .values({ key: "test-trauerredner", name: "Trauerredner", description: "", priceCents: cents(40000) })
      .returning();
    const withItem = async (
      item: { serviceId: string } | { extraId: string },
      priceCents: number,
      name: string,
    ) => {
      const c = await customer();
      await database.db.insert(proposalItems).values({
        proposalId: c.proposal.id,
        kind: "serviceId" in item ? "basic_service" : "extra",
        ...item,
        reference: "test",
        name,
        priceCents: cents(priceCents),
      });
      return c;
    };
    const serviceCheaper = await withItem({ serviceId: service!.id }, 29000, "Überführung");
    const serviceRenamed = await withItem({ serviceId: service!.id }, 30000, "Überführung (alt)");
    const serviceCurrent = await withItem({ serviceId: service!.id }, 30000, "Überführung");
    const extraDearer = await withItem({ extraId: extra!.id }, 41000, "Trauerredner");
    const extraCurrent = await withItem({ extraId: extra!.id }, 40000, "Trauerredner");
    let found = await ids("offer-outdated");
    for (const inside of [serviceCheaper, serviceRenamed, extraDearer])
      expect(found).toContain(inside.provision.id);
    for (const outside of [serviceCurrent, extraCurrent]) expect(found).not.toContain(outside.provision.id);

    await database.db
      .update(extras)
      .set({ deletedAt: ago(1) })
      .where(eq(extras.id, extra!.id));
    found = await ids("offer-outdated");
    expect(found).toContain(extraCurrent.provision.id);
    expect(found).not.toContain(serviceCurrent.provision.id);
  });

  it("offer-outdated by its date: the offers and the sign-ups without one in one order, ties by number", async () => {
    // The page by date merges two walks (decision 0066): the offers by their last version, and the open sign-ups
    // without an offer by their own date. Together they are the list, in the order of the list's date.
    const versioned = async (days: number, change: Partial<Provision> = {}) => {
      const c = await customer(change);
      await database.db
        .update(proposals)
        .set({ lastVersionAt: ago(days) })
        .where(eq(proposals.id, c.proposal.id));
      return c.provision.id;
    };
    const oldest = await versioned(400);
    const acceptedOlder = await versioned(395, { state: "accepted" });
    const withoutOffer = (await customer({ createdAt: ago(390), proposalId: null })).provision.id;
    const tiedFirst = await versioned(380);
    const tiedSecond = await versioned(380);
    const newer = await versioned(370);
    // A young offer is on the list only when an item differs from the catalogue (here: an extra's price); it sorts
    // by its own date, after the old ones, and first when descending.
    const young = await versioned(20);
    const [extra] = await database.db
      .insert(extras)
      .values({ key: "test-datum", name: "Blumen", description: "", priceCents: cents(5000) })
      .returning();
    const [youngRow] = await database.db.select().from(provisions).where(eq(provisions.id, young));
    await database.db.insert(proposalItems).values({
      proposalId: youngRow!.proposalId!,
      kind: "extra",
      extraId: extra!.id,
      reference: "test",
      name: "Blumen",
      priceCents: cents(4000),
    });
    const youngUnchanged = await versioned(15);
    const page = async (dir: "asc" | "desc") =>
      customerList(database.db, care, { list: "offer-outdated", sort: "since", dir, page: 1 }, options);
    const ascending = await page("asc");
    const order = ascending.rows.map((row) => row.provisionId);
    expect(order.slice(0, 5)).toEqual([oldest, withoutOffer, tiedFirst, tiedSecond, newer]);
    expect(order.indexOf(young)).toBeGreaterThan(order.indexOf(newer));
    const dates = ascending.rows.map((row) => row.since!);
    expect(dates).toEqual([...dates].sort());
    expect(order).not.toContain(acceptedOlder);
    expect(order).not.toContain(youngUnchanged);
    expect(ascending.rows[1]!.since).toBe("2025-11-01");
    // The same rows as the list by number; descending is the same order reversed (ties too).
    expect(ascending.more).toBe(false);
    expect([...order].sort()).toEqual([...(await ids("offer-outdated"))].sort());
    expect((await page("desc")).rows.map((row) => row.provisionId)).toEqual([...order].reverse());
  });

  it("sepa-due: paid by SEPA, next debit within the lead time, not yet queued; the billing job empties it", async () => {
    const inside = await customer({}, { paid: true });
    await pay(inside.provision.id, new Date("2025-12-06T09:00:00Z"));
    const queued = await customer({}, { paid: true });
    await pay(queued.provision.id, new Date("2025-12-06T09:00:00Z"));
    await database.db.insert(scheduledMails).values({
      key: `sepa-prenotification:${queued.provision.id}:2026-12-06`,
      kind: "sepa-prenotification",
      provisionId: queued.provision.id,
      dueAt: new Date("2026-12-05T23:00:00Z"),
    });
    const later = await customer({}, { paid: true });
    await pay(later.provision.id, new Date("2026-03-01T09:00:00Z"));
    const paypal = await customer({}, { paid: true });
    await pay(paypal.provision.id, new Date("2025-12-06T09:00:00Z"), { paymentType: "paypal" });
    // The latest payment decides the way of paying (kept on the provision by the database), the first one the day.
    const toSepa = await customer({}, { paid: true });
    await pay(toSepa.provision.id, new Date("2025-12-06T09:00:00Z"), { paymentType: "paypal" });
    await pay(toSepa.provision.id, new Date("2026-06-01T09:00:00Z"));
    const toPaypal = await customer({}, { paid: true });
    await pay(toPaypal.provision.id, new Date("2025-12-06T09:00:00Z"));
    await pay(toPaypal.provision.id, new Date("2026-06-01T09:00:00Z"), { paymentType: "paypal" });
    const page = await customerList(
      database.db,
      care,
      { list: "sepa-due", sort: "number", dir: "asc", page: 1 },
      options,
    );
    const found = page.rows.map((row) => row.provisionId);
    expect(found).toContain(inside.provision.id);
    expect(page.rows.find((row) => row.provisionId === inside.provision.id)?.since).toBe("2026-12-06");
    expect(page.rows.find((row) => row.provisionId === toSepa.provision.id)?.since).toBe("2026-12-06");
    for (const outside of [queued, later, paypal, toPaypal])
      expect(found).not.toContain(outside.provision.id);

    await runRecurringMails(
      database.db,
      {
        BASE_URL: "http://localhost",
        hotline: "0800 123",
        SEPA_CREDITOR_ID: "DE98ZZZ09999999999",
        ...config,
      } as never,
      NOW,
    );
    expect(await ids("sepa-due")).not.toContain(inside.provision.id);
  });

  it("sepa-due by name: the window's debits in name order, the same rows as by number", async () => {
    // Decision 0066 (2026-11-27): a page by anything but the date reads the window's candidates through the day index
    // and sorts them (walking the name index passed ≈ 10,000 customers at 100,000 for page 3).
    const named = async (lastname: string, firstname: string, paidOn: string) => {
      const c = await customer({ lastname, firstname }, { paid: true });
      await pay(c.provision.id, new Date(`${paidOn}T09:00:00Z`));
      return c.provision.id;
    };
    const zander = await named("Zander", "Anna", "2025-12-01");
    const adler = await named("adler", "Bernd", "2025-12-10");
    const adlerEarlier = await named("Adler", "Anna", "2025-12-15");
    const meier = await named("Meier", "Carla", "2025-12-01");
    const notDue = await named("Aaron", "Anton", "2025-06-01");
    const mine = [zander, adler, adlerEarlier, meier, notDue];
    const page = async (dir: "asc" | "desc") =>
      (
        await customerList(database.db, care, { list: "sepa-due", sort: "name", dir, page: 1 }, options)
      ).rows.map((row) => row.provisionId);
    const ascending = await page("asc");
    expect(ascending.filter((id) => mine.includes(id))).toEqual([adlerEarlier, adler, meier, zander]);
    expect([...ascending].sort()).toEqual([...(await ids("sepa-due"))].sort());
    expect(await page("desc")).toEqual([...ascending].reverse());
  });

  it("sepa-due by its date: the window's days in order, each day's debits by number; the first payment counts", async () => {
    // The page by date walks the days (decision 0066, "night"): the candidates are read by the German month-day of
    // the first payment, which the database keeps on the provision when payments are added, moved or removed.
    const paidOn = async (...dates: string[]) => {
      const c = await customer({}, { paid: true });
      for (const date of dates) await pay(c.provision.id, new Date(`${date}T09:00:00Z`));
      return c.provision.id;
    };
    const dec6 = await paidOn("2025-12-06");
    const nov30 = await paidOn("2024-11-30");
    const dec6Later = await paidOn("2025-12-06", "2026-03-01");
    const lastDay = await paidOn("2025-12-17");
    const firstBefore = await paidOn("2025-06-01", "2025-12-10");
    const moved = await paidOn("2025-12-08");
    await database.db
      .update(payments)
      .set({ createdAt: new Date("2025-08-08T09:00:00Z") })
      .where(eq(payments.provisionId, moved));
    const uncovered = await paidOn("2025-07-01", "2025-12-09");
    await database.db
      .delete(payments)
      .where(and(eq(payments.provisionId, uncovered), sql`${payments.createdAt} < '2025-08-01'`));
    // Payments moved and removed by hand, as an operator might: the dates kept again as the door keeps them.
    await storeNextDebits(database.db, [moved, uncovered], NOW);
    const page = (dir: "asc" | "desc", at = options) =>
      customerList(database.db, care, { list: "sepa-due", sort: "since", dir, page: 1 }, at);
    const mine = [dec6, nov30, dec6Later, lastDay, firstBefore, moved, uncovered];
    const ascending = (await page("asc")).rows.filter((row) => mine.includes(row.provisionId));
    expect(ascending.map((row) => row.provisionId)).toEqual([nov30, dec6, dec6Later, uncovered, lastDay]);
    expect(ascending.map((row) => row.since)).toEqual([
      "2026-11-30",
      "2026-12-06",
      "2026-12-06",
      "2026-12-09",
      "2026-12-17",
    ]);
    // The same rows as the list by number; descending is the same order reversed (ties too).
    const all = (await page("asc")).rows.map((row) => row.provisionId);
    expect([...all].sort()).toEqual([...(await ids("sepa-due"))].sort());
    expect((await page("desc")).rows.map((row) => row.provisionId)).toEqual([...all].reverse());

    // 29 February's anniversary falls on 28 February in a common year, among that day's debits by number.
    const leap = await paidOn("2024-02-29");
    const feb28 = await paidOn("2026-02-28");
    const mar1 = await paidOn("2026-03-01");
    const february = { ...options, now: new Date("2027-02-20T10:00:00Z") };
    const inFebruary = (await page("asc", february)).rows.filter((row) =>
      [leap, feb28, mar1].includes(row.provisionId),
    );
    expect(inFebruary.map((row) => [row.provisionId, row.since])).toEqual([
      [leap, "2027-02-28"],
      [feb28, "2027-02-28"],
      [mar1, "2027-03-01"],
    ]);
  });

  it("documents-requested and partner-requests: requested and not marked done", async () => {
    const requested = await customer({ requestedDocumentsAt: ago(2) });
    const sent = await customer({
      requestedDocumentsAt: ago(2),
      flags: { documentsSentAt: ago(1).toISOString() },
    });
    const partner = await customer({
      partnerConsentAt: ago(1),
      partnerConsent: { permissionGrantedAt: "x" },
    });
    const done = await customer({
      partnerConsentAt: ago(1),
      flags: { partnerRequestDoneAt: ago(0).toISOString() },
    });
    const documents = await ids("documents-requested");
    expect(documents).toContain(requested.provision.id);
    expect(documents).not.toContain(sent.provision.id);
    expect(documents).not.toContain(partner.provision.id);
    const partners = await ids("partner-requests");
    expect(partners).toContain(partner.provision.id);
    expect(partners).not.toContain(done.provision.id);
    expect(partners).not.toContain(requested.provision.id);
  });

  it("a row marked sent or done leaves its list, audited; a new request puts it back", async () => {
    const requested = await customer({ requestedDocumentsAt: ago(2) });
    const partner = await customer({ partnerConsentAt: ago(1) });
    const entry = { provisionId: requested.provision.id, list: "documents-requested" as const };
    const markDone = (done: typeof entry | { provisionId: string; list: "partner-requests" }) =>
      markListEntryDone(database.db, care, done, options);
    expect(await markDone(entry)).toBe(true);
    expect(await ids("documents-requested")).not.toContain(requested.provision.id);
    // Twice, or a provision not on that list: nothing changes.
    expect(await markDone(entry)).toBe(false);
    expect(await markDone({ provisionId: requested.provision.id, list: "partner-requests" })).toBe(false);
    expect(await markDone({ provisionId: partner.provision.id, list: "partner-requests" })).toBe(true);
    expect(await ids("partner-requests")).not.toContain(partner.provision.id);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorUserId, care.userId), eq(auditLog.action, "customers.documents-requested.done")),
      );
    expect(audited!.detail).toMatchObject({
      subject: { type: "provision", id: requested.provision.id },
      before: { documentsSentAt: null },
      after: { documentsSentAt: NOW.toISOString() },
    });
    const [stored] = await database.db
      .select()
      .from(provisions)
      .where(eq(provisions.id, requested.provision.id));
    expect(stored!.version).toBe(requested.provision.version + 1);
    // The customer asks again later: back on the list.
    await database.db
      .update(provisions)
      .set({ requestedDocumentsAt: ahead(0.01) })
      .where(eq(provisions.id, requested.provision.id));
    expect(await ids("documents-requested")).toContain(requested.provision.id);
  });

  it("counts every list in one query, equal to each list's total", async () => {
    const { counts } = await countCustomerLists(database.db, care, { lists: CUSTOMER_LISTS }, options);
    for (const list of CUSTOMER_LISTS) {
      const page = await customerList(
        database.db,
        care,
        { list, sort: "since", dir: "desc", page: 1 },
        options,
      );
      expect(counts[list], list).toBe(page.total);
      // The billing job of the sepa-due test queued its one customer, so that list is empty by now.
      if (list !== "sepa-due") expect(page.total, list).toBeGreaterThan(0);
    }
  });

  it("shows the start page's counts for up to a minute with their time, and counts anew after „erledigt“", async () => {
    const at = (ms: number) => ({ ...options, now: new Date(ahead(1).getTime() + ms) });
    const lists = ["unconfirmed"] as const;
    const count = async (ms: number) => countCustomerLists(database.db, care, { lists }, at(ms));
    const first = await count(0);
    await customer({ createdAt: ago(9) }, { confirmed: false });
    // Within the minute the page shows the counts it had, and says when they were counted.
    expect(await count(59_000)).toEqual(first);
    const later = await count(LIST_COUNTS_MAX_AGE_MS);
    expect(later.counts.unconfirmed).toBe(first.counts.unconfirmed + 1);
    expect(later.countedAt).toEqual(at(LIST_COUNTS_MAX_AGE_MS).now);
    // A clock that went back never gets counts from its future.
    expect((await count(1_000)).countedAt).toEqual(at(1_000).now);
    // "erledigt" on any list counts anew at once.
    const requested = await customer({ requestedDocumentsAt: NOW });
    const entry = { provisionId: requested.provision.id, list: "documents-requested" } as const;
    expect(await markListEntryDone(database.db, care, entry, at(2_000))).toBe(true);
    expect((await count(3_000)).countedAt).toEqual(at(3_000).now);
  });
});

describe("searchCustomers", () => {
  const search = (query: CustomerQuery, page = 1, dir: "asc" | "desc" = "asc") =>
    searchCustomers(database.db, care, { query, sort: "name", dir, page }, options);

  it("finds a customer by contract number, e-mail (login or contact), postal code and name; audits the criteria", async () => {
    const target = await customer({
      lastname: "Zwiebelmann",
      firstname: "Jörg",
      postalCode: "99998",
      email: "kontakt-zw@example.de",
    });
    const byNumber = await search({ kind: "number", value: target.provision.number });
    expect(byNumber.rows.map((row) => row.provisionId)).toEqual([target.provision.id]);
    expect(byNumber.rows[0]).toMatchObject({
      lastname: "Zwiebelmann",
      standing: { state: "trial" },
      number: target.provision.number,
    });
    expect((await search({ kind: "email", value: target.provision.userEmail })).total).toBe(1);
    expect((await search({ kind: "email", value: "kontakt-zw@" })).rows[0]?.provisionId).toBe(
      target.provision.id,
    );
    expect((await search({ kind: "postalCode", value: "99998" })).total).toBe(1);
    expect((await search({ kind: "name", value: "jörg zwiebel" })).total).toBe(1);
    expect((await search({ kind: "name", value: "100%_" })).total).toBe(0);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customers.search"), eq(auditLog.actorUserId, care.userId)));
    expect(entries[0]?.detail).toMatchObject({ criteria: { number: target.provision.number }, count: 1 });
    expect(JSON.stringify(entries)).not.toContain("Zwiebelmann");
  });

  it("says where each customer stands: booked until the first debit, then paid through the year; deceased", async () => {
    const paidNow = { paymentAcceptedAt: ago(1), paymentAcceptedPlan: "2" };
    const booked = await customer({ lastname: "Standprobe", ...paidNow });
    await pay(booked.provision.id, ago(1));
    const paid = await customer({ lastname: "Standprobe", ...paidNow, paymentAcceptedAt: ago(40) });
    await pay(paid.provision.id, ago(40));
    const deceased = await customer({ lastname: "Standprobe", ...paidNow, frozenAt: ago(2) });
    const standings = new Map(
      (await search({ kind: "name", value: "Standprobe" })).rows.map((row) => [
        row.provisionId,
        row.standing,
      ]),
    );
    // SEPA ordered yesterday (25.11.): the first debit five days after the order.
    expect(standings.get(booked.provision.id)).toEqual({ state: "booked", firstDebit: "2026-11-30" });
    // Ordered 40 days ago (17.10.2026): paid through the day before the first anniversary.
    expect(standings.get(paid.provision.id)).toEqual({ state: "paid", paidThrough: "2027-10-16" });
    expect(standings.get(deceased.provision.id)).toEqual({ state: "deceased" });
  });

  it("finds Müller from Mueller and Muller, and an e-mail address from its start without @ (decision 0096)", async () => {
    const umlaut = await customer({ firstname: "Jürgen", lastname: "Müllerbrück" });
    const spelled = await customer({ firstname: "Joerg", lastname: "Muellerbrueck" });
    const other = await customer({ firstname: "Jörn", lastname: "Möllerbrock" });
    const found = async (text: string) => {
      const parsed = parseCustomerQuery(text);
      if (!parsed.ok) throw new Error(`refused: ${text}`);
      return (await search(parsed.value)).rows.map((row) => row.provisionId).sort();
    };
    const both = [umlaut.provision.id, spelled.provision.id].sort();
    for (const text of ["Müllerbrück", "Muellerbrueck", "Mullerbruck", "MUELLERBRÜCK", "müllerbr"]) {
      expect(await found(text), text).toEqual(both);
    }
    expect(await found("Jürgen Mullerbruck")).toEqual([umlaut.provision.id]);
    expect(await found("Möllerbrock")).toEqual([other.provision.id]);
    // A part typed as it is stored is still found where the fold would cut it ("ue" + "r" → "ur").
    expect(await found("ellerbrue")).toEqual([spelled.provision.id]);

    const mailed = await customer({
      userEmail: "zaphod.beeblebrox@example.de",
      email: "kontakt.zb@example.org",
    });
    expect(await found("zaphod.bee")).toEqual([mailed.provision.id]);
    expect(await found("Zaphod")).toEqual([mailed.provision.id]);
    expect(await found("kontakt.zb")).toEqual([mailed.provision.id]);
    expect(await found("aphod.bee")).toEqual([]);
  });

  it("folds a name in SQL exactly as foldName does (the index and the search word agree)", async () => {
    const names = [
      "Müller",
      "MUELLER",
      "Strauß",
      "STRAUẞ",
      "Renée",
      "Çelik",
      "Øre",
      "Göthe",
      "Bauer",
      "Quelle",
      "",
    ];
    for (const first of names) {
      const last = [...first].reverse().join("");
      const [row] = await database.db
        .select({ key: sql<string>`${nameFoldKey(sql`${first}::text`, sql`${last}::text`)}` })
        .from(sql`(select 1) as one`);
      expect(row?.key, first).toBe(`${foldName(first)} ${foldName(last)}`);
    }
  });

  it("finds a short name as a whole first or last name, regardless of case", async () => {
    const li = await customer({ firstname: "Mei", lastname: "Li" });
    const ng = await customer({ firstname: "Ng", lastname: "Tran" });
    const lima = await customer({ firstname: "Li", lastname: "Lima" });
    await customer({ firstname: "Olivia", lastname: "Klimt" });
    const found = async (value: string) =>
      (await search({ kind: "name", value })).rows.map((row) => row.provisionId).sort();
    expect(await found("li")).toEqual([li.provision.id, lima.provision.id].sort());
    expect(await found("LI mei")).toEqual([li.provision.id]);
    expect(await found("Li Lim")).toEqual([lima.provision.id]);
    expect(await found("ng")).toEqual([ng.provision.id]);
    expect(await found("Kl")).toEqual([]);
  });

  it("pages by 50 and sorts by the chosen column", async () => {
    for (let i = 0; i < 55; i++) {
      await customer({ lastname: `Seitenprobe${String(i).padStart(2, "0")}` });
    }
    const first = await search({ kind: "name", value: "Seitenprobe" });
    expect(first.total).toBe(55);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.lastname).toBe("Seitenprobe00");
    const second = await search({ kind: "name", value: "Seitenprobe" }, 2);
    expect(second.rows.map((row) => row.lastname)).toEqual([
      "Seitenprobe50",
      "Seitenprobe51",
      "Seitenprobe52",
      "Seitenprobe53",
      "Seitenprobe54",
    ]);
    const backwards = await search({ kind: "name", value: "Seitenprobe" }, 1, "desc");
    expect(backwards.rows[0]?.lastname).toBe("Seitenprobe54");
  });
});

describe("exportCustomers and the guard", () => {
  it("exports all rows of a list and audits list and count", async () => {
    const rows = await exportCustomers(
      database.db,
      care,
      { list: "unconfirmed", sort: "name", dir: "asc" },
      options,
    );
    expect(rows.length).toBeGreaterThan(0);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "customers.export"));
    expect(entry?.detail).toMatchObject({ list: "unconfirmed", count: rows.length });
  });

  it("refuses a customer with 404 and reads nothing", async () => {
    const { provision } = await customer();
    const customerActor = { userId: provision.userId!, groups: [], isStaff: false };
    for (const run of [
      () =>
        customerList(
          database.db,
          customerActor,
          { list: "unpaid", sort: "name", dir: "asc", page: 1 },
          options,
        ),
      () => countCustomerLists(database.db, customerActor, { lists: CUSTOMER_LISTS }, options),
      () =>
        searchCustomers(
          database.db,
          customerActor,
          { query: { kind: "postalCode", value: "24103" }, sort: "name", dir: "asc", page: 1 },
          options,
        ),
    ]) {
      const error = await run().catch((e: unknown) => e);
      expect(isServiceError(error) && error.status).toBe(404);
    }
  });
});

describe("a list longer than LIST_COUNT_CAP (decision 0066)", () => {
  const page = (page: number, sort: "name" | "number" = "number", dir: "asc" | "desc" = "asc") =>
    customerList(database.db, care, { list: "unconfirmed", sort, dir, page }, options);
  let inList = 0;

  beforeAll(async () => {
    // 1,060 unconfirmed sign-ups of two weeks ago, in one statement (the list needs no user or offer).
    await database.db.execute(sql`insert into provisions
      (number, funeral_plan, funeral_type, user_email, status, created_at, lastname, firstname)
      select 9000000 + g, 'basic', 'cremation', 'masse' || g || '@example.de', 'NOT_CONFIRMED',
        ${ago(14).toISOString()}::timestamptz - make_interval(mins => g),
        'Masse' || lpad((g % 97)::text, 2, '0'), case when g % 3 = 0 then null else 'Vorname' || g end
      from generate_series(1, 1060) g`);
    const [row] = (
      (await database.db.execute(sql`select count(*)::int as n from provisions
        where status = 'NOT_CONFIRMED' and cancelled_at is null and frozen_at is null
          and created_at <= ${ago(7).toISOString()}::timestamptz`)) as unknown as { rows: { n: number }[] }
    ).rows;
    inList = row!.n;
    expect(inList).toBeGreaterThan(LIST_COUNT_CAP + PAGE_SIZE);
  });

  it("counts up to one more than the cap, and pages on while rows follow", async () => {
    const first = await page(1);
    expect(first).toMatchObject({ total: LIST_COUNT_CAP + 1, capped: true, more: true });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const lastPage = Math.ceil(inList / PAGE_SIZE);
    const last = await page(lastPage);
    // The last page knows the exact total: every earlier row was passed to reach it.
    expect(last).toMatchObject({ total: inList, capped: true, more: false, page: lastPage, countedAt: null });
    expect(last.rows).toHaveLength(inList - (lastPage - 1) * PAGE_SIZE);
    expect((await page(lastPage - 1)).more).toBe(true);
    expect(
      (await countCustomerLists(database.db, care, { lists: ["unconfirmed"] }, options)).counts.unconfirmed,
    ).toBe(LIST_COUNT_CAP + 1);
  });

  it("takes a middle page's total from the list's count kept for a minute, and says when it was counted", async () => {
    const at = (ms: number) => ({ ...options, now: new Date(NOW.getTime() + 10 * 60_000 + ms) });
    const list = (page: number, ms: number) =>
      customerList(database.db, care, { list: "unconfirmed", sort: "number", dir: "asc", page }, at(ms));
    expect(await list(1, 0)).toMatchObject({ total: LIST_COUNT_CAP + 1, capped: true, countedAt: null });
    expect(await list(2, 30_000)).toMatchObject({ total: LIST_COUNT_CAP + 1, countedAt: at(0).now });
    // The start page takes it too, and says the time of its oldest count.
    const start = await countCustomerLists(database.db, care, { lists: ["unconfirmed"] }, at(40_000));
    expect(start).toEqual({ counts: { unconfirmed: LIST_COUNT_CAP + 1 }, countedAt: at(0).now });
    expect((await list(2, LIST_COUNTS_MAX_AGE_MS)).countedAt).toBeNull();
  });

  it("counts a list anew when its page shows more rows than the kept count said", async () => {
    const at = { ...options, now: new Date(NOW.getTime() + 20 * 60_000) };
    const list = () =>
      customerList(database.db, care, { list: "partner-requests", sort: "number", dir: "asc", page: 1 }, at);
    const before = await list();
    expect(before).toMatchObject({ more: false, countedAt: null });
    await database.db.execute(sql`insert into provisions
      (number, funeral_plan, funeral_type, user_email, status, created_at, lastname, partner_consent_at)
      select 9100000 + g, 'basic', 'cremation', 'partner' || g || '@example.de', 'CONFIRMED',
        ${ago(30).toISOString()}::timestamptz, 'Partner', ${ago(2).toISOString()}::timestamptz
      from generate_series(1, ${PAGE_SIZE + 10}) g`);
    expect(await list()).toMatchObject({ total: before.total + PAGE_SIZE + 10, more: true, countedAt: null });
  });

  it("sorts by name in both directions, ties by contract number in the same direction", async () => {
    const key = (row: { lastname: string | null; firstname: string | null; number: number }) =>
      [(row.lastname ?? "").toLowerCase(), (row.firstname ?? "").toLowerCase(), row.number] as const;
    const compare = (a: readonly [string, string, number], b: readonly [string, string, number]) =>
      a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2];
    for (const dir of ["asc", "desc"] as const) {
      const rows = [...(await page(3, "name", dir)).rows, ...(await page(4, "name", dir)).rows];
      expect(rows).toHaveLength(2 * PAGE_SIZE);
      const keys = rows.map(key);
      const sorted = [...keys].sort((a, b) => (dir === "asc" ? compare(a, b) : compare(b, a)));
      expect(keys, dir).toEqual(sorted);
    }
  });
});
