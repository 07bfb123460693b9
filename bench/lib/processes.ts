/**
 * Child processes the benchmark starts: servers, wrk, builds. Every child is tracked so that
 * an error, Ctrl-C or an early exit stops all of them; output is kept (last 16 KB) for messages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";

const KEEP_OUTPUT = 16 * 1024;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export interface Managed {
  name: string;
  child: ChildProcess;
  /** stdout and stderr as they arrived (last 16 KB). */
  output(): string;
  /** stdout only, complete (for short-lived commands such as wrk). */
  stdout(): string;
  exited: Promise<Exit>;
  isRunning(): boolean;
  stop(timeoutMs?: number): Promise<Exit>;
}

const running = new Set<Managed>();

/**
 * The environment of the portal's production build on the loopback `port`: mail to the outbox, the embedded
 * insurance, no log, no retention job.
 */
export function portalEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    MAIL_TRANSPORT: "outbox",
    INSURANCE: "embedded",
    LOG_LEVEL: "silent",
    // The generated customers' dates lie in the past: the nightly purge would delete some during a measurement.
    RETENTION_JOB_INTERVAL_MS: "0",
    HOST: "127.0.0.1",
    PORT: String(port),
  };
}

export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  let out = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-KEEP_OUTPUT);
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (out.length < 1_000_000) out += chunk.toString("utf8");
  });
  child.stderr?.on("data", keep);

  let done = false;
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
    child.once("error", (error) => {
      done = true;
      resolve({ code: null, signal: null, error });
    });
  });

  const managed: Managed = {
    name,
    child,
    output: () => tail,
    stdout: () => out,
    exited,
    isRunning: () => !done && child.exitCode === null && child.signalCode === null,
    async stop(timeoutMs = 12_000) {
      if (managed.isRunning()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => {
          if (managed.isRunning()) child.kill("SIGKILL");
        }, timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(managed);
      return exited;
    },
  };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

/** Runs a command to completion, with a time limit. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ exit: Exit; output: string; stdout: string; timedOut: boolean }> {
  const managed = start(name, command, args, options);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void managed.stop(3_000);
  }, options.timeoutMs);
  const exit = await managed.exited;
  clearTimeout(timer);
  return { exit, output: managed.output(), stdout: managed.stdout(), timedOut };
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((managed) => managed.stop()));
}

/** Last resort from process.on("exit"): no time left to wait, so SIGKILL whatever still runs. */
export function killAllNow(): void {
  for (const managed of running) {
    if (managed.isRunning()) managed.child.kill("SIGKILL");
  }
}

export function describeExit(exit: Exit): string {
  if (exit.error) return `could not start: ${exit.error.message}`;
  if (exit.signal) return `killed by ${exit.signal}`;
  return `exit code ${exit.code}`;
}

async function tryListen(port: number): Promise<number | undefined> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (!bound) return undefined;
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address !== null && typeof address !== "string" ? address.port : undefined;
}

/** Ports handed out in this run, so that two servers started together do not get the same one. */
const handedOut = new Set<number>();

/**
 * A free TCP port on the loopback interface: from `BENCH_PORTS` (`3200-3299`) when set, so that runs on a
 * shared machine stay in their own range; otherwise any port the system offers.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? "");
  if (!range) {
    const port = await tryListen(0);
    if (port === undefined) throw new Error("no free port");
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port) || (await tryListen(port)) === undefined) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** GET on the loopback interface; status only, body discarded. */
export function probe(url: string, headers: Record<string, string> = {}, timeoutMs = 5_000) {
  assertLoopback(url);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = http.get(url, { headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

/**
 * Polls `url` until it answers 200. Fails early when the process exits, and after `timeoutMs`.
 */
export async function waitUntilReady(url: string, managed: Managed, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = "no answer yet";
  while (Date.now() - started < timeoutMs) {
    if (!managed.isRunning()) {
      const exit = await managed.exited;
      throw new Error(`${managed.name} stopped before it was ready (${describeExit(exit)})`);
    }
    try {
      const { status } = await probe(url, {}, 2_000);
      if (status === 200) return Date.now() - started;
      last = `HTTP ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${managed.name} not ready after ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(hostname)) {
    throw new Error(`refusing to contact ${hostname}: the benchmark only talks to the loopback interface`);
  }
}
