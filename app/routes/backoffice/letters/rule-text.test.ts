import { describe, expect, it } from "vitest";
import { dispatchRuleText } from "./rule-text";

describe("dispatchRuleText", () => {
  const base = { dueOn: "2027-12-24", exactDay: null, exactYear: null };

  it("says each rule in German", () => {
    expect(dispatchRuleText({ ...base, rule: "afterFuneral" })).toBe("14 Tage nach der Beisetzung");
    expect(dispatchRuleText({ ...base, rule: "yearAfterFuneral" })).toBe("ein Jahr nach der Beisetzung");
    expect(dispatchRuleText({ ...base, rule: "nextOccurrence", exactDay: "24.12" })).toBe(
      "am 24.12., dem nächsten nach der Beisetzung",
    );
    expect(dispatchRuleText({ ...base, rule: "exactYear", exactDay: "24.12", exactYear: "2027" })).toBe(
      "am 24.12.2027",
    );
  });

  it("says plainly when the chosen day had passed", () => {
    expect(
      dispatchRuleText({
        ...base,
        dueOn: "2027-03-24",
        rule: "exactDatePassed",
        exactDay: "24.12",
        exactYear: "2026",
      }),
    ).toBe("14 Tage nach der Beisetzung, weil der gewünschte Tag (24.12.2026) nicht nach der Beisetzung lag");
  });
});
