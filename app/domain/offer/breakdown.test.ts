import { describe, expect, it } from "vitest";
import { cents } from "../money";
import { offerBreakdown } from "./breakdown";
import { lineGross, offerPrice } from "./index";

describe("offerBreakdown (a sum checkable by hand)", () => {
  const lines = [
    { netCents: cents(100_000), inPackage: true },
    { netCents: cents(50_000), inPackage: true },
    { netCents: cents(20_000), inPackage: false },
  ];
  const items = lines.map((line) => ({ gross: lineGross(line), inPackage: line.inPackage }));

  it("adds package items and booked items on top of the package's base price", () => {
    const price = offerPrice({ planFeeCents: cents(69_000), lines, siteFeeCents: cents(150_000) });
    const rows = offerBreakdown(price, items);
    expect(rows.planFee).toBe(82_110);
    expect(rows.packageItems).toEqual({ count: 2, gross: 178_500 });
    expect(rows.addedItems).toEqual({ count: 1, gross: 23_800 });
    expect(rows.siteFee).toBe(178_500);
    expect(rows.planFee + rows.packageItems.gross + rows.addedItems.gross + rows.siteFee!).toBe(rows.total);
  });

  it("says the site's fee is missing when no site is chosen, and takes the coupon off once", () => {
    const price = offerPrice({
      planFeeCents: cents(69_000),
      lines,
      siteFeeCents: null,
      offerCouponPercent: 10,
    });
    const rows = offerBreakdown(price, items);
    expect(rows.siteFee).toBeNull();
    expect(rows.subtotal - rows.coupon).toBe(rows.total);
    expect(rows.planFee + rows.packageItems.gross + rows.addedItems.gross).toBe(rows.subtotal);
  });

  it("refuses rows that do not add up to the offer's price", () => {
    const price = offerPrice({ planFeeCents: cents(69_000), lines, siteFeeCents: null });
    expect(() => offerBreakdown(price, items.slice(1))).toThrow(RangeError);
  });
});
