import { describe, expect, it } from "vitest";
import { cancellationEnd, ordinaryEarliestEnd } from "./cancellation";
import { startOfGermanDay } from "./trial";

// 23.11.2026, 14:05 in Germany.
const now = new Date("2026-11-23T13:05:00Z");
const paidYearEnds = startOfGermanDay("2027-03-15"); // next debit: the paid year's last day is 14.03.2027

describe("cancellationEnd (§ 312k Abs. 2 Nr. 1 d BGB)", () => {
  it("without a desired date: at receipt, or at the end of the year paid in advance", () => {
    expect(cancellationEnd({ earliestAt: now, requestedOn: null, now })).toEqual({
      effectiveAt: now,
      endsOn: null,
      earliestEndsOn: null,
      requestedTooEarly: false,
    });
    expect(cancellationEnd({ earliestAt: paidYearEnds, requestedOn: null, now })).toEqual({
      effectiveAt: paidYearEnds,
      endsOn: "2027-03-14",
      earliestEndsOn: "2027-03-14",
      requestedTooEarly: false,
    });
  });

  it("a later desired date: the contract ends at the end of that day", () => {
    expect(cancellationEnd({ earliestAt: paidYearEnds, requestedOn: "2027-06-30", now })).toEqual({
      effectiveAt: startOfGermanDay("2027-07-01"),
      endsOn: "2027-06-30",
      earliestEndsOn: "2027-03-14",
      requestedTooEarly: false,
    });
    // Unpaid: today itself is a possible end (end of today).
    expect(cancellationEnd({ earliestAt: now, requestedOn: "2026-11-23", now })).toMatchObject({
      effectiveAt: startOfGermanDay("2026-11-24"),
      endsOn: "2026-11-23",
      earliestEndsOn: null,
      requestedTooEarly: false,
    });
    // The earliest day itself is not too early.
    expect(cancellationEnd({ earliestAt: paidYearEnds, requestedOn: "2027-03-14", now })).toMatchObject({
      effectiveAt: paidYearEnds,
      endsOn: "2027-03-14",
      requestedTooEarly: false,
    });
  });

  it("a desired date before the earliest possible end is recorded, the contract ends at the earliest", () => {
    expect(cancellationEnd({ earliestAt: paidYearEnds, requestedOn: "2026-12-31", now })).toEqual({
      effectiveAt: paidYearEnds,
      endsOn: "2027-03-14",
      earliestEndsOn: "2027-03-14",
      requestedTooEarly: true,
    });
    // A day that passed between the form and "jetzt kündigen": ends at receipt.
    expect(cancellationEnd({ earliestAt: now, requestedOn: "2026-11-22", now })).toMatchObject({
      effectiveAt: now,
      endsOn: null,
      requestedTooEarly: true,
    });
  });

  it("treats an earliest end already past (the debit day itself) as the receipt", () => {
    const today = startOfGermanDay("2026-11-23");
    expect(cancellationEnd({ earliestAt: today, requestedOn: null, now })).toMatchObject({
      effectiveAt: now,
      endsOn: null,
    });
  });

  it("counts German days across the clock change (last day 31.03.2027, summer time)", () => {
    const end = cancellationEnd({ earliestAt: now, requestedOn: "2027-03-31", now });
    expect(end.effectiveAt.toISOString()).toBe("2027-03-31T22:00:00.000Z");
    expect(end.endsOn).toBe("2027-03-31");
  });
});

describe("ordinaryEarliestEnd (the summary's and the AGB's term)", () => {
  const orderedOn = "2026-11-29";
  it("ends a cancellation in the first year with that year", () => {
    // Received on the first day and on the last day of the first year: the year runs up to 28.11.2027.
    for (const received of ["2026-11-29T12:00:00Z", "2027-11-28T20:00:00Z"]) {
      const end = ordinaryEarliestEnd(orderedOn, new Date(received));
      expect(cancellationEnd({ earliestAt: end, requestedOn: null, now: new Date(received) }).endsOn).toBe(
        "2027-11-28",
      );
    }
  });

  it("after the first year, ends one month after receipt, not with the year paid in advance", () => {
    const now = new Date("2028-03-15T09:00:00Z");
    const end = ordinaryEarliestEnd(orderedOn, now);
    expect(cancellationEnd({ earliestAt: end, requestedOn: null, now }).endsOn).toBe("2028-04-15");
    // The anniversary starts a new year, which is no longer a fixed term.
    const onAnniversary = new Date("2027-11-29T09:00:00Z");
    expect(
      cancellationEnd({
        earliestAt: ordinaryEarliestEnd(orderedOn, onAnniversary),
        requestedOn: null,
        now: onAnniversary,
      }).endsOn,
    ).toBe("2027-12-29");
  });

  it("a month from the 31st ends on the next month's last day", () => {
    const now = new Date("2029-01-31T09:00:00Z");
    const end = ordinaryEarliestEnd(orderedOn, now);
    expect(cancellationEnd({ earliestAt: end, requestedOn: null, now }).endsOn).toBe("2029-02-28");
  });
});
