/**
 * What the command-line tools in scripts/ share. Node runs them by type stripping, which neither resolves the
 * app's extension-less imports and `~/` alias nor transforms TypeScript-only syntax; `registerTypeScriptHooks`
 * does both, so a tool uses the app's own code (config, database client and lock, services) instead of a copy.
 */
import fs from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const APP_DIR = new URL("../app/", import.meta.url);
const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

export function registerTypeScriptHooks(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = specifier.startsWith("~/") ? new URL(specifier.slice(2), APP_DIR).href : specifier;
      if (/^(?:\.{1,2}\/|\/|file:)/.test(target) && !HAS_EXTENSION.test(target)) {
        for (const suffix of [".ts", ".tsx", "/index.ts"]) {
          try {
            return nextResolve(target + suffix, context);
          } catch {
            // try the next form
          }
        }
      }
      return nextResolve(target, context);
    },
    load(url, context, nextLoad) {
      if (!url.startsWith("file:") || !url.endsWith(".ts") || url.includes("/node_modules/")) {
        return nextLoad(url, context);
      }
      const source = fs.readFileSync(fileURLToPath(url), "utf8");
      return {
        format: "module",
        source: stripTypeScriptTypes(source, { mode: "transform" }),
        shortCircuit: true,
      };
    },
  });
  // stripTypeScriptTypes is experimental in Node 24; its warning would only confuse the operator.
  const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: unknown, ...rest: unknown[]) => {
    if (String(warning).includes("stripTypeScriptTypes")) return;
    emitWarning(warning, ...rest);
  }) as typeof process.emitWarning;
}

/**
 * Only the database settings, read as app/.server/config.ts reads them: the server's other settings (mail, URLs)
 * are none of a tool's business and must not make it fail.
 */
export function databaseSettings(): { url: string | undefined; dataDir: string } {
  return {
    url: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || "./data"),
  };
}

/** Runs a tool's `main` and ends with its exit code; an unexpected failure is one line and exit code 1. */
export function runTool(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`Fehler / error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
