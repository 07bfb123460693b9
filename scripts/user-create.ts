/**
 * Creates a confirmed staff account in the server's database:
 *
 *   npm run user:create -- --email a@b.de --password <at least 12 characters> --role admin|customercare
 *
 * Opens the same database as the server (DATABASE_URL, else PGlite in DATA_DIR, default ./data) and takes the
 * same data-directory lock, so it refuses while the embedded server runs. Runs the migrations first.
 * Exit codes: 0 created, 1 refused (e-mail taken, database locked or unreachable), 2 bad arguments.
 *
 * Node runs this file by type stripping, which neither resolves the app's extension-less imports and `~/`
 * alias nor transforms TypeScript-only syntax; the hooks below do both, so the CLI uses the app's own code
 * (config, database client and lock, identity module) instead of a copy.
 */
import fs from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const USAGE =
  "Aufruf / usage: npm run user:create -- --email <e-mail> --password <passwort> --role admin|customercare";

const APP_DIR = new URL("../app/", import.meta.url);
const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

function registerTypeScriptHooks(): void {
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

class UsageError extends Error {}

function readArguments(): { email: string; password: string; role: string } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = (["email", "password", "role"] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new UsageError(`Es fehlt / missing: ${missing.map((name) => `--${name}`).join(", ")}`);
  }
  if (values.role !== "admin" && values.role !== "customercare") {
    throw new UsageError(`Unbekannte Rolle / unknown role: ${values.role} (admin | customercare)`);
  }
  return { email: values.email!, password: values.password!, role: values.role };
}

async function main(): Promise<number> {
  registerTypeScriptHooks();
  const { isServiceError } = await import("~/domain/errors");
  const { requireEmail, assertPasswordPolicy } = await import("~/.server/identity/policy");

  let input: { email: string; password: string; role: "admin" | "customercare" };
  try {
    const args = readArguments();
    assertPasswordPolicy(args.password, "password", { staff: true });
    input = { ...args, email: requireEmail(args.email), role: args.role as "admin" | "customercare" };
  } catch (error) {
    let detail = (error as Error).message;
    if (isServiceError(error)) {
      detail =
        error.field === "email" ? "Ungültige E-Mail-Adresse / invalid e-mail address" : error.userMessage;
    }
    console.error(`Fehler / error: ${detail}\n${USAGE}`);
    return 2;
  }

  const { openDatabase } = await import("~/.server/db/client");
  const { createStaffUser } = await import("~/.server/identity");

  // Only the database settings, read as app/.server/config.ts reads them: the server's other settings
  // (mail, URLs, secrets) are none of this tool's business and must not make it fail.
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  let database;
  try {
    database = await openDatabase({ url, dataDir });
  } catch (error) {
    if ((error as Error).name !== "DataDirLockedError") throw error;
    console.error(
      `Fehler / error: Die Datenbank wird gerade vom Server benutzt; bitte stoppen Sie ihn zuerst ` +
        `oder setzen Sie DATABASE_URL. / ${(error as Error).message}`,
    );
    return 1;
  }
  try {
    await database.migrate();
    const user = await createStaffUser(database.db, input, new Date());
    console.log(
      `Mitarbeiterkonto angelegt / staff account created: ${user.email} (${user.groups.join(", ")}), id ${user.id}`,
    );
    return 0;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    console.error(`Fehler / error: ${error.userMessage} (${error.code}: ${input.email})`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Fehler / error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
