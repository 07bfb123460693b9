/** What the run prints: progress lines, and the summary that is also written to bench/results/latest.txt. */
export const summary: string[] = [];
/** Progress: printed only. */
export function progress(line: string) {
  console.log(`  · ${line}`);
}
/** Part of the summary: printed and written to bench/results/latest.txt. */
export function report(line = "") {
  console.log(line);
  summary.push(line);
}

export function table(header: string[], rows: string[][], rightAligned: Set<number>) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  report(line(header));
  report(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) report(line(row));
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2));
export const indent = (text: string) =>
  text
    .trimEnd()
    .split("\n")
    .map((l) => `      ${l}`)
    .join("\n");
