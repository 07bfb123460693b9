/** Load with wrk: one page, or a page and the bare page in alternating slices; the rows of the throughput table. */
import { describeExit, type Managed } from "../lib/processes.ts";
import { median, runWrk, type WrkResult } from "../lib/wrk.ts";
import { isInterrupted } from "./cleanup.ts";
import { loadKey, peakUnderLoad, rssMb } from "./memory.ts";
import { DURATION_S, ROUNDS, WARMUP_S, root, wrkOptions } from "./settings.ts";

export interface Row {
  mode: string;
  page: string;
  status: string;
  result?: WrkResult;
  bare?: WrkResult;
  /** Our req/s ÷ the bare page's per alternating slice (measurePair); the row's ratio is their median. */
  ratios?: number[];
  note?: string;
  bar?: number;
}

/** A row's ratio to the bare page: the median of its slices, else its one measurement over the bare page's. */
export const ratioOf = (row: Row): number | undefined =>
  row.ratios
    ? median(row.ratios)
    : row.result && row.bare
      ? row.result.requestsPerSec / row.bare.requestsPerSec
      : undefined;

/** wrk keeps going when the server dies (it counts socket errors), so check the server afterwards. */
export async function measure(
  server: Managed,
  url: string,
  headers: Record<string, string> = {},
  mode = "",
  durationS = DURATION_S,
): Promise<WrkResult> {
  if (isInterrupted()) throw new Error("isInterrupted()");
  // Resident memory sampled while wrk runs: what the server needs under load.
  const key = loadKey(mode, server);
  const sample = () => {
    const mb = rssMb(server);
    if (mb !== undefined) peakUnderLoad.set(key, Math.max(peakUnderLoad.get(key) ?? 0, mb));
  };
  const sampler = setInterval(sample, 250);
  let result: WrkResult;
  try {
    result = await runWrk(
      url,
      { ...wrkOptions, durationS, headers: { ...wrkOptions.headers, ...headers } },
      root,
    );
  } finally {
    clearInterval(sampler);
  }
  if (!server.isRunning()) {
    throw new Error(`${server.name} stopped during the measurement (${describeExit(await server.exited)})`);
  }
  return result;
}

/** Slices of equal length as one result: mean req/s, summed counts, the median slice's percentiles. */
function combine(results: WrkResult[]): WrkResult {
  const errors = results.map((r) => r.socketErrors).filter(Boolean);
  return {
    requestsPerSec: results.reduce((sum, r) => sum + r.requestsPerSec, 0) / results.length,
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    non2xx3xx: results.reduce((sum, r) => sum + r.non2xx3xx, 0),
    socketErrors: errors.length > 0 ? errors.join("; ") : undefined,
    raw: results.map((r) => r.raw).join("\n"),
  };
}

/**
 * Our page and the bare page in alternating slices (ROUNDS of each, DURATION_S / ROUNDS seconds), so both are
 * measured on the same machine at the same time; `ratios` holds each slice pair's ratio.
 */
export async function measurePair(
  ours: Managed,
  url: string,
  bare: { managed: Managed; url: string },
  headers: Record<string, string>,
  bareHeaders: Record<string, string>,
  mode = "",
): Promise<{ result: WrkResult; bare: WrkResult; ratios: number[] }> {
  const slice = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const mine: WrkResult[] = [];
  const theirs: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    mine.push(await measure(ours, url, headers, mode, slice));
    theirs.push(await measure(bare.managed, bare.url, bareHeaders, mode, slice));
  }
  return {
    result: combine(mine),
    bare: combine(theirs),
    ratios: mine.map((result, i) => result.requestsPerSec / theirs[i]!.requestsPerSec),
  };
}

export async function warmUp(url: string, headers: Record<string, string> = {}) {
  if (isInterrupted()) throw new Error("isInterrupted()");
  await runWrk(
    url,
    { ...wrkOptions, durationS: WARMUP_S, headers: { ...wrkOptions.headers, ...headers } },
    root,
  );
}
