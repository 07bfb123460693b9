import { Fragment, isValidElement, type Key, type ReactNode } from "react";
import { cx } from "../cx";
import { ScrollTable, type ScrollTableProps } from "../ScrollTable";
import styles from "./list.module.css";
import { SortHeader, type SortHeaderProps } from "./SortHeader";

export interface Column<Row> {
  /** The column's heading, put in a `<th scope="col">`; a `SortHeader` is the heading cell itself. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** A number or an amount: right-aligned, on one line. */
  numeric?: boolean;
  /** A date or a short value that must not break. */
  nowrap?: boolean;
  /** Extra class on the column's cells (not on its heading). */
  className?: string;
  /** A test id for the row's cell. */
  testId?: (row: Row) => string;
}

export interface DataTableProps<Row> {
  /** The table's visible `<caption>`; leave it out only where a heading right above already names the table. */
  caption?: ReactNode;
  /** The scroll region's accessible name: the table scrolls sideways in the kit's `ScrollTable`. Without it a plain table. */
  label?: string;
  minWidth?: ScrollTableProps["minWidth"];
  /** The outermost element's class: the scroll region, or the plain table. */
  className?: string;
  /** The columns in order; `false` leaves one out (a column shown only sometimes). */
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  /** What an empty list says, as a paragraph instead of the table (without it or `emptyRow`: nothing at all). */
  empty?: ReactNode;
  /** What an empty list says, as a row across all columns under the headings. */
  emptyRow?: ReactNode;
  /** Each cell carries its column's heading in `data-label`, for a table whose rows stack on a narrow screen. */
  labelCells?: boolean;
}

const isSortHeader = (header: ReactNode) => isValidElement(header) && header.type === SortHeader;

/**
 * A list's table: the caption, one heading per column (`<th scope="col">`, or a `SortHeader`), then a row per
 * item whose naming cell is a `<th scope="row">`. In the kit's `ScrollTable` when it has a `label`.
 */
export function DataTable<Row>({
  caption,
  label,
  minWidth,
  className,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  emptyRow,
  labelCells,
}: DataTableProps<Row>) {
  if (rows.length === 0 && emptyRow === undefined) return empty === undefined ? null : <p>{empty}</p>;
  const shown = columns.filter((column) => column !== false);
  const body = (
    <>
      <thead>
        <tr>
          {shown.map((column, index) =>
            isSortHeader(column.header) ? (
              <Fragment key={index}>{column.header}</Fragment>
            ) : (
              <th key={index} scope="col" className={column.numeric ? styles.numberHeading : undefined}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyRow !== undefined ? (
          <tr>
            <td colSpan={shown.length}>{emptyRow}</td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {shown.map((column, index) => {
              const Cell = column.rowHeader ? "th" : "td";
              return (
                <Cell
                  key={index}
                  scope={column.rowHeader ? "row" : undefined}
                  className={cx(
                    column.numeric && styles.number,
                    column.nowrap && styles.nowrap,
                    column.className,
                  )}
                  data-label={labelCells && typeof column.header === "string" ? column.header : undefined}
                  data-testid={column.testId?.(row)}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </>
  );
  if (label === undefined) {
    return (
      <table className={className}>
        {caption === undefined ? null : <caption>{caption}</caption>}
        {body}
      </table>
    );
  }
  return (
    <ScrollTable label={label} caption={caption} minWidth={minWidth} className={className}>
      {body}
    </ScrollTable>
  );
}

/**
 * Sortable columns of one list: each heading a `SortHeader` in the list's order and with its links, made from
 * the column's sort key and its heading. `sort` may word the heading after its column.
 */
export function sortableColumns<Row, C extends string>(
  sort: (column: C, label: string) => Omit<SortHeaderProps<C>, "column" | "label">,
) {
  return (column: C, label: string, rest: Omit<Column<Row>, "header">): Column<Row> => ({
    header: <SortHeader column={column} label={label} {...sort(column, label)} />,
    ...rest,
  });
}
