/**
 * Farewell letters: the tile status and progress, the
 * four-step creation stepper and the "skip when empty" rule. Pure, no I/O; see docs/decisions/0023-letters.md.
 */
import { LETTER_PRICE_CENTS, LETTERS_CREATE_PATH, LETTERS_LIST_PATH } from "./constants";
import { cents, multiplyCents, type Cents } from "../money";
import { defineWizard } from "../wizard";

/**
 * The parts of a letter the status looks at. A stored row fits, and so does a row of presence flags
 * (`true`/`false`, as the list's query returns them: it never reads the text itself). A part counts as
 * set when it is neither null nor `false`.
 */
export interface LetterParts {
  content: unknown;
  recipient: unknown;
  shippingDate: unknown;
}

/** Whom a letter goes to, as it is stored and shown. */
export interface LetterRecipient {
  salutation: string;
  firstname: string;
  lastname: string;
  street: string;
  postalcode: string;
  city: string;
  email?: string | null;
}

export type LetterStatus = "inProgress" | "completed";

/** The three parts that make a letter complete, in the order the stepper asks for them. */
export const LETTER_PARTS = ["content", "recipient", "shippingDate"] as const;
export type LetterPart = (typeof LETTER_PARTS)[number];

/** How many of the three parts are set (the progress bar gains one third per part). */
export function letterProgress(letter: LetterParts): number {
  return LETTER_PARTS.filter((part) => letter[part] != null && letter[part] !== false).length;
}

/** inProgress until content, recipient and shipping date are all set, then completed. */
export function letterStatus(letter: LetterParts): LetterStatus {
  return letterProgress(letter) === LETTER_PARTS.length ? "completed" : "inProgress";
}

/**
 * Paging of the list (decision 0023): 12 tiles a page. The first page holds the new-letter tile and the
 * first 11 letters, every further page 12 letters; letters stay in the order they were created.
 */
export const LETTERS_PAGE_SIZE = 12;
const FIRST_PAGE_LETTERS = LETTERS_PAGE_SIZE - 1;

/** Number of list pages for `total` letters (at least 1). */
export function letterPageCount(total: number): number {
  if (total <= FIRST_PAGE_LETTERS) return 1;
  return 1 + Math.ceil((total - FIRST_PAGE_LETTERS) / LETTERS_PAGE_SIZE);
}

/** Which letters page `page` shows: skip `offset` letters (oldest first), then show up to `limit`. */
export function letterPageSlice(page: number): { offset: number; limit: number } {
  if (page <= 1) return { offset: 0, limit: FIRST_PAGE_LETTERS };
  return { offset: FIRST_PAGE_LETTERS + (page - 2) * LETTERS_PAGE_SIZE, limit: LETTERS_PAGE_SIZE };
}

/** The page that shows the letter at `index` (0 = the oldest). */
export function letterPageOf(index: number): number {
  if (index < FIRST_PAGE_LETTERS) return 1;
  return 2 + Math.floor((index - FIRST_PAGE_LETTERS) / LETTERS_PAGE_SIZE);
}

/**
 * The page the query parameter `seite` asks for: missing → 1; a positive whole number written plainly
 * ("2"; not "02", "2.0", "+2", "0", "zwei" or more than six digits) → that number; anything else → null
 * (the page answers 404).
 * Whether the number lies within the pages is `letterPagination`'s question.
 */
export function parseLetterPage(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
}

/** One entry of the page links: a page number, or a gap ("…") between numbers that are not neighbours. */
export type PageLink = number | "gap";

export interface LetterPagination {
  page: number;
  pages: number;
  previous: number | null;
  next: number | null;
  /** The first and last page, and the pages next to the current one; gaps where pages are left out. */
  links: PageLink[];
}

/** The pagination of page `page` of `total` letters, or null when there is no such page (→ 404). */
export function letterPagination(total: number, page: number): LetterPagination | null {
  const pages = letterPageCount(total);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const n of shown) {
    const last = links.at(-1);
    if (typeof last === "number" && n - last === 2) links.push(n - 1);
    else if (typeof last === "number" && n - last > 2) links.push("gap");
    links.push(n);
  }
  return {
    page,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < pages ? page + 1 : null,
    links,
  };
}

/** Price per letter. */
export const LETTER_PRICE: Cents = LETTER_PRICE_CENTS as Cents;

/**
 * What the letters of one provision cost (decision 0080): each letter's price becomes due when it is posted after
 * the customer's death and is invoiced with the funeral's other costs; nothing is charged before. `count` letters
 * cost count × LETTER_PRICE; a count that is no whole number of letters (negative, a fraction) is a RangeError.
 */
export function lettersCharge(count: number): Cents {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a number of letters: ${count}`);
  return cents(multiplyCents(LETTER_PRICE, count, 1));
}

export { LETTERS_CREATE_PATH, LETTERS_LIST_PATH } from "./constants";

/** The list's page `page` (`?seite=N`, read back by `parseLetterPage`). */
export const letterPageHref = (page: number) => `${LETTERS_LIST_PATH}?seite=${page}`;

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

/** Fields of the editor form that are style choices, not content (they never make a form "filled"). */
export const LETTER_STYLE_FIELDS = ["styles.color", "styles.fontSize", "styles.fontFamily"] as const;
