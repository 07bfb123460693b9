import { TARIFF_APPLICATION_PATH, TRUST_CONTRACT_PATH } from "../finance/wizard-paths";
import { LETTERS_CREATE_PATH, LETTERS_LIST_PATH } from "../letters/constants";
import { PRICING_BASE } from "../pricing/paths";
import { WISHES_CREATE_PATH } from "../wishes/constants";

/**
 * A frozen provision seen by staff (decision 0063, 2026-11-26 night): the pages that exist only to change a
 * provision (edit forms, wizards, the booking steps) and the read-only page each of them sends staff to. Links
 * to these pages are left out of a frozen provision's pages; a GET of one is redirected. Pure: no I/O.
 */

/** A page's path pattern (`*` one path segment, a trailing `/**` any deeper path too) and its read-only page. */
export const CHANGE_PAGES: readonly (readonly [pattern: string, readOnlyPage: string])[] = [
  ["/overview/offer/basic-information", "/overview/offer"],
  ["/overview/offer/gravetypenote", "/overview/offer"],
  ["/overview/offer/products/**", "/overview/offer"],
  ["/overview/offer/funeral-site", "/overview/offer"],
  [`${WISHES_CREATE_PATH}/**`, "/overview/wishes"],
  ["/overview/wishes/*/edit", "/overview/wishes"],
  ["/overview/guests/new", "/overview/guests"],
  ["/overview/guests/*", "/overview/guests"],
  ["/overview/trusted-person/edit", "/overview/trusted-person"],
  ["/overview/letters/intro", LETTERS_LIST_PATH],
  [LETTERS_CREATE_PATH, LETTERS_LIST_PATH],
  ["/overview/letters/edit/**", LETTERS_LIST_PATH],
  ["/overview/letters/*/open", LETTERS_LIST_PATH],
  ["/overview/finance/insurance/wizard/**", "/overview/finance"],
  ["/overview/finance/costs/wizard/**", "/overview/finance"],
  ["/overview/finance/tariff/**", "/overview/finance"],
  ["/overview/finance/partner/**", "/overview/finance"],
  [`${PRICING_BASE}/**`, PRICING_BASE],
];

/** Pages under a change page that only read: the PDFs of the tariff and the guest list's print view. */
export const READ_PAGES: readonly string[] = [
  "/overview/guests/print",
  TARIFF_APPLICATION_PATH,
  TRUST_CONTRACT_PATH,
];

function matches(pattern: string, path: string): boolean {
  const deep = pattern.endsWith("/**");
  const wanted = (deep ? pattern.slice(0, -3) : pattern).split("/");
  const parts = path.split("/");
  if (deep ? parts.length < wanted.length : parts.length !== wanted.length) return false;
  return wanted.every((part, index) => part === "*" || part === parts[index]);
}

/** The read-only page for a page that only changes a provision (its path, without query), or null. */
export function readOnlyPageFor(path: string): string | null {
  const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (READ_PAGES.includes(normalized)) return null;
  for (const [pattern, readOnlyPage] of CHANGE_PAGES) {
    if (normalized !== readOnlyPage && matches(pattern, normalized)) return readOnlyPage;
  }
  return null;
}

/** Whether a link target (a path, maybe with query or fragment) leads to a page that only changes a provision. */
export function isChangePage(to: string): boolean {
  return readOnlyPageFor(to.split(/[?#]/, 1)[0] ?? "") !== null;
}
