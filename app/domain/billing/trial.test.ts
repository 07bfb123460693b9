import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDateInGermany } from "../dates";
import {
  addDays,
  contractNumberOf,
  bookingTerms,
  firstDebitDate,
  guaranteeFirstCharge,
  addYears,
  announcedDebitDate,
  nextDebitDate,
  nextDebitFactsDiffer,
  nextDebitOf,
  paidThrough,
  prenotificationDue,
  reminderYear,
  startOfGermanDay,
  trialEndFor,
  trialStatus,
  monthDaysFrom,
} from "./trial";

const unpaid = { paymentAcceptedAt: null, paymentAcceptedPlan: null, trialEndsAt: null };

describe("calendar helpers", () => {
  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
  it("keeps 29 February as 28 February in common years", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });
  it("finds midnight in Germany in winter and in summer", () => {
    expect(startOfGermanDay("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(startOfGermanDay("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    // The days of the clock changes themselves.
    expect(startOfGermanDay("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfGermanDay("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });
});

describe("trialStatus", () => {
  it("runs 28 days after the sign-up day, through the deadline date", () => {
    const createdAt = new Date("2026-11-02T10:00:00Z");
    const status = trialStatus({ ...unpaid, createdAt }, createdAt);
    expect(status).toMatchObject({ state: "active", deadline: "2026-11-30", remainingDays: 28 });
  });

  it("counts remaining days in calendar days across the end of summer time", () => {
    // Signed up 00:30 German summer time; 28 × 24 h later the clock shows 23:30 of the day before.
    const createdAt = new Date("2026-10-04T22:30:00Z"); // 05.10.2026 00:30 CEST
    const endsAt = trialEndFor(createdAt);
    expect(endsAt.toISOString()).toBe("2026-11-02T23:00:00.000Z"); // 03.11. 00:00 CET
    const at = (iso: string) => trialStatus({ ...unpaid, createdAt }, new Date(iso));
    expect(at("2026-10-24T21:59:00Z")).toMatchObject({ deadline: "2026-11-02", remainingDays: 9 });
    // After the clock change: 26.10. 00:30 CET is 25.10. 23:30 UTC.
    expect(at("2026-10-25T23:30:00Z")).toMatchObject({ remainingDays: 7 });
  });

  it("counts remaining days across the start of summer time", () => {
    const createdAt = new Date("2026-03-09T23:30:00Z"); // 10.03.2026 00:30 CET
    const status = trialStatus({ ...unpaid, createdAt }, new Date("2026-03-29T22:30:00Z")); // 30.03. 00:30 CEST
    expect(status).toMatchObject({ state: "active", deadline: "2026-04-07", remainingDays: 8 });
  });

  it("expires exactly at midnight after the deadline date", () => {
    const createdAt = new Date("2026-11-02T10:00:00Z");
    const endsAt = trialEndFor(createdAt);
    expect(endsAt.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    const before = trialStatus({ ...unpaid, createdAt }, new Date(endsAt.getTime() - 1));
    expect(before).toMatchObject({ state: "active", remainingDays: 0 });
    const after = trialStatus({ ...unpaid, createdAt }, endsAt);
    expect(after).toEqual({ state: "expired", deadline: "2026-11-30", endsAt });
  });

  it("uses the stored end over the creation date", () => {
    const createdAt = new Date("2026-01-01T10:00:00Z");
    const trialEndsAt = startOfGermanDay("2026-03-01");
    const status = trialStatus({ ...unpaid, createdAt, trialEndsAt }, new Date("2026-02-27T12:00:00Z"));
    expect(status).toMatchObject({ state: "active", deadline: "2026-02-28", remainingDays: 1 });
  });

  it("shows no trial once paid, whatever the date", () => {
    const status = trialStatus(
      {
        createdAt: new Date("2020-01-01"),
        trialEndsAt: null,
        paymentAcceptedAt: new Date("2020-01-05"),
        paymentAcceptedPlan: "2",
      },
      new Date("2026-01-01"),
    );
    expect(status).toEqual({ state: "paid" });
  });
});

describe("billing calendar", () => {
  it("debits yearly on the anniversary of the first debit", () => {
    expect(nextDebitDate("2026-03-15", "2026-03-15")).toBe("2027-03-15");
    expect(nextDebitDate("2026-03-15", "2027-03-16")).toBe("2028-03-15");
    expect(nextDebitDate("2024-02-29", "2025-01-01")).toBe("2025-02-28");
  });
  it("is paid through the day before the next yearly debit", () => {
    expect(paidThrough("2026-03-15", "2026-03-15")).toBe("2027-03-14");
    expect(paidThrough("2026-03-15", "2027-03-16")).toBe("2028-03-14");
  });
  it("announces at least 14 days ahead, moving a late debit", () => {
    expect(announcedDebitDate("2027-03-15", "2027-02-22")).toBe("2027-03-15");
    expect(announcedDebitDate("2027-03-15", "2027-03-01")).toBe("2027-03-15");
    expect(announcedDebitDate("2027-03-15", "2027-03-05")).toBe("2027-03-19");
  });
  it("makes the pre-notification due from the lead time on", () => {
    expect(prenotificationDue("2027-03-15", "2027-02-21", 21)).toBe(false);
    expect(prenotificationDue("2027-03-15", "2027-02-22", 21)).toBe(true);
    expect(prenotificationDue("2027-03-15", "2027-03-16", 21)).toBe(false);
  });
  it("counts the yearly reminders from the account's start", () => {
    expect(reminderYear("2026-05-10", "2027-05-09")).toBe(0);
    expect(reminderYear("2026-05-10", "2027-05-10")).toBe(1);
    expect(reminderYear("2026-05-10", "2029-01-01")).toBe(2);
  });
});

describe("nextDebitOf (decision 0101)", () => {
  const paid = {
    firstPaidAt: new Date("2025-12-05T23:30:00Z"),
    paymentAcceptedAt: new Date("2025-12-05T23:30:00Z"),
    paymentAcceptedPlan: "2",
    cancelledAt: null,
    frozenAt: null,
  };

  it("is the next anniversary of the first payment's German date while the plan is paid", () => {
    // 23:30 UTC on 5 December is 6 December in Germany.
    expect(nextDebitOf(paid, "2025-12-06")).toBe("2026-12-06");
    expect(nextDebitOf(paid, "2026-12-06")).toBe("2026-12-06");
    expect(nextDebitOf(paid, "2026-12-07")).toBe("2027-12-06");
  });

  it("is null when no debit will come: no payment, not paid, cancelled, frozen", () => {
    expect(nextDebitOf({ ...paid, firstPaidAt: null }, "2026-01-01")).toBeNull();
    expect(nextDebitOf({ ...paid, paymentAcceptedAt: null }, "2026-01-01")).toBeNull();
    expect(nextDebitOf({ ...paid, paymentAcceptedPlan: "" }, "2026-01-01")).toBeNull();
    expect(nextDebitOf({ ...paid, cancelledAt: new Date("2026-02-01T10:00:00Z") }, "2026-01-01")).toBeNull();
    expect(nextDebitOf({ ...paid, frozenAt: new Date("2026-02-01T10:00:00Z") }, "2026-01-01")).toBeNull();
  });

  it("lies on or after today, within a year of it, on an anniversary a year or more after the first payment", () => {
    const day = fc
      .date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2090-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map(calendarDateInGermany);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2080-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        day,
        (first, today) => {
          const next = nextDebitOf({ ...paid, firstPaidAt: first, paymentAcceptedAt: first }, today)!;
          const firstDay = calendarDateInGermany(first);
          expect(next >= today && next > firstDay).toBe(true);
          expect(
            next.slice(5) === firstDay.slice(5) || (firstDay.endsWith("02-29") && next.endsWith("02-28")),
          ).toBe(true);
          expect(addYears(next, -1) < today || addYears(firstDay, 1) === next).toBe(true);
        },
      ),
    );
  });

  it("tells which changes move it", () => {
    expect(nextDebitFactsDiffer(paid, { ...paid, firstPaidAt: new Date(paid.firstPaidAt) })).toBe(false);
    expect(nextDebitFactsDiffer(paid, { ...paid, firstPaidAt: new Date("2025-12-01T10:00:00Z") })).toBe(true);
    expect(nextDebitFactsDiffer(paid, { ...paid, paymentAcceptedPlan: "3" })).toBe(true);
    expect(nextDebitFactsDiffer(paid, { ...paid, cancelledAt: new Date() })).toBe(true);
    expect(nextDebitFactsDiffer(paid, { ...paid, frozenAt: new Date() })).toBe(true);
  });
});

describe("firstDebitDate (decision 0035)", () => {
  it("SEPA: five days after the order, as the terms announce every debit five days ahead; PayPal: the order day", () => {
    expect(firstDebitDate("2026-11-25", "sepa")).toBe("2026-11-30");
    expect(firstDebitDate("2026-12-29", "sepa")).toBe("2027-01-03");
    expect(firstDebitDate("2026-11-25", "paypal")).toBe("2026-11-25");
  });
});

describe("bookingTerms (decision 0074)", () => {
  it("the order starts the first year; the first debit five days later (SEPA), the second on the order's anniversary", () => {
    expect(bookingTerms("2026-11-28", "sepa")).toEqual({
      orderedOn: "2026-11-28",
      firstYearEnds: "2027-11-27",
      firstDebit: "2026-12-03",
      secondDebit: "2027-11-28",
    });
    expect(bookingTerms("2028-02-29", "paypal")).toMatchObject({
      firstYearEnds: "2029-02-27",
      firstDebit: "2028-02-29",
      secondDebit: "2029-02-28",
    });
  });
});

describe("guaranteeFirstCharge (decision 0079)", () => {
  it("the plan's next debit, or the one after when its pre-notification is already due", () => {
    expect(guaranteeFirstCharge("2026-03-10", "2026-06-01", 21)).toBe("2027-03-10");
    expect(guaranteeFirstCharge("2026-03-10", "2027-02-16", 21)).toBe("2027-03-10");
    expect(guaranteeFirstCharge("2026-03-10", "2027-02-17", 21)).toBe("2028-03-10");
    expect(guaranteeFirstCharge("2026-03-10", "2027-03-10", 21)).toBe("2028-03-10");
  });
});

describe("contractNumberOf (decision 0035)", () => {
  it("the provision number once a plan is booked, none before", () => {
    const unpaid = { number: 100123, paymentAcceptedAt: null, paymentAcceptedPlan: null };
    expect(contractNumberOf(unpaid)).toBeNull();
    expect(contractNumberOf({ ...unpaid, paymentAcceptedAt: new Date(), paymentAcceptedPlan: "2" })).toBe(
      100123,
    );
  });
});

describe("monthDaysFrom", () => {
  it("names each day of the window as month × 100 + day, across the turn of the year", () => {
    expect(monthDaysFrom("2026-12-30", 3)).toEqual([1230, 1231, 101, 102]);
  });

  it("adds 29 February wherever 28 February is in a common year's window", () => {
    expect(monthDaysFrom("2027-02-27", 2)).toEqual([227, 228, 301, 229]);
    expect(monthDaysFrom("2028-02-28", 1)).toEqual([228, 229]);
  });
});
