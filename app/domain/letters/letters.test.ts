import { describe, expect, it } from "vitest";
import { isEmptyStepForm } from "../wizard";
import {
  LETTER_PRICE,
  lettersCharge,
  LETTER_STYLE_FIELDS,
  letterPageCount,
  letterPageOf,
  letterPageSlice,
  letterPagination,
  letterProgress,
  letterStatus,
  lettersWizard,
  stepAfter,
  parseLetterPage,
  stepAt,
} from "./index";

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

  it("counts presence flags as the list's query returns them", () => {
    expect(letterProgress({ content: true, recipient: false, shippingDate: true })).toBe(2);
    expect(letterStatus({ content: true, recipient: true, shippingDate: true })).toBe("completed");
    expect(letterStatus({ content: true, recipient: false, shippingDate: true })).toBe("inProgress");
  });

  it("prices a letter at 1,50 EUR", () => {
    expect(LETTER_PRICE).toBe(150);
  });

  it("charges count × 1,50 EUR for the letters posted, nothing for none", () => {
    expect(lettersCharge(0)).toBe(0);
    expect(lettersCharge(1)).toBe(150);
    expect(lettersCharge(3)).toBe(450);
    expect(lettersCharge(200)).toBe(30_000);
    expect(() => lettersCharge(-1)).toThrow(RangeError);
    expect(() => lettersCharge(1.5)).toThrow(RangeError);
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
    expect(isEmptyStepForm(Object.entries({}))).toBe(true);
    expect(isEmptyStepForm(Object.entries({ firstname: " ", city: "" }))).toBe(true);
    expect(isEmptyStepForm(Object.entries({ firstname: "Anna", city: "" }))).toBe(false);
  });

  it("ignores the editor's style choices, which always carry a value", () => {
    const styles = { "styles.color": "blue", "styles.fontSize": "32", "styles.fontFamily": "caveat" };
    expect(isEmptyStepForm(Object.entries({ text: "", ...styles }), LETTER_STYLE_FIELDS)).toBe(true);
    expect(isEmptyStepForm(Object.entries({ text: "Hallo", ...styles }), LETTER_STYLE_FIELDS)).toBe(false);
    expect(isEmptyStepForm(Object.entries({ text: "", ...styles }))).toBe(false);
  });

  it("counts a chosen radio as filled", () => {
    expect(isEmptyStepForm(Object.entries({ generic: "AFTER_FUNERAL" }))).toBe(false);
  });
});

describe("paging of the list", () => {
  it("puts the new-letter tile and 11 letters on page 1, then 12 letters a page", () => {
    expect([0, 1, 11, 12, 23, 24, 50].map(letterPageCount)).toEqual([1, 1, 1, 2, 2, 3, 5]);
    expect(letterPageSlice(1)).toEqual({ offset: 0, limit: 11 });
    expect(letterPageSlice(2)).toEqual({ offset: 11, limit: 12 });
    expect(letterPageSlice(5)).toEqual({ offset: 47, limit: 12 });
  });

  it("finds the page of a letter by its place in the order", () => {
    expect([0, 10, 11, 22, 23, 49].map(letterPageOf)).toEqual([1, 1, 2, 2, 3, 5]);
    // Every letter is on the page whose slice holds it.
    for (let index = 0; index < 60; index += 1) {
      const { offset, limit } = letterPageSlice(letterPageOf(index));
      expect(index).toBeGreaterThanOrEqual(offset);
      expect(index).toBeLessThan(offset + limit);
    }
  });

  it("reads ?seite: missing is page 1, a plain positive number that page, anything else no page", () => {
    expect(parseLetterPage(null)).toBe(1);
    expect(parseLetterPage("1")).toBe(1);
    expect(parseLetterPage("5")).toBe(5);
    expect(parseLetterPage("999999")).toBe(999999);
    for (const bad of [
      "",
      "0",
      "-1",
      "02",
      "2.0",
      "+2",
      " 2",
      "2 ",
      "1e3",
      "zwei",
      "0x2",
      "1000000",
      "NaN",
    ]) {
      expect(parseLetterPage(bad), bad).toBeNull();
    }
  });

  it("has no page 0, none past the last, and always a page 1", () => {
    expect(letterPagination(50, 0)).toBeNull();
    expect(letterPagination(50, 6)).toBeNull();
    expect(letterPagination(50, 2.5)).toBeNull();
    expect(letterPagination(0, 1)).toMatchObject({ page: 1, pages: 1, previous: null, next: null });
    expect(letterPagination(0, 2)).toBeNull();
  });

  it("links the previous and next page and the pages around the current one", () => {
    expect(letterPagination(50, 1)).toEqual({
      page: 1,
      pages: 5,
      previous: null,
      next: 2,
      links: [1, 2, "gap", 5],
    });
    expect(letterPagination(50, 3)).toEqual({
      page: 3,
      pages: 5,
      previous: 2,
      next: 4,
      links: [1, 2, 3, 4, 5],
    });
    expect(letterPagination(50, 5)).toEqual({
      page: 5,
      pages: 5,
      previous: 4,
      next: null,
      links: [1, "gap", 4, 5],
    });
    expect(letterPagination(200, 9)?.links).toEqual([1, "gap", 8, 9, 10, "gap", 17]);
    expect(letterPagination(20, 2)?.links).toEqual([1, 2]);
  });
});
