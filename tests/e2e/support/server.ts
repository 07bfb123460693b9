/**
 * The production server of one Playwright worker: the build (`npm run serve`) on a port and a data directory of
 * its own, so that workers never queue on one embedded database (decision 0085). Worker slot n (its
 * `parallelIndex`) serves on E2E_PORT + n and finds its PayPal stand-in on E2E_PORT + 1000 + n. A worker that
 * replaces a failed one gets the slot's server again on the same data directory (reopened in seconds); the
 * run's global setup empties the data directories once.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_OPERATOR } from "./operator";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The parent of the workers' data directories; separate runs (several checkouts) keep their own. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
/** Initdb, migrations and the demo data: seconds on a quiet machine, a minute on a loaded one. */
export const SERVER_START_TIMEOUT_MS = 180_000;

export interface WorkerServer {
  origin: string;
  port: number;
  /** Where this server expects the PayPal stand-in (tests/e2e/support/paypal-standin.ts). */
  paypalPort: number;
  /** The server's log (level info: a line per request), appended to across the run (log-privacy.spec.ts). */
  logFile: string;
  stop(): Promise<void>;
}

function serverEnv(port: number, paypalPort: number, dataDir: string): NodeJS.ProcessEnv {
  const paypal = `http://127.0.0.1:${paypalPort}`;
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: "info",
    TRUST_PROXY: "loopback",
    MAIL_DEV: "1",
    // The embedded stand-ins, chosen explicitly as production requires (README, decision 0027).
    MAIL_TRANSPORT: "outbox",
    INSURANCE: "embedded",
    // The demo catalogue, sites and coupons the tests rely on (the embedded default; decision 0059).
    DEMO_DATA: "1",
    // The legal pages and the footer show a configured operator.
    ...E2E_OPERATOR,
    // PayPal points at the loopback stand-in the PayPal test starts itself.
    PAYPAL_CLIENT_ID: "e2e-paypal-client",
    PAYPAL_CLIENT_SECRET: "e2e-paypal-secret",
    // One plan per exact yearly price (decision 0031); the stand-in's plan "P-E2E-<cents>" charges <cents>.
    // Plan 18 € without and with the guarantee, the partner's guarantee (25 %), and with the guarantee and
    // coupon VORSORGE20 (28,80 €); 14,40 € (without, with the coupon) has none: SEPA only.
    PAYPAL_PLAN_IDS: [1800, 3600, 3150, 2880].map((c) => `${c}:P-E2E-${c}`).join(","),
    PAYPAL_WEBHOOK_ID: "WH-E2E-STANDIN",
    PAYPAL_API_BASE: paypal,
    PAYPAL_SDK_BASE: `${paypal}/sdk/js`,
  };
}

async function waitUntilReady(origin: string, exited: Promise<string>): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let gone: string | undefined;
  void exited.then((reason) => (gone = reason));
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the e2e server at ${origin} ${gone}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server at ${origin} was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** Starts the server of worker slot `slot` and resolves once it answers /readyz. */
export async function startServer(slot: number): Promise<WorkerServer> {
  const port = BASE_PORT + slot;
  const paypalPort = BASE_PORT + 1000 + slot;
  const origin = `http://localhost:${port}`;
  const logFile = path.resolve(E2E_DATA_DIR, `${slot}.log`);
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const log = fs.openSync(logFile, "a");
  const child = spawn("npm", ["run", "-s", "serve"], {
    env: serverEnv(port, paypalPort, path.join(E2E_DATA_DIR, String(slot))),
    // A process group of its own: npm, its shell and node stop together.
    detached: true,
    stdio: ["ignore", log, "pipe"],
  });
  fs.closeSync(log);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + String(chunk)).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(`stopped (${signal ?? `exit ${code}`}): ${stderr}`)),
  );
  const kill = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  // A worker that dies without its teardown must not leave its server on the port.
  process.once("exit", kill);
  const stop = async () => {
    process.off("exit", kill);
    kill();
    await exited;
  };
  try {
    await waitUntilReady(origin, exited);
    // The first page of a fresh server loads the route modules and warms the engine: here, not in a test's
    // 30 s (three cold servers at once timed out the first tests of a loaded machine).
    await fetch(`${origin}/login`).then((response) => response.text());
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, paypalPort, logFile, stop };
}
