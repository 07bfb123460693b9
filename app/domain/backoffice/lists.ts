/**
 * What the back office's list pages share (decision 0083): the sort directions and the address of a list page
 * for a query. The server reads the query with `parseListQuery` (`app/.server/list-query.ts`); the kit draws
 * the page with `ListPage`, `SortHeader` and `Pager` (`app/components/list/`).
 */

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's order: the column and its direction. */
export interface ListOrder<C extends string> {
  sort: C;
  dir: SortDirection;
}

/**
 * The address of a list page: `path` with the parameters in the order given, leaving out those that are
 * null, undefined or empty (a page's defaults are left out by passing them so).
 */
export function listHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
