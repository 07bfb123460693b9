import { describe, expect, it } from "vitest";
import { cancellationEnd } from "./cancellation";
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
