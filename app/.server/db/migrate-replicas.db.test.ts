/**
 * Two replicas that start together on one PostgreSQL database (docs/operations.md, "Upgrades"): both run the
 * migrations at start; the advisory lock makes the second wait and then find every migration applied, instead of
 * both creating the same tables. PostgreSQL only (the embedded database is one process).
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationState, openDatabase, type Database } from "./client";

const url = process.env.TEST_DATABASE_URL;
const name = `vp_migrate_${process.pid}_${Date.now().toString(36)}`;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
const opened: Database[] = [];

afterAll(async () => {
  for (const database of opened) await database.close();
  if (admin) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe.runIf(url)("migrations of two replicas starting together (PostgreSQL)", () => {
  it("both start; the migrations are applied once", async () => {
    await admin!.connect();
    await admin!.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const replicas = await Promise.all([0, 1].map(() => openDatabase({ url: target.href, dataDir: "" })));
    opened.push(...replicas);
    await Promise.all(replicas.map((replica) => replica.migrate()));
    const state = await migrationState(replicas[0]!.db);
    expect(state.applied).toBe(state.known);
  }, 120_000);
});
