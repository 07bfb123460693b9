/** Starting the bare server and the portal with a clean environment, each on a free port. */
import path from "node:path";
import { freePort, portalEnv, start, waitUntilReady, type Managed } from "../lib/processes.ts";
import { servers } from "./cleanup.ts";
import { indent } from "./output.ts";
import { bareDir, env, root } from "./settings.ts";

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    PATH: `${path.join(root, "node_modules/.bin")}:${env.PATH ?? "/usr/bin:/bin"}`,
  };
  for (const name of ["HOME", "TMPDIR", "LANG", "TZ", "SESSION_SECRET"]) {
    if (env[name]) base[name] = env[name];
  }
  return { ...base, ...extra };
}

export interface BareServer {
  managed: Managed;
  origin: string;
}

/** The bare page's server (bench/bare/server.ts) for the one-route app, or another build of it in `appDir`. */
export async function startBare(appDir?: string, name = "bare server"): Promise<BareServer> {
  const port = await freePort();
  const managed = start(name, process.execPath, [path.join(bareDir, "server.ts")], {
    cwd: bareDir,
    env: childEnv({
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(appDir && { BARE_APP_DIR: appDir }),
    }),
  });
  servers.push(managed);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${origin}/`, managed, 30_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${indent(managed.output())}`);
  }
  return { managed, origin };
}

export interface OurServer {
  managed: Managed;
  origin: string;
  readyMs: number;
}

/** The portal's production build; `nodeArgs` go before the script (bench/profile.ts adds --cpu-prof). */
export async function startOurs(
  mode: string,
  extra: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<OurServer> {
  const port = await freePort();
  const managed = start(`portal (${mode})`, process.execPath, ["--liftoff-only", ...nodeArgs, "server.ts"], {
    cwd: root,
    env: childEnv({
      ...portalEnv(port),
      // The demo catalogue on PostgreSQL too: without it the sign-up and offer pages answer 503 (decision 0059).
      DEMO_DATA: "1",
      ...extra,
    }),
  });
  servers.push(managed);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const readyMs = await waitUntilReady(`${origin}/readyz`, managed, 120_000);
    return { managed, origin, readyMs };
  } catch (error) {
    await managed.stop(5_000);
    const output = managed.output().trim() || "(no output)";
    throw new Error(`${(error as Error).message}; its output:\n${indent(output)}`);
  }
}
