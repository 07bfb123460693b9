/** One database mode of a run: the portal's pages measured against the bare page, and its memory under load. */
import type { Managed } from "../lib/processes.ts";
import { probe } from "../lib/processes.ts";
import { measurePair, warmUp, type Row } from "./load.ts";
import { loadKey, memoryOf, peakUnderLoad } from "./memory.ts";
import { progress } from "./output.ts";
import { choosePage, measureWeights, prepareFinance, signedInCookie, type WeightRow } from "./pages.ts";
import type { OurServer } from "./servers.ts";
import {
  ACCEPT_ENCODING,
  BROWSER_ENCODING,
  DURATION_S,
  MEASURE_COMPRESSED,
  MEMORY_MAX_RATIO,
  MORE_SIGNED_IN_MIN_RATIO,
  MORE_SIGNED_IN_PATHS,
  NOT_FOUND_PATH,
  OVERVIEW_MIN_RATIO,
  ROUNDS,
  SIGNED_IN_PATH,
  WARMUP_S,
} from "./settings.ts";

/** What the modes of one run share and add to: the bare server of the mode, the rows and notes of the summary. */
export interface RunState {
  bare: { managed: Managed; origin: string };
  rows: Row[];
  notes: string[];
  startup: string[];
  memory: string[];
  /** Page weights, measured once (in the first mode that gets that far). */
  weights?: WeightRow[];
  /** Whether the pair with browsers' Accept-Encoding was measured (once per run). */
  compressedDone: boolean;
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
  const pageUrl = `${ours.origin}${page.path}`;
  const bareUrl = `${run.bare.origin}/`;
  const login = await signedInCookie(ours.origin);

  if (!run.weights) {
    progress("measuring compressed bytes per page …");
    run.weights = await measureWeights(ours, run.bare.origin, login.cookie);
  }

  progress(`warming up (${WARMUP_S} s per page) …`);
  await warmUp(pageUrl);
  await warmUp(bareUrl);
  if (login.cookie) await warmUp(`${ours.origin}${SIGNED_IN_PATH}`, { Cookie: login.cookie });

  const bareSide = { managed: run.bare.managed, url: bareUrl };
  const pairNote = `${DURATION_S} s, ${ROUNDS} slices alternating with the bare page`;
  progress(`measuring ${page.path} (${pairNote}) …`);
  const main = await measurePair(ours.managed, pageUrl, bareSide, {}, {}, mode);
  run.rows.push({ mode, page: page.path, status: String(page.status), ...main });
  run.rows.push({ mode, page: "bare /", status: "200", result: main.bare, bare: main.bare });
  if (login.cookie) {
    progress(`measuring ${SIGNED_IN_PATH} signed in (${pairNote}) …`);
    const overview = await measurePair(
      ours.managed,
      `${ours.origin}${SIGNED_IN_PATH}`,
      bareSide,
      { Cookie: login.cookie },
      {},
      mode,
    );
    run.rows.push({
      mode,
      page: `${SIGNED_IN_PATH} (signed in)`,
      status: "200",
      ...overview,
      // /overview has its own bar; any other page measured in its place (bench/letters.ts) the 0.4 of other pages.
      bar: SIGNED_IN_PATH === "/overview" ? OVERVIEW_MIN_RATIO[mode] : MORE_SIGNED_IN_MIN_RATIO,
    });
  } else {
    run.rows.push({ mode, page: `${SIGNED_IN_PATH} (signed in)`, status: "", note: login.note });
  }
  // The further signed-in pages (offer, finance), each answering 200 or reported as not measured.
  if (login.cookie) await prepareFinance(ours.origin, login.cookie);
  for (const extra of login.cookie ? MORE_SIGNED_IN_PATHS : []) {
    const answer = await probe(
      `${ours.origin}${extra}`,
      { Accept: "text/html", Cookie: login.cookie! },
      15_000,
    );
    if (answer.status !== 200) {
      run.rows.push({
        mode,
        page: `${extra} (signed in)`,
        status: String(answer.status),
        note: "not measured",
      });
      continue;
    }
    await warmUp(`${ours.origin}${extra}`, { Cookie: login.cookie! });
    progress(`measuring ${extra} signed in (${pairNote}) …`);
    const pair = await measurePair(
      ours.managed,
      `${ours.origin}${extra}`,
      bareSide,
      { Cookie: login.cookie! },
      {},
      mode,
    );
    run.rows.push({
      mode,
      page: `${extra} (signed in)`,
      status: "200",
      ...pair,
      bar: MORE_SIGNED_IN_MIN_RATIO,
    });
  }
  if (MEASURE_COMPRESSED && !run.compressedDone && ACCEPT_ENCODING !== BROWSER_ENCODING) {
    run.compressedDone = true;
    const headers = { "Accept-Encoding": BROWSER_ENCODING };
    progress(`measuring ${page.path} and the bare page with Accept-Encoding: ${BROWSER_ENCODING} …`);
    const compressed = await measurePair(ours.managed, pageUrl, bareSide, headers, headers);
    const label = " [br]";
    run.rows.push({ mode, page: page.path + label, status: String(page.status), ...compressed });
    run.rows.push({
      mode,
      page: "bare /" + label,
      status: "200",
      result: compressed.bare,
      bare: compressed.bare,
    });
  }
  const mem = memoryOf(ours.managed);
  if (mem) run.memory.push(`portal (${mode}) after the load: ${mem}`);
  const oursPeak = peakUnderLoad.get(loadKey(mode, ours.managed));
  const barePeak = peakUnderLoad.get(loadKey(mode, run.bare.managed));
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
