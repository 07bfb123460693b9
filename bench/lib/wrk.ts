/** Runs wrk against one URL and reads requests/s and latency percentiles from its report. */
import { assertLoopback, describeExit, run } from "./processes.ts";

export interface WrkOptions {
  threads: number;
  connections: number;
  durationS: number;
  headers: Record<string, string>;
}

export interface WrkResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx/3xx: wrk counts them here but still includes them in requests/s. */
  non2xx3xx: number;
  socketErrors?: string;
  raw: string;
}

export async function runWrk(url: string, options: WrkOptions, cwd: string): Promise<WrkResult> {
  assertLoopback(url);
  const args = [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    "--timeout",
    "5s",
    "--latency",
  ];
  for (const [name, value] of Object.entries(options.headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const { exit, stdout, output, timedOut } = await run("wrk", "wrk", args, {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    timeoutMs: (options.durationS + 20) * 1000,
  });
  if (timedOut) throw new Error(`wrk did not finish in time:\n${output}`);
  if (exit.code !== 0) throw new Error(`wrk failed (${describeExit(exit)}):\n${output}`);
  return parseWrk(stdout);
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function toMs(value: string, unit: string): number {
  const factor = UNIT_MS[unit];
  if (factor === undefined) throw new Error(`unknown time unit ${unit}`);
  return Number(value) * factor;
}

export function parseWrk(text: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(text);
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(text);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(text);
  const requests = /^\s+(\d+) requests in /m.exec(text);
  if (!rps || !p50 || !p99 || !requests) throw new Error(`could not read wrk's report:\n${text}`);
  const non2xx = /^\s+Non-2xx or 3xx responses:\s+(\d+)/m.exec(text);
  const socket = /^\s+Socket errors:\s+(.+)$/m.exec(text);
  return {
    requestsPerSec: Number(rps[1]),
    p50Ms: toMs(p50[1]!, p50[2]!),
    p99Ms: toMs(p99[1]!, p99[2]!),
    requests: Number(requests[1]),
    non2xx3xx: non2xx ? Number(non2xx[1]) : 0,
    // wrk prints the line only when there were errors; all-zero counts are no errors either.
    socketErrors: socket && /[1-9]/.test(socket[1]!) ? socket[1]!.trim() : undefined,
    raw: text,
  };
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Ratios of alternating slices as the benches print them: the median, the lowest–highest slice in brackets. */
export function formatRatios(ratios: number[]): string {
  const spread =
    ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : "";
  return median(ratios).toFixed(2) + spread;
}
