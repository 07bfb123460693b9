/**
 * Farewell letters (spec 000 §2 letters, §3 Letter, §4 letter status): the tile status and progress, the
 * four-step creation stepper and the "skip when empty" rule. Pure, no I/O; see docs/decisions/0023-letters.md.
 */
import { LETTER_PRICE_CENTS } from "./constants";
import type { Cents } from "./money";
import { defineWizard } from "./wizard";

/** The parts of a letter the status looks at (a stored row fits). */
export interface LetterParts {
  content: unknown;
  recipient: unknown;
  shippingDate: unknown;
}

export type LetterStatus = "inProgress" | "completed";

/** The three parts that make a letter complete, in the order the stepper asks for them. */
export const LETTER_PARTS = ["content", "recipient", "shippingDate"] as const;
export type LetterPart = (typeof LETTER_PARTS)[number];

/** How many of the three parts are set (the progress bar gains one third per part). */
export function letterProgress(letter: LetterParts): number {
  return LETTER_PARTS.filter((part) => letter[part] != null).length;
}

/** inProgress until content, recipient and shipping date are all set, then completed (spec 000 §4). */
export function letterStatus(letter: LetterParts): LetterStatus {
  return letterProgress(letter) === LETTER_PARTS.length ? "completed" : "inProgress";
}

/** Price per letter (spec 000 §9: 1,50 EUR). */
export const LETTER_PRICE: Cents = LETTER_PRICE_CENTS as Cents;

/** The session's draft of the letters wizard holds only which letter the customer works on. */
export interface LettersDraft {
  letterId?: string;
}

export const LETTERS_CREATE_PATH = "/overview/letters/create";

/**
 * The creation stepper on the one step machine (decision 0009). Every step may be skipped ("Überspringen"),
 * so no step needs another; the answers live in the letter row, the step number in `letters.create_step`,
 * and all steps share the one URL `/overview/letters/create` (the stored step decides which one shows).
 */
export const lettersWizard = defineWizard({
  name: "letters",
  steps: [
    { id: "content", path: LETTERS_CREATE_PATH, optional: true },
    { id: "recipient", path: LETTERS_CREATE_PATH, optional: true },
    { id: "shippingDate", path: LETTERS_CREATE_PATH, optional: true },
    { id: "confirmation", path: LETTERS_CREATE_PATH, optional: true },
  ],
});
export type LetterStepId = (typeof lettersWizard.ids)[number];

/** The step shown for a stored step number; anything outside 1…4 is clamped into the range. */
export function stepAt(stored: number): LetterStepId {
  const index = Number.isInteger(stored) ? Math.min(Math.max(stored, 1), lettersWizard.total) - 1 : 0;
  return lettersWizard.ids[index]!;
}

/** The stored step number after moving from `step`: back never below 1, next never past the last step. */
export function stepAfter(step: LetterStepId, direction: "next" | "back"): number {
  return lettersWizard.stepNumber(
    direction === "next" ? lettersWizard.next(step) : lettersWizard.previous(step),
  );
}

/**
 * Whether a posted step form is empty: no field carries anything but the style choices of the editor
 * (which always have a value). The footer button then reads "Überspringen", and the server treats an
 * empty "next" as a skip: nothing is stored, nothing is validated.
 */
export function isEmptyStepForm(values: Record<string, unknown>, ignore: readonly string[] = []): boolean {
  return Object.entries(values).every(
    ([key, value]) => ignore.includes(key) || typeof value !== "string" || value.trim() === "",
  );
}

/** Fields of the editor form that are style choices, not content (they never make a form "filled"). */
export const LETTER_STYLE_FIELDS = ["styles.color", "styles.fontSize", "styles.fontFamily"] as const;
