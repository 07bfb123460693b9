import { describe, expect, it } from "vitest";
import { cents } from "../money";
import { refreshPreview, type RefreshItem } from "./refresh";

const fees = { planFeeCents: cents(69_000), siteFeeCents: cents(150_000) };
const item = (
  name: string,
  net: number,
  current: RefreshItem["current"],
  extra: Partial<RefreshItem> = {},
) => ({
  name,
  line: { netCents: cents(net), vatRate: 19 },
  inPackage: true,
  current,
  ...extra,
});

describe("refreshPreview (the price comparison before a refresh)", () => {
  it("lists each changed item with its gross price before and after, and both totals", () => {
    const preview = refreshPreview({
      fees,
      couponPercent: null,
      items: [
        item("Eichensarg", 100_000, {
          name: "Eichensarg",
          priceCents: cents(101_000),
          withdrawn: false,
          vatRate: 19,
        }),
        item("Urne", 20_000, { name: "Urne", priceCents: cents(20_000), withdrawn: false, vatRate: 19 }),
        item("Gesteck", 5_000, { name: "Gesteck Rosen", priceCents: cents(5_000), withdrawn: false }),
      ],
    });
    expect(preview.changes).toEqual([
      { name: "Eichensarg", formerName: null, before: 119_000, after: 120_190 },
      { name: "Gesteck Rosen", formerName: "Gesteck", before: 5_950, after: 5_950 },
    ]);
    expect(preview.totalAfter - preview.totalBefore).toBe(1_190);
  });

  it("lists a withdrawn item as leaving and the plan's default as new, the offer coupon taken off both totals", () => {
    const preview = refreshPreview({
      fees,
      couponPercent: 10,
      items: [
        item("Kiefernsarg", 50_000, null, {
          replacement: {
            name: "Eichensarg",
            line: { netCents: cents(60_000), vatRate: 19 },
            inPackage: true,
          },
        }),
        item(
          "Kranz",
          10_000,
          { name: "Kranz", priceCents: cents(10_000), withdrawn: true },
          { inPackage: false },
        ),
      ],
    });
    expect(preview.changes).toEqual([
      { name: "Kiefernsarg", formerName: null, before: 59_500, after: null },
      { name: "Eichensarg", formerName: null, before: null, after: 71_400 },
      { name: "Kranz", formerName: null, before: 11_900, after: null },
    ]);
    // An offer coupon discounts the portal's own prices (plan fee and items), never the site's fee (decision 0073).
    const [planFee, siteFee] = [82_110, 178_500];
    expect(preview.totalBefore).toBe(siteFee + Math.round((planFee + 59_500 + 11_900) * 0.9));
    expect(preview.totalAfter).toBe(siteFee + Math.round((planFee + 71_400) * 0.9));
  });

  it("an offer that is only old lists nothing and keeps its total", () => {
    const preview = refreshPreview({
      fees,
      couponPercent: null,
      items: [
        item("Urne", 20_000, { name: "Urne", priceCents: cents(20_000), withdrawn: false, vatRate: 19 }),
      ],
    });
    expect(preview.changes).toEqual([]);
    expect(preview.totalAfter).toBe(preview.totalBefore);
  });
});
