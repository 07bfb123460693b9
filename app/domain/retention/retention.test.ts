import { describe, expect, it } from "vitest";
import { startOfGermanDay } from "~/domain/billing/trial";
import { RETENTION, retentionCutoff, retentionNight } from ".";

describe("retentionCutoff", () => {
  const now = new Date("2031-06-15T10:00:00+02:00");

  it("counts days back from now, to the millisecond", () => {
    expect(retentionCutoff({ days: 90 }, now)).toEqual(new Date(now.getTime() - 90 * 86_400_000));
    expect(retentionCutoff({ days: 0 }, now)).toEqual(now);
  });

  it("counts whole years from the end of the German calendar year", () => {
    // In 2031, ten years after the end of the year: 2020 and earlier are over, 2021 is not.
    expect(retentionCutoff(RETENTION.bookingRecords, now)).toEqual(startOfGermanDay("2021-01-01"));
    // The last minutes of 2031 in Germany are still 2031, the first ones of 2032 (still 2031 in UTC) are not.
    expect(retentionCutoff({ yearsAfterYearEnd: 6 }, new Date("2031-12-31T22:59:00Z"))).toEqual(
      startOfGermanDay("2025-01-01"),
    );
    expect(retentionCutoff({ yearsAfterYearEnd: 6 }, new Date("2031-12-31T23:00:00Z"))).toEqual(
      startOfGermanDay("2026-01-01"),
    );
  });
});

describe("retentionNight", () => {
  it("is the German day that began at 03:00", () => {
    expect(retentionNight(new Date("2031-06-15T03:00:00+02:00"))).toBe("2031-06-15");
    expect(retentionNight(new Date("2031-06-15T02:59:59+02:00"))).toBe("2031-06-14");
    expect(retentionNight(new Date("2031-01-15T23:59:00+01:00"))).toBe("2031-01-15");
  });
});
