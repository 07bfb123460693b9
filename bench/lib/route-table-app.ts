/**
 * The bare page inside the portal's own route table: an app generated from the client manifest of the portal's
 * last build (every route with its id, nesting, path and index flag, each rendering one paragraph) whose index
 * route "/" is the bare page (bench/bare). It is the reference for what React Router's per-request work over our
 * routes costs before any of our code runs (decision 0026). Served by bench/bare/server.ts with BARE_APP_DIR.
 */
import fs from "node:fs";
import path from "node:path";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The portal's routes as the client manifest of its last build lists them. */
function portalRoutes(root: string): ManifestRoute[] {
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

// package.json too: it lists isbot for React Router's default entry.server (see bench/bare/package.json).
const COPIED = [
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "app/root.tsx",
  "app/routes/home.tsx",
];
const GENERATED: Record<string, string> = {
  "app/routes/dummy.tsx":
    "export default function Dummy() {\n  return <p>Eine Seite der Routentabelle.</p>;\n}\n",
  "app/routes/layout.tsx":
    'import { Outlet } from "react-router";\n\nexport default function Layout() {\n  return <Outlet />;\n}\n',
};

/**
 * Writes the app into `appDir` (the bare app's files, the generated route table) and returns how many routes it
 * has and whether it must be built: its build is missing, or any of its files changed since the last one.
 */
export function generateRouteTableApp(
  root: string,
  bareDir: string,
  appDir: string,
): { routes: number; stale: boolean } {
  const routes = portalRoutes(root);
  const files: Record<string, string> = {
    ...Object.fromEntries(COPIED.map((f) => [f, fs.readFileSync(path.join(bareDir, f), "utf8")])),
    ...GENERATED,
    "app/routes.ts": routeConfig(routes),
  };
  let stale = !fs.existsSync(path.join(appDir, "build/server/index.js"));
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(appDir, file);
    const old = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : undefined;
    if (old === text) continue;
    stale = true;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  return { routes: routes.length, stale };
}
