import { describe, expect, it } from "vitest";
import { t, type MessageKey } from "~/i18n";
import { errors } from "./errors";
import { validation } from "./validation";

const values = { min: 6, max: 500, domain: "vorsorgeportal.de", minAge: 18, example: "2027" };

describe("validation and error catalogues", () => {
  it.each(Object.keys({ ...validation, ...errors }) as MessageKey[])("%s formats to German text", (key) => {
    const text = t(key, values);
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/[{}]/);
  });

  it("has the spec's exact texts", () => {
    expect(t("validation.required")).toBe("Dieses Feld muss ausgefüllt werden.");
    expect(t("validation.funeralSiteEstimatedPrice")).toBe("Bitte Beträge ohne Cent oder Buchstaben");
  });

  it("formats numbers the German way", () => {
    expect(t("validation.max", { max: 5000 })).toBe("Bitte geben Sie höchstens 5.000 Zeichen ein.");
    expect(t("validation.length", { min: 6 })).toBe("Bitte geben Sie mindestens 6 Zeichen ein.");
  });
});
