/** Resident memory of the servers: sampled while wrk loads them, and read once after the load. */
import fs from "node:fs";
import type { Managed } from "../lib/processes.ts";

/** Resident memory of a process in MB (from /proc), or undefined when it cannot be read. */
export function rssMb(managed: Managed): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${managed.child.pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return rss ? Number(rss) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The highest resident memory of each server seen while wrk loaded it, per mode. */
export const peakUnderLoad = new Map<string, number>();
export const loadKey = (mode: string, server: Managed) => `${mode}\u0000${server.name}`;

export function memoryOf(managed: Managed): string | undefined {
  try {
    const status = fs.readFileSync(`/proc/${managed.child.pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (!rss || !peak) return undefined;
    return `RSS ${Math.round(Number(rss) / 1024)} MB, peak ${Math.round(Number(peak) / 1024)} MB`;
  } catch {
    return undefined;
  }
}
