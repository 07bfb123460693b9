import { describe, expect, it } from "vitest";
import { t } from "~/i18n";
import {
  ageRefusalMessage,
  ageRefusalMessageKey,
  BURIAL_FUND_AGE_RANGES,
  burialFundAgeRules,
  checkAgeRange,
  INSURANCE_AGE_RULE,
  insuranceAges,
  PARTNER_AGE_RANGES,
  partnerAgeRules,
  paymentKindOf,
} from "./insurance-age";

const OK = { ok: true } as const;
const TOO_YOUNG = { ok: false, reason: "customerTooYoung" } as const;
const TOO_OLD = { ok: false, reason: "customerTooOld" } as const;

/** On the 1st of a month the insurance starts today, so both ages are equal. */
const FIRST = "2026-05-01";
/** Mid-month the insurance starts on 2026-06-01. */
const MID = "2026-05-10";

describe("insuranceAges", () => {
  it("gives the age today and at the insurance start", () => {
    expect(insuranceAges("1960-05-20", MID)).toEqual({ today: 65, atStart: 66, startDate: "2026-06-01" });
    expect(insuranceAges("1960-05-20", FIRST)).toEqual({ today: 65, atStart: 65, startDate: FIRST });
  });

  it("refuses malformed and future birth dates", () => {
    expect(() => insuranceAges("20.05.1960", MID)).toThrow(RangeError);
    expect(() => insuranceAges("2026-05-11", MID)).toThrow(RangeError);
  });
});

describe("minimum age 18 for every insurance", () => {
  it("accepts a customer on the 18th birthday and refuses one whose birthday is tomorrow", () => {
    expect(burialFundAgeRules("2008-05-01", FIRST)).toEqual({ onetime: OK, monthly: OK });
    expect(burialFundAgeRules("2008-05-02", FIRST)).toEqual({ onetime: TOO_YOUNG, monthly: TOO_YOUNG });
    expect(partnerAgeRules("2008-05-02", FIRST)).toEqual({
      oneTime: TOO_YOUNG,
      monthly: TOO_YOUNG,
      consulting: TOO_YOUNG,
    });
  });

  it("refuses a 17-year-old who comes of age before the start date: the application is signed today", () => {
    expect(insuranceAges("2008-05-20", MID)).toMatchObject({ today: 17, atStart: 18 });
    expect(burialFundAgeRules("2008-05-20", MID)).toEqual({ onetime: TOO_YOUNG, monthly: TOO_YOUNG });
  });

  it("lets a 29 February child apply from 1 March in a common year", () => {
    expect(burialFundAgeRules("2008-02-29", "2026-02-28").onetime).toEqual(TOO_YOUNG);
    expect(burialFundAgeRules("2008-02-29", "2026-03-01").onetime).toEqual(OK);
  });
});

describe("burial-fund insurance", () => {
  it("allows monthly payment up to a start age of 65", () => {
    expect(burialFundAgeRules("1961-05-01", FIRST)).toEqual({ onetime: OK, monthly: OK }); // 65 today
    expect(burialFundAgeRules("1960-05-02", FIRST)).toEqual({ onetime: OK, monthly: OK }); // 65, 66 tomorrow
    expect(burialFundAgeRules("1960-05-01", FIRST)).toEqual({ onetime: OK, monthly: TOO_OLD }); // 66 today
  });

  it("judges the upper limit by the age at the start date", () => {
    // 65 today, 66 on 2026-06-01 (birthday before the start).
    expect(burialFundAgeRules("1960-05-20", MID).monthly).toEqual(TOO_OLD);
    // 66th birthday on the start date itself.
    expect(burialFundAgeRules("1960-06-01", MID).monthly).toEqual(TOO_OLD);
    // 66th birthday the day after the start date.
    expect(burialFundAgeRules("1960-06-02", MID).monthly).toEqual(OK);
  });

  it("allows one-time payment up to the tariff limit of 98", () => {
    expect(burialFundAgeRules("1928-05-01", FIRST)).toEqual({ onetime: OK, monthly: TOO_OLD }); // 98
    expect(burialFundAgeRules("1927-05-01", FIRST)).toEqual({ onetime: TOO_OLD, monthly: TOO_OLD }); // 99
  });
});

describe("partner insurer: the same rule as the burial-fund insurance (decision 0036)", () => {
  it("allows a monthly start up to 65, as the burial-fund wizard does", () => {
    expect(partnerAgeRules("1961-05-01", FIRST).monthly).toEqual(OK); // 65
    expect(partnerAgeRules("1960-05-01", FIRST).monthly).toEqual(TOO_OLD); // 66
    expect(partnerAgeRules("1960-05-20", MID).monthly).toEqual(TOO_OLD); // 65 today, 66 at the start
  });

  it("offers consulting from 80, with no upper limit", () => {
    expect(partnerAgeRules("1946-05-02", FIRST).consulting).toEqual(TOO_YOUNG); // 79, 80 tomorrow
    expect(partnerAgeRules("1946-05-01", FIRST).consulting).toEqual(OK); // 80
    expect(partnerAgeRules("1921-05-01", FIRST).consulting).toEqual(OK); // 105
  });

  it("allows one-time payment up to the tariff limit of 98", () => {
    expect(partnerAgeRules("1928-05-01", FIRST)).toEqual({ oneTime: OK, monthly: TOO_OLD, consulting: OK }); // 98
    expect(partnerAgeRules("1927-05-01", FIRST)).toEqual({
      oneTime: TOO_OLD,
      monthly: TOO_OLD,
      consulting: OK,
    }); // 99: still the callback
  });

  it("leaves a 45-year-old every type but consulting", () => {
    expect(partnerAgeRules("1981-01-01", MID)).toEqual({ oneTime: OK, monthly: OK, consulting: TOO_YOUNG });
  });
});

describe("one age rule decides both wizards", () => {
  it("gives every age from 18 to 105 the same answer for one-time and monthly in both wizards", () => {
    for (let age = 18; age <= 105; age++) {
      const birth = `${2026 - age}-05-01`;
      const burial = burialFundAgeRules(birth, FIRST);
      const partner = partnerAgeRules(birth, FIRST);
      expect({ age, onetime: partner.oneTime, monthly: partner.monthly }).toEqual({
        age,
        onetime: burial.onetime,
        monthly: burial.monthly,
      });
    }
  });

  it("refuses a 76-year-old monthly payment in both wizards and leaves one-time open in both", () => {
    const birth = "1950-05-01";
    expect(burialFundAgeRules(birth, FIRST)).toEqual({ onetime: OK, monthly: TOO_OLD });
    expect(partnerAgeRules(birth, FIRST)).toEqual({ oneTime: OK, monthly: TOO_OLD, consulting: TOO_YOUNG });
  });

  it("maps each wizard's payment types onto the rule's kinds", () => {
    expect(paymentKindOf("oneTime")).toBe("onetime");
    expect(paymentKindOf("onetime")).toBe("onetime");
    expect(paymentKindOf("monthly")).toBe("monthly");
    expect(paymentKindOf("consulting")).toBe("consulting");
    expect(PARTNER_AGE_RANGES.monthly).toBe(BURIAL_FUND_AGE_RANGES.monthly);
    expect(PARTNER_AGE_RANGES.oneTime).toBe(BURIAL_FUND_AGE_RANGES.onetime);
    expect(INSURANCE_AGE_RULE).toEqual({
      onetime: { min: 18, max: 98 },
      monthly: { min: 18, max: 65 },
      consulting: { min: 80, max: null },
    });
  });
});

describe("refusal messages name the limit of the way of paying", () => {
  const text = (
    kind: Parameters<typeof ageRefusalMessage>[0],
    result: Parameters<typeof ageRefusalMessage>[1],
  ) => {
    const message = ageRefusalMessage(kind, result);
    return message ? t(message.key, message.values) : null;
  };

  it("says nothing for an open way", () => {
    expect(text("monthly", OK)).toBeNull();
  });

  it("names the monthly start limit, the one-time limit and the consulting age", () => {
    expect(text("monthly", TOO_OLD)).toBe(
      "Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens 65 Jahre alt sind.",
    );
    expect(text("onetime", TOO_OLD)).toBe(
      "Einen Einmalbeitrag nehmen wir an, wenn Sie bei Versicherungsbeginn höchstens 98 Jahre alt sind.",
    );
    expect(text("consulting", TOO_YOUNG)).toBe(
      "Den Rückruf zur Beratung bieten wir ab 80 Jahren an. Anrufen können Sie uns jederzeit.",
    );
    expect(text("onetime", TOO_YOUNG)).toBe("Eine Versicherung können Sie ab 18 Jahren abschließen.");
  });

  it("never tells a customer under 80 that there is no burial insurance for their age", () => {
    expect(text("consulting", TOO_YOUNG)).not.toContain("keine Sterbegeldversicherung");
  });

  it("asks for the birth date when there is none", () => {
    expect(text("monthly", null)).toBe(
      "Dafür brauchen wir Ihr Geburtsdatum. Bitte ergänzen Sie es in Ihrem Profil.",
    );
  });
});

describe("checkAgeRange", () => {
  it("includes both ends and checks the minimum first", () => {
    const range = { min: 18, max: 65 };
    expect(checkAgeRange(range, { today: 18, atStart: 18 })).toEqual(OK);
    expect(checkAgeRange(range, { today: 65, atStart: 65 })).toEqual(OK);
    expect(checkAgeRange({ min: 80, max: 70 }, { today: 75, atStart: 75 })).toEqual(TOO_YOUNG);
  });
});

describe("age messages", () => {
  it("are the spec's texts", () => {
    expect(t(ageRefusalMessageKey("customerTooYoung"))).toBe(
      "Für diesen Altersbereich bieten wir leider keine Sterbegeldversicherung an.",
    );
    expect(t(ageRefusalMessageKey("customerTooOld"))).toBe(
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
    );
  });
});
