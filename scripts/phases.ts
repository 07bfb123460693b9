/**
 * Runs the phases of a test run one after another and prints each phase's time: wall clock, and the CPU time
 * of its processes (user + system, Linux only), which tells a loaded machine from slow work:
 *
 *   node scripts/phases.ts typecheck lint test:unit build test:e2e
 *   node scripts/phases.ts --done "npm ci=41.2" "test:db on PostgreSQL=npm run -s test:db"
 *
 * A bare name runs `npm run <name>`; `label=command` runs the command in a shell. `--done label=seconds` lists
 * a phase timed before Node could run this script (`npm ci` in .ci/run). The first phase that fails ends the
 * run with its exit code; the table is printed either way.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

interface Phase {
  label: string;
  command: string;
}

interface Timed {
  label: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  failed: boolean;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds of this process's finished children and theirs (cutime + cstime), or null off Linux. */
function childrenCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    // The fields after the command name (in parentheses, may hold spaces) start with field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function parse(args: string[]): { done: Timed[]; phases: Phase[] } {
  const done: Timed[] = [];
  const phases: Phase[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--done") {
      const [label, seconds] = (args[++i] ?? "").split("=");
      if (!label || !Number.isFinite(Number(seconds))) throw new Error(`--done needs label=seconds`);
      done.push({ label, wallSeconds: Number(seconds), cpuSeconds: null, failed: false });
    } else {
      const at = arg.indexOf("=");
      phases.push(
        at === -1
          ? { label: arg, command: `npm run -s ${arg}` }
          : { label: arg.slice(0, at), command: arg.slice(at + 1) },
      );
    }
  }
  return { done, phases };
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const clock = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

function table(timed: Timed[]): string {
  const width = Math.max(5, ...timed.map((t) => t.label.length));
  const cpu = (t: { cpuSeconds: number | null }) => (t.cpuSeconds === null ? "–" : clock(t.cpuSeconds));
  const total = {
    wallSeconds: timed.reduce((sum, t) => sum + t.wallSeconds, 0),
    cpuSeconds: timed.reduce((sum, t) => sum + (t.cpuSeconds ?? 0), 0),
  };
  return [
    `${"phase".padEnd(width)}  ${"wall".padStart(7)}  ${"CPU".padStart(7)}`,
    ...timed.map(
      (t) =>
        `${t.label.padEnd(width)}  ${clock(t.wallSeconds).padStart(7)}  ${cpu(t).padStart(7)}${t.failed ? "  FAILED" : ""}`,
    ),
    `${"total".padEnd(width)}  ${clock(total.wallSeconds).padStart(7)}  ${cpu(total).padStart(7)}`,
  ].join("\n");
}

const { done, phases } = parse(process.argv.slice(2));
const timed = [...done];
let exitCode = 0;
for (const phase of phases) {
  console.log(`\n▶ ${phase.label}: ${phase.command}`);
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  exitCode = await run(phase.command);
  const cpuAfter = childrenCpuSeconds();
  timed.push({
    label: phase.label,
    wallSeconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    failed: exitCode !== 0,
  });
  if (exitCode !== 0) break;
}
console.log(`\n${table(timed)}`);
process.exit(exitCode);
