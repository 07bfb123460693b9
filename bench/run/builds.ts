/**
 * The builds measured: the bare app's (built when older than its sources), the bare page in the portal's route
 * table (generated from the portal's build, rebuilt when that changed) and the portal's (npm run build).
 */
import fs from "node:fs";
import path from "node:path";
import { run } from "../lib/processes.ts";
import { generateRouteTableApp } from "../lib/route-table-app.ts";
import { indent, progress } from "./output.ts";
import { bareDir, env, root, routeTableDir } from "./settings.ts";

function newestMtime(entries: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== "node_modules") visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

function mtime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

const reactRouterCli = path.join(root, "node_modules/@react-router/dev/bin.cjs");

async function build(
  projectDir: string | undefined,
  label: string,
): Promise<{ ok: boolean; output: string }> {
  progress(`building ${label} …`);
  const started = Date.now();
  const { exit, output, timedOut } = await run(
    `build ${label}`,
    process.execPath,
    [reactRouterCli, "build", ...(projectDir ? [projectDir] : [])],
    { cwd: root, env: { ...env, NO_COLOR: "1" }, timeoutMs: 300_000 },
  );
  const ok = !timedOut && exit.code === 0;
  progress(`${label} ${ok ? "built" : "build FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ok, output: timedOut ? `${output}\n(timed out after 300 s)` : output };
}

export async function ensureBareBuild(): Promise<void> {
  const built = mtime(path.join(bareDir, "build/server/index.js"));
  const sources = newestMtime(
    ["app", "vite.config.ts", "react-router.config.ts"].map((p) => path.join(bareDir, p)),
  );
  if (built !== undefined && built >= sources) return;
  const { ok, output } = await build(path.relative(root, bareDir), "the bare app");
  if (!ok) throw new Error(`cannot build bench/bare:\n${output}`);
}

/** The bare page in the portal's route table (after ensureOurBuild: it reads the portal's manifest). */
export async function ensureRouteTableBuild(): Promise<{ routes: number }> {
  const { routes, stale } = generateRouteTableApp(root, bareDir, routeTableDir);
  if (!stale) return { routes };
  const { ok, output } = await build(
    path.relative(root, routeTableDir),
    `the bare page in our ${routes} routes`,
  );
  if (!ok) throw new Error(`cannot build ${path.relative(root, routeTableDir)}:\n${output}`);
  return { routes };
}

/** Our build is expected from `npm run build`; built here only when missing. */
export async function ensureOurBuild(notes: string[]): Promise<{ ok: boolean; message?: string }> {
  const built = mtime(path.join(root, "build/server/index.js"));
  if (built === undefined || !fs.existsSync(path.join(root, "build/client"))) {
    progress("build/ is missing (run `npm run build` first next time); building it now");
    const { ok, output } = await build(undefined, "the portal");
    if (!ok)
      return { ok: false, message: `the portal's build failed (npx react-router build):\n${indent(output)}` };
    return { ok: true };
  }
  const sources = newestMtime(
    ["app", "server", "server.ts", "vite.config.ts", "react-router.config.ts", "content"].map((p) =>
      path.join(root, p),
    ),
  );
  if (sources > built) {
    notes.push(
      "build/ is older than the sources (app/, server/, …): figures are for the last `npm run build`.",
    );
  }
  return { ok: true };
}
