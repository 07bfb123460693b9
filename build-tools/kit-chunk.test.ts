/**
 * The "kit" chunk (vite.config.ts) is in every page's JavaScript: the interface kit, the i18n core and the domain's
 * import-free constants. What they import comes along. A path constant taken from a module with zod schemas once
 * pulled zod into it (+62 KB compressed on every page, found by `npm run bench`'s JS bar): this walks the kit's
 * modules and what they import, as the bundler does, and names any that reach a library the kit must not carry.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KIT_CHUNK } from "./kit-chunk";

const root = path.resolve(import.meta.dirname, "..");
/** Libraries that only some pages need: their pages load them, the kit must not. */
const NOT_IN_KIT = ["zod", "@conform-to/zod", "date-fns", "leaflet", "libphonenumber-js", "ibantools"];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (readFileSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Value imports (not `import type`) of a module: local files and packages. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const source = readFileSync(file, "utf8");
  const local: string[] = [];
  const packages: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
    const specifier = match[1]!;
    const resolved = resolveImport(file, specifier);
    if (resolved) local.push(resolved);
    else if (!specifier.startsWith(".") && !specifier.startsWith("~/")) packages.push(specifier);
  }
  return { local, packages };
}

function kitEntries(): string[] {
  const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(root, "app", file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(".server"));
  return files.filter((file) => KIT_CHUNK.test(file));
}

describe("the kit chunk", () => {
  it("reaches none of the libraries only some pages need", () => {
    const seen = new Map<string, string>();
    const queue = kitEntries().map((file) => [file, path.relative(root, file)] as const);
    const reached: string[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, via] = next;
      if (seen.has(file)) continue;
      seen.set(file, via);
      const { local, packages } = importsOf(file);
      for (const pkg of packages) {
        if (NOT_IN_KIT.some((name) => pkg === name || pkg.startsWith(`${name}/`)))
          reached.push(`${pkg} ← ${via}`);
      }
      for (const dependency of local) queue.push([dependency, `${path.relative(root, dependency)} ← ${via}`]);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(reached).toEqual([]);
  });
});
