/** CPU time of a server process: what one request costs it, steadier on a shared machine than req/s. */
import fs from "node:fs";
import type { Managed } from "../lib/processes.ts";

const TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of the process so far in ms (from /proc/<pid>/stat), or undefined when it cannot be read. */
export function cpuMsOf(managed: Managed): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${managed.child.pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}
