import { z } from "zod";
import { dirParam, listParam, pageParam, parseListQuery, sortParam } from "~/.server/list-query";
import {
  CUSTOMER_LISTS,
  MAX_PAGE,
  parseCustomerQuery,
  SORT_COLUMNS,
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

const refuse = (problem: ParamsProblem) => () =>
  t(`backoffice.customers.error.${problem}` satisfies MessageKey);

/**
 * `?list=…&q=…&sort=…&dir=…&page=…`: an unknown list, sort column or direction, a page that is not a whole
 * number from 1, or an empty or too long search is refused, never silently replaced. A list wins over a search;
 * a list sorts by its own date, a search by name, unless `sort` says otherwise.
 */
const customersQuery = z
  .object({
    list: listParam(
      z.union([z.literal("").transform(() => null), z.enum(CUSTOMER_LISTS)]),
      null,
      refuse("list"),
    ),
    q: listParam(z.string(), null),
    sort: sortParam(SORT_COLUMNS, null, refuse("sort")),
    dir: dirParam(refuse("dir")),
    page: pageParam({ max: MAX_PAGE, refuse: refuse("page") }),
  })
  .transform(({ list, q, sort, dir, page }, ctx): CustomersAsked => {
    const parsed = q !== null && !list ? parseCustomerQuery(q) : null;
    if (parsed && !parsed.ok) {
      ctx.addIssue({ code: "custom", path: ["q"], message: refuse(parsed.problem)() });
      return z.NEVER;
    }
    const query = parsed?.value ?? null;
    return {
      list,
      q: query ? q : null,
      query,
      params: { sort: sort ?? (query ? "name" : "since"), dir, page },
    };
  });

/** What a page of the section was asked for; a refused parameter gets the German 400 page (never a 500). */
export function customersAsked(request: Request): CustomersAsked {
  return parseListQuery(request, customersQuery);
}
