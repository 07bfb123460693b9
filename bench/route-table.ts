/**
 * What React Router's route table costs a page by itself: the bare page (bench/bare, one route) against the same
 * page in an app with the portal's route table (every route of the last `npm run build`, same ids, nesting,
 * paths and index routes, each rendering one paragraph). Both are served by bench/bare/server.ts in production
 * mode and measured in alternating slices, so they see the same machine (decision 0026).
 *
 *   npm run build && npx node bench/route-table.ts
 *
 * The app is generated into bench/results/bare-routes/ (not committed) and rebuilt on every run.
 */
import fs from "node:fs";
import path from "node:path";
import { freePort, run, start, stopAll, waitUntilReady, type Managed } from "./lib/processes.ts";
import { formatRatios, median, runWrk, type WrkResult } from "./lib/wrk.ts";

const root = path.resolve(import.meta.dirname, "..");
const bareDir = path.join(import.meta.dirname, "bare");
const appDir = path.join(import.meta.dirname, "results", "bare-routes");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 3);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The portal's routes as the client manifest of its last build lists them. */
function portalRoutes(): ManifestRoute[] {
  const assets = path.join(root, "build/client/assets");
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
    : undefined;
  if (!file) throw new Error("build/client/assets/manifest-*.js is missing: run `npm run build` first");
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  return Object.values(manifest.routes);
}

/** routes.ts of the generated app: the portal's tree; its index route "/" renders the bare page. */
function routeConfig(routes: ManifestRoute[]): string {
  const children = new Map<string, ManifestRoute[]>();
  for (const r of routes) {
    if (!r.parentId) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  }
  const entries = (parentId: string, indent: string): string[] =>
    (children.get(parentId) ?? []).flatMap((r) => {
      const id = JSON.stringify(r.id);
      const nested = children.get(r.id) ? [...entries(r.id, `${indent}  `), `${indent}]),`] : null;
      // An index route has no children; every one renders the bare page (the portal has one, "/").
      if (r.index) return [`${indent}index("routes/home.tsx", { id: ${id} }),`];
      if (!r.path) {
        return [`${indent}layout("routes/layout.tsx", { id: ${id} }, [`, ...(nested ?? [`${indent}]),`])];
      }
      const head = `${indent}route(${JSON.stringify(r.path)}, "routes/dummy.tsx", { id: ${id} }`;
      return nested ? [`${head}, [`, ...nested] : [`${head}),`];
    });
  return [
    'import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";',
    "",
    "export default [",
    ...entries("root", "  "),
    "] satisfies RouteConfig;",
    "",
  ].join("\n");
}

function generate(routes: ManifestRoute[]) {
  fs.rmSync(appDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(appDir, "app/routes"), { recursive: true });
  for (const file of ["react-router.config.ts", "vite.config.ts", "app/root.tsx", "app/routes/home.tsx"]) {
    fs.copyFileSync(path.join(bareDir, file), path.join(appDir, file));
  }
  fs.writeFileSync(path.join(appDir, "app/routes.ts"), routeConfig(routes));
  fs.writeFileSync(
    path.join(appDir, "app/routes/dummy.tsx"),
    "export default function Dummy() {\n  return <p>Eine Seite der Routentabelle.</p>;\n}\n",
  );
  fs.writeFileSync(
    path.join(appDir, "app/routes/layout.tsx"),
    'import { Outlet } from "react-router";\n\nexport default function Layout() {\n  return <Outlet />;\n}\n',
  );
}

async function build(dir: string) {
  const cli = path.join(root, "node_modules/@react-router/dev/bin.cjs");
  const { exit, output } = await run("build", process.execPath, [cli, "build", path.relative(root, dir)], {
    cwd: root,
    env: { ...process.env, NO_COLOR: "1" },
    timeoutMs: 300_000,
  });
  if (exit.code !== 0) throw new Error(`building ${dir} failed:\n${output}`);
}

async function serve(name: string, appRoot: string): Promise<{ managed: Managed; origin: string }> {
  const port = await freePort();
  const managed = start(name, process.execPath, [path.join(bareDir, "server.ts")], {
    cwd: bareDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BARE_APP_DIR: appRoot,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/`, managed, 30_000);
  return { managed, origin };
}

const wrk = (url: string, durationS: number): Promise<WrkResult> =>
  runWrk(url, { threads: 1, connections: 16, durationS, headers: {} }, root);

try {
  const routes = portalRoutes();
  generate(routes);
  await build(bareDir);
  await build(appDir);
  const one = await serve("bare page, one route", bareDir);
  const table = await serve("bare page, the portal's route table", appDir);
  const pages = [
    { label: "bare page, one route: /", url: `${one.origin}/` },
    { label: `bare page in the portal's ${routes.length} routes: /`, url: `${table.origin}/` },
    { label: `bare page in the portal's ${routes.length} routes: /login`, url: `${table.origin}/login` },
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
