/**
 * Customer care's customer lists and search (decision 0057): the list names, the query
 * parameters of a list page (`?list=…&sort=…&dir=…&page=…`), what a search text means and where a customer
 * stands. Pure: the service turns these into SQL; the route turns a refusal into a German 400 page.
 */
import type { ListOrder } from "~/domain/backoffice/lists";
import { calendarDateInGermany, type IsoDate } from "~/domain/dates";
import { planState, type PlanStateInput } from "~/domain/features";
import { firstDebitDate, paidThrough } from "~/domain/billing/trial";
import { foldName } from "./name-fold";

/** The lists of the daily work, in the order of the section's start page. */
export const CUSTOMER_LISTS = [
  "unconfirmed",
  "trial-ending",
  "unpaid",
  "offer-outdated",
  "sepa-due",
  "documents-requested",
  "partner-requests",
] as const;
export type CustomerListId = (typeof CUSTOMER_LISTS)[number];

/** Columns a list or a search result can be sorted by; "since" is the list's own date (see the decision). */
export const SORT_COLUMNS = ["name", "email", "number", "postalCode", "since"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const PAGE_SIZE = 50;
/** A search text longer than this is refused (no name, address or number is that long). */
export const MAX_QUERY_LENGTH = 100;
/** Pages beyond this are refused: nobody pages through 500,000 rows; the export is for that. */
export const MAX_PAGE = 10_000;

/**
 * The section's list of lists counts each list up to this many rows and shows more as "mehr als 1.000 Einträge"
 * (decision 0066): a count of every row of a long list on every page grew with the customers.
 */
export const LIST_COUNT_CAP = 1_000;
/** Days after sign-up an unconfirmed account appears in "unconfirmed"; days ahead for "trial ending". */
export const UNCONFIRMED_AFTER_DAYS = 7;
export const TRIAL_ENDING_WITHIN_DAYS = 7;

export interface ListParams extends ListOrder<SortColumn> {
  page: number;
}

/** What a refusal of the parameters names: the message key of the catalogue `backoffice-customers`. */
export type ParamsProblem = "list" | "sort" | "dir" | "page" | "query";

/**
 * A word of a name search with at least this many characters is found inside a first or last name
 * (`ILIKE '%word%'`, a trigram index); a shorter word ("Li", "Ng", "Oz") must be a whole first or last name, found
 * through a btree index: a trigram index cannot serve it, and a part of two letters would match most customers
 * (decision 0066).
 */
const NAME_PART_MIN_LENGTH = 3;

/**
 * A word of a name search, whether it must be a whole first or last name (see NAME_PART_MIN_LENGTH), and, for a
 * word found inside a name, its spelling fold (`foldName`: "Mueller" and "Muller" find "Müller", decision 0096) when
 * the fold still has NAME_PART_MIN_LENGTH characters (a trigram index cannot serve a shorter one), else null.
 */
export interface NameWord {
  word: string;
  whole: boolean;
  folded: string | null;
}

/** The words of a name search (at most five), each with how it is matched. */
export function nameWords(value: string): NameWord[] {
  return value
    .split(" ")
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => {
      const whole = [...word].length < NAME_PART_MIN_LENGTH;
      const folded = whole ? null : foldName(word);
      return { word, whole, folded: folded && [...folded].length >= NAME_PART_MIN_LENGTH ? folded : null };
    });
}

/**
 * A search word that may be the beginning of an e-mail address (the characters of an address's local part, at least
 * EMAIL_START_MIN_LENGTH of them): it is searched as a name and as the beginning of the login or contact address.
 */
const EMAIL_START = /^[a-z0-9._%+-]+$/i;
const EMAIL_START_MIN_LENGTH = 3;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ParamsProblem };

/** The number of pages for a row count (at least 1, so "Seite 1 von 1" for an empty list). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** What a search text means: one of the four criteria customer care searches by. */
export type CustomerQuery =
  | { kind: "number"; value: number }
  | { kind: "postalCode"; value: string }
  | { kind: "email"; value: string }
  | {
      kind: "name";
      value: string;
      /** One word that may begin an e-mail address ("kunde.a", "mueller"): also searched as that, lower case. */
      emailPrefix?: string;
    };

/**
 * The contract number as customers see it: the provision's number, six digits or more ("100123",
 * decision 0035). Accepted with the label or a prefix a customer may read out ("Vertragsnummer 100123",
 * "Nr. 100 123", "VP-100123", "#100123") and with spaces, dots or dashes between the digits.
 */
export function contractNumberIn(text: string): number | null {
  const stripped = text
    .trim()
    .replace(
      /^(vertrags-?\s*nummer|vertrags-?\s*nr\.?|vorsorge-?\s*nummer|nr\.?|no\.?|vp|#)\s*[:-]?\s*/i,
      "",
    );
  if (!/^[0-9][0-9 .-]*[0-9]$/.test(stripped)) return null;
  const digits = stripped.replace(/[ .-]/g, "");
  if (!/^[0-9]{6,9}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Reads a search text: an e-mail address (has "@"), a German postal code (five digits), a contract
 * number (see `contractNumberIn`), else a name (see `nameWords`), one word that may begin an e-mail address also
 * as that (decision 0096). Empty, too long or without a letter or digit: refused.
 */
export function parseCustomerQuery(text: string): Parsed<CustomerQuery> {
  const value = text.trim().replace(/\s+/g, " ");
  if (value.length === 0 || value.length > MAX_QUERY_LENGTH) return { ok: false, problem: "query" };
  if (!/[\p{L}\p{N}]/u.test(value)) return { ok: false, problem: "query" };
  if (value.includes("@")) return { ok: true, value: { kind: "email", value: value.toLowerCase() } };
  if (/^[0-9]{5}$/.test(value)) return { ok: true, value: { kind: "postalCode", value } };
  const number = contractNumberIn(value);
  if (number !== null) return { ok: true, value: { kind: "number", value: number } };
  if (/^[0-9 .-]+$/.test(value)) return { ok: false, problem: "query" };
  const emailPrefix =
    EMAIL_START.test(value) && value.length >= EMAIL_START_MIN_LENGTH
      ? { emailPrefix: value.toLowerCase() }
      : {};
  return { ok: true, value: { kind: "name", value, ...emailPrefix } };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern (the default escape character is the backslash). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The lists whose entries customer care works off by hand, and the provision flag that marks one done. */
export const DONE_FLAGS = {
  "documents-requested": "documentsSentAt",
  "partner-requests": "partnerRequestDoneAt",
} as const;

export type WorkedList = keyof typeof DONE_FLAGS;

export const isWorkedList = (list: string): list is WorkedList => Object.hasOwn(DONE_FLAGS, list);

/**
 * Where a customer stands, as customer care reads it: not confirmed, in the trial, on the free plan, booked but
 * not yet debited (the first debit's date), paid (through the last day of the year paid in advance), cancelled, or
 * deceased (a confirmed death froze the provision, decision 0063).
 */
export type CustomerStanding =
  | { state: "unconfirmed" | "trial" | "free" | "cancelled" | "deceased" }
  | { state: "booked"; firstDebit: IsoDate }
  | { state: "paid"; paidThrough: IsoDate };

export interface StandingInput extends PlanStateInput {
  cancelledAt: Date | null;
  frozenAt: Date | null;
  /** The first payment's time (`provisions.first_paid_at`); null when none is stored. */
  firstPaidAt: Date | null;
  /** How the plan is paid (the latest payment's type); null when no payment is stored. */
  paymentType: "sepa" | "paypal" | null;
}

/**
 * The customer's standing from the rules the customer's own pages and mails use: `planState` for confirmed, trial
 * and free; the first debit is `firstDebitDate` of the order day (the order confirmation names it), "paid through"
 * is `paidThrough`, the day before the next yearly debit. Without a stored payment the booking day is the day the
 * plan was accepted and nothing is debited later.
 */
export function customerStanding(input: StandingInput, now: Date): CustomerStanding {
  if (input.frozenAt) return { state: "deceased" };
  if (input.cancelledAt) return { state: "cancelled" };
  const { state } = planState(input, now);
  if (state !== "paid") return { state };
  const bookedAt = input.firstPaidAt ?? input.paymentAcceptedAt ?? now;
  const bookedOn = calendarDateInGermany(bookedAt);
  const today = calendarDateInGermany(now);
  const firstDebit = input.paymentType ? firstDebitDate(bookedOn, input.paymentType) : bookedOn;
  if (today < firstDebit) return { state: "booked", firstDebit };
  return { state: "paid", paidThrough: paidThrough(bookedOn, today) };
}
