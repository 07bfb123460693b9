import { describe, expect, it } from "vitest";
import { FEATURES, featureRefusal, mayUse, planState, type Feature, type PlanStateName } from "./features";
import { startOfGermanDay } from "./billing/trial";

const createdAt = new Date("2026-11-02T10:00:00Z");
const trialEndsAt = startOfGermanDay("2026-12-01");
const inTrial = new Date("2026-11-20T10:00:00Z");
const afterTrial = new Date("2026-12-05T10:00:00Z");
const account = {
  status: "CONFIRMED",
  createdAt,
  trialEndsAt,
  paymentAcceptedAt: null as Date | null,
  paymentAcceptedPlan: null as string | null,
};
const paid = { paymentAcceptedAt: new Date("2026-11-10T10:00:00Z"), paymentAcceptedPlan: "1" };

describe("planState", () => {
  it("is unconfirmed until the e-mail is confirmed, whatever was paid", () => {
    expect(planState({ ...account, status: "NOT_CONFIRMED" }, inTrial)).toEqual({
      state: "unconfirmed",
      billing: "trial",
      trialEndsAt,
    });
    expect(planState({ ...account, ...paid, status: "NOT_CONFIRMED" }, afterTrial).state).toBe("unconfirmed");
  });

  it("is the trial until its end, then the free plan", () => {
    expect(planState(account, inTrial)).toEqual({ state: "trial", billing: "trial", trialEndsAt });
    expect(planState(account, new Date(trialEndsAt.getTime() - 1)).state).toBe("trial");
    expect(planState(account, trialEndsAt)).toEqual({ state: "free", billing: "free", trialEndsAt });
  });

  it("is paid when paymentAcceptedAt and paymentAcceptedPlan are set, with no trial end", () => {
    expect(planState({ ...account, ...paid }, afterTrial)).toEqual({
      state: "paid",
      billing: "paid",
      trialEndsAt: null,
    });
    expect(planState({ ...account, paymentAcceptedAt: paid.paymentAcceptedAt }, inTrial).state).toBe("trial");
    expect(planState({ ...account, paymentAcceptedPlan: "1" }, afterTrial).state).toBe("free");
  });

  it("takes created_at + 28 days for a row without a stored trial end", () => {
    const older = { ...account, trialEndsAt: null };
    expect(planState(older, new Date("2026-11-30T12:00:00Z")).state).toBe("trial");
    expect(planState(older, new Date("2026-12-01T12:00:00Z")).state).toBe("free");
  });
});

/** The table as the spec's sentences give it (decision 0032): ✓ allowed, ✗ refused. */
const EXPECTED: Record<Feature, Record<PlanStateName, boolean>> = {
  documentPdf: { unconfirmed: false, trial: true, free: true, paid: true },
  letterPdf: { unconfirmed: false, trial: true, free: true, paid: true },
  insuranceApplication: { unconfirmed: false, trial: true, free: true, paid: true },
  partnerConsent: { unconfirmed: false, trial: true, free: true, paid: true },
  thirdPartyMail: { unconfirmed: false, trial: true, free: true, paid: true },
  readAccess: { unconfirmed: false, trial: true, free: false, paid: true },
  documentRequest: { unconfirmed: false, trial: false, free: false, paid: true },
};

const stateAt = (name: PlanStateName) =>
  ({
    unconfirmed: planState({ ...account, status: "NOT_CONFIRMED" }, inTrial),
    trial: planState(account, inTrial),
    free: planState(account, afterTrial),
    paid: planState({ ...account, ...paid }, afterTrial),
  })[name];

describe("the feature table", () => {
  it("covers every gated feature", () => {
    expect(Object.keys(FEATURES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [feature, row] of Object.entries(EXPECTED) as [Feature, Record<PlanStateName, boolean>][]) {
    for (const [name, allowed] of Object.entries(row) as [PlanStateName, boolean][]) {
      it(`${feature} is ${allowed ? "open" : "refused"} for a customer when ${name}`, () => {
        expect(mayUse(stateAt(name), feature)).toBe(allowed);
      });
    }
  }

  it("keeps every PDF download open after the trial without payment", () => {
    const free = stateAt("free");
    expect(mayUse(free, "documentPdf")).toBe(true);
    expect(mayUse(free, "letterPdf")).toBe(true);
  });

  it("names the way out: confirm the e-mail first, then choose a plan", () => {
    expect(featureRefusal(stateAt("unconfirmed"), "documentPdf")).toBe("confirmEmail");
    expect(featureRefusal(stateAt("unconfirmed"), "documentRequest")).toBe("confirmEmail");
    expect(featureRefusal(stateAt("free"), "readAccess")).toBe("choosePlan");
    expect(featureRefusal(stateAt("trial"), "documentRequest")).toBe("choosePlan");
    expect(featureRefusal(stateAt("paid"), "documentRequest")).toBeNull();
  });

  it("lets staff pass the confirmation block only where nothing is mailed to an unconfirmed address", () => {
    const staff = { isStaff: true };
    const unconfirmed = stateAt("unconfirmed");
    expect(mayUse(unconfirmed, "documentPdf", staff)).toBe(true);
    expect(mayUse(unconfirmed, "letterPdf", staff)).toBe(true);
    expect(mayUse(unconfirmed, "partnerConsent", staff)).toBe(false);
    expect(mayUse(unconfirmed, "thirdPartyMail", staff)).toBe(false);
    expect(mayUse(unconfirmed, "readAccess", staff)).toBe(false);
    expect(mayUse(unconfirmed, "documentRequest", staff)).toBe(false);
    // Passing the confirmation block does not pass the plan: the billing state still counts.
    const unconfirmedFree = planState({ ...account, status: "NOT_CONFIRMED" }, afterTrial);
    expect(unconfirmedFree.billing).toBe("free");
  });
});
