/**
 * Backup and restore (decision 0099): a portal with customers, letters, payments (an encrypted IBAN), audit rows
 * and a signing key is backed up, restored into a fresh data directory (PGlite) and, on PostgreSQL runs, into a
 * fresh PostgreSQL database; the portal starts on the restored data (as the server does: config, migrations,
 * seed, signing keys) and a customer signs in with a plain form post. Row counts and checksums agree per table.
 * Bad files and an older backup: restore-refusals.db.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RestoreRefusedError } from "~/domain/errors";
import { cents } from "~/domain/money";
import { type Db } from "../db/client";
import { auditLog, payments } from "../db/schema";
import { startRuntime, type Runtime } from "../runtime";
import { decryptIban, encryptIban, ibanKey } from "../services/pricing/iban-crypto";
import { addPayment } from "../testing/crm";
import { createEmptyPostgresDatabase } from "../testing/database";
import { addLetter } from "../testing/dispatch";
import { createCustomer, PASSWORD, testClock } from "../testing/identity";
import { call, location, post, routeContext, testRuntime } from "../testing/routes";
import { useTestDatabase } from "../testing/test-database";
import * as login from "~/routes/auth/login";
import { writeBackup } from "./backup";
import { fixTextForms, listTables, tableChecksum, tableName } from "./database";
import type { BackupManifest } from "./format";
import { restoreBackup, type RestoreOptions } from "./restore";

const source = useTestDatabase();
/** The secret createTestDatabase seals the signing keys with: the source portal's DATA_DIR/session-secret. */
const SEALING_SECRET = "test-secret-for-the-signing-keys-of-tests";
const IBAN = "DE89370400440532013000";
const postgresUrl = process.env.TEST_DATABASE_URL;

let work: string;
let backupFile: string;
let manifest: BackupManifest;
let customers: { email: string }[];
/** Row count and checksum per table of the source, read independently of the backup. */
let sourceTables: Map<string, { rows: number; checksum: string }>;

async function tableSums(db: Db): Promise<Map<string, { rows: number; checksum: string }>> {
  return db.transaction(async (tx) => {
    await fixTextForms(tx);
    const sums = new Map<string, { rows: number; checksum: string }>();
    for (const table of await listTables(tx)) sums.set(tableName(table), await tableChecksum(tx, table));
    return sums;
  });
}

const restoreOptions = (dataDir: string, extra: Partial<RestoreOptions> = {}): RestoreOptions => ({
  file: backupFile,
  keys: { DATA_DIR: dataDir },
  force: false,
  now: testClock.now(),
  ...extra,
});

/** Starts the portal on restored data as the server does, and signs the first customer in. */
async function startAndSignIn(env: Record<string, string>): Promise<Runtime> {
  const runtime = await startRuntime({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const { context, session } = await routeContext(runtime, null, "192.0.2.99");
  const answer = await call(
    login.action,
    post("http://x/login", { username: customers[0]!.email, password: PASSWORD }),
    context,
  );
  expect(location(answer)).toBe("/overview");
  expect(session.get("auth")).toBeDefined();
  return runtime;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vp-backup-"));
  const sourceDir = path.join(work, "source");
  fs.mkdirSync(sourceDir);
  fs.writeFileSync(path.join(sourceDir, "session-secret"), SEALING_SECRET, { mode: 0o600 });
  const { db } = source;
  customers = [];
  for (let n = 0; n < 3; n++) {
    const { user, provision } = await createCustomer(db);
    customers.push(user);
    await addLetter(db, provision.id);
    await addPayment(db, provision.id, {
      ibanEncrypted: encryptIban(ibanKey({ DATA_DIR: sourceDir }), IBAN),
      priceCents: cents(3600),
    });
    await db.insert(auditLog).values({
      actorUserId: user.id,
      provisionId: provision.id,
      action: "backoffice.refused",
      detail: { note: `row ${n}`, nested: { list: [1, null, "ä"] } },
    });
  }
  // A sign-in on the source creates the JWT signing key, sealed with the source's session secret.
  const runtime = testRuntime(source, sourceDir);
  const { context } = await routeContext(runtime, null, "192.0.2.98");
  await call(
    login.action,
    post("http://x/login", { username: customers[1]!.email, password: PASSWORD }),
    context,
  );

  backupFile = path.join(work, "portal.backup");
  ({ manifest } = await writeBackup(source, backupFile, { DATA_DIR: sourceDir }, testClock.now()));
  sourceTables = await tableSums(db);
}, 60_000);

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe("a backup", () => {
  it("records every table with its row count and checksum, and the secrets of DATA_DIR", () => {
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(new Map(manifest.tables.map((t) => [t.name, { rows: t.rows, checksum: t.checksum }]))).toEqual(
      sourceTables,
    );
    for (const table of [
      "public.users",
      "public.provisions",
      "public.letters",
      "public.payments",
      "public.audit_log",
    ]) {
      expect(manifest.tables.find((t) => t.name === table)!.rows, table).toBeGreaterThanOrEqual(3);
    }
    expect(manifest.tables.find((t) => t.name === "public.signing_keys")!.rows).toBe(1);
    expect(Object.keys(manifest.secrets).sort()).toEqual(["iban-key", "session-secret"]);
    expect(manifest.keys).toMatchObject({ iban: "DATA_DIR/iban-key", sealing: "DATA_DIR/session-secret" });
  });
});

describe("restoring", () => {
  it("into a fresh data directory: the same rows, and the portal starts on it and signs in", async () => {
    const dataDir = path.join(work, "restored-pglite");
    const report = await restoreBackup(restoreOptions(dataDir));
    expect(report.tables.every((t) => t.ok)).toBe(true);
    expect(new Map(report.tables.map((t) => [t.name, { rows: t.rows, checksum: t.checksum }]))).toEqual(
      sourceTables,
    );
    expect(report.migrated).toBe(0);
    expect(report.notices).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(SEALING_SECRET);

    const runtime = await startAndSignIn({ DATA_DIR: dataDir });
    try {
      const [payment] = await runtime.database.db
        .select({ iban: payments.ibanEncrypted })
        .from(payments)
        .where(sql`${payments.ibanEncrypted} is not null`)
        .limit(1);
      expect(decryptIban(ibanKey(runtime.config), payment!.iban!)).toBe(IBAN);
    } finally {
      await runtime.database.close();
    }
  });

  it.runIf(postgresUrl)(
    "into a fresh PostgreSQL database: the same rows, and the portal starts and signs in",
    async () => {
      const target = await createEmptyPostgresDatabase(postgresUrl!);
      const dataDir = path.join(work, "restored-postgres");
      try {
        const report = await restoreBackup(restoreOptions(dataDir, { url: target.url }));
        expect(new Map(report.tables.map((t) => [t.name, { rows: t.rows, checksum: t.checksum }]))).toEqual(
          sourceTables,
        );
        const runtime = await startAndSignIn({ DATA_DIR: dataDir, DATABASE_URL: target.url });
        await runtime.database.close();
      } finally {
        await target.drop();
      }
    },
  );

  it("refuses a target that holds data, and replaces it with --force (the old one kept beside)", async () => {
    const dataDir = path.join(work, "occupied");
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "17\n");
    const refused = await restoreBackup(restoreOptions(dataDir)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as RestoreRefusedError).reason).toBe("notEmpty");

    const report = await restoreBackup(restoreOptions(dataDir, { force: true }));
    expect(report.tables.every((t) => t.ok)).toBe(true);
    expect(fs.readFileSync(path.join(report.setAside!, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("refuses to replace a different key in DATA_DIR without --force", async () => {
    const dataDir = path.join(work, "other-key");
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, "iban-key"), "another-key");
    const refused = await restoreBackup(restoreOptions(dataDir)).catch((error: unknown) => error);
    expect((refused as RestoreRefusedError).reason).toBe("secretDiffers");
    expect(fs.readdirSync(dataDir)).toEqual(["iban-key"]);
  });
});
