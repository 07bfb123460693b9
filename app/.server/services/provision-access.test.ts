/**
 * Provision access has one door (services/provisions.ts, decision 0008). This test finds every other module under
 * app/routes and app/.server that reaches the `provisions` table itself, and fails naming the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Modules allowed to touch the table, and why. Paths relative to the repository, "/" separated. */
const ALLOWED: { pattern: RegExp; why: string }[] = [
  { pattern: /^app\/\.server\/services\/provisions\.ts$/, why: "the access helper itself" },
  {
    pattern: /^app\/\.server\/services\/registration(\.ts|\/)/,
    why: "sign-up creates the provision in its own transaction (creating is not acting on one)",
  },
  { pattern: /^app\/\.server\/db\//, why: "schema, seed and test databases" },
  { pattern: /^app\/\.server\/crm\//, why: "the embedded CRM adapter derives accounts from provisions" },
  {
    pattern: /^app\/\.server\/identity\/(accounts|tokens|staff)\.ts$/,
    why: "the identity port: confirming and deleting accounts, the provisionId claim, the provision an OIDC staff link names in the audit log (no session yet)",
  },
  {
    pattern: /^app\/\.server\/services\/billing\/(cancellation|recurring-mails)\.ts$/,
    why: "billing (decision 0022): the § 312k cancellation page matches a contract without a session, and the recurring-mail job reads provisions in bulk as the system",
  },
  {
    pattern: /^app\/\.server\/services\/pricing\/paypal-sync\.ts$/,
    why: "PayPal's webhook and the daily re-check end a cancelled subscription's plan as the system, without a session (decision 0031)",
  },
  {
    pattern: /^app\/\.server\/services\/features\.ts$/,
    why: "the SQL twin of isPaid (paidCondition) names the table's columns for the bulk jobs; it reads no row itself",
  },
  {
    pattern: /^app\/\.server\/services\/(backoffice\/deaths|after-death\/dispatch-(list|job))\.ts$/,
    why: "when the time comes (decisions 0062, 0064): staff lists across customers (names and contract numbers joined to reports and letters) and the daily dispatch job as the system; a single provision's row is locked through lockProvisionRow",
  },
  {
    pattern: /^app\/\.server\/services\/backoffice\/customers\.ts$/,
    why: "customer care's lists across customers (decision 0066): every query checks the role first (requireBackOffice) and names the table through the schema, paid through paidCondition",
  },
  {
    pattern: /(\.test\.tsx?|test-support\.ts|test-fixtures\.ts|-testing\.ts)$/,
    why: "tests and their fixtures",
  },
];

/** Ways a module reaches the table: importing it from the schema, or naming its columns. */
const BYPASSES = [
  /import\s+(?:type\s+)?\{[^}]*\bprovisions\b[^}]*\}\s+from\s+["'][^"']*db\/schema[^"']*["']/,
  /\bschema\.provisions\b/,
  /(?<![\w./$])provisions\.(?:[a-zA-Z]+)\b/,
];

function bypasses(source: string): boolean {
  return BYPASSES.some((pattern) => pattern.test(source));
}

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

describe("provision access", () => {
  it("recognises a bypass", () => {
    expect(bypasses('import { letters, provisions } from "~/.server/db/schema";')).toBe(true);
    expect(bypasses('import {\n  provisions,\n} from "../db/schema";')).toBe(true);
    expect(bypasses("await db.update(x).set({}).where(eq(provisions.id, id));")).toBe(true);
    expect(bypasses("db.select().from(schema.provisions)")).toBe(true);
    expect(bypasses('import type { Provision } from "../db/schema";')).toBe(false);
    expect(bypasses('redirect("/provisions/disconnect")')).toBe(false);
    // Route files named after their URL are not the table.
    expect(bypasses('import type { Route } from "./+types/provisions.disconnect";')).toBe(false);
    expect(bypasses('route("provisions/:provisionId", "routes/staff/provisions.$provisionId.tsx")')).toBe(
      false,
    );
  });

  it("is reached only through services/provisions.ts (and the documented exceptions)", () => {
    const offending = [...files("app/routes"), ...files("app/.server")].filter(
      (file) =>
        !ALLOWED.some(({ pattern }) => pattern.test(file)) &&
        bypasses(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offending, "use readProvision/changeProvision from app/.server/services/provisions.ts").toEqual(
      [],
    );
  });
});
