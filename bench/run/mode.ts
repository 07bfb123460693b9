/** One database mode of a run: the portal's pages measured against the bare page, and its memory under load. */
import { probe } from "../lib/processes.ts";
import { measureAlternating, warmUp, type Reference, type Row, type Side } from "./load.ts";
import { loadKey, memoryOf, peakUnderLoad } from "./memory.ts";
import { progress } from "./output.ts";
import { choosePage, measureWeights, prepareFinance, signedInCookie, type WeightRow } from "./pages.ts";
import type { BareServer, OurServer } from "./servers.ts";
import {
  ACCEPT_ENCODING,
  BARS_MODE,
  BROWSER_ENCODING,
  DURATION_S,
  MEASURE_COMPRESSED,
  MEMORY_MAX_RATIO,
  MORE_SIGNED_IN_MIN_RATIO,
  MORE_SIGNED_IN_PATHS,
  NOT_FOUND_PATH,
  OVERVIEW_MIN_RATIO,
  ONE_ROUTE_REF,
  ROUNDS,
  ROUTE_TABLE_REF,
  SIGNED_IN_PATH,
  WARMUP_S,
} from "./settings.ts";

/** The two reference servers of a mode: the one-route bare page and the bare page in our route table. */
export interface References {
  oneRoute: BareServer;
  routeTable: BareServer;
}

/** What the modes of one run share and add to: the reference servers of the mode, the rows and notes of the summary. */
export interface RunState {
  refs: References;
  rows: Row[];
  notes: string[];
  startup: string[];
  memory: string[];
  /** Page weights, measured once (in the first mode that gets that far). */
  weights?: WeightRow[];
  /** Whether the pair with browsers' Accept-Encoding was measured (once per run). */
  compressedDone: boolean;
}

/** The bare pages as measured beside ours, with the request headers ours gets (no cookie). */
function referenceSides(refs: References, headers: Record<string, string> = {}): Side[] {
  return [
    { name: ROUTE_TABLE_REF, managed: refs.routeTable.managed, url: `${refs.routeTable.origin}/`, headers },
    { name: ONE_ROUTE_REF, managed: refs.oneRoute.managed, url: `${refs.oneRoute.origin}/`, headers },
  ];
}

/** The reference rows of a measurement: each bare page once more as its own row, for its req/s and CPU ms. */
function referenceRows(mode: string, suffix: string, refs: Reference[]): Row[] {
  return refs.map((ref) => ({ mode, page: ref.name + suffix, status: "200", result: ref.result }));
}

/** Measures one mode against the running portal; throws when a request or wrk fails. */
export async function measureMode(run: RunState, mode: string, ours: OurServer): Promise<boolean> {
  // The first page after /readyz shows work the portal defers to its first request.
  const firstStarted = Date.now();
  const first = await probe(`${ours.origin}/login`, { Accept: "text/html" }, 60_000);
  run.startup.push(
    `portal (${mode}): /readyz answered after ${(ours.readyMs / 1000).toFixed(1)} s; ` +
      `the first GET /login after that took ${((Date.now() - firstStarted) / 1000).toFixed(2)} s (${first.status})`,
  );

  const page = await choosePage(ours.origin);
  if (page.why) run.notes.push(`${mode}: ${page.why} (${NOT_FOUND_PATH} answered ${page.status}).`);
  const login = await signedInCookie(ours.origin);

  if (!run.weights) {
    progress("measuring compressed bytes per page …");
    run.weights = await measureWeights(ours, run.refs.oneRoute.origin, login.cookie);
  }

  const references = referenceSides(run.refs);
  progress(`warming up the bare pages (${WARMUP_S} s each) …`);
  for (const ref of references) await warmUp(ref.url);
  const pairNote = `${DURATION_S} s, ${ROUNDS} slices alternating with the two bare pages`;
  /** Measures one of our pages (after its warm-up) and adds its row; the first also adds the reference rows. */
  const measurePage = async (path: string, label: string, status: string, cookie?: string, bar?: number) => {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    const url = `${ours.origin}${path}`;
    await warmUp(url, headers);
    progress(`measuring ${label} (${pairNote}) …`);
    const side = { name: label, managed: ours.managed, url, headers };
    const { result, refs } = await measureAlternating(side, references, mode);
    const withRefRows = !run.rows.some((row) => row.mode === mode);
    run.rows.push({ mode, page: label, status, result, refs, bar: mode === BARS_MODE ? bar : undefined });
    if (withRefRows) run.rows.push(...referenceRows(mode, "", refs));
  };

  await measurePage(page.path, page.path, String(page.status));
  if (!login.cookie) {
    run.rows.push({ mode, page: `${SIGNED_IN_PATH} (signed in)`, status: "", note: login.note });
  } else {
    // The signed-in page has its own bar; any other page measured in its place (bench/letters.ts) the other's.
    const bar = SIGNED_IN_PATH === "/overview" ? OVERVIEW_MIN_RATIO : MORE_SIGNED_IN_MIN_RATIO;
    await measurePage(SIGNED_IN_PATH, `${SIGNED_IN_PATH} (signed in)`, "200", login.cookie, bar);
    // The further signed-in pages, each answering 200 or reported as not measured.
    await prepareFinance(ours.origin, login.cookie);
    for (const extra of MORE_SIGNED_IN_PATHS) {
      const answer = await probe(
        `${ours.origin}${extra}`,
        { Accept: "text/html", Cookie: login.cookie },
        15_000,
      );
      const label = `${extra} (signed in)`;
      if (answer.status !== 200) {
        const to = answer.location ? ` → ${answer.location}` : "";
        run.rows.push({
          mode,
          page: label,
          status: String(answer.status),
          note: `answered ${answer.status}${to}, not measured`,
        });
        continue;
      }
      await measurePage(extra, label, "200", login.cookie, MORE_SIGNED_IN_MIN_RATIO);
    }
  }
  if (MEASURE_COMPRESSED && !run.compressedDone && ACCEPT_ENCODING !== BROWSER_ENCODING) {
    run.compressedDone = true;
    const headers = { "Accept-Encoding": BROWSER_ENCODING };
    progress(`measuring ${page.path} and the bare pages with Accept-Encoding: ${BROWSER_ENCODING} …`);
    const side = { name: page.path, managed: ours.managed, url: `${ours.origin}${page.path}`, headers };
    const { result, refs } = await measureAlternating(side, referenceSides(run.refs, headers));
    const label = " [br]";
    run.rows.push({ mode, page: page.path + label, status: String(page.status), result, refs });
    run.rows.push(...referenceRows(mode, label, refs));
  }
  const mem = memoryOf(ours.managed);
  if (mem) run.memory.push(`portal (${mode}) after the load: ${mem}`);
  const oursPeak = peakUnderLoad.get(loadKey(mode, ours.managed));
  const barePeak = peakUnderLoad.get(loadKey(mode, run.refs.oneRoute.managed));
  if (oursPeak !== undefined && barePeak !== undefined) {
    const ratio = oursPeak / barePeak;
    const bar =
      mode === "postgres"
        ? ratio <= MEMORY_MAX_RATIO
          ? ` PASS (≤ ${MEMORY_MAX_RATIO})`
          : ` FAIL (> ${MEMORY_MAX_RATIO})`
        : "";
    run.memory.push(
      `memory under load (${mode}, highest RSS while wrk ran): portal ${oursPeak.toFixed(0)} MB, ` +
        `bare ${barePeak.toFixed(0)} MB, ratio ${ratio.toFixed(2)}${bar}`,
    );
  }
  return true;
}
