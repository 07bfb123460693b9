import { describe, expect, it } from "vitest";
import { couponRefusal, couponUsable, couponValidAt } from "./coupons";

const now = new Date("2026-11-25T12:00:00Z");
const open = { active: true, validFrom: null, validUntil: null, maxUses: null };
const unused = { uses: 0, usedByCustomer: false };

describe("coupon rules", () => {
  it("a validity window: not before it starts, not after it ends, inactive never", () => {
    expect(couponValidAt(open, now)).toBe(true);
    expect(couponValidAt({ ...open, validFrom: new Date("2026-12-01T00:00:00Z") }, now)).toBe(false);
    expect(couponValidAt({ ...open, validUntil: new Date("2026-11-25T11:59:59Z") }, now)).toBe(false);
    expect(couponValidAt({ ...open, validUntil: now, validFrom: now }, now)).toBe(true);
    expect(couponValidAt({ ...open, active: false }, now)).toBe(false);
  });

  it("a maximum number of uses, and one use per customer", () => {
    expect(couponUsable({ ...open, maxUses: 2 }, now, { uses: 1, usedByCustomer: false })).toBe(true);
    expect(couponUsable({ ...open, maxUses: 2 }, now, { uses: 2, usedByCustomer: false })).toBe(false);
    expect(couponUsable(open, now, { uses: 500, usedByCustomer: false })).toBe(true);
    expect(couponUsable(open, now, { uses: 1, usedByCustomer: true })).toBe(false);
    expect(couponUsable({ ...open, validUntil: new Date("2020-01-01") }, now, unused)).toBe(false);
  });
});

describe("why a coupon is refused (decision 0055)", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const open = { active: true, validFrom: null, validUntil: null, maxUses: null };
  const unused = { uses: 0, usedByCustomer: false };
  it("names the first reason: switched off, not yet valid, expired, already used by this customer, used up", () => {
    expect(couponRefusal(open, now, unused)).toBeNull();
    expect(couponRefusal({ ...open, active: false, validUntil: new Date("2020-01-01") }, now, unused)).toBe(
      "inactive",
    );
    expect(couponRefusal({ ...open, validFrom: new Date("2026-12-01") }, now, unused)).toBe("notYetValid");
    expect(couponRefusal({ ...open, validUntil: new Date("2026-11-25T11:59:59Z") }, now, unused)).toBe(
      "expired",
    );
    expect(couponRefusal({ ...open, maxUses: 1 }, now, { uses: 1, usedByCustomer: true })).toBe(
      "alreadyUsed",
    );
    expect(couponRefusal({ ...open, maxUses: 1 }, now, { uses: 1, usedByCustomer: false })).toBe("usedUp");
  });
});
