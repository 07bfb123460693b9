/**
 * A realistic crowd (decision 0067): `npm run bench:load`. A fresh PostgreSQL database `vp_load_…` is filled by the
 * scale-data generator; the production build serves it, first as one portal, then as two replicas behind a
 * round-robin proxy. In each, one customer and one care worker first walk their journeys alone (the unloaded
 * time of each page), then BENCH_LOAD_USERS customers (a few pairs sharing one session on two clients) and five
 * care workers walk them for BENCH_LOAD_SECONDS. Printed per page: count, p50/p95/p99, statuses; marks for
 * 0 × 5xx, p95 < 10× unloaded, every acknowledged write in the database and no stale form let through, and
 * (two replicas) the sign-in limit and the jobs holding across replicas. Exits 1 on a FAIL. bench/README.md.
 */
import pg from "pg";
import { acks, checkAcks } from "./load/acks.ts";
import { careRound } from "./load/care-journey.ts";
import { jobsRanOnce, signInLimitHolds } from "./load/checks.ts";
import { Browser, JourneyError } from "./load/client.ts";
import { customerVisit, twoTabs, type Customer } from "./load/customer-journey.ts";
import { startProxy } from "./load/proxy.ts";
import { percentile, Recorder } from "./load/recorder.ts";
import { signIn, signOut, think } from "./load/sign-in.ts";
import { createTempDatabase } from "./lib/postgres.ts";
import { freePort } from "./lib/processes.ts";
import { DEFAULT_KEY_ENCRYPTION_KEY, PASSWORD } from "./lib/scale-accounts.ts";
import { fillScaleData } from "./lib/scale-data.ts";
import { ensureOurBuild } from "./run/builds.ts";
import { cleanup, databases, installCleanupHandlers, isInterrupted } from "./run/cleanup.ts";
import { ms, progress, table } from "./run/output.ts";
import { startOurs, type OurServer } from "./run/servers.ts";
import { PG_ADMIN_URL } from "./run/settings.ts";

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const USERS = whole("BENCH_LOAD_USERS", 200);
const SECONDS = whole("BENCH_LOAD_SECONDS", 60);
const CUSTOMERS = whole("BENCH_LOAD_CUSTOMERS", 3_000);
const THINK_MS = whole("BENCH_LOAD_THINK_MS", 1_000);
const CARE_WORKERS = 5;
/** Customers whose one session runs on two clients at once: their stale forms must be refused. */
const SHARED = Math.max(2, Math.round(USERS / 40));
/** Visits of a customer per sign-in (a session does several things before it signs out). */
const VISITS_PER_SIGN_IN = 3;
/** The crowd arrives over the first quarter of the run, at most 15 s. */
const RAMP_MS = Math.min(15_000, (SECONDS * 1000) / 4);
/** Walks of the one customer and care worker alone, after one to warm up. */
const ALONE_WALKS = 3;
/** The bar: every page's p95 under load below this multiple of its time with one user. */
const P95_MAX_RATIO = 10;

const marks: boolean[] = [];
const mark = (ok: boolean, text: string) => {
  marks.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
};

async function accounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Customers whose offer they may edit themselves (not customized, accepted or frozen).
    const customers = await client.query<{ email: string; id: string }>(
      `select u.email, p.id from provisions p join users u on u.id = p.user_id
       where p.state is null and p.frozen_at is null and u.status = 'CONFIRMED' and p.proposal_id is not null
       order by p.number limit $1`,
      [USERS + 2],
    );
    const care = await client.query<{ email: string }>(
      `select email from users where 'customercare' = any(groups) order by email limit $1`,
      [CARE_WORKERS],
    );
    const list = customers.rows.map((r): Customer => ({ email: r.email, provisionId: r.id }));
    if (list.length < USERS + 2)
      throw new Error(`only ${list.length} editable customers: raise BENCH_LOAD_CUSTOMERS`);
    return { customers: list, care: care.rows.map((r) => r.email) };
  } finally {
    await client.end();
  }
}

/**
 * One simulated person: journeys until the deadline, the first after a random delay within RAMP_MS (people do
 * not all arrive in the same second); a journey that finds something unexpected is counted.
 */
async function walk(until: number, journey: () => Promise<void>, errors: string[]) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * RAMP_MS));
  while (Date.now() < until && !isInterrupted()) {
    try {
      await journey();
    } catch (error) {
      errors.push(error instanceof JourneyError ? error.message : String(error));
      await think(THINK_MS);
    }
  }
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** Signed in, VISITS_PER_SIGN_IN visits (fewer when the time is up), signed out. */
async function customerJourney(
  origin: string,
  customer: Customer,
  recorder: Recorder,
  { thinkMs = THINK_MS, visits = VISITS_PER_SIGN_IN, until = Infinity } = {},
) {
  const browser = new Browser(origin, nextAddress(), recorder);
  const page = await signIn(browser, customer.email, PASSWORD);
  for (let visit = 0; visit < visits && Date.now() < until; visit += 1) {
    await think(thinkMs);
    await customerVisit(browser, customer, thinkMs);
  }
  await think(thinkMs);
  await signOut(browser, page);
}

async function careJourney(origin: string, email: string, recorder: Recorder, thinkMs = THINK_MS) {
  const browser = new Browser(origin, nextAddress(), recorder);
  const page = await signIn(browser, email, PASSWORD);
  await careRound(browser, thinkMs);
  await signOut(browser, page);
}

async function scenario(
  label: string,
  origin: string,
  url: string,
  people: { customers: Customer[]; care: string[] },
  replicas: number,
) {
  console.log(
    `\n== ${label}: ${USERS} customers (${SHARED} on two clients) and ${CARE_WORKERS} care workers, ${SECONDS} s`,
  );
  const started = new Date();
  acks.length = 0;
  const [alone, ...crowd] = people.customers;
  const unloaded = new Recorder();
  const soloErrors: string[] = [];
  // Once to warm up, then ALONE_WALKS times measured: a page's alone time is the median of its walks.
  for (const recorder of [new Recorder(), ...Array.from({ length: ALONE_WALKS }, () => unloaded)]) {
    // A short pause between pages: the server is idle anyway, and the walks are sequential.
    await customerJourney(origin, alone!, recorder, { thinkMs: 100, visits: 1 }).catch((e: unknown) =>
      soloErrors.push(String(e)),
    );
    await careJourney(origin, people.care[0]!, recorder, 100).catch((e: unknown) =>
      soloErrors.push(String(e)),
    );
  }
  const loaded = new Recorder();
  const errors: string[] = [];
  const until = Date.now() + SECONDS * 1000;
  const walkers: Promise<void>[] = [];
  const single = crowd.slice(SHARED, USERS - SHARED);
  for (const customer of single)
    walkers.push(walk(until, () => customerJourney(origin, customer, loaded, { until }), errors));
  for (const customer of crowd.slice(0, SHARED)) {
    // Two clients, one session: signed in once; both send the same form at once, then each visits.
    const first = new Browser(origin, nextAddress(), loaded);
    const second = new Browser(origin, nextAddress(), loaded);
    let signedIn = false;
    walkers.push(
      walk(
        until,
        async () => {
          if (!signedIn) await signIn(first, customer.email, PASSWORD);
          signedIn = true;
          first.shareSessionWith(second);
          await twoTabs(first, second, customer);
          await Promise.all([
            customerVisit(first, customer, THINK_MS),
            customerVisit(second, customer, THINK_MS),
          ]);
        },
        errors,
      ),
    );
  }
  for (const email of people.care)
    walkers.push(walk(until, () => careJourney(origin, email, loaded), errors));
  await Promise.all(walkers);

  const rows = [...loaded.pages].sort(([a], [b]) => a.localeCompare(b));
  const fives = rows.reduce(
    (sum, [, s]) =>
      sum + [...s.statuses].filter(([code]) => code >= 500 || code === 0).reduce((n, [, c]) => n + c, 0),
    0,
  );
  const slow: string[] = [];
  table(
    ["page", "count", "p50 ms", "p95 ms", "p99 ms", "alone ms", "p95/alone", "statuses"],
    rows.map(([page, stats]) => {
      const p95 = percentile(stats.times, 95);
      const solo = unloaded.pages.get(page);
      const base = solo ? percentile(solo.times, 50) : undefined;
      const ratio = base ? p95 / base : undefined;
      if (ratio !== undefined && ratio >= P95_MAX_RATIO) slow.push(page);
      return [
        page,
        String(stats.times.length),
        ms(percentile(stats.times, 50)),
        ms(p95),
        ms(percentile(stats.times, 99)),
        base === undefined ? "—" : ms(base),
        ratio === undefined ? "—" : ratio.toFixed(1),
        [...stats.statuses].map(([code, n]) => `${code}×${n}`).join(" "),
      ];
    }),
    new Set([1, 2, 3, 4, 5, 6]),
  );
  const requests = rows.reduce((sum, [, s]) => sum + s.times.length, 0);
  console.log(
    `${requests} requests in ${SECONDS} s (${(requests / SECONDS).toFixed(0)}/s); journeys cut short: ${errors.length}`,
  );
  for (const message of [...new Set([...soloErrors, ...errors])].slice(0, 8)) console.log(`  · ${message}`);
  mark(fives === 0, `${label}: ${fives} × 5xx (or no answer)`);
  mark(
    slow.length === 0,
    `${label}: p95 of every page < ${P95_MAX_RATIO}× its unloaded time${slow.length ? ` (not: ${slow.join(", ")})` : ""}`,
  );
  const check = await checkAcks(url);
  const refused = rows.reduce((sum, [, s]) => sum + (s.statuses.get(409) ?? 0), 0);
  mark(
    check.missing.length === 0,
    `${label}: ${acks.length} acknowledged writes, the latest of ${check.checked} (customer, field) in the database${check.missing.length ? `; missing: ${check.missing.slice(0, 3).join("; ")}` : ""}`,
  );
  mark(
    check.sameVersion.length === 0,
    `${label}: no two acknowledged writes on one version (lost update); ${refused} stale forms refused with 409${check.sameVersion.length ? `; ${check.sameVersion.slice(0, 3).join("; ")}` : ""}`,
  );
  if (replicas > 1) {
    const limited = await signInLimitHolds(origin, people.customers.at(-1)!.email, PASSWORD, new Recorder());
    mark(
      limited,
      `${label}: the sign-in limit per account holds across replicas (6 failures, then the right password refused)`,
    );
    const jobs = await jobsRanOnce(url, started);
    mark(
      jobs.keys > 0 && jobs.notOnce === 0,
      `${label}: the billing job ran on both replicas and queued each of its ${jobs.keys} mails once (${jobs.notOnce} not once); ${jobs.dispatches} letters moved to dispatch${jobs.keys === 0 ? " (no mail recorded: the job first runs a minute after the start)" : ""}`,
    );
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
  const people = await accounts(database.url);
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: "loopback",
    KEY_ENCRYPTION_KEY: key,
    // The billing job (mails, letter dispatch) runs every 10 s after its first run a minute after the start.
    BILLING_JOB_INTERVAL_MS: "10000",
  };

  // The one portal runs no job: what is due stays due for the replicas, whose overlapping runs are checked.
  const one: OurServer = await startOurs("load", { ...env, BILLING_JOB_INTERVAL_MS: "0" });
  await scenario("one portal", one.origin, database.url, people, 1);
  await one.managed.stop();

  const replicas = [await startOurs("replica 1", env), await startOurs("replica 2", env)];
  const proxy = await startProxy(
    await freePort(),
    replicas.map((r) => r.origin),
  );
  try {
    await scenario("two replicas", proxy.origin, database.url, people, 2);
  } finally {
    await proxy.close();
  }
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
