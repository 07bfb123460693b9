import { describe, expect, it } from "vitest";
import {
  canEnterRegistrationStep,
  cleanParam,
  completedRegistrationSteps,
  firstOpenRegistrationStep,
  funnelEntryUrl,
  nextRegistrationStep,
  parsePlaceChoice,
  placeChoiceValue,
  previousRegistrationStep,
  readRegistrationDraft,
  readRegistrationParams,
  registrationPlaceChoiceSchema,
  registrationStepNumber,
  registrationWizard,
  type RegistrationDraft,
} from "./index";
import type { WizardDraft } from "../wizard";

const today = () => "2026-06-15";

const complete: RegistrationDraft = {
  submissionId: "00000000-0000-4000-8000-000000000000",
  type: { funeralType: "sea" },
  character: { funeralPlan: "high" },
  place: { place: { code: "24103", city: "Kiel" } },
  birthdate: { provisionBirth: "1950-12-24" },
};

describe("step order guard", () => {
  it("starts an empty draft at the type step", () => {
    expect(firstOpenRegistrationStep({}, { today })).toBe("type");
    expect(canEnterRegistrationStep("type", {}, { today })).toBe(true);
    expect(canEnterRegistrationStep("character", {}, { today })).toBe(false);
  });

  it("names the first step whose answer is missing", () => {
    expect(firstOpenRegistrationStep({ type: complete.type }, { today })).toBe("character");
    expect(firstOpenRegistrationStep({ ...complete, place: undefined }, { today })).toBe("place");
    expect(firstOpenRegistrationStep({ ...complete, birthdate: undefined }, { today })).toBe("birthdate");
    expect(firstOpenRegistrationStep(complete, { today })).toBe("data");
  });

  it("treats an invalid stored answer as missing, even when later steps are present", () => {
    const draft = { ...complete, character: { funeralPlan: "gold" } };
    expect(firstOpenRegistrationStep(draft, { today })).toBe("character");
    expect(canEnterRegistrationStep("place", draft, { today })).toBe(false);
    expect(canEnterRegistrationStep("data", draft, { today })).toBe(false);
    expect(firstOpenRegistrationStep({ ...complete, place: { place: { code: "24103" } } }, { today })).toBe(
      "place",
    );
  });

  it("re-checks the birth date against today", () => {
    const young = { ...complete, birthdate: { provisionBirth: "2008-06-16" } };
    expect(firstOpenRegistrationStep(young, { today })).toBe("birthdate");
    expect(
      firstOpenRegistrationStep({ ...young, birthdate: { provisionBirth: "2008-06-15" } }, { today }),
    ).toBe("data");
  });

  it("allows every step up to the first open one, and earlier steps to be revisited", () => {
    const draft = { type: complete.type, character: complete.character };
    expect(canEnterRegistrationStep("type", draft, { today })).toBe(true);
    expect(canEnterRegistrationStep("character", draft, { today })).toBe(true);
    expect(canEnterRegistrationStep("place", draft, { today })).toBe(true);
    expect(canEnterRegistrationStep("birthdate", draft, { today })).toBe(false);
  });

  it("sends a visitor who is too early back to the type step, not to the first missing one", () => {
    const draft = { type: complete.type } as WizardDraft;
    expect(registrationWizard.redirectTarget(draft, "birthdate", { today })).toBe("type");
    expect(registrationWizard.redirectTarget(draft, "character", { today })).toBe("character");
    expect(registrationWizard.next("birthdate", complete as WizardDraft, { today })).toBe("data");
  });

  it("returns the validated answers only when all stored steps are complete", () => {
    expect(completedRegistrationSteps(complete, { today })).toEqual({
      funeralType: "sea",
      funeralPlan: "high",
      place: { code: "24103", city: "Kiel" },
      provisionBirth: "1950-12-24",
    });
    expect(completedRegistrationSteps({ ...complete, type: undefined }, { today })).toBeNull();
  });

  it("reads anything but an object as an empty draft", () => {
    expect(readRegistrationDraft(undefined)).toEqual({});
    expect(readRegistrationDraft("x")).toEqual({});
    expect(readRegistrationDraft([1])).toEqual({});
    expect(readRegistrationDraft(complete)).toBe(complete);
  });

  it("numbers the steps and knows their neighbours", () => {
    expect(registrationStepNumber("type")).toBe(1);
    expect(registrationStepNumber("data")).toBe(5);
    expect(previousRegistrationStep("type")).toBeNull();
    expect(previousRegistrationStep("place")).toBe("character");
    expect(nextRegistrationStep("birthdate")).toBe("data");
  });
});

describe("place choice", () => {
  it("round-trips 'PLZ Ort'", () => {
    const place = { code: "15230", city: "Frankfurt (Oder)" };
    expect(parsePlaceChoice(placeChoiceValue(place))).toEqual(place);
    expect(parsePlaceChoice(" 24103   Kiel ")).toEqual({ code: "24103", city: "Kiel" });
  });

  it("rejects anything else", () => {
    for (const value of ["Kiel", "2410 Kiel", "24103", "24103 ", "x24103 Kiel", `24103 ${"a".repeat(101)}`]) {
      expect(parsePlaceChoice(value)).toBeNull();
    }
  });

  it("gives German messages in the form schema", () => {
    const missing = registrationPlaceChoiceSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe("Dieses Feld muss ausgefüllt werden.");
    const unknown = registrationPlaceChoiceSchema.safeParse({ place: "Kiel" });
    expect(unknown.error?.issues[0]?.message).toMatch(/^Diesen Ort kennen wir nicht/);
    expect(registrationPlaceChoiceSchema.parse({ place: "24103 Kiel" })).toEqual({
      place: { code: "24103", city: "Kiel" },
    });
  });
});

describe("app parameters", () => {
  it("reads referrer, coupon, finance partner, sales person and the prefill", () => {
    const search = new URLSearchParams(
      "referrer=zeitung&couponcode=willkommen10&fp=WW&vermittler=V-17&firstname=Anna&lastname=M%C3%BCller&email=anna%40example.de&utm_source=x",
    );
    expect(readRegistrationParams(search)).toEqual({
      params: {
        referrer: "zeitung",
        couponCode: "WILLKOMMEN10",
        financePartner: "ww",
        salesPersonId: "V-17",
      },
      prefill: { firstname: "Anna", lastname: "Müller", email: "anna@example.de" },
    });
    expect(readRegistrationParams(new URLSearchParams())).toEqual({ params: {}, prefill: {} });
  });

  it("limits the affiliate source to 255 characters and drops control characters", () => {
    expect(cleanParam("a".repeat(300))).toHaveLength(255);
    expect(cleanParam(" a\u0000b\n ")).toBe("ab");
    expect(cleanParam("   ")).toBeUndefined();
    expect(cleanParam(null)).toBeUndefined();
  });

  it("keeps no personal data in the funnel entry URL", () => {
    const url = new URL("https://x.de/register?email=a%40b.de&referrer=zeitung&firstname=A&lastname=B&fp=ww");
    expect(funnelEntryUrl(url)).toBe("/register?referrer=zeitung&fp=ww");
    expect(funnelEntryUrl(new URL("https://x.de/register"))).toBe("/register");
  });
});
