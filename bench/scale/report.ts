/** The tables of bench:scale: pages (big vs small latency) and jobs (time per touched row). */
import type { JobResult } from "./jobs.ts";

export interface PageRow {
  label: string;
  /** The last status each side answered (big, small). */
  statuses: [number, number];
  /** The table rows each side's last answer showed (big, small): a page compares only with one as long. */
  rows: [number, number];
  /** Where a redirect pointed (a page that redirects is not measured for what it should be: a FAIL). */
  redirect?: string;
  big: number[];
  small: number[];
}

/** A page passes when its median on the big database is at most this many times the small one's. */
export const PAGE_BAR = 1.2;
/** A job passes when its time per touched row on the big database is at most this many times the small one's. */
export const JOB_BAR = 1.5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Prints the page table; the number of FAILs (a page not comparable is counted apart, see below). */
export function printPages(rows: PageRow[], requests: number): number {
  let failed = 0;
  let notComparable = 0;
  for (const row of rows.filter((r) => r.redirect)) {
    console.log(`note: ${row.label} redirected to ${row.redirect}`);
  }
  console.log(`\nPages: median and p95 of ${requests} sequential requests each (ms), big vs small database`);
  table(
    ["page", "status", "rows", "big p50", "big p95", "small p50", "small p95", "ratio", `≤ ${PAGE_BAR}×`],
    rows.map((row) => {
      const big = percentile(row.big, 50);
      const small = percentile(row.small, 50);
      const ratio = big / small;
      const sameStatus = row.statuses[0] === row.statuses[1];
      // Rows shown: a page that shows fewer rows on the big side than on the small one did less work there, so its
      // time says nothing about the database's size: no mark ("n/c", not comparable). More rows on the big side
      // (a search finding more customers) can only make it slower, so its mark stands.
      const sameRows = row.rows[0] === row.rows[1];
      const comparable = row.rows[0] >= row.rows[1];
      const pass = sameStatus && row.statuses[0] === 200 && ratio <= PAGE_BAR;
      if (!comparable) notComparable++;
      else if (!pass) failed++;
      return [
        row.label,
        sameStatus ? String(row.statuses[0]) : `${row.statuses[0]}/${row.statuses[1]}!`,
        sameRows ? String(row.rows[0]) : `${row.rows[0]}/${row.rows[1]}!`,
        ms(big),
        ms(percentile(row.big, 95)),
        ms(small),
        ms(percentile(row.small, 95)),
        ratio.toFixed(2),
        !comparable ? "n/c" : pass ? "PASS" : "FAIL",
      ];
    }),
  );
  if (notComparable > 0) {
    console.log(
      `${notComparable} not comparable (n/c): the big side showed fewer table rows than the small one`,
    );
  }
  return failed;
}

/**
 * Prints the job table (big and small results in the same order, with each database's customers); the number of
 * FAILs. The mark compares the time per touched row, or per customer when a side touched no row (a job that
 * found nothing to do still walked its candidates).
 */
export function printJobs([big, small]: [JobResult[], JobResult[]], customers: [number, number]): number {
  let failed = 0;
  console.log(
    `\nNightly jobs (rolled back): ms per touched row, else per 1,000 customers; bar: big ≤ ${JOB_BAR}× small`,
  );
  table(
    ["job", "big rows", "big ms", "small rows", "small ms", "per", "big", "small", "ratio", "mark"],
    big.map((b, index) => {
      const s = small[index]!;
      const byRow = b.touched > 0 && s.touched > 0;
      const perBig = byRow ? b.ms / b.touched : (b.ms / customers[0]) * 1000;
      const perSmall = byRow ? s.ms / s.touched : (s.ms / customers[1]) * 1000;
      const ratio = perBig / perSmall;
      const pass = ratio <= JOB_BAR;
      if (!pass) failed++;
      return [
        b.job,
        String(b.touched),
        ms(b.ms),
        String(s.touched),
        ms(s.ms),
        byRow ? "row" : "1,000 customers",
        perBig.toFixed(2),
        perSmall.toFixed(2),
        ratio.toFixed(2),
        pass ? "PASS" : "FAIL",
      ];
    }),
  );
  return failed;
}
