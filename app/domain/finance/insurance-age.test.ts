import { describe, expect, it } from "vitest";
import { t } from "~/i18n";
import {
  ageRefusalMessages,
  ageRefusalMessageKey,
  BURIAL_FUND_AGE_RANGES,
  burialFundAgeRules,
  checkAgeRange,
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

describe("partner tariff: its own limits (decision 0075)", () => {
  it("allows a monthly start up to 85", () => {
    expect(partnerAgeRules("1941-05-01", FIRST).monthly).toEqual(OK); // 85
    expect(partnerAgeRules("1940-05-01", FIRST).monthly).toEqual(TOO_OLD); // 86
    expect(partnerAgeRules("1940-05-20", MID).monthly).toEqual(TOO_OLD); // 85 today, 86 at the start
  });

  it("offers consulting from 80, with no upper limit", () => {
    expect(partnerAgeRules("1946-05-02", FIRST).consulting).toEqual(TOO_YOUNG); // 79, 80 tomorrow
    expect(partnerAgeRules("1946-05-01", FIRST).consulting).toEqual(OK); // 80
    expect(partnerAgeRules("1921-05-01", FIRST).consulting).toEqual(OK); // 105
  });

  it("allows one-time payment up to 100", () => {
    expect(partnerAgeRules("1926-05-01", FIRST)).toEqual({ oneTime: OK, monthly: TOO_OLD, consulting: OK }); // 100
    expect(partnerAgeRules("1925-05-01", FIRST)).toEqual({
      oneTime: TOO_OLD,
      monthly: TOO_OLD,
      consulting: OK,
    }); // 101: still the callback
  });

  it("keeps the limits with the tariff: a 76-year-old pays monthly only in the partner tariff", () => {
    const birth = "1950-05-01";
    expect(burialFundAgeRules(birth, FIRST)).toEqual({ onetime: OK, monthly: TOO_OLD });
    expect(partnerAgeRules(birth, FIRST)).toEqual({ oneTime: OK, monthly: OK, consulting: TOO_YOUNG });
    expect(PARTNER_AGE_RANGES).toEqual({
      oneTime: { min: 18, max: 100 },
      monthly: { min: 18, max: 85 },
      consulting: { min: 80, max: null },
    });
    expect(BURIAL_FUND_AGE_RANGES).toEqual({ onetime: { min: 18, max: 98 }, monthly: { min: 18, max: 65 } });
  });

  it("maps each wizard's payment types onto the kinds", () => {
    expect(paymentKindOf("oneTime")).toBe("onetime");
    expect(paymentKindOf("onetime")).toBe("onetime");
    expect(paymentKindOf("monthly")).toBe("monthly");
    expect(paymentKindOf("consulting")).toBe("consulting");
  });
});

describe("refusal messages: the spec's text first, then the tariff's limit", () => {
  const text = (
    range: Parameters<typeof ageRefusalMessages>[0],
    kind: Parameters<typeof ageRefusalMessages>[1],
    result: Parameters<typeof ageRefusalMessages>[2],
  ) => ageRefusalMessages(range, kind, result).map((message) => t(message.key, message.values));

  it("says nothing for an open way", () => {
    expect(text(BURIAL_FUND_AGE_RANGES.monthly, "monthly", OK)).toEqual([]);
  });

  it("puts the spec's too-old text before the limit of that tariff", () => {
    expect(text(BURIAL_FUND_AGE_RANGES.monthly, "monthly", TOO_OLD)).toEqual([
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
      "Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens 65 Jahre alt sind.",
    ]);
    expect(text(PARTNER_AGE_RANGES.monthly, "monthly", TOO_OLD)[1]).toBe(
      "Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens 85 Jahre alt sind.",
    );
    expect(text(PARTNER_AGE_RANGES.oneTime, "onetime", TOO_OLD)).toEqual([
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
      "Einen Einmalbeitrag nehmen wir an, wenn Sie bei Versicherungsbeginn höchstens 100 Jahre alt sind.",
    ]);
  });

  it("puts the spec's too-young text before the minimum age", () => {
    expect(text(BURIAL_FUND_AGE_RANGES.onetime, "onetime", TOO_YOUNG)).toEqual([
      "Für diesen Altersbereich bieten wir leider keine Sterbegeldversicherung an.",
      "Eine Versicherung können Sie ab 18 Jahren abschließen.",
    ]);
  });

  it("names the callback's age without saying there is no insurance for a customer under 80", () => {
    expect(text(PARTNER_AGE_RANGES.consulting, "consulting", TOO_YOUNG)).toEqual([
      "Den Rückruf zur Beratung bieten wir ab 80 Jahren an. Anrufen können Sie uns jederzeit.",
    ]);
  });

  it("asks for the birth date when there is none", () => {
    expect(text(BURIAL_FUND_AGE_RANGES.monthly, "monthly", null)).toEqual([
      "Dafür brauchen wir Ihr Geburtsdatum. Bitte ergänzen Sie es in Ihrem Profil.",
    ]);
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
