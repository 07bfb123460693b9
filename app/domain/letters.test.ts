import { describe, expect, it } from "vitest";
import {
  isEmptyStepForm,
  LETTER_PRICE,
  LETTER_STYLE_FIELDS,
  letterProgress,
  letterStatus,
  lettersWizard,
  stepAfter,
  stepAt,
} from "./letters";

const empty = { content: null, recipient: null, shippingDate: null };
const content = { text: "Liebe Anna", styles: { color: "black", fontSize: 24, fontFamily: "caveat" } };
const recipient = { salutation: "madame", firstname: "Anna" };
const shippingDate = { generic: "AFTER_FUNERAL", exact: null };

describe("letter status and progress", () => {
  it("counts one third per filled part", () => {
    expect(letterProgress(empty)).toBe(0);
    expect(letterProgress({ ...empty, content })).toBe(1);
    expect(letterProgress({ ...empty, recipient, shippingDate })).toBe(2);
    expect(letterProgress({ content, recipient, shippingDate })).toBe(3);
  });

  it("is in progress until content, recipient and shipping date are all set", () => {
    expect(letterStatus(empty)).toBe("inProgress");
    expect(letterStatus({ content, recipient, shippingDate: null })).toBe("inProgress");
    expect(letterStatus({ content: null, recipient, shippingDate })).toBe("inProgress");
    expect(letterStatus({ content, recipient, shippingDate })).toBe("completed");
  });

  it("prices a letter at 1,50 EUR", () => {
    expect(LETTER_PRICE).toBe(150);
  });
});

describe("creation stepper", () => {
  it("has the four steps in order, all on one URL", () => {
    expect(lettersWizard.ids).toEqual(["content", "recipient", "shippingDate", "confirmation"]);
    expect(new Set(lettersWizard.steps.map((step) => step.path))).toEqual(
      new Set(["/overview/letters/create"]),
    );
  });

  it("maps the stored step number into the range", () => {
    expect(stepAt(1)).toBe("content");
    expect(stepAt(3)).toBe("shippingDate");
    expect(stepAt(4)).toBe("confirmation");
    expect(stepAt(0)).toBe("content");
    expect(stepAt(-5)).toBe("content");
    expect(stepAt(99)).toBe("confirmation");
    expect(stepAt(Number.NaN)).toBe("content");
    expect(stepAt(2.5)).toBe("content");
  });

  it("never goes back below step 1 nor next past the last step", () => {
    expect(stepAfter("content", "back")).toBe(1);
    expect(stepAfter("content", "next")).toBe(2);
    expect(stepAfter("recipient", "back")).toBe(1);
    expect(stepAfter("shippingDate", "next")).toBe(4);
    expect(stepAfter("confirmation", "next")).toBe(4);
    expect(stepAfter("confirmation", "back")).toBe(3);
  });

  it("lets every step be entered without the earlier ones (each may be skipped)", () => {
    for (const id of lettersWizard.ids) expect(lettersWizard.canEnter(id, {})).toBe(true);
  });
});

describe("empty step forms (the footer reads Überspringen)", () => {
  it("is empty when every field is blank", () => {
    expect(isEmptyStepForm({})).toBe(true);
    expect(isEmptyStepForm({ firstname: " ", city: "" })).toBe(true);
    expect(isEmptyStepForm({ firstname: "Anna", city: "" })).toBe(false);
  });

  it("ignores the editor's style choices, which always carry a value", () => {
    const styles = { "styles.color": "blue", "styles.fontSize": "32", "styles.fontFamily": "caveat" };
    expect(isEmptyStepForm({ text: "", ...styles }, LETTER_STYLE_FIELDS)).toBe(true);
    expect(isEmptyStepForm({ text: "Hallo", ...styles }, LETTER_STYLE_FIELDS)).toBe(false);
    expect(isEmptyStepForm({ text: "", ...styles })).toBe(false);
  });

  it("counts a chosen radio as filled", () => {
    expect(isEmptyStepForm({ generic: "AFTER_FUNERAL" })).toBe(false);
  });
});
