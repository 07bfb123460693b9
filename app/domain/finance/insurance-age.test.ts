import { describe, expect, it } from "vitest";
import { t } from "~/i18n";
import {
  ageRefusalMessageKey,
  burialFundAgeRules,
  checkAgeRange,
  insuranceAges,
  partnerAgeRules,
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

describe("partner insurer", () => {
  it("allows monthly payment until 85", () => {
    expect(partnerAgeRules("1941-05-01", FIRST).monthly).toEqual(OK); // 85
    expect(partnerAgeRules("1940-05-01", FIRST).monthly).toEqual(TOO_OLD); // 86
    expect(partnerAgeRules("1941-05-15", MID).monthly).toEqual(OK); // 84 today, 85 at the start
    expect(partnerAgeRules("1940-05-20", MID).monthly).toEqual(TOO_OLD); // 85 today, 86 at the start
  });

  it("offers consulting from 80, with no upper limit", () => {
    expect(partnerAgeRules("1946-05-02", FIRST).consulting).toEqual(TOO_YOUNG); // 79, 80 tomorrow
    expect(partnerAgeRules("1946-05-01", FIRST).consulting).toEqual(OK); // 80
    expect(partnerAgeRules("1921-05-01", FIRST).consulting).toEqual(OK); // 105
  });

  it("allows one-time payment up to 100", () => {
    expect(partnerAgeRules("1927-05-01", FIRST).oneTime).toEqual(OK); // 99
    expect(partnerAgeRules("1926-05-01", FIRST)).toEqual({ oneTime: OK, monthly: TOO_OLD, consulting: OK }); // 100
    expect(partnerAgeRules("1925-05-01", FIRST)).toEqual({
      oneTime: TOO_OLD,
      monthly: TOO_OLD,
      consulting: OK,
    }); // 101
  });

  it("leaves a 45-year-old every type but consulting", () => {
    expect(partnerAgeRules("1981-01-01", MID)).toEqual({ oneTime: OK, monthly: OK, consulting: TOO_YOUNG });
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
