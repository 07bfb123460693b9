import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineWizard, isEmptyStepForm, type WizardDraft } from "./wizard";

/** The pricing wizard's shape (plans → address → payment → summary), with a context-dependent schema. */
const pricing = defineWizard({
  name: "pricing",
  steps: [
    { id: "plans", path: "/p/plans", schema: z.object({ plan: z.enum(["basic", "premium"]) }) },
    { id: "address", path: "/p/address", schema: z.object({ street: z.string().min(1) }) },
    {
      id: "payment",
      path: "/p/payment",
      schema: (ctx: { methods: readonly string[] }) => z.object({ method: z.enum(ctx.methods) }),
    },
    { id: "summary", path: "/p/summary" },
  ],
});
const ctx = { methods: ["sepa", "paypal"] };
const complete: WizardDraft = {
  plans: { plan: "basic" },
  address: { street: "Holstenstraße 1" },
  payment: { method: "sepa" },
};

describe("defineWizard: entering steps", () => {
  it("lets an empty draft enter the first step only, and names the first missing step", () => {
    expect(pricing.canEnter("plans", {}, ctx)).toBe(true);
    expect(pricing.firstMissingStep({}, "plans", ctx)).toBeNull();
    expect(pricing.firstMissingStep({}, "summary", ctx)).toBe("plans");
    expect(pricing.firstMissingStep({ plans: complete.plans }, "summary", ctx)).toBe("address");
    expect(pricing.firstMissingStep({ ...complete, address: undefined }, "summary", ctx)).toBe("address");
    expect(pricing.canEnter("summary", complete, ctx)).toBe(true);
    expect(pricing.canEnter("address", { plans: complete.plans }, ctx)).toBe(true);
    expect(pricing.canEnter("payment", { plans: complete.plans }, ctx)).toBe(false);
  });

  it("treats a tampered or outdated answer as missing, even when later answers are present", () => {
    const tampered = { ...complete, plans: { plan: "gold" } };
    expect(pricing.firstMissingStep(tampered, "summary", ctx)).toBe("plans");
    expect(pricing.answer("plans", tampered)).toBeUndefined();
    for (const value of [null, "basic", ["basic"], { plan: 1 }, { plan: "BASIC" }, {}]) {
      expect(pricing.isDone("plans", { plans: value })).toBe(false);
    }
    expect(pricing.isDone("plans", { plans: { plan: "basic" } })).toBe(true);
    // Checked against the context of this request: a payment method no longer offered is missing.
    expect(pricing.firstMissingStep(complete, "summary", { methods: ["paypal"] })).toBe("payment");
  });

  it("gives the validated answer (the schema's output, unknown keys dropped)", () => {
    expect(pricing.answer("address", { address: { street: "A 1", injected: true } })).toEqual({
      street: "A 1",
    });
    expect(pricing.answer("payment", complete, ctx)).toEqual({ method: "sepa" });
  });

  it("sends a visitor who is too early to the first missing step, or to the start when so defined", () => {
    expect(pricing.redirectTarget({ plans: complete.plans }, "summary", ctx)).toBe("address");
    expect(pricing.redirectTarget(complete, "summary", ctx)).toBe("summary");
    const restart = defineWizard({ ...pricingOptions(), missingStepRedirect: "start" });
    expect(restart.redirectTarget({ plans: complete.plans }, "summary", ctx)).toBe("plans");
  });
});

function pricingOptions() {
  return { name: "pricing", steps: pricing.steps };
}

describe("defineWizard: needs, optional steps and isDone", () => {
  /** The letters wizard: answers live in the letter record, the draft holds only the letter id. */
  interface LetterCtx {
    letter?: { content?: string; recipient?: string; shippingDate?: string };
  }
  const letters = defineWizard({
    name: "letters",
    steps: [
      { id: "intro", path: "/l/intro", optional: true },
      { id: "content", path: "/l/content", isDone: (_draft, c: LetterCtx) => Boolean(c.letter?.content) },
      { id: "recipient", path: "/l/recipient", isDone: (_d, c: LetterCtx) => Boolean(c.letter?.recipient) },
      {
        id: "shippingDate",
        path: "/l/date",
        needs: ["content"],
        isDone: (_d, c: LetterCtx) => Boolean(c.letter?.shippingDate),
      },
      { id: "confirmation", path: "/l/done" },
    ],
  });

  it("does not need an optional step, and a step without schema or isDone is never done", () => {
    expect(letters.canEnter("content", {}, {})).toBe(true);
    expect(letters.isDone("intro", { intro: {} }, {})).toBe(false);
    expect(letters.firstMissingStep({}, "confirmation", { letter: { content: "x" } })).toBe("recipient");
  });

  it("computes done-ness from the context and honours declared needs", () => {
    const letter = { content: "Liebe Anna", recipient: "Anna" };
    expect(letters.canEnter("shippingDate", {}, { letter: { content: "x" } })).toBe(true);
    expect(letters.firstMissingStep({}, "confirmation", { letter })).toBe("shippingDate");
    expect(letters.canEnter("confirmation", {}, { letter: { ...letter, shippingDate: "2027-01-01" } })).toBe(
      true,
    );
  });

  it("refuses a broken definition", () => {
    expect(() => defineWizard({ name: "x", steps: [] })).toThrow(/no steps/);
    expect(() =>
      defineWizard({
        name: "x",
        steps: [
          { id: "a", path: "/a" },
          { id: "a", path: "/b" },
        ],
      }),
    ).toThrow(/duplicate/);
    expect(() =>
      defineWizard({
        name: "x",
        steps: [
          { id: "a", path: "/a", needs: ["b"] },
          { id: "b", path: "/b" },
        ],
      }),
    ).toThrow(/later step/);
  });
});

describe("defineWizard: moving", () => {
  it("keeps next and previous within the range", () => {
    expect(pricing.previous("plans")).toBe("plans");
    expect(pricing.previous("address")).toBe("plans");
    expect(pricing.next("payment")).toBe("summary");
    expect(pricing.next("summary")).toBe("summary");
    expect(pricing.isFirst("plans") && pricing.isLast("summary")).toBe(true);
    expect(pricing.isFirst("address") || pricing.isLast("payment")).toBe(false);
  });

  it("goes next to the first missing step when the following one is still blocked", () => {
    const draft = { plans: complete.plans, payment: complete.payment };
    expect(pricing.next("payment", draft, ctx)).toBe("address");
    expect(pricing.next("plans", draft, ctx)).toBe("address");
    expect(pricing.next("address", complete, ctx)).toBe("payment");
  });

  it("numbers the steps for the stepper and knows their paths", () => {
    expect(pricing.stepNumber("plans")).toBe(1);
    expect(pricing.stepNumber("summary")).toBe(4);
    expect(pricing.total).toBe(4);
    expect(pricing.path("payment")).toBe("/p/payment");
    expect(pricing.isStep("payment")).toBe(true);
    expect(pricing.isStep("__proto__")).toBe(false);
    expect(pricing.isStep(3)).toBe(false);
  });
});

describe("isEmptyStepForm (Überspringen only on an empty step)", () => {
  it("does not count the button, the version or the step as input", () => {
    expect(
      isEmptyStepForm([
        ["intent", "next"],
        ["version", "3"],
        ["step", "music"],
        ["text", "  "],
      ]),
    ).toBe(true);
  });

  it("counts any typed text or ticked box as input", () => {
    expect(
      isEmptyStepForm([
        ["intent", "skip"],
        ["text", "Ave Maria"],
      ]),
    ).toBe(false);
    expect(
      isEmptyStepForm([
        ["text", ""],
        ["leftToSurvivors", "on"],
      ]),
    ).toBe(false);
  });
});
