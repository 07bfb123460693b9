/** Per page (method and route pattern): the response times and the statuses seen. */
export interface PageStats {
  times: number[];
  statuses: Map<number, number>;
}

export class Recorder {
  readonly pages = new Map<string, PageStats>();

  record(page: string, status: number, ms: number) {
    let stats = this.pages.get(page);
    if (!stats) this.pages.set(page, (stats = { times: [], statuses: new Map() }));
    stats.times.push(ms);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  }
}

/** The q-th percentile (0–100) by nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!;
}
