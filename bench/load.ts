/**
 * A realistic crowd and the capacity knee (decisions 0067, 0103): `npm run bench:load`. A fresh PostgreSQL
 * database `vp_load_…` is filled by the scale-data generator; the production build serves it, first as one portal,
 * then as two replicas behind a round-robin proxy. In each, one customer and one care worker first walk alone (the
 * unloaded time of each page). Then the crowd: customers who read each page for 5–20 s, arrive spread over a ramp,
 * sign in, make a few visits and sign out, and come again; a few pairs share one session on two clients; five care
 * workers. One portal: the crowd grows step by step (BENCH_LOAD_STEPS) and each step is measured for
 * BENCH_LOAD_SECONDS once everybody has arrived, until a step breaks the knee's bar (p95 > 10× unloaded or a 5xx);
 * then a sign-in storm. Two replicas: the crowd of BENCH_LOAD_USERS. Marks: at BENCH_LOAD_USERS p95 ≤ 5× unloaded,
 * 0 × 5xx, every acknowledged write in the database, no stale form let through; the sign-in limit and the jobs
 * across replicas; the storm answered at once. Exits 1 on a FAIL. bench/README.md.
 */
import os from "node:os";
import pg from "pg";
import { acks, checkAcks } from "./load/acks.ts";
import { careRound } from "./load/care-journey.ts";
import { jobsRanOnce, signInLimitHolds } from "./load/checks.ts";
import { Browser } from "./load/client.ts";
import { Crowd, type Session } from "./load/crowd.ts";
import { customerVisit, twoTabs, type Customer } from "./load/customer-journey.ts";
import { measureCores, type CoreUse } from "./load/machine.ts";
import { startProxy } from "./load/proxy.ts";
import { percentile, Recorder } from "./load/recorder.ts";
import { signIn, signOut, think, type ThinkTime } from "./load/sign-in.ts";
import { signInStorm } from "./load/storm.ts";
import { createTempDatabase } from "./lib/postgres.ts";
import type { Managed } from "./lib/processes.ts";
import { freePort } from "./lib/processes.ts";
import { DEFAULT_KEY_ENCRYPTION_KEY, PASSWORD } from "./lib/scale-accounts.ts";
import { fillScaleData } from "./lib/scale-data.ts";
import { ensureOurBuild } from "./run/builds.ts";
import { cleanup, databases, installCleanupHandlers } from "./run/cleanup.ts";
import { ms, progress, table } from "./run/output.ts";
import { startOurs } from "./run/servers.ts";
import { PG_ADMIN_URL } from "./run/settings.ts";

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const list = (name: string, fallback: number[]) => {
  const values = (process.env[name] ?? "").split(",").map(Number);
  return values.length > 0 && values.every((v) => Number.isInteger(v) && v > 0) ? values : fallback;
};
/** The crowd the bar is set for (p95 ≤ 5× unloaded), on one portal and on two replicas. */
const USERS = whole("BENCH_LOAD_USERS", 200);
/** The measured window of each step, once everybody of the step has arrived. */
const SECONDS = whole("BENCH_LOAD_SECONDS", 60);
/** The crowds of the knee search on one portal, in order; the search ends at the first that breaks its bar. */
const STEPS = [
  ...new Set([USERS, ...list("BENCH_LOAD_STEPS", [400, 600, 800, 1200, 1600, 2000, 2400, 3200, 4000])]),
]
  .filter((n) => n >= USERS)
  .sort((a, b) => a - b);
/** Think time per page, drawn evenly: "5000-20000" ms by default. */
const THINK: ThinkTime = (() => {
  const [min, max] = (process.env.BENCH_LOAD_THINK_MS ?? "5000-20000").split("-").map(Number);
  return Number.isFinite(min) && Number.isFinite(max ?? min) && min! >= 0
    ? { min: min!, max: Math.max(min!, max ?? min!) }
    : { min: 5_000, max: 20_000 };
})();
/** New people per second while a step's crowd arrives: a sign-in is ≈ 120 ms of a core (scrypt). */
const ARRIVALS_PER_S = whole("BENCH_LOAD_ARRIVALS_PER_S", 6);
const CARE_WORKERS = 5;
/** Customers whose one session runs on two clients at once: their stale forms must be refused. */
const SHARED = Math.max(2, Math.round(USERS / 40));
/** Visits of a customer per sign-in (a session does several things before it signs out). */
const VISITS_PER_SIGN_IN = 3;
/** Walks of the one customer and care worker alone, after one to warm up. */
const ALONE_WALKS = 3;
/** The bar at BENCH_LOAD_USERS: every page's p95 at most this multiple of its time alone. */
const P95_BAR = 5;
/** The knee: the largest crowd with every page's p95 at most this multiple of its time alone and no 5xx. */
const P95_KNEE = 10;
/** A page's p95 is judged against its alone time only with at least this many answers in the window. */
const MIN_SAMPLES = 20;
/** Simultaneous sign-ins of the storm. */
const STORM = whole("BENCH_LOAD_STORM", 300);
/** Generated customers: about one in six can edit its own offer (the rest are customized, accepted or frozen). */
const CUSTOMERS = whole("BENCH_LOAD_CUSTOMERS", Math.max(3_000, (Math.max(STEPS.at(-1)!, STORM) + 2) * 6));

const marks: boolean[] = [];
const mark = (ok: boolean, text: string) => {
  marks.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
};
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function accounts(url: string, needed: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Customers whose offer they may edit themselves (not customized, accepted or frozen).
    const customers = await client.query<{ email: string; id: string }>(
      `select u.email, p.id from provisions p join users u on u.id = p.user_id
       where p.state is null and p.frozen_at is null and u.status = 'CONFIRMED' and p.proposal_id is not null
       order by p.number limit $1`,
      [needed],
    );
    const care = await client.query<{ email: string }>(
      `select email from users where 'customercare' = any(groups) order by email limit $1`,
      // One walks alone, the others are the crowd's (a staff code is good once per account and 30 s).
      [CARE_WORKERS + 1],
    );
    const found = customers.rows.map((r): Customer => ({ email: r.email, provisionId: r.id }));
    if (found.length < needed)
      throw new Error(`only ${found.length} of ${needed} editable customers: raise BENCH_LOAD_CUSTOMERS`);
    return { customers: found, care: care.rows.map((r) => r.email) };
  } finally {
    await client.end();
  }
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** A customer's session: signed in, VISITS_PER_SIGN_IN visits (fewer when the crowd stops), signed out. */
const customerSession =
  (origin: string, customer: Customer, recorder: Recorder, visits = VISITS_PER_SIGN_IN): Session =>
  async (pause, stopped) => {
    const browser = new Browser(origin, nextAddress(), recorder);
    const page = await signIn(browser, customer.email, PASSWORD);
    for (let visit = 0; visit < visits && !stopped(); visit += 1) {
      await pause();
      await customerVisit(browser, customer, pause);
    }
    await pause();
    await signOut(browser, page);
  };

/**
 * A care worker signs in once (password and the authenticator's code) and stays signed in, as at work; each
 * session is one round through the lists.
 */
function careSession(origin: string, email: string, recorder: Recorder): Session {
  const browser = new Browser(origin, nextAddress(), recorder);
  let signedIn = false;
  return async (pause) => {
    if (!signedIn) await signIn(browser, email, PASSWORD);
    signedIn = true;
    await careRound(browser, pause);
  };
}

/** Two clients, one session: signed in once; both send the same form at once, then each visits. */
function sharedSession(origin: string, customer: Customer, recorder: Recorder): Session {
  const first = new Browser(origin, nextAddress(), recorder);
  const second = new Browser(origin, nextAddress(), recorder);
  let signedIn = false;
  return async (pause) => {
    if (!signedIn) await signIn(first, customer.email, PASSWORD);
    signedIn = true;
    first.shareSessionWith(second);
    await twoTabs(first, second, customer);
    await Promise.all([customerVisit(first, customer, pause), customerVisit(second, customer, pause)]);
  };
}

/** The median time of each page walked alone: once to warm up, then ALONE_WALKS times (100 ms between pages). */
async function aloneTimes(origin: string, customer: Customer, care: string): Promise<Map<string, number>> {
  const recorder = new Recorder();
  const quick = () => think({ min: 100, max: 100 });
  const careWalk = careSession(origin, care, recorder);
  let measuredFrom = 0;
  for (let walk = 0; walk <= ALONE_WALKS; walk += 1) {
    if (walk === 1) measuredFrom = performance.now();
    await customerSession(origin, customer, recorder, 1)(quick, () => false);
    await careWalk(quick, () => false);
  }
  return new Map(
    [...recorder.pages(measuredFrom)].map(([page, stats]) => [page, percentile(stats.times, 50)]),
  );
}

interface StepResult {
  crowd: number;
  requests: number;
  failures: number;
  /** The page with the highest p95 / alone, and that ratio. */
  worst: { page: string; ratio: number };
  cores: CoreUse;
  perPage: [string, string[]][];
}

/** Measures the window now: SECONDS of the crowd of `customers` as it is (and the care workers). */
async function measureStep(
  customers: number,
  recorder: Recorder,
  alone: Map<string, number>,
  portals: Managed[],
  rampFrom: number,
): Promise<StepResult> {
  const from = performance.now();
  const cores = measureCores(portals);
  await sleep(SECONDS * 1000);
  const to = performance.now();
  const used = cores();
  let worst = { page: "—", ratio: 0 };
  const perPage: [string, string[]][] = [...recorder.pages(from, to)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, stats]) => {
      const p95 = percentile(stats.times, 95);
      const base = alone.get(page);
      const ratio = base ? p95 / base : undefined;
      const judged = stats.times.length >= MIN_SAMPLES;
      if (judged && ratio !== undefined && ratio > worst.ratio) worst = { page, ratio };
      return [
        page,
        [
          page,
          String(stats.times.length),
          ms(percentile(stats.times, 50)),
          ms(p95),
          ms(percentile(stats.times, 99)),
          base === undefined ? "—" : ms(base),
          ratio === undefined ? "—" : `${ratio.toFixed(1)}${judged ? "" : " (few)"}`,
          [...stats.statuses].map(([code, n]) => `${code}×${n}`).join(" "),
        ],
      ];
    });
  return {
    crowd: customers,
    requests: recorder.count(from, to),
    // A 5xx while the step's people arrived counts too.
    failures: recorder.failures(rampFrom, to),
    worst,
    cores: used,
    perPage,
  };
}

function printPages(step: StepResult) {
  table(
    ["page", "count", "p50 ms", "p95 ms", "p99 ms", "alone ms", "p95/alone", "statuses"],
    step.perPage.map(([, row]) => row),
    new Set([1, 2, 3, 4, 5, 6]),
  );
}

const cores = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(2));

/** Grows `crowd` from `from` to `size` customers (with the care workers at the first step). */
async function growTo(
  crowd: Crowd,
  from: number,
  size: number,
  sessions: (from: number, to: number) => Session[],
) {
  const adding = sessions(from, size);
  const rampMs = Math.max(THINK.max, (adding.length / ARRIVALS_PER_S) * 1000);
  progress(`${adding.length} people arrive over ${(rampMs / 1000).toFixed(0)} s (${size} customers) …`);
  await crowd.grow(adding, rampMs);
}

/** Every page under the bar at the crowd of BENCH_LOAD_USERS, and no 5xx. */
function markBar(label: string, step: StepResult) {
  mark(step.failures === 0, `${label}: ${step.failures} × 5xx (or no answer) at ${step.crowd} customers`);
  mark(
    step.worst.ratio <= P95_BAR,
    `${label}: every page's p95 ≤ ${P95_BAR}× its unloaded time at ${step.crowd} customers (highest: ${step.worst.page} ${step.worst.ratio.toFixed(1)}×)`,
  );
}

async function markWrites(label: string, url: string, recorder: Recorder) {
  const check = await checkAcks(url);
  const refused = [...recorder.pages().values()].reduce((sum, s) => sum + (s.statuses.get(409) ?? 0), 0);
  mark(
    check.missing.length === 0,
    `${label}: ${acks.length} acknowledged writes, the latest of ${check.checked} (customer, field) in the database${check.missing.length ? `; missing: ${check.missing.slice(0, 3).join("; ")}` : ""}`,
  );
  mark(
    check.sameVersion.length === 0,
    `${label}: no two acknowledged writes on one version (lost update); ${refused} stale forms refused with 409${check.sameVersion.length ? `; ${check.sameVersion.slice(0, 3).join("; ")}` : ""}`,
  );
}

/** The sessions of customers [from, to) of the crowd (the first SHARED on two clients); the care workers come first. */
function sessionsFor(origin: string, people: { customers: Customer[]; care: string[] }, recorder: Recorder) {
  const [, ...crowd] = people.customers;
  return (from: number, to: number): Session[] => [
    ...(from === 0 ? people.care.slice(1).map((email) => careSession(origin, email, recorder)) : []),
    ...crowd
      .slice(from, to)
      .map((customer, i) =>
        from + i < SHARED
          ? sharedSession(origin, customer, recorder)
          : customerSession(origin, customer, recorder),
      ),
  ];
}

async function onePortal(
  url: string,
  env: Record<string, string>,
  people: Awaited<ReturnType<typeof accounts>>,
) {
  console.log(
    `\n== one portal: crowds ${STEPS.join(", ")} (${CARE_WORKERS} care workers, ${SHARED} customers on two clients), think ${THINK.min / 1000}–${THINK.max / 1000} s, ${SECONDS} s measured per step`,
  );
  // The one portal runs no job: what is due stays due for the replicas, whose overlapping runs are checked.
  const portal = await startOurs("load", { ...env, BILLING_JOB_INTERVAL_MS: "0" });
  try {
    acks.length = 0;
    const alone = await aloneTimes(portal.origin, people.customers[0]!, people.care[0]!);
    const recorder = new Recorder();
    const crowd = new Crowd(THINK);
    const sessions = sessionsFor(portal.origin, people, recorder);
    const results: StepResult[] = [];
    let knee: StepResult | undefined;
    let present = 0;
    for (const size of STEPS) {
      const rampFrom = performance.now();
      await growTo(crowd, present, size, sessions);
      present = size;
      const step = await measureStep(size, recorder, alone, [portal.managed], rampFrom);
      results.push(step);
      progress(
        `crowd ${size}: ${(step.requests / SECONDS).toFixed(1)} req/s, ${step.failures} × 5xx, highest p95/alone ${step.worst.ratio.toFixed(1)} (${step.worst.page}), cores: portal ${cores(step.cores.portal)}, machine ${cores(step.cores.machine)}`,
      );
      if (size === USERS) {
        console.log(`\nAt ${USERS} customers (one portal):`);
        printPages(step);
      }
      if (step.failures > 0 || step.worst.ratio > P95_KNEE) break;
      knee = step;
    }
    await crowd.stop();
    const cut = crowd.errors.length;
    console.log(
      `\nThe knee search (one portal; ${os.availableParallelism()} cores shared by the portal, PostgreSQL and this generator):`,
    );
    table(
      [
        "crowd",
        "req/s",
        "5xx",
        "highest p95/alone",
        "page",
        "portal cores",
        "machine cores",
        "generator cores",
      ],
      results.map((s) => [
        String(s.crowd),
        (s.requests / SECONDS).toFixed(1),
        String(s.failures),
        s.worst.ratio.toFixed(1),
        s.worst.page,
        cores(s.cores.portal),
        cores(s.cores.machine),
        cores(s.cores.generator),
      ]),
      new Set([0, 1, 2, 3, 5, 6, 7]),
    );
    console.log(`sessions cut short: ${cut}`);
    for (const message of [...new Set(crowd.errors)].slice(0, 8)) console.log(`  · ${message}`);
    const bar = results.find((s) => s.crowd === USERS);
    if (bar) markBar("one portal", bar);
    if (knee) {
      const perCore = knee.crowd / os.availableParallelism();
      const perPortalCore = knee.cores.portal ? knee.crowd / knee.cores.portal : undefined;
      console.log(
        `KNEE: ${knee.crowd} customers (the largest crowd with p95 ≤ ${P95_KNEE}× unloaded and 0 × 5xx${knee === results.at(-1) ? "; the last step tried — raise BENCH_LOAD_STEPS" : ""}): ${perCore.toFixed(0)} customers per core of this machine${perPortalCore ? `, ${perPortalCore.toFixed(0)} per core the portal used` : ""}`,
      );
    } else console.log(`KNEE: below ${USERS} customers`);
    await markWrites("one portal", url, recorder);

    // A sign-in storm on the idle portal: every answer at once, a sign-in or 503 with Retry-After.
    const storm = await signInStorm(portal.origin, people.customers.slice(1, STORM + 1), PASSWORD);
    console.log(
      `\nSign-in storm: ${storm.total} sign-ins at once: ${storm.signedIn} signed in, ${storm.busy} × 503 with Retry-After, ${storm.other} other; answer p50 ${ms(storm.p50)} ms, p95 ${ms(storm.p95)} ms, slowest ${ms(storm.max)} ms`,
    );
    mark(
      storm.other === 0 && storm.busy > 0,
      `one portal: a storm of ${storm.total} sign-ins is answered: signed in or 503 with Retry-After and the German page (${storm.busy} × 503), nothing else`,
    );
  } finally {
    await portal.managed.stop();
  }
}

async function twoReplicas(
  url: string,
  env: Record<string, string>,
  people: Awaited<ReturnType<typeof accounts>>,
) {
  console.log(
    `\n== two replicas: ${USERS} customers and ${CARE_WORKERS} care workers, think ${THINK.min / 1000}–${THINK.max / 1000} s, ${SECONDS} s measured`,
  );
  const started = new Date();
  const replicas = [await startOurs("replica 1", env), await startOurs("replica 2", env)];
  const proxy = await startProxy(
    await freePort(),
    replicas.map((r) => r.origin),
  );
  try {
    acks.length = 0;
    const alone = await aloneTimes(proxy.origin, people.customers[0]!, people.care[0]!);
    const recorder = new Recorder();
    const crowd = new Crowd(THINK);
    const rampFrom = performance.now();
    await growTo(crowd, 0, USERS, sessionsFor(proxy.origin, people, recorder));
    const step = await measureStep(
      USERS,
      recorder,
      alone,
      replicas.map((r) => r.managed),
      rampFrom,
    );
    await crowd.stop();
    console.log(
      `${(step.requests / SECONDS).toFixed(1)} req/s; cores: portals ${cores(step.cores.portal)}, machine ${cores(step.cores.machine)}, generator ${cores(step.cores.generator)}; sessions cut short: ${crowd.errors.length}`,
    );
    for (const message of [...new Set(crowd.errors)].slice(0, 8)) console.log(`  · ${message}`);
    printPages(step);
    markBar("two replicas", step);
    await markWrites("two replicas", url, recorder);
    const limited = await signInLimitHolds(
      proxy.origin,
      people.customers.at(-1)!.email,
      PASSWORD,
      new Recorder(),
    );
    mark(
      limited,
      "two replicas: the sign-in limit per account holds (6 failures, then the right password refused)",
    );
    const jobs = await jobsRanOnce(url, started);
    mark(
      jobs.keys > 0 && jobs.notOnce === 0,
      `two replicas: the billing job ran on both replicas and queued each of its ${jobs.keys} mails once (${jobs.notOnce} not once); ${jobs.dispatches} letters moved to dispatch${jobs.keys === 0 ? " (no mail recorded: the job first runs a minute after the start)" : ""}`,
    );
  } finally {
    await proxy.close();
    for (const replica of replicas) await replica.managed.stop();
  }
}

async function main() {
  installCleanupHandlers();
  const notes: string[] = [];
  const build = await ensureOurBuild(notes);
  if (!build.ok) throw new Error(build.message);
  for (const note of notes) console.log(`note: ${note}`);
  const database = await createTempDatabase(PG_ADMIN_URL, "vp_load");
  databases.add(database);
  progress(`filling ${database.name} with ${CUSTOMERS} customers …`);
  const key = process.env.KEY_ENCRYPTION_KEY ?? DEFAULT_KEY_ENCRYPTION_KEY;
  await fillScaleData(database.url, { customers: CUSTOMERS, sites: 200, keyEncryptionKey: key });
  const people = await accounts(database.url, Math.max(STEPS.at(-1)!, STORM) + 2);
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: "loopback",
    KEY_ENCRYPTION_KEY: key,
    // The billing job (mails, letter dispatch) runs every 10 s after its first run a minute after the start.
    BILLING_JOB_INTERVAL_MS: "10000",
  };
  if (process.env.BENCH_LOAD_REPLICAS_ONLY !== "1") await onePortal(database.url, env, people);
  await twoReplicas(database.url, env, people);
  console.log(
    `\n${marks.every(Boolean) ? "PASS" : "FAIL"}: ${marks.filter(Boolean).length} of ${marks.length} marks`,
  );
  if (!marks.every(Boolean)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
