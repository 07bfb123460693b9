import type { ReactNode } from "react";
import { Form } from "react-router";
import { PageHeading } from "../PageHeading";
import { Pager, type PagerProps } from "./Pager";

export interface ListFilterProps {
  /** The form's accessible name; a search form (`search`) is a search landmark and may leave it out. */
  label?: string;
  search?: boolean;
  /** The page the form asks (the list's own address by default). */
  action?: string;
  /** The list's order, kept when the filter changes (a new filter starts again on page 1). */
  keep?: Record<string, string | null | undefined>;
  /** No browser bubbles: the server checks the fields and shows its German message beside them. */
  noValidate?: boolean;
  className?: string;
  /** The fields and the submit button. */
  children: ReactNode;
}

/** A list's filter or search: a GET form, so the result has an address and works without JavaScript. */
export function ListFilter({
  label,
  search,
  action,
  keep,
  noValidate,
  className,
  children,
}: ListFilterProps) {
  return (
    <Form
      method="get"
      action={action}
      role={search ? "search" : undefined}
      aria-label={label}
      noValidate={noValidate}
      className={className}
    >
      {children}
      {Object.entries(keep ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </Form>
  );
}

export interface ListResultsProps {
  /** The table of the page's rows (a `DataTable`, which says what an empty list says instead). */
  table?: ReactNode;
  pager?: PagerProps;
}

/** One page of a list: the table (or what the empty list says), then the pages. */
export function ListResults({ table, pager }: ListResultsProps) {
  return (
    <>
      {table}
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}

export interface ListPageProps extends ListResultsProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Above the heading: a back link, a notice about the whole page. */
  before?: ReactNode;
  /** Under the heading: notices and the buttons that add to the list. */
  actions?: ReactNode;
  /** The filter or search (a `ListFilter`). */
  filter?: ReactNode;
  /** What the filter found ("12 Bestattungsorte"). */
  status?: ReactNode;
  /** After the list. */
  children?: ReactNode;
}

/**
 * A back-office list page, in this order: `before`, the heading with its lead, `actions`, the `filter`, the
 * `status`, the table or the empty state, the pager, `children`.
 */
export function ListPage({
  title,
  lead,
  before,
  actions,
  filter,
  status,
  children,
  ...results
}: ListPageProps) {
  return (
    <>
      {before}
      <PageHeading lead={lead}>{title}</PageHeading>
      {actions}
      {filter}
      {status}
      <ListResults {...results} />
      {children}
    </>
  );
}
