import { describe, expect, it } from "vitest";
import { postalAddressSchema } from "./address";
import { createProfileSchema } from "./profile";
import { insuranceContactSchema } from "./finance";
import { pricingAddressSchema } from "./pricing";
import { errorsOf, submit } from "./test-utils";

const REQUIRED = "Dieses Feld muss ausgefüllt werden.";
const STREET = "Bitte geben Sie Straße und Hausnummer an, zum Beispiel Hauptstraße 5.";
const POSTAL = "Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.";
const HOME = { street: "Hauptstraße 5", postalCode: "24103", city: "Kiel" };

describe("the one address rule (decision 0108)", () => {
  it("asks for street with house number, a five-digit postal code and a place", () => {
    expect(submit(postalAddressSchema, HOME)).toEqual({ status: "success", value: HOME, error: undefined });
    expect(errorsOf(postalAddressSchema, {})).toEqual({
      street: [REQUIRED],
      postalCode: [REQUIRED],
      city: [REQUIRED],
    });
    expect(
      errorsOf(postalAddressSchema, { street: "Hauptstraße", postalCode: "2410", city: "Kiel 3" }),
    ).toEqual({
      street: [STREET],
      postalCode: [POSTAL],
      city: [expect.stringContaining("gültigen Ort")],
    });
  });

  it("is the same rule in the tariff application, the billing address and the profile", () => {
    const bad = { street: "Hauptstraße", postalCode: "2410", city: "Kiel" };
    const person = { salutation: "madame", firstname: "Anna", lastname: "Schmidt" };
    const contact = { ...person, email: "anna@example.de", phone: "0431 1234567", ...bad };
    const profile = { ...person, email: "anna@example.de", provisionBirth: "24.12.1950", ...bad };
    const expected = { street: [STREET], postalCode: [POSTAL] };
    expect(errorsOf(insuranceContactSchema, contact)).toEqual(expected);
    expect(errorsOf(pricingAddressSchema, { ...person, ...bad })).toEqual(expected);
    expect(errorsOf(createProfileSchema({ today: () => "2026-05-10" }), profile)).toEqual(expected);
  });

  it("on the profile: none at all, or a whole one", () => {
    const profile = createProfileSchema({ today: () => "2026-05-10" });
    const base = {
      salutation: "madame",
      firstname: "Anna",
      lastname: "Schmidt",
      email: "anna@example.de",
      provisionBirth: "24.12.1950",
    };
    expect(submit(profile, { ...base, street: "", postalCode: "", city: "" }).status).toBe("success");
    expect(submit(profile, { ...base, ...HOME }).status).toBe("success");
    expect(submit(profile, { ...base, street: "", postalCode: "", city: "Kiel" }).error).toEqual({
      street: [REQUIRED],
      postalCode: [REQUIRED],
    });
  });
});
