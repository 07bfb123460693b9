import { describe, expect, it } from "vitest";
import { nameWithSalutation, salutationWord } from "./salutation";

describe("salutationWord", () => {
  it("declines Herr to Herrn outside the nominative", () => {
    expect(salutationWord("sir", "nominative")).toBe("Herr");
    expect(salutationWord("sir", "accusative")).toBe("Herrn");
    expect(salutationWord("sir", "dative")).toBe("Herrn");
    expect(salutationWord("sir", "genitive")).toBe("Herrn");
  });
  it("keeps Frau in every case", () => {
    for (const c of ["nominative", "accusative", "dative", "genitive"] as const) {
      expect(salutationWord("madame", c)).toBe("Frau");
    }
  });
  it("gives nothing for an empty or unknown salutation", () => {
    expect(salutationWord(null, "accusative")).toBe("");
    expect(salutationWord("", "accusative")).toBe("");
    expect(salutationWord("doctor", "nominative")).toBe("");
  });
});

describe("nameWithSalutation", () => {
  it("writes a letter's addressee after 'an' in the accusative", () => {
    expect(
      nameWithSalutation({ salutation: "sir", firstname: "Hans", lastname: "Meier" }, "accusative"),
    ).toBe("Herrn Hans Meier");
    expect(
      nameWithSalutation({ salutation: "madame", firstname: "Anna", lastname: "Schmidt" }, "dative"),
    ).toBe("Frau Anna Schmidt");
  });
  it("leaves out missing parts without double spaces", () => {
    expect(nameWithSalutation({ salutation: "", firstname: " Hans ", lastname: "Meier" }, "accusative")).toBe(
      "Hans Meier",
    );
    expect(nameWithSalutation({ salutation: "sir", firstname: null, lastname: "Meier" }, "nominative")).toBe(
      "Herr Meier",
    );
  });
});
