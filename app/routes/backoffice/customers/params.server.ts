import { badRequest } from "~/.server/intent";
import {
  parseCustomerQuery,
  parseListId,
  parseListParams,
  type CustomerListId,
  type CustomerQuery,
  type ListParams,
  type ParamsProblem,
} from "~/domain/backoffice/customers";
import { t, type MessageKey } from "~/i18n";

/** What the section's pages were asked for: a list, a search, or neither (the start page). */
export interface CustomersAsked {
  list: CustomerListId | null;
  /** The search text as typed (trimmed) and what it means; null without a search. */
  q: string | null;
  query: CustomerQuery | null;
  params: ListParams;
}

const refuse = (problem: ParamsProblem): never =>
  badRequest(t(`backoffice.customers.error.${problem}` satisfies MessageKey), 400);

/**
 * Reads `?list=…&q=…&sort=…&dir=…&page=…`; an unknown list, sort column or direction, a page that is not a
 * whole number from 1, or an empty or too long search gets the German 400 page (never a 500).
 */
export function customersAsked(request: Request): CustomersAsked {
  const search = new URL(request.url).searchParams;
  const list = parseListId(search.get("list"));
  if (!list.ok) return refuse(list.problem);
  const raw = search.get("q");
  let query: CustomerQuery | null = null;
  if (raw !== null && !list.value) {
    const parsed = parseCustomerQuery(raw);
    if (!parsed.ok) return refuse(parsed.problem);
    query = parsed.value;
  }
  const params = parseListParams(search, query ? "name" : "since");
  if (!params.ok) return refuse(params.problem);
  return { list: list.value, q: query ? (raw ?? "").trim() : null, query, params: params.value };
}
