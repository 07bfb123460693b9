/**
 * Lighthouse scores and INP-like interaction figures of the production build, as a phone sees it, held to the
 * budget in bench/lighthouse-budget.json (decisions 0068, 0112):
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Pages: the reference pages `/login` and `/register/type`; as a customer the overview, the offer, the
 * funeral-site map page, the wishes, the letter editor, finance and the profile; as a care worker the back
 * office's customer list (LIGHTHOUSE_PAGES=/a,/b overrides the list). Before the portal starts, a care worker is
 * created with `npm run user:create` in a temporary DATA_DIR; the portal then runs like `npm run serve` on a free
 * loopback port with its map tiles from a stand-in tile server on loopback (bench/lib/tile-server.ts). A
 * customer signs up over HTTP in Kiel; each signed-in page gets its own sign-in, checked over HTTP (200, the
 * right content) and kept valid before every run (bench/lib/page-sessions.ts).
 *
 * Each page is scored LIGHTHOUSE_RUNS times (default 3) by Lighthouse's CLI (mobile defaults, the cookie as an
 * extra header; bench/lib/lighthouse-run.ts); where a page has a typical input (typing a letter, choosing a site
 * on the map, typing a street in the profile) it is done as many times in Playwright with a 4× slower CPU and
 * timed with the Event Timing API (bench/lib/interaction.ts). Every figure printed is the median of the runs;
 * each page gets PASS or FAIL against the budget with the limits it broke, and the audits that cost a missed
 * score points. Writes bench/results/lighthouse.txt and .json and the full report of each page's median run in
 * bench/results/lighthouse/. Exit code 0 only when every page was measured and kept every limit.
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { breaches, readBudget, type Breach, type Budget, type Figures } from "./lib/lighthouse-budget.ts";
import {
  CATEGORIES,
  costlyAudits,
  figuresOf,
  lighthouseOnce,
  type Category,
  type LighthouseResult,
  type Metric,
  type RunFigures,
} from "./lib/lighthouse-run.ts";
import {
  chooseSiteOnMap,
  launchBrowser,
  measureInteraction,
  typeIntoLetter,
  typeStreet,
  type Input,
  type InteractionRun,
} from "./lib/interaction.ts";
import {
  createStaffAccount,
  EndedElsewhere,
  openPageSession,
  signUpCustomer,
  startLetter,
  type PageEntry,
  type PageSession,
} from "./lib/page-sessions.ts";
import {
  describeExit,
  freePort,
  killAllNow,
  portalEnv,
  start,
  stopAll,
  waitUntilReady,
  type Managed,
} from "./lib/processes.ts";
import { startTileServer, type TileServer } from "./lib/tile-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(import.meta.dirname, "results");
const reportsDir = path.join(resultsDir, "lighthouse");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const budget = readBudget(path.join(import.meta.dirname, "lighthouse-budget.json"));

/** A page to score: who sees it, what its HTML must hold, and its typical input. */
interface PageSpec extends PageEntry {
  input?: { name: string; run: Input };
}

const MAP_PAGE = "/overview/offer/funeral-site";
const LETTER_EDITOR = "/overview/letters/create";
const PAGES: PageSpec[] = [
  { path: "/login", visitor: "anonymous" },
  { path: "/register/type", visitor: "anonymous" },
  { path: "/overview", visitor: "customer" },
  { path: "/overview/offer", visitor: "customer" },
  {
    path: MAP_PAGE,
    visitor: "customer",
    check: (html) =>
      html.includes("data-site-id") ? undefined : "lists no site around the customer's place",
    input: { name: "a site chosen on the map", run: chooseSiteOnMap },
  },
  { path: "/overview/wishes", visitor: "customer" },
  {
    path: LETTER_EDITOR,
    visitor: "customer",
    enter: startLetter,
    check: (html) => (/<textarea[^>]*name="text"/.test(html) ? undefined : "holds no letter text area"),
    input: { name: "43 characters typed into the letter", run: typeIntoLetter },
  },
  { path: "/overview/finance", visitor: "customer" },
  {
    path: "/profile",
    visitor: "customer",
    input: { name: "a street typed into the address", run: typeStreet },
  },
  { path: "/backoffice/customers", visitor: "staff" },
];

/**
 * The pages of LIGHTHOUSE_PAGES (default: all above). One outside the list is scored as whoever it answers to:
 * anonymous when it answers 200 without a cookie, else the care worker under /backoffice and the customer
 * elsewhere.
 */
async function pagesToScore(origin: string): Promise<PageSpec[]> {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
  if (!wanted) return PAGES;
  return Promise.all(
    wanted.map(async (pagePath) => {
      const known = PAGES.find((p) => p.path === pagePath);
      if (known) return known;
      const open = await fetch(`${origin}${pagePath}`, { redirect: "manual" });
      await open.body?.cancel();
      if (open.status === 200) return { path: pagePath, visitor: "anonymous" as const };
      return {
        path: pagePath,
        visitor: pagePath.startsWith("/backoffice") ? ("staff" as const) : "customer",
      };
    }),
  );
}

const lines: string[] = [];
const report = (line = "") => {
  console.log(line);
  lines.push(line);
};

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/**
 * Runs `attempt` with the page's fresh cookie; tried once more when it failed: after signing in again when the
 * page ended elsewhere (the session ended during the run), else as it is (Chromium's trace breaks now and then
 * on a busy machine: NO_NAVSTART and the like).
 */
async function withSession<T>(
  session: PageSession,
  attempt: (cookie: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(await session.fresh());
  } catch (error) {
    console.error(`${(error as Error).message.split("\n")[0]!.replace(/:$/, "")}; trying once more`);
    if (error instanceof EndedElsewhere) await session.renew();
    return attempt(await session.fresh());
  }
}

interface Measured {
  results: LighthouseResult[];
  figures: RunFigures[];
  interactions: InteractionRun[];
}

async function measurePage(
  origin: string,
  page: PageSpec,
  session: PageSession,
  browser: () => Promise<Browser>,
  tempDir: string,
): Promise<Measured> {
  const url = `${origin}${page.path}`;
  const results: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++)
    results.push(
      await withSession(session, (cookie) => lighthouseOnce(url, cookie, { root, chrome, tempDir })),
    );
  const interactions: InteractionRun[] = [];
  const input = page.input;
  if (input)
    for (let i = 0; i < RUNS; i++) {
      const run = await withSession(session, async (cookie) =>
        measureInteraction(await browser(), url, cookie, input.run),
      );
      session.adopt(run.cookie);
      interactions.push(run);
    }
  return { results, figures: results.map(figuresOf), interactions };
}

/** The medians of the runs, in the budget's terms. */
function pageFigures({ figures, interactions }: Measured): Figures {
  const metric = (id: Metric) => median(figures.map((f) => f.metrics[id]));
  return {
    min: Object.fromEntries(CATEGORIES.map((c) => [c, median(figures.map((f) => f.scores[c]))])) as Record<
      Category,
      number
    >,
    max: {
      "total-blocking-time-ms": metric("total-blocking-time"),
      "largest-contentful-paint-ms": metric("largest-contentful-paint"),
      "cumulative-layout-shift": metric("cumulative-layout-shift"),
      ...(interactions.length ? { "interaction-ms": median(interactions.map((r) => r.worstMs)) } : {}),
    },
  };
}

/** The run of median performance: its report is kept, its flagged audits are listed first. */
function typicalRun(results: LighthouseResult[]): LighthouseResult {
  const sorted = results.toSorted(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** For each category below its minimum: the audits that cost it points, with in how many runs. */
function auditsBehind(page: string, results: LighthouseResult[], missed: Category[]): string[] {
  const typical = typicalRun(results);
  const found: string[] = [];
  for (const category of missed) {
    const counts = new Map<string, { title: string; figure?: string; runs: number }>();
    // The typical run first, so that an audit it flagged is shown with its figure.
    for (const result of [typical, ...results.filter((r) => r !== typical)])
      for (const audit of costlyAudits(result, category)) {
        const seen = counts.get(audit.id);
        counts.set(audit.id, {
          title: seen?.title ?? audit.title,
          figure: seen ? seen.figure : audit.displayValue,
          runs: (seen?.runs ?? 0) + 1,
        });
      }
    for (const [id, { title, figure, runs }] of counts)
      found.push(
        `${page} ${category}: ${id} — ${title}${figure ? ` (${figure})` : ""}, ${runs} of ${RUNS} runs`,
      );
  }
  return found;
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "—");

function tableRow(
  page: string,
  measured: Measured,
  figures: Figures,
  broken: Breach[],
  load: string,
): string[] {
  const brokenKeys = new Set(broken.map((b) => b.key));
  const mark = (key: string, text: string) => (brokenKeys.has(key as Breach["key"]) ? `${text}!` : text);
  const metric = (id: Metric) => median(measured.figures.map((f) => f.metrics[id]));
  const inp = figures.max["interaction-ms"];
  return [
    page,
    ...CATEGORIES.map((c) => mark(c, figures.min[c].toFixed(2))),
    ms(metric("first-contentful-paint")),
    mark("largest-contentful-paint-ms", ms(metric("largest-contentful-paint"))),
    mark("total-blocking-time-ms", ms(metric("total-blocking-time"))),
    mark("cumulative-layout-shift", metric("cumulative-layout-shift").toFixed(3)),
    ms(metric("speed-index")),
    inp === undefined
      ? "—"
      : mark(
          "interaction-ms",
          // 0: no interaction lasted the 16 ms the observer reports from.
          `${inp === 0 ? "<16" : ms(inp)} (${median(measured.interactions.map((r) => r.interactions))})`,
        ),
    ms(median(measured.figures.map((f) => f.benchmarkIndex))),
    load,
    broken.length ? "FAIL" : "PASS",
  ];
}

const HEADER = [
  "page",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "SI ms",
  "INP-like ms (n)",
  "BI",
  "load 1m",
  "",
];

function printTable(rows: string[][]): void {
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  report(line(HEADER));
  report(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) report(line(row));
}

function printHeader(budgetOf: Budget): void {
  const limits = budgetOf.limitsFor("/");
  report(`# Lighthouse (mobile, default settings) and INP-like interactions — ${new Date().toISOString()}`);
  report(
    "The figures move with the host: this is a shared VM, and Lighthouse derives its slow phone from the task lengths",
  );
  report(
    "it observes here (TBT on /login: 600 ms once on this machine where an earlier one measured 10 ms). Read them with",
  );
  report("the load average and Lighthouse's benchmarkIndex of the runs (BI: higher is a faster host).");
  report(`load average at the start: ${loadAverage()}`);
  report(
    `${RUNS} run(s) per page; every figure is the median of its runs. INP-like: the worst interaction of the page's typical input`,
  );
  report(
    "(Playwright, CPU 4× slower, Event Timing), with the number of interactions in brackets; ! marks a broken limit.",
  );
  report(
    `budget (${path.relative(root, budgetOf.file)}): performance ≥ ${limits.min.performance}, accessibility ≥ ${limits.min.accessibility}, ` +
      `best practices ≥ ${limits.min["best-practices"]}, SEO ≥ ${limits.min.seo}; TBT ≤ ${limits.max["total-blocking-time-ms"]} ms, ` +
      `LCP ≤ ${limits.max["largest-contentful-paint-ms"]} ms, CLS ≤ ${limits.max["cumulative-layout-shift"]}, ` +
      `INP-like ≤ ${limits.max["interaction-ms"]} ms`,
  );
  report("");
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    console.error("build/ is missing: run `npm run build` first.");
    return 1;
  }
  if (!fs.existsSync(chrome)) {
    console.error(`Chromium not found at ${chrome} (set CHROME_PATH).`);
    return 1;
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-lighthouse-"));
  process.on("exit", () => {
    killAllNow();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  const tiles = await startTileServer(await freePort());
  let browser: Promise<Browser> | undefined;
  try {
    return await measure(tiles, tempDir, () => (browser ??= launchBrowser(chrome)));
  } finally {
    await (await browser)?.close();
    await tiles.close();
  }
}

async function startPortal(tiles: TileServer, dataDir: string): Promise<{ origin: string; portal: Managed }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const portal = start("portal", process.execPath, ["--liftoff-only", "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...portalEnv(port),
      DATA_DIR: dataDir,
      TILE_URL: tiles.urlTemplate,
    },
  });
  await waitUntilReady(`${origin}/readyz`, portal, 120_000);
  return { origin, portal };
}

/** Why a page could not be measured; when the portal has stopped, that is the reason. */
async function failure(error: unknown, portal: Managed): Promise<string> {
  if (portal.isRunning()) return (error as Error).message;
  return `the portal stopped (${describeExit(await portal.exited)}): ${portal.output().slice(-2000)}`;
}

async function measure(tiles: TileServer, tempDir: string, browser: () => Promise<Browser>): Promise<number> {
  const dataDir = path.join(tempDir, "data");
  await createStaffAccount(root, dataDir);
  const { origin, portal } = await startPortal(tiles, dataDir);
  const customerEmail = await signUpCustomer(root, origin);
  const pages = await pagesToScore(origin);
  // Every page checked before any is scored: a page that does not answer its visitor fails the bench at once.
  const sessions = new Map<string, PageSession>();
  for (const page of pages) sessions.set(page.path, await openPageSession(origin, page, customerEmail));

  printHeader(budget);
  const rows: string[][] = [];
  const json: Record<string, unknown> = {};
  const broken: string[] = [];
  const audits: string[] = [];
  const indexes: number[] = [];
  fs.rmSync(reportsDir, { recursive: true, force: true });
  fs.mkdirSync(reportsDir, { recursive: true });
  for (const page of pages) {
    const load = os.loadavg()[0]!.toFixed(2);
    const session = sessions.get(page.path)!;
    try {
      const measured = await measurePage(origin, page, session, browser, tempDir);
      const figures = pageFigures(measured);
      const pageBreaches = breaches(figures, budget.limitsFor(page.path));
      indexes.push(...measured.figures.map((f) => f.benchmarkIndex));
      rows.push(tableRow(page.path, measured, figures, pageBreaches, load));
      if (pageBreaches.length) broken.push(`${page.path}: ${pageBreaches.map((b) => b.text).join(", ")}`);
      const missed = CATEGORIES.filter((c) => pageBreaches.some((b) => b.key === c));
      audits.push(...auditsBehind(page.path, measured.results, missed));
      json[page.path] = pageJson(page, measured, figures, pageBreaches, session);
      fs.writeFileSync(
        path.join(reportsDir, `${page.path.replace(/^\//, "").replaceAll("/", "_")}.json`),
        JSON.stringify(typicalRun(measured.results)),
      );
    } catch (error) {
      rows.push([page.path, "not measured", ...HEADER.slice(2, -1).map(() => ""), "FAIL"]);
      broken.push(`${page.path}: not measured — ${await failure(error, portal)}`);
    }
  }
  printTable(rows);
  printFooter({ pages, tiles, broken, audits, indexes, sessions });
  fs.writeFileSync(path.join(resultsDir, "lighthouse.txt"), `${lines.join("\n")}\n`);
  fs.writeFileSync(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(json, null, 2)}\n`);
  return broken.length ? 1 : 0;
}

function pageJson(
  page: PageSpec,
  measured: Measured,
  figures: Figures,
  pageBreaches: Breach[],
  session: PageSession,
): unknown {
  return {
    visitor: page.visitor,
    figures,
    runs: measured.figures,
    interactions: page.input
      ? { input: page.input.name, runs: measured.interactions.map(({ cookie: _, ...run }) => run) }
      : undefined,
    breaches: pageBreaches.map((b) => b.text),
    sessions: session.counts(),
    pass: pageBreaches.length === 0,
  };
}

function printFooter(found: {
  pages: PageSpec[];
  tiles: TileServer;
  broken: string[];
  audits: string[];
  indexes: number[];
  sessions: Map<string, PageSession>;
}): void {
  report("");
  report(
    `benchmarkIndex of the runs: ${found.indexes.length ? `${ms(Math.min(...found.indexes))}–${ms(Math.max(...found.indexes))}` : "—"}; load average at the end: ${loadAverage()}`,
  );
  for (const page of found.pages.filter((p) => p.input))
    report(`typical input on ${page.path}: ${page.input!.name}`);
  if (found.pages.some((p) => p.path === MAP_PAGE))
    report(`stand-in map tiles served on loopback: ${found.tiles.served()}`);
  const counts = [...found.sessions.values()].map((s) => s.counts());
  report(
    `sessions: ${counts.reduce((n, c) => n + c.renewed, 0)} cookie(s) renewed by the portal and taken over, ` +
      `${counts.reduce((n, c) => n + c.signIns, 0)} sign-in(s) again`,
  );
  if (found.broken.length) {
    report("");
    report("Limits broken:");
    for (const line of found.broken) report(`- ${line}`);
  }
  if (found.audits.length) {
    report("");
    report("Audits that cost a missed score points (id — title):");
    for (const line of found.audits) report(`- ${line}`);
  }
  report("");
  report(
    found.broken.length ? "FAIL: a page broke a limit of the budget" : "PASS: every page kept the budget",
  );
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`lighthouse benchmark failed: ${(error as Error).message}`);
} finally {
  await stopAll();
}
process.exit(code);
