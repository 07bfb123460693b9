/** The summary of a run: the throughput and page-weight tables with their bars, notes, and the results files. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatRatios } from "../lib/wrk.ts";
import { cpuPerRequest, cpuRatioOf, ratioOf, type Row } from "./load.ts";
import { peakUnderLoad } from "./memory.ts";
import { kb, ms, report, summary, table } from "./output.ts";
import type { WeightRow } from "./pages.ts";
import {
  ACCEPT_ENCODING,
  CONNECTIONS,
  CSS_BUDGET,
  DURATION_S,
  EMBEDDED_TO_POSTGRES_MIN_RATIO,
  JS_BUDGET_OVER_BARE,
  ONE_ROUTE_REF,
  resultsDir,
  ROUTE_TABLE_REF,
  root,
  ROUNDS,
  SIGNED_IN_PATH,
  WARMUP_S,
} from "./settings.ts";

/** The machine's load when the run started, for the summary. */
export const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(" ");

const passMark = (ratio: number, bar: number) => (ratio >= bar ? ` PASS (≥ ${bar})` : ` FAIL (< ${bar})`);

/**
 * The embedded database against PostgreSQL per page: the ratio of the two modes' ratios to the bare page in our
 * routes (each mode measured against its own reference slices, so the machine's drift between the modes
 * cancels), and in brackets the plain ratio of req/s.
 */
function printModeRatios(rows: Row[]) {
  const ofMode = (mode: string) =>
    new Map(rows.filter((r) => r.mode === mode && r.refs).map((r) => [r.page, r]));
  const embedded = ofMode("embedded");
  const postgres = ofMode("postgres");
  const lines: string[][] = [];
  for (const [page, pg] of postgres) {
    const em = embedded.get(page);
    const emRef = em?.refs?.find((r) => r.name === ROUTE_TABLE_REF);
    const pgRef = pg.refs?.find((r) => r.name === ROUTE_TABLE_REF);
    if (!em?.result || !pg.result || !emRef || !pgRef) continue;
    const ratio = ratioOf(emRef) / ratioOf(pgRef);
    const bar = page === `${SIGNED_IN_PATH} (signed in)` && SIGNED_IN_PATH === "/overview";
    lines.push([
      page,
      ratio.toFixed(2) + (bar ? passMark(ratio, EMBEDDED_TO_POSTGRES_MIN_RATIO) : ""),
      (em.result.requestsPerSec / pg.result.requestsPerSec).toFixed(2),
    ]);
  }
  if (lines.length === 0) return;
  report("");
  report(
    "## Embedded database ÷ PostgreSQL (the modes' ratios to the bare page in our routes divided; plain req/s beside)",
  );
  table(["page", "embedded ÷ PostgreSQL", "req/s ÷"], lines, new Set([1, 2]));
}

export function printSummary(
  rows: Row[],
  weights: WeightRow[],
  notes: string[],
  memory: string[],
  problem?: string,
) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  report("");
  report(`# Vorsorgeportal benchmark — ${new Date().toISOString()}`);
  report(
    `commit ${git.stdout?.trim() || "?"}${dirty.stdout?.trim() ? " (uncommitted changes)" : ""} · Node ${process.version} · ` +
      `${os.cpus().length} cores · wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s --latency · ` +
      `Accept-Encoding: ${ACCEPT_ENCODING || "none"}`,
  );
  report(
    `load average before the run ${loadBefore}, after ${load} (other work on the machine skews req/s; ratios less)`,
  );

  report("");
  report(
    `## Throughput (ratio = median over ${ROUNDS} slices of our req/s ÷ the bare page's req/s in the same round, ` +
      "same mode and encoding, the slices' lowest–highest in brackets; CPU ms = the server's utime+stime per " +
      "request; CPU ratio = the bare page's CPU ms ÷ ours; bars on PostgreSQL against the bare page in our routes)",
  );
  const throughputRows: string[][] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    if (!row.result) {
      skipped.push(`${row.mode}${row.page === "—" ? "" : ` ${row.page}`}: ${row.note ?? "not measured"}`);
      continue;
    }
    const non2xx = row.result.non2xx3xx;
    const cpu = cpuPerRequest(row.result);
    const against = (name: string) => {
      const ref = row.refs?.find((r) => r.name === name);
      if (!ref) return ["", ""];
      const mark = name === ROUTE_TABLE_REF && row.bar !== undefined ? passMark(ratioOf(ref), row.bar) : "";
      return [formatRatios(ref.ratios) + mark, cpuRatioOf(row, ref)?.toFixed(2) ?? ""];
    };
    throughputRows.push([
      row.mode,
      row.page,
      row.status +
        (non2xx > 0 && row.status.startsWith("2") ? ` (${non2xx} non-2xx!)` : "") +
        (row.result.socketErrors ? " (socket errors!)" : ""),
      row.result.requestsPerSec.toFixed(0),
      ms(row.result.p50Ms),
      ms(row.result.p99Ms),
      cpu === undefined ? "" : cpu.toFixed(2),
      ...against(ROUTE_TABLE_REF),
      ...against(ONE_ROUTE_REF),
    ]);
    if (row.result.socketErrors)
      skipped.push(`${row.mode} ${row.page}: socket errors ${row.result.socketErrors}`);
  }
  table(
    [
      "mode",
      "page",
      "status",
      "req/s",
      "p50 ms",
      "p99 ms",
      "CPU ms",
      "÷ bare in our routes",
      "CPU ratio",
      "÷ one-route bare",
      "CPU ratio",
    ],
    throughputRows,
    new Set([3, 4, 5, 6, 8, 10]),
  );
  for (const line of skipped) report(`  ${line}`);
  for (const line of memory) report(`  ${line}`);
  printModeRatios(rows);

  report("");
  report(
    `## Compressed bytes per page (as served: br, else gzip; 1 KB = 1000 bytes; ` +
      `bars: JS ≤ bare + ${JS_BUDGET_OVER_BARE / 1000} KB, CSS ≤ ${CSS_BUDGET / 1000} KB)`,
  );
  const bareJs = weights.find((w) => w.label === "bare /")?.weight?.jsBytes;
  const weightRows: string[][] = [];
  const weightNotes: string[] = [];
  for (const { label, weight, error } of weights) {
    if (!weight) {
      weightNotes.push(`${label}: ${error}`);
      continue;
    }
    const isBare = label === "bare /";
    const delta = bareJs === undefined ? undefined : weight.jsBytes - bareJs;
    weightRows.push([
      label,
      String(weight.status),
      kb(weight.htmlBytes),
      String(weight.js.length),
      kb(weight.jsBytes),
      String(weight.css.length),
      kb(weight.cssBytes),
      isBare || delta === undefined ? "—" : `${delta >= 0 ? "+" : ""}${kb(delta)}`,
      isBare || delta === undefined ? "—" : delta <= JS_BUDGET_OVER_BARE ? "PASS" : "FAIL",
      isBare ? "—" : weight.cssBytes <= CSS_BUDGET ? "PASS" : "FAIL",
    ]);
    for (const problem of weight.problems) weightNotes.push(`${label}: ${problem}`);
    if (weight.external.length)
      weightNotes.push(`${label}: not counted (other hosts): ${weight.external.join(", ")}`);
  }
  table(
    [
      "page",
      "status",
      "HTML KB",
      "JS files",
      "JS KB",
      "CSS files",
      "CSS KB",
      "JS Δ bare",
      "JS bar",
      "CSS bar",
    ],
    weightRows,
    new Set([2, 3, 4, 5, 6, 7]),
  );
  for (const line of weightNotes) report(`  ${line}`);

  if (notes.length || problem) {
    report("");
    report("## Notes");
    for (const note of notes) report(`- ${note}`);
    if (problem) report(`- ${problem}`);
  }
}

export function writeResults(rows: Row[], weights: WeightRow[]) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "latest.txt"), `${summary.join("\n")}\n`);
  const json = {
    date: new Date().toISOString(),
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
    },
    throughput: rows.map(({ result, refs, ...row }) => ({
      ...row,
      requestsPerSec: result?.requestsPerSec,
      p50Ms: result?.p50Ms,
      p99Ms: result?.p99Ms,
      non2xx3xx: result?.non2xx3xx,
      cpuMsPerRequest: result && cpuPerRequest(result),
      references: refs?.map((ref) => ({
        name: ref.name,
        ratio: ratioOf(ref),
        sliceRatios: ref.ratios,
        requestsPerSec: ref.result.requestsPerSec,
        cpuMsPerRequest: cpuPerRequest(ref.result),
        cpuRatio: cpuRatioOf({ result, ...row }, ref),
      })),
    })),
    memoryUnderLoadMb: Object.fromEntries(
      [...peakUnderLoad].map(([key, mb]) => [key.replace("\u0000", " / "), Math.round(mb)]),
    ),
    bytes: weights.map(({ label, weight, error }) => ({
      label,
      error,
      ...(weight && {
        path: weight.path,
        status: weight.status,
        htmlBytes: weight.htmlBytes,
        jsBytes: weight.jsBytes,
        cssBytes: weight.cssBytes,
        js: weight.js.map((a) => ({ path: new URL(a.url).pathname, bytes: a.bytes, encoding: a.encoding })),
        css: weight.css.map((a) => ({ path: new URL(a.url).pathname, bytes: a.bytes, encoding: a.encoding })),
      }),
    })),
  };
  fs.writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, path.join(resultsDir, "latest.txt"))} (and latest.json)`);
}
