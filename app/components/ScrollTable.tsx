import type { ReactNode } from "react";
import { cx } from "./cx";
import styles from "./ScrollTable.module.css";

export interface ScrollTableProps {
  /** The scroll region's accessible name (`aria-label`), e.g. "Gutscheine, seitlich scrollbar". */
  label: string;
  /** The table's visible `<caption>`; leave it out only where a heading right above already names the table. */
  caption?: ReactNode;
  /** A floor for the table's width: below it the region scrolls sideways instead of squeezing the columns. */
  minWidth?: "44rem" | "56rem";
  /** Extra class on the region (outer spacing, rules for elements inside the cells). */
  className?: string;
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
}

const minWidthClass = { "44rem": styles.min44, "56rem": styles.min56 } as const;

/**
 * A wide table in a region that scrolls sideways on a narrow screen (320 px) instead of breaking the page. The
 * region is named for screen readers and takes the keyboard focus, so a keyboard user can scroll it (WCAG
 * 2.1.1, axe `scrollable-region-focusable`). Cells are styled alike in every section; special cells (numbers,
 * dates) get a plain class of their section's CSS, which wins over the kit's cell rules.
 */
export function ScrollTable({ label, caption, minWidth, className, children }: ScrollTableProps) {
  return (
    <section
      className={cx(styles.region, className)}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      <table className={cx(styles.table, minWidth && minWidthClass[minWidth])}>
        {caption === undefined ? null : <caption>{caption}</caption>}
        {children}
      </table>
    </section>
  );
}

/**
 * The same look for a table that must not scroll (the audit log stacks its rows on a narrow screen instead):
 * put this class on the `<table>`.
 */
export const tableLook = styles.table;
