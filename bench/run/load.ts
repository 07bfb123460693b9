/** Load with wrk: one page, or a page and the bare page in alternating slices; the rows of the throughput table. */
import { describeExit, type Managed } from "../lib/processes.ts";
import { median, runWrk, type WrkResult } from "../lib/wrk.ts";
import { isInterrupted } from "./cleanup.ts";
import { cpuMsOf } from "./cpu.ts";
import { loadKey, peakUnderLoad, rssMb } from "./memory.ts";
import { DURATION_S, ROUNDS, WARMUP_S, root, wrkOptions } from "./settings.ts";

/** A wrk measurement of one server, with the CPU time (utime + stime) the server spent during it. */
export interface Measurement extends WrkResult {
  cpuMs?: number;
}

/** The server's CPU milliseconds per request wrk completed (the steadier figure on a shared machine). */
export const cpuPerRequest = (m: Measurement): number | undefined =>
  m.cpuMs === undefined || m.requests === 0 ? undefined : m.cpuMs / m.requests;

/** One reference page measured in the slices between ours: its result and our req/s ÷ its req/s per slice. */
export interface Reference {
  name: string;
  result: Measurement;
  ratios: number[];
}

export interface Row {
  mode: string;
  page: string;
  status: string;
  result?: Measurement;
  /** The reference pages measured alternately with this page (route table first, then one route). */
  refs?: Reference[];
  note?: string;
  /** The bar for the ratio to the bare page in our route table (the first reference). */
  bar?: number;
}

/** A row's ratio to a reference: the median of its slices. */
export const ratioOf = (ref: Reference): number => median(ref.ratios);

/** Our CPU ms per request over the reference's, inverted (reference ÷ ours): comparable with the req/s ratio. */
export function cpuRatioOf(row: Row, ref: Reference): number | undefined {
  const ours = row.result && cpuPerRequest(row.result);
  const theirs = cpuPerRequest(ref.result);
  return ours && theirs ? theirs / ours : undefined;
}

/** wrk keeps going when the server dies (it counts socket errors), so check the server afterwards. */
export async function measure(
  server: Managed,
  url: string,
  headers: Record<string, string> = {},
  mode = "",
  durationS = DURATION_S,
): Promise<Measurement> {
  if (isInterrupted()) throw new Error("isInterrupted()");
  // Resident memory sampled while wrk runs: what the server needs under load.
  const key = loadKey(mode, server);
  const sample = () => {
    const mb = rssMb(server);
    if (mb !== undefined) peakUnderLoad.set(key, Math.max(peakUnderLoad.get(key) ?? 0, mb));
  };
  const sampler = setInterval(sample, 250);
  const cpuBefore = cpuMsOf(server);
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
  const cpuAfter = cpuMsOf(server);
  return {
    ...result,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

/** Slices of equal length as one result: mean req/s, summed counts and CPU, the median slice's percentiles. */
function combine(results: Measurement[]): Measurement {
  const errors = results.map((r) => r.socketErrors).filter(Boolean);
  const cpu = results.map((r) => r.cpuMs);
  return {
    requestsPerSec: results.reduce((sum, r) => sum + r.requestsPerSec, 0) / results.length,
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    non2xx3xx: results.reduce((sum, r) => sum + r.non2xx3xx, 0),
    socketErrors: errors.length > 0 ? errors.join("; ") : undefined,
    raw: results.map((r) => r.raw).join("\n"),
    cpuMs: cpu.includes(undefined) ? undefined : cpu.reduce((sum, ms) => sum! + ms!, 0),
  };
}

/** A page to load: the server that answers it, the URL, the request headers and its name in the summary. */
export interface Side {
  name: string;
  managed: Managed;
  url: string;
  headers: Record<string, string>;
}

/**
 * Our page and the reference pages in alternating slices (ROUNDS rounds; in each, our page and then every
 * reference for DURATION_S / ROUNDS seconds), so all are measured on the same machine at the same time; each
 * reference keeps the ratio of our req/s to its own per round.
 */
export async function measureAlternating(
  ours: Side,
  references: Side[],
  mode = "",
): Promise<{ result: Measurement; refs: Reference[] }> {
  const slice = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const mine: Measurement[] = [];
  const theirs = references.map(() => [] as Measurement[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    mine.push(await measure(ours.managed, ours.url, ours.headers, mode, slice));
    for (const [i, ref] of references.entries()) {
      theirs[i]!.push(await measure(ref.managed, ref.url, ref.headers, mode, slice));
    }
  }
  return {
    result: combine(mine),
    refs: references.map((ref, i) => ({
      name: ref.name,
      result: combine(theirs[i]!),
      ratios: mine.map((m, round) => m.requestsPerSec / theirs[i]![round]!.requestsPerSec),
    })),
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
