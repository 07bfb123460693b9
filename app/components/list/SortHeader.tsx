import { Link } from "react-router";
import type { ListOrder, SortDirection } from "~/domain/backoffice/lists";
import { VisuallyHidden } from "../VisuallyHidden";

export interface SortHeaderProps<C extends string> {
  column: C;
  label: string;
  /** The list's current order. */
  order: ListOrder<C>;
  /** The address of the list in another order (back to its first page). */
  href: (order: ListOrder<C>) => string;
  /** Said after the label to screen readers: for the current order (its direction) or for another column (null). */
  spoken?: (current: SortDirection | null) => string;
  /** The link's whole accessible name, where a list names it after the order it leads to. */
  ariaLabel?: (next: SortDirection) => string;
  className?: string;
  linkClassName?: string;
}

/**
 * A column heading that sorts the list by a link (without JavaScript too): ascending first, the other way round
 * when the list is sorted by it already; `aria-sort` and an arrow show the current order.
 */
export function SortHeader<C extends string>({
  column,
  label,
  order,
  href,
  spoken,
  ariaLabel,
  className,
  linkClassName,
}: SortHeaderProps<C>) {
  const current = order.sort === column ? order.dir : null;
  const next: SortDirection = current === "asc" ? "desc" : "asc";
  const said = spoken?.(current);
  return (
    <th
      scope="col"
      aria-sort={current === null ? undefined : current === "asc" ? "ascending" : "descending"}
      className={className}
    >
      <Link to={href({ sort: column, dir: next })} aria-label={ariaLabel?.(next)} className={linkClassName}>
        {label}
        {current === null ? null : <span aria-hidden="true">{current === "asc" ? " ▲" : " ▼"}</span>}
        {said ? <VisuallyHidden>{said}</VisuallyHidden> : null}
      </Link>
    </th>
  );
}
