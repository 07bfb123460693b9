/**
 * What React Router's route table costs a page by itself: the bare page (bench/bare, one route) against the same
 * page in an app with the portal's route table (every route of the last `npm run build`, same ids, nesting,
 * paths and index routes, each rendering one paragraph). Both are served by bench/bare/server.ts in production
 * mode and measured in alternating slices, so they see the same machine (decision 0026).
 *
 *   npm run build && npx node bench/route-table.ts
 *
 * The app is generated into bench/results/bare-routes/ (not committed, bench/lib/route-table-app.ts) and rebuilt
 * when the portal's route table changed. `npm run bench` measures every page against both references too.
 */
import { stopAll } from "./lib/processes.ts";
import { formatRatios, median, runWrk, type WrkResult } from "./lib/wrk.ts";
import { ensureBareBuild, ensureRouteTableBuild } from "./run/builds.ts";
import { startBare } from "./run/servers.ts";
import { root, routeTableDir } from "./run/settings.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 3);

const wrk = (url: string, durationS: number): Promise<WrkResult> =>
  runWrk(url, { threads: 1, connections: 16, durationS, headers: {} }, root);

try {
  await ensureBareBuild();
  const { routes } = await ensureRouteTableBuild();
  const one = await startBare(undefined, "bare page, one route");
  const table = await startBare(routeTableDir, "bare page, the portal's route table");
  const pages = [
    { label: "bare page, one route: /", url: `${one.origin}/` },
    { label: `bare page in the portal's ${routes} routes: /`, url: `${table.origin}/` },
    { label: `bare page in the portal's ${routes} routes: /login`, url: `${table.origin}/login` },
  ];
  for (const page of pages) await wrk(page.url, 2);
  const rates = pages.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, page] of pages.entries()) rates[i]!.push((await wrk(page.url, SLICE_S)).requestsPerSec);
  }
  console.log(
    `wrk -t1 -c16, ${ROUNDS} rounds of ${SLICE_S} s per page, alternating; ratio = median per round`,
  );
  for (const [i, page] of pages.entries()) {
    const ratios = rates[i]!.map((rate, round) => rate / rates[0]![round]!);
    console.log(
      `${page.label.padEnd(44)} ${median(rates[i]!).toFixed(0).padStart(6)} req/s  ratio ${formatRatios(ratios)}`,
    );
  }
} finally {
  await stopAll();
}
