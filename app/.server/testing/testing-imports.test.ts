/**
 * Test support lives in app/.server/testing/ and nowhere else (decision 0084). The e2e server runs the production
 * build, so the e2e fixtures are in the server bundle; production code reaches this folder at ONE point only:
 * server/app.ts, inside its `if (config.E2E_FIXTURES_SECRET)` block. This test fails naming the file that breaks it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const TESTING = "app/.server/testing";
const REGISTRATION_POINT = "server/app.ts";
const GUARD = "if (config.E2E_FIXTURES_SECRET) {";

/** Test files, and the browser-side helpers beside what they test (`test-utils`), are no production code. */
const TEST_ONLY = /(\.test|\/test-utils)\.tsx?$/;

const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']|vi\.mock\(\s*["']([^"']+)["']/g;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "+types" ? [] : files(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** The repository path a module specifier of `file` names (with `~/` for app/), without extension. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

function testingImports(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((specifier) => {
      const named = target(file, specifier);
      return named !== null && (named === TESTING || named.startsWith(`${TESTING}/`));
    });
}

/** The names server/app.ts imports from the test support, used anywhere outside the guarded block. */
function unguardedUses(source: string): string[] {
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"']*\.server\/testing\/[^"']*["']/g)]
    .flatMap((match) => (match[1] ?? "").split(","))
    .map((name) => name.replace(/^\s*type\s+/, "").trim())
    .filter(Boolean);
  const start = source.indexOf(GUARD);
  let end = start;
  if (start >= 0) {
    let depth = 0;
    for (end = start + GUARD.length - 1; end < source.length; end++) {
      if (source[end] === "{") depth++;
      if (source[end] === "}" && --depth === 0) break;
    }
  }
  const outside = (start < 0 ? source : source.slice(0, start) + source.slice(end + 1)).replace(
    /^import\b[^;]*;/gm,
    "",
  );
  return names.filter((name) => new RegExp(`\\b${name}\\b`).test(outside));
}

describe("test support", () => {
  it("recognises an import of the test support and a use outside the guard", () => {
    expect(testingImports("app/x.ts", 'import { a } from "~/.server/testing/crm";')).toHaveLength(1);
    expect(testingImports("app/.server/services/x.ts", 'import { a } from "../testing/crm";')).toHaveLength(
      1,
    );
    expect(testingImports("app/.server/services/x.ts", 'import { a } from "./testing";')).toHaveLength(0);
    const guarded =
      'import { fx } from "~/.server/testing/e2e-fixtures";\nif (config.E2E_FIXTURES_SECRET) {\n  fx();\n}\n';
    expect(unguardedUses(guarded)).toEqual([]);
    expect(unguardedUses(`${guarded}fx();\n`)).toEqual(["fx"]);
  });

  it("lives only in app/.server/testing/", () => {
    const stray = files("app").filter(
      (file) =>
        /(\/testing|test-support|test-fixtures|-testing|e2e-fixtures)\.tsx?$/.test(file) &&
        !file.startsWith(`${TESTING}/`),
    );
    expect(stray.filter((file) => !TEST_ONLY.test(file))).toEqual([]);
  });

  it("is imported by production code only at the guarded registration point", () => {
    const production = [...files("app"), ...files("server")].filter(
      (file) => !file.startsWith(`${TESTING}/`) && !TEST_ONLY.test(file),
    );
    const offending = production.filter(
      (file) =>
        file !== REGISTRATION_POINT &&
        testingImports(file, readFileSync(path.join(ROOT, file), "utf8")).length > 0,
    );
    expect(offending, `only ${REGISTRATION_POINT} may import ${TESTING}`).toEqual([]);
    expect(existsSync(path.join(ROOT, REGISTRATION_POINT))).toBe(true);
    const registration = readFileSync(path.join(ROOT, REGISTRATION_POINT), "utf8");
    expect(registration).toContain(GUARD);
    expect(unguardedUses(registration), `use the test support only inside ${GUARD}`).toEqual([]);
  });
});
