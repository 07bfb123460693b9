/** The tables of bench:scale: pages (big vs small latency) and jobs (time per touched row). */
import type { JobResult } from "./jobs.ts";

export interface PageRow {
  label: string;
  /** The last status each side answered (big, small). */
  statuses: [number, number];
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

/** Prints the page table; the number of FAILs. */
export function printPages(rows: PageRow[], requests: number): number {
  let failed = 0;
  console.log(`\nPages: median and p95 of ${requests} sequential requests each (ms), big vs small database`);
  table(
    ["page", "status", "big p50", "big p95", "small p50", "small p95", "ratio", `≤ ${PAGE_BAR}×`],
    rows.map((row) => {
      const big = percentile(row.big, 50);
      const small = percentile(row.small, 50);
      const ratio = big / small;
      const sameStatus = row.statuses[0] === row.statuses[1];
      const pass = sameStatus && ratio <= PAGE_BAR;
      if (!pass) failed++;
      return [
        row.label,
        sameStatus ? String(row.statuses[0]) : `${row.statuses[0]}/${row.statuses[1]}!`,
        ms(big),
        ms(percentile(row.big, 95)),
        ms(small),
        ms(percentile(row.small, 95)),
        ratio.toFixed(2),
        pass ? "PASS" : "FAIL",
      ];
    }),
  );
  return failed;
}

/** Prints the job table (big and small results in the same order); the number of FAILs. */
export function printJobs([big, small]: [JobResult[], JobResult[]]): number {
  let failed = 0;
  console.log(
    `\nNightly jobs (rolled back): rows touched, ms, ms per touched row; bar: per row ≤ ${JOB_BAR}× small`,
  );
  table(
    ["job", "big rows", "big ms", "big ms/row", "small rows", "small ms", "small ms/row", "ratio", "mark"],
    big.map((b, index) => {
      const s = small[index]!;
      const perRow = (r: JobResult) => (r.touched > 0 ? r.ms / r.touched : Number.NaN);
      const ratio = perRow(b) / perRow(s);
      const mark = Number.isNaN(ratio) ? "n/a" : ratio <= JOB_BAR ? "PASS" : "FAIL";
      if (mark === "FAIL") failed++;
      const perRowText = (r: JobResult) => (r.touched > 0 ? perRow(r).toFixed(2) : "—");
      return [
        b.job,
        String(b.touched),
        ms(b.ms),
        perRowText(b),
        String(s.touched),
        ms(s.ms),
        perRowText(s),
        Number.isNaN(ratio) ? "—" : ratio.toFixed(2),
        mark,
      ];
    }),
  );
  return failed;
}
