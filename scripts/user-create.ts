/**
 * Creates a confirmed staff account in the server's database:
 *
 *   npm run user:create -- --email a@b.de --password <at least 12 characters> --role admin|customercare
 *
 * Opens the same database as the server (DATABASE_URL, else PGlite in DATA_DIR, default ./data) and takes the
 * same data-directory lock, so it refuses while the embedded server runs. Runs the migrations first.
 * Exit codes: 0 created, 1 refused (e-mail taken, database locked or unreachable), 2 bad arguments.
 *
 * Node runs this file by type stripping; the hooks of app-hooks.ts let it use the app's own code (config,
 * database client and lock, identity module) instead of a copy.
 */
import { parseArgs } from "node:util";
import { databaseSettings, registerTypeScriptHooks, runTool } from "./app-hooks.ts";

const USAGE =
  "Aufruf / usage: npm run user:create -- --email <e-mail> --password <passwort> --role admin|customercare";

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

  const { url, dataDir } = databaseSettings();
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

runTool(main);
