/** What the machine's cores did during a window: busy time of all cores, of a server process, of this process. */
import fs from "node:fs";
import type { Managed } from "../lib/processes.ts";
import { cpuMsOf } from "../run/cpu.ts";

const TICKS_PER_S = 100; // USER_HZ on Linux

/** Busy CPU ms of the whole machine so far (all cores; /proc/stat, idle and iowait left out). */
function machineBusyMs(): number | undefined {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const [, ...values] = line.trim().split(/\s+/);
    const ticks = values.map(Number);
    const busy = ticks.reduce((sum, n) => sum + n, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
    return (busy * 1000) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}

export interface CoreUse {
  /** Cores the whole machine kept busy on average (portal, PostgreSQL, this load generator, the rest). */
  machine: number | undefined;
  /** Cores the portal's processes used. */
  portal: number | undefined;
  /** Cores this load generator used. */
  generator: number;
}

/** Starts a measurement; the returned function ends it and gives the cores each used on average. */
export function measureCores(portals: Managed[]): () => CoreUse {
  const started = performance.now();
  const machine = machineBusyMs();
  const portal = portals.map(cpuMsOf);
  const generator = process.cpuUsage();
  return () => {
    const wall = performance.now() - started;
    const machineNow = machineBusyMs();
    const portalNow = portals.map(cpuMsOf);
    const spent = portalNow.map((now, i) =>
      now === undefined || portal[i] === undefined ? undefined : now - portal[i],
    );
    const { user, system } = process.cpuUsage(generator);
    return {
      machine: machine === undefined || machineNow === undefined ? undefined : (machineNow - machine) / wall,
      portal: spent.some((s) => s === undefined)
        ? undefined
        : spent.reduce((sum: number, s) => sum + s!, 0) / wall,
      generator: (user + system) / 1000 / wall,
    };
  };
}
