/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the self time went: grouped by the part of the
 * stack that spent it (react-dom, React Router, our code, drizzle + pg, …) and the top functions. Frames in
 * the bundled server build are mapped back to their source files through the build's source maps.
 */
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A frame as the summary names it: its group, the function and where it is (source file:line). */
interface Place {
  group: string;
  label: string;
}

export interface ProfileSummary {
  /** Self time in ms per group, idle excluded, largest first. */
  groups: [string, number][];
  /** Self time in ms per function (label with file), largest first. */
  functions: [string, number][];
  busyMs: number;
  idleMs: number;
  /** Whether samples were limited to the window given, or the whole profile was used. */
  windowed: boolean;
}

/**
 * The groups, first match wins. `where` is a source path relative to the project (node_modules/… for packages,
 * node:… for Node's own modules, "" for V8 builtins).
 */
const GROUPS: [string, (where: string, fn: string) => boolean][] = [
  ["GC", (_w, fn) => fn === "(garbage collector)"],
  ["V8 / native (program)", (_w, fn) => fn === "(program)"],
  [
    "serialisation (turbo-stream, JSON)",
    (w, fn) => /turbo-stream/.test(w) || (w === "" && /^(stringify|parse)$/.test(fn)),
  ],
  ["react-dom server render", (w) => /node_modules\/(react-dom|react|scheduler)\//.test(w)],
  [
    "session/auth (cookies, JWT)",
    (w) =>
      /server-runtime\/(sessions|cookies|crypto)|node_modules\/jose\/|^app\/\.server\/(auth|session|identity|http|context)|^app\/\.server\/[a-z-]*session/.test(
        w,
      ),
  ],
  ["react-router request handling", (w) => /node_modules\/(react-router|@react-router)\//.test(w)],
  ["compression", (w) => /node_modules\/(compression|compressible|negotiator)\/|^node:zlib/.test(w)],
  ["drizzle + pg driver", (w) => /node_modules\/(drizzle-orm|pg|pg-[a-z]+|postgres-[a-z]+|pgpass)\//.test(w)],
  ["our loaders/services (app/.server)", (w) => /^app\/\.server\//.test(w)],
  ["our root, routes, components", (w) => /^app\/(root|routes|components)/.test(w)],
  ["our domain rules, i18n", (w) => /^app\//.test(w)],
  ["our server wiring (server.ts, server/)", (w) => /^(server\.ts|server\/)/.test(w)],
  [
    "express, helmet, http libraries",
    (w) =>
      /node_modules\/(express|router|helmet|body-parser|send|serve-static|finalhandler|on-finished|on-headers|cookie|content-type|mime|vary|path-to-regexp|qs|debug|depd|statuses|parseurl|encodeurl|etag|fresh|type-is|accepts|raw-body|iconv-lite|safe-buffer)\//.test(
        w,
      ),
  ],
  ["other libraries", (w) => /node_modules\//.test(w)],
  ["node internals / builtins", () => true],
];

/** Source maps of the bundled files, read once each. */
const maps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as never);
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

function placeOf(frame: CallFrame, root: string): Place {
  const fn = frame.functionName || "(anonymous)";
  let where = frame.url;
  let line = frame.lineNumber + 1;
  if (where.startsWith("file://")) {
    const file = fileURLToPath(where);
    const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && "originalSource" in entry && entry.originalSource) {
      const source = entry.originalSource.startsWith("file://")
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      where = path.relative(root, source);
      line = entry.originalLine + 1;
    } else {
      where = path.relative(root, file);
    }
  }
  where = where.replace(/^.*node_modules\//, "node_modules/");
  const group = GROUPS.find(([, test]) => test(where, fn))![0];
  return { group, label: where ? `${fn}  ${where}:${line}` : fn };
}

/**
 * Sums self time per group and function. With `window` (CLOCK_MONOTONIC µs, as process.hrtime and V8's
 * timestamps count on Linux) only samples inside it count; when none fall inside, the whole profile does.
 */
export function summariseProfile(
  file: string,
  root: string,
  window?: { fromUs: number; toUs: number },
): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const places = new Map(profile.nodes.map((n) => [n.id, placeOf(n.callFrame, root)]));
  const inWindow = (t: number) => !window || (t >= window.fromUs && t <= window.toUs);
  let time = profile.startTime;
  const stamps = profile.timeDeltas.map((d) => (time += d));
  const windowed = window !== undefined && stamps.some(inWindow);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let idleUs = 0;
  for (const [i, id] of profile.samples.entries()) {
    if (windowed && !inWindow(stamps[i]!)) continue;
    // A sample's time runs until the next one.
    const us = profile.timeDeltas[i + 1] ?? 0;
    const place = places.get(id)!;
    if (place.label === "(idle)") {
      idleUs += us;
      continue;
    }
    groups.set(place.group, (groups.get(place.group) ?? 0) + us);
    functions.set(place.label, (functions.get(place.label) ?? 0) + us);
  }
  const ms = (m: Map<string, number>) =>
    [...m].map(([k, us]) => [k, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]);
  const groupList = ms(groups);
  return {
    groups: groupList,
    functions: ms(functions),
    busyMs: groupList.reduce((sum, [, v]) => sum + v, 0),
    idleMs: idleUs / 1000,
    windowed,
  };
}
