/** scripts/user-create.ts, run as the operator runs it: a child Node process against a temporary DATA_DIR. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";
import { verifyPassword } from "./password";

const SCRIPT = path.resolve("scripts/user-create.ts");
/** A first open runs initdb in the child (seconds; far more on a machine busy with other test workers). */
const CHILD_TIMEOUT_MS = 120_000;
let dataDir: string;

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, timeout: CHILD_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-user-create-"));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run user:create", () => {
  it(
    "creates a confirmed staff account, then refuses the same e-mail",
    async () => {
      const created = await run(
        "--email",
        "Chefin@Example.de",
        "--password",
        "geheim-staff-12",
        "--role",
        "admin",
      );
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(
        /Mitarbeiterkonto angelegt \/ staff account created: chefin@example\.de \(admin\)/,
      );

      const again = await run(
        "--email",
        "chefin@example.de",
        "--password",
        "geheim-staff-12",
        "--role",
        "customercare",
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("UsernameExistsException");

      const database = await openDatabase({ dataDir });
      try {
        const [user] = await database.db.select().from(users).where(eq(users.email, "chefin@example.de"));
        expect(user).toMatchObject({ status: "CONFIRMED", groups: ["admin"] });
        expect(await verifyPassword("geheim-staff-12", user!.passwordHash!)).toBe(true);
      } finally {
        await database.close();
      }
    },
    2 * CHILD_TIMEOUT_MS,
  );

  it(
    "exits 2 with the usage on bad arguments, before touching the database",
    async () => {
      const cases = [
        [],
        ["--email", "a@example.de", "--password", "geheim-staff-12"],
        ["--email", "a@example.de", "--password", "geheim-staff-12", "--role", "boss"],
        ["--email", "keine-adresse", "--password", "geheim-staff-12", "--role", "admin"],
        ["--email", "a@example.de", "--password", "kurz", "--role", "admin"],
        // a customer's password is long enough; a staff member's needs 12 characters
        ["--email", "a@example.de", "--password", "elf-zeichen", "--role", "admin"],
        ["--email", "a@example.de", "--password", "geheim-staff-12", "--role", "admin", "--unbekannt"],
      ];
      const results = await Promise.all(cases.map((args) => run(...args)));
      for (const result of results) {
        expect(result.code).toBe(2);
        expect(result.stderr).toContain("Aufruf / usage: npm run user:create");
      }
      expect(results[5]!.stderr).toContain("mindestens 12 Zeichen");
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "refuses while another live process holds the data directory",
    async () => {
      fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
      try {
        const locked = await run(
          "--email",
          "b@example.de",
          "--password",
          "geheim-staff-12",
          "--role",
          "admin",
        );
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain(`in use by process ${process.pid}`);
      } finally {
        fs.rmSync(path.join(dataDir, "server.lock"), { force: true });
      }
    },
    CHILD_TIMEOUT_MS,
  );
});
