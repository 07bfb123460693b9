/** Per page (method and route pattern): the response times and the statuses seen, each with when it was sent. */
export interface PageStats {
  times: number[];
  statuses: Map<number, number>;
}

interface Entry {
  page: string;
  status: number;
  ms: number;
  /** When the request was sent (performance.now()). */
  at: number;
}

export class Recorder {
  private readonly entries: Entry[] = [];

  record(page: string, status: number, ms: number, at: number) {
    this.entries.push({ page, status, ms, at });
  }

  /** The statistics of the requests sent in [from, to) (performance.now() values); all of them without bounds. */
  pages(from = -Infinity, to = Infinity): Map<string, PageStats> {
    const pages = new Map<string, PageStats>();
    for (const { page, status, ms, at } of this.entries) {
      if (at < from || at >= to) continue;
      let stats = pages.get(page);
      if (!stats) pages.set(page, (stats = { times: [], statuses: new Map() }));
      stats.times.push(ms);
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    }
    return pages;
  }

  /** Answers ≥ 500 (or none at all) among the requests sent in [from, to). */
  failures(from = -Infinity, to = Infinity): number {
    return this.entries.filter((e) => e.at >= from && e.at < to && (e.status >= 500 || e.status === 0))
      .length;
  }

  /** Requests sent in [from, to). */
  count(from = -Infinity, to = Infinity): number {
    return this.entries.filter((e) => e.at >= from && e.at < to).length;
  }
}

/** The q-th percentile (0–100) by nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!;
}
