import { describe, expect, it } from "vitest";
import {
  addressLines,
  isCustomersName,
  sameAddress,
  splitStreet,
  storedAddress,
  withStoredAddress,
} from "./address";

describe("the customer's one address", () => {
  it("is stored only when whole", () => {
    expect(storedAddress({ street: "Hauptstraße 5", postalCode: "24103", city: "Kiel" })).toEqual({
      street: "Hauptstraße 5",
      postalCode: "24103",
      city: "Kiel",
    });
    expect(storedAddress({ street: null, postalCode: "24103", city: "Kiel" })).toBeNull();
    expect(storedAddress({ street: " ", postalCode: "24103", city: "Kiel" })).toBeNull();
  });

  it("wins over a form's earlier values, but only a whole one", () => {
    const draft = { firstname: "Erika", street: "Alter Weg 1", postalCode: "10115", city: "Berlin" };
    expect(withStoredAddress(draft, { street: "Hauptstraße 5", postalCode: "24103", city: "Kiel" })).toEqual({
      firstname: "Erika",
      street: "Hauptstraße 5",
      postalCode: "24103",
      city: "Kiel",
    });
    expect(withStoredAddress(draft, { street: null, postalCode: null, city: "Kiel" })).toEqual(draft);
  });

  it("compares part by part and prints as two lines", () => {
    const home = { street: "Hauptstraße 5", postalCode: "24103", city: "Kiel" };
    expect(sameAddress(home, { ...home })).toBe(true);
    expect(sameAddress(home, { ...home, city: "Kiel-Wik" })).toBe(false);
    expect(addressLines(home)).toEqual(["Hauptstraße 5", "24103 Kiel"]);
  });
});

describe("splitStreet (the insurer's street and house number)", () => {
  it.each([
    ["Hauptstraße 5", "Hauptstraße", "5"],
    ["Holstenstraße 12a", "Holstenstraße", "12a"],
    ["Hauptstr. 5 a", "Hauptstr.", "5 a"],
    ["Am Weiher 5-7", "Am Weiher", "5-7"],
    ["Zimmerstraße 12 / 14", "Zimmerstraße", "12 / 14"],
    ["Straße des 17. Juni 135", "Straße des 17. Juni", "135"],
    ["Hauptstr.5", "Hauptstr.", "5"],
    ["  Lindenweg   7 ", "Lindenweg", "7"],
  ])("%s → %s | %s", (line, street, houseNumber) => {
    expect(splitStreet(line)).toEqual({ street, houseNumber });
  });

  it("keeps a line that ends in no house number whole", () => {
    expect(splitStreet("Hauptstraße 5, Hinterhaus")).toEqual({
      street: "Hauptstraße 5, Hinterhaus",
      houseNumber: "",
    });
  });
});

describe("whose address a form holds", () => {
  const customer = { firstname: "Erika", lastname: "Mustermann" };

  it("is the customer's when the form names the customer, however it is spaced or cased", () => {
    expect(isCustomersName(customer, { firstname: " erika ", lastname: "MUSTERMANN" })).toBe(true);
  });

  it("is someone else's when the form names another person", () => {
    expect(isCustomersName(customer, { firstname: "Sabine", lastname: "Mustermann" })).toBe(false);
    expect(isCustomersName(customer, { firstname: "Erika", lastname: "Schulz" })).toBe(false);
  });

  it("counts as the customer's while no name is stored", () => {
    expect(isCustomersName({ firstname: null, lastname: null }, { firstname: "Sabine", lastname: "X" })).toBe(
      true,
    );
  });
});
