import { describe, expect, it } from "vitest";
import { activationParamsSchema, forgotPasswordSchema, newPasswordSchema, signInSchema } from "./auth";
import {
  costsSchema,
  financialProvisionTypeSchema,
  insuranceContactSchema,
  insuranceEditSchema,
} from "./finance";
import { basicInformationSchema, createFuneralSiteSchema, graveTypeNoteSchema } from "./offer";
import { createProfileSchema } from "./profile";
import {
  createRegistrationDraftSchema,
  registrationDataSchema,
  registrationPlaceSchema,
  registrationTypeSchema,
} from "./registration";
import { trustedPersonSchema } from "./trusted-person";
import { musicWishSchema } from "./wishes";
import {
  EMAIL,
  errorsOf,
  INVALID_CC,
  INVALID_CONFIDANT,
  LENGTH_6,
  POSTAL,
  REQUIRED,
  submit,
  TRIM,
} from "./test-utils";

const TERMS = "Bitte stimmen Sie den Bedingungen zu, um fortzufahren.";
const EURO_AMOUNT = "Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 1.500 oder 1.500,50.";

describe("sign-in (through Conform)", () => {
  it("reports required for missing username and password", () => {
    const result = submit(signInSchema, { username: "", password: "" });
    expect(result.status).toBe("error");
    expect(result.error).toEqual({ username: [REQUIRED], password: [REQUIRED] });
  });

  it("reports a malformed e-mail and a short password", () => {
    const result = submit(signInSchema, { username: "max@", password: "12345" });
    expect(result.error).toEqual({ username: [EMAIL], password: [LENGTH_6] });
  });

  it("returns the lower-cased username on success", () => {
    const result = submit(signInSchema, { username: "Max@Example.de", password: "geheim" });
    expect(result.status).toBe("success");
    expect(result.value).toEqual({
      username: "max@example.de",
      password: "geheim",
    });
  });
});

describe("password reset and activation", () => {
  it("forgot password needs a valid e-mail", () => {
    expect(errorsOf(forgotPasswordSchema, { username: "max" })).toEqual({ username: [EMAIL] });
  });

  it("new password follows the password policy", () => {
    expect(errorsOf(newPasswordSchema, { password: "geheim " })).toEqual({ password: [TRIM] });
    expect(errorsOf(newPasswordSchema, { password: "geheim" })).toEqual({});
  });

  it("activation needs code and username", () => {
    expect(errorsOf(activationParamsSchema, {})).toEqual({ code: [REQUIRED], username: [REQUIRED] });
  });
});

describe("registration (through Conform)", () => {
  const data = {
    salutation: "sir",
    firstname: "Max",
    lastname: "Mustermann",
    phone: "0151 12345678",
    email: "Max@Example.de",
    password: "geheim1",
    terms: "on",
  };

  it("accepts the data step and converts phone and e-mail", () => {
    const result = submit(registrationDataSchema, data);
    expect(result.status).toBe("success");
    expect(result.value).toEqual({
      ...data,
      phone: "+4915112345678",
      email: "max@example.de",
      terms: true,
    });
  });

  it("requires every field and the consent", () => {
    const result = submit(registrationDataSchema, {});
    expect(result.error).toEqual({
      salutation: [REQUIRED],
      firstname: [REQUIRED],
      lastname: [REQUIRED],
      phone: [REQUIRED],
      email: [REQUIRED],
      password: [REQUIRED],
      terms: [TERMS],
    });
  });

  it("applies the own-domain rule to the e-mail", () => {
    expect(submit(registrationDataSchema, { ...data, email: "info@vorsorgeportal.de" }).error).toEqual({
      email: [INVALID_CC],
    });
  });

  it("needs every part of the place", () => {
    expect(submit(registrationPlaceSchema, { "place.city": "Berlin" }).error).toEqual({
      "place.code": [REQUIRED],
    });
    expect(errorsOf(registrationPlaceSchema, { place: { city: "Berlin", code: "11000000" } })).toEqual({});
  });

  it("rejects an unknown funeral type", () => {
    expect(errorsOf(registrationTypeSchema, { funeralType: "space" })).toEqual({
      funeralType: ["Diese Angabe ist nicht gültig. Bitte prüfen Sie Ihre Eingabe."],
    });
  });

  it("checks the whole draft", () => {
    const draft = createRegistrationDraftSchema({ today: () => "2026-05-10" });
    const value = draft.parse({
      ...data,
      terms: true,
      funeralType: "tree",
      funeralPlan: "premium",
      place: { city: "Berlin", code: "11000000" },
      provisionBirth: "24.12.1950",
    });
    expect(value.provisionBirth).toBe("1950-12-24");
    expect(value.funeralPlan).toBe("premium");
  });
});

describe("profile", () => {
  const profile = createProfileSchema({ today: () => "2026-05-10" });
  const base = {
    salutation: "madame",
    firstname: "Anna",
    lastname: "Schmidt",
    email: "anna@example.de",
    provisionBirth: "24.12.1950",
  };

  it("accepts minimal data with optional address and phone empty (through Conform)", () => {
    const result = submit(profile, { ...base, street: "", postalCode: "", city: "", phone: "" });
    expect(result.status).toBe("success");
    expect(result.value).toEqual({
      ...base,
      provisionBirth: "1950-12-24",
      street: undefined,
      postalCode: undefined,
      city: undefined,
      phone: undefined,
    });
  });

  it("checks postal code, phone and the customer-care copy rule", () => {
    expect(
      errorsOf(profile, {
        ...base,
        street: "Hauptstraße 5",
        postalCode: "1011",
        city: "Kiel",
        email: "kundenservice+7@vorsorgeportal.de",
      }),
    ).toEqual({
      postalCode: [POSTAL],
    });
    expect(errorsOf(profile, { ...base, email: "kundenservice@vorsorgeportal.de" })).toEqual({
      email: [INVALID_CC],
    });
    expect(profile.parse({ ...base, phone: "030 1234567" }).phone).toBe("+49301234567");
  });
});

describe("trusted person", () => {
  const person = { firstname: "Eva", lastname: "Meier", email: "eva@example.de", phone: "030 1234567" };

  it("requires names and phone; the e-mail is optional (through Conform, decision 0040)", () => {
    expect(submit(trustedPersonSchema, { postalCode: "" }).error).toEqual({
      firstname: [REQUIRED],
      lastname: [REQUIRED],
      phone: [REQUIRED],
    });
  });

  it("allows 20 characters of postal code, not 21", () => {
    expect(errorsOf(trustedPersonSchema, { ...person, postalCode: "A".repeat(20) })).toEqual({});
    expect(errorsOf(trustedPersonSchema, { ...person, postalCode: "A".repeat(21) })).toEqual({
      postalCode: ["Bitte geben Sie höchstens 20 Zeichen ein."],
    });
  });

  it("rejects own-domain addresses (confidant rule)", () => {
    expect(errorsOf(trustedPersonSchema, { ...person, email: "vorsorge+x@vorsorgeportal.de" })).toEqual({
      email: [INVALID_CONFIDANT],
    });
  });
});

describe("offer", () => {
  it("grave type note: 500 characters ok, 501 not", () => {
    expect(errorsOf(graveTypeNoteSchema, { graveTypeNote: "x".repeat(500) })).toEqual({});
    expect(errorsOf(graveTypeNoteSchema, { graveTypeNote: "x".repeat(501) })).toEqual({
      graveTypeNote: ["Bitte geben Sie höchstens 500 Zeichen ein."],
    });
    expect(graveTypeNoteSchema.parse({ graveTypeNote: "" })).toEqual({ graveTypeNote: undefined });
  });

  it("basic information needs a funeral type", () => {
    expect(submit(basicInformationSchema, {}).error).toEqual({ funeralType: [REQUIRED] });
  });

  it("a sea funeral needs a funeral site", () => {
    expect(errorsOf(createFuneralSiteSchema("sea"), { graveType: "SB" })).toEqual({
      funeralSiteId: [REQUIRED],
    });
    expect(errorsOf(createFuneralSiteSchema("burial"), { graveType: "x" })).toEqual({});
  });
});

describe("finance", () => {
  it("financial provision type is required", () => {
    expect(submit(financialProvisionTypeSchema, {}).error).toEqual({ financialProvisionType: [REQUIRED] });
    expect(errorsOf(insuranceEditSchema, { financialProvisionType: "PAY_BY_FAMILY" })).toEqual({});
  });

  it("estimated funeral-site price: typed as customers write it, stored in whole euros", () => {
    const value = (text: string) => submit(costsSchema, { funeralSiteEstimatedPrice: text }).value;
    expect(value("0")).toEqual({ funeralSiteEstimatedPrice: 0 });
    expect(value("1500")).toEqual({ funeralSiteEstimatedPrice: 150_000 });
    expect(value("1.500")).toEqual({ funeralSiteEstimatedPrice: 150_000 });
    expect(value("1.500 €")).toEqual({ funeralSiteEstimatedPrice: 150_000 });
    expect(value("1500,50")).toEqual({ funeralSiteEstimatedPrice: 150_100 });
    expect(value("5000")).toEqual({ funeralSiteEstimatedPrice: 500_000 });
    expect(errorsOf(costsSchema, {})).toEqual({});
    for (const text of ["12,505", "zwölf", "-5", "1.5000"]) {
      expect(errorsOf(costsSchema, { funeralSiteEstimatedPrice: text }), text).toEqual({
        funeralSiteEstimatedPrice: [EURO_AMOUNT],
      });
    }
    expect(errorsOf(costsSchema, { funeralSiteEstimatedPrice: "10.000.000" })).toEqual({
      funeralSiteEstimatedPrice: ["Bitte geben Sie einen Betrag bis 9.999.999 € ein."],
    });
  });

  it("insurance contact step requires every field", () => {
    const errors = errorsOf(insuranceContactSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      ["city", "email", "firstname", "lastname", "phone", "postalCode", "salutation", "street"].sort(),
    );
    expect(Object.values(errors).every((messages) => messages[0] === REQUIRED)).toBe(true);
  });
});

describe("wishes", () => {
  it("keeps text and the survivors checkbox (through Conform)", () => {
    const result = submit(musicWishSchema, { music: "Ave Maria", leaveToSurvivors: "on" });
    expect(result.value).toEqual({
      music: "Ave Maria",
      leaveToSurvivors: true,
    });
    const empty = submit(musicWishSchema, { music: "" });
    expect(empty.value).toEqual({ music: undefined, leaveToSurvivors: false });
  });

  it("limits a wish to 500 characters", () => {
    expect(errorsOf(musicWishSchema, { music: "x".repeat(501) })).toEqual({
      music: ["Bitte geben Sie höchstens 500 Zeichen ein."],
    });
  });
});
