import { describe, expect, it } from "vitest";
import { submit } from "../validation/test-utils";
import {
  couponCreateSchema,
  couponStatus,
  couponTermsSchema,
  couponWindow,
  endOfGermanDay,
  isCouponCode,
  normalizeCouponCode,
  startOfGermanDay,
} from "./coupons";

const CODE = "Bitte 4 bis 32 Zeichen verwenden, nur Buchstaben A–Z ohne Umlaute, Ziffern und Bindestriche.";
const PERCENT = "Bitte eine ganze Zahl von 1 bis 100 eingeben oder das Feld leer lassen.";
const NOTHING =
  "Ein Gutschein muss etwas geben. Bitte geben Sie einen Rabatt ein oder wählen Sie eine Nachlassstufe.";
const WINDOW = "Der letzte Tag liegt vor dem ersten Tag. Bitte wählen Sie ein Ende am oder nach dem Beginn.";
const MAX_USES = "Bitte eine ganze Zahl von 1 bis 1.000.000 eingeben oder das Feld leer lassen (unbegrenzt).";
const STEP = "Bitte eine der angebotenen Stufen wählen.";

describe("coupon code format", () => {
  it("takes A–Z, digits and hyphens, 4 to 32 characters, stored upper-case", () => {
    expect(normalizeCouponCode("  sommer-2027 ")).toBe("SOMMER-2027");
    for (const good of ["ABCD", "A1-B2", "X".repeat(32), "2027"]) expect(isCouponCode(good)).toBe(true);
    for (const bad of ["ABC", "X".repeat(33), "GRÜN10", "SOMMER 10", "RABATT_10", "10%", ""]) {
      expect(isCouponCode(bad)).toBe(false);
    }
  });

  it("the create form upper-cases the code and refuses a malformed one, naming it", () => {
    expect(
      submit(couponCreateSchema, { code: "herbst-10", kind: "plan", discountPercent: "10" }),
    ).toMatchObject({
      status: "success",
      value: {
        code: "HERBST-10",
        kind: "plan",
        discountPercent: 10,
        guaranteeStep: null,
        maxUses: null,
        active: false,
      },
    });
    expect(submit(couponCreateSchema, { code: "grün", kind: "plan", discountPercent: "10" }).error).toEqual({
      code: [CODE],
    });
    expect(submit(couponCreateSchema, { code: "", kind: "plan", discountPercent: "10" }).error).toEqual({
      code: ["Dieses Feld muss ausgefüllt werden."],
    });
  });

  it("asks what the coupon discounts; an offer coupon carries no guarantee step (decision 0073)", () => {
    expect(submit(couponCreateSchema, { code: "ANGEBOT-1", discountPercent: "5" }).error).toEqual({
      kind: ["Dieses Feld muss ausgefüllt werden."],
    });
    expect(
      submit(couponCreateSchema, { code: "ANGEBOT-1", kind: "rabatt", discountPercent: "5" }).error?.kind,
    ).toHaveLength(1);
    expect(
      submit(couponCreateSchema, {
        code: "ANGEBOT-1",
        kind: "offer",
        discountPercent: "5",
        guaranteeStep: "50",
      }).error,
    ).toEqual({ guaranteeStep: [expect.stringMatching(/^Ein Angebotsgutschein gibt keinen Nachlass/)] });
  });
});

describe("what a coupon gives", () => {
  it("a percentage of 1–100, a plan step of the table, or both", () => {
    expect(submit(couponTermsSchema, { discountPercent: "100" }).status).toBe("success");
    expect(submit(couponTermsSchema, { guaranteeStep: "50" })).toMatchObject({
      status: "success",
      value: { discountPercent: 0, guaranteeStep: 50 },
    });
    expect(submit(couponTermsSchema, { discountPercent: "5", guaranteeStep: "25" }).status).toBe("success");
    for (const bad of ["0", "101", "-5", "12,5", "zehn"]) {
      expect(submit(couponTermsSchema, { discountPercent: bad }).error).toEqual({
        discountPercent: [PERCENT],
      });
    }
    for (const bad of ["0", "15", "100"]) {
      expect(submit(couponTermsSchema, { guaranteeStep: bad }).error).toEqual({ guaranteeStep: [STEP] });
    }
  });

  it("refuses a coupon that gives nothing", () => {
    expect(submit(couponTermsSchema, { description: "leer" }).error).toEqual({ discountPercent: [NOTHING] });
  });
});

describe("validity window and maximum uses", () => {
  it("dates in German format or from a date input; a window that ends before it starts is refused", () => {
    expect(
      submit(couponTermsSchema, { discountPercent: "10", validFrom: "01.12.2026", validUntil: "2026-12-31" }),
    ).toMatchObject({ status: "success", value: { validFrom: "2026-12-01", validUntil: "2026-12-31" } });
    // One day is a valid window.
    expect(
      submit(couponTermsSchema, { discountPercent: "10", validFrom: "24.12.2026", validUntil: "24.12.2026" })
        .status,
    ).toBe("success");
    expect(
      submit(couponTermsSchema, { discountPercent: "10", validFrom: "31.12.2026", validUntil: "01.12.2026" })
        .error,
    ).toEqual({ validUntil: [WINDOW] });
    expect(submit(couponTermsSchema, { discountPercent: "10", validFrom: "31.02.2026" }).error).toEqual({
      validFrom: ["Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat."],
    });
    expect(submit(couponTermsSchema, { discountPercent: "10", validUntil: "morgen" }).error).toEqual({
      validUntil: ["Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein, zum Beispiel 24.12.1950."],
    });
  });

  it("maximum uses: a whole number above 0, or empty for no limit", () => {
    expect(submit(couponTermsSchema, { discountPercent: "10", maxUses: "1" })).toMatchObject({
      value: { maxUses: 1 },
    });
    expect(submit(couponTermsSchema, { discountPercent: "10", maxUses: "" })).toMatchObject({
      value: { maxUses: null },
    });
    for (const bad of ["0", "-1", "1,5", "2000000", "viele"]) {
      expect(submit(couponTermsSchema, { discountPercent: "10", maxUses: bad }).error).toEqual({
        maxUses: [MAX_USES],
      });
    }
  });

  it("the active flag is a checkbox: ticked → true, missing → false", () => {
    expect(submit(couponTermsSchema, { discountPercent: "10", active: "on" })).toMatchObject({
      value: { active: true },
    });
    expect(submit(couponTermsSchema, { discountPercent: "10" })).toMatchObject({ value: { active: false } });
  });

  it("the window covers whole German days, in winter and in summer time", () => {
    expect(startOfGermanDay("2026-12-01").toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(endOfGermanDay("2026-12-31").toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(startOfGermanDay("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(endOfGermanDay("2026-07-01").toISOString()).toBe("2026-07-01T21:59:59.999Z");
    // The days the clocks change: 23 and 25 hours long.
    expect(endOfGermanDay("2026-03-29").toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(endOfGermanDay("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
    expect(couponWindow({})).toEqual({ validFrom: null, validUntil: null });
  });
});

describe("a coupon's status in the list", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const open = { active: true, validFrom: null, validUntil: null, maxUses: null };
  it("usable, switched off, not yet valid, expired or used up", () => {
    expect(couponStatus(open, now, 40)).toBe("usable");
    expect(couponStatus({ ...open, active: false }, now, 0)).toBe("inactive");
    expect(couponStatus({ ...open, validFrom: new Date("2026-12-01") }, now, 0)).toBe("notYetValid");
    expect(couponStatus({ ...open, validUntil: new Date("2026-11-01") }, now, 0)).toBe("expired");
    expect(couponStatus({ ...open, maxUses: 1 }, now, 1)).toBe("usedUp");
    expect(couponStatus({ ...open, maxUses: 2 }, now, 1)).toBe("usable");
  });
});
