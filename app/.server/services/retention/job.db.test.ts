/**
 * The retention job as replicas run it (decision 0100): one run per night whoever ticks, one audit row with the
 * counts per kind and nothing personal, nothing left to purge the second time, and a kind that fails leaves its
 * rows untouched while the others are counted. The job reads the runtime clock; each test takes a later night.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { RETENTION_KINDS } from "~/domain/retention";
import type { Clock } from "../../clock";
import { auditLog, identityTokens, proposals, provisions, users } from "../../db/schema";
import { createCustomer } from "../../testing/crm";
import { useTestDatabase } from "../../testing/test-database";
import { runRetention, startRetentionJob } from "./job";

const database = useTestDatabase({ seed: false });
const config = loadConfig({
  NODE_ENV: "test",
  SESSION_SECRET: "s".repeat(40),
  DATA_DIR: "/tmp/vp-retention-job-tests",
  RETENTION_JOB_INTERVAL_MS: "0",
});

/** 04:00 in Germany on a day of 2031 (`day` counts from 1 June), a night of its own per test. */
const night = (day: number, time = "04:00") =>
  new Date(`2031-06-${String(day).padStart(2, "0")}T${time}:00+02:00`);
const OLD = new Date("2020-01-01T00:00:00Z");

let counter = 0;

/** A confirmed customer with `tokens` refresh tokens that ran out years ago. */
async function withExpiredTokens(tokens: number) {
  counter += 1;
  const made = await createCustomer(database.db, { email: `job-${counter}@example.de`, confirmed: true });
  for (let i = 0; i < tokens; i += 1) {
    await database.db
      .insert(identityTokens)
      .values({ kind: "refresh", tokenHash: `job-${counter}-${i}`, userId: made.user.id, expiresAt: OLD });
  }
  return made;
}

/** An account never confirmed, untouched since 2020. */
async function staleSignUp() {
  counter += 1;
  const made = await createCustomer(database.db, { email: `job-unconfirmed-${counter}@example.de` });
  await database.db.update(users).set({ createdAt: OLD }).where(eq(users.id, made.user.id));
  await database.db
    .update(provisions)
    .set({ createdAt: OLD, updatedAt: OLD })
    .where(eq(provisions.id, made.provision.id));
  return made;
}

const retentionRows = () =>
  database.db.select().from(auditLog).where(eq(auditLog.action, "retention.purged")).orderBy(auditLog.id);

describe("the retention job", () => {
  it("writes one audit row per run with the count of each kind, and nothing of the people", async () => {
    const tokens = await withExpiredTokens(2);
    const stale = await staleSignUp();
    await database.db.insert(auditLog).values({ action: "provision.read", at: OLD });

    const clock: Clock = { now: () => night(1) };
    const job = startRetentionJob({ config, database, clock });
    const run = await job.runOnce();
    await job.stop();

    expect(run).toMatchObject({ night: "2031-06-01", claimed: true, failed: [] });
    expect(Object.keys(run.counts).sort()).toEqual([...RETENTION_KINDS].sort());
    expect(run.counts).toMatchObject({ identityTokens: 2, unconfirmedSignUps: 1, auditRows: 1 });
    const [row, ...more] = await retentionRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actorUserId: null, provisionId: null, ip: null, at: night(1) });
    expect(row!.detail).toEqual({ night: "2031-06-01", counts: run.counts, failed: [] });
    const written = JSON.stringify(row);
    for (const personal of [tokens.user.id, tokens.user.email, stale.user.id, stale.user.email, "Erika"]) {
      expect(written).not.toContain(personal);
    }
  });

  it("runs once a night: a second tick does nothing, and the next night finds nothing left", async () => {
    await withExpiredTokens(1);
    const first = await runRetention(database.db, night(2));
    expect(first.counts.identityTokens).toBe(1);

    // Later the same night (before 03:00 the next day counts as this night too).
    const again = await runRetention(database.db, night(3, "02:59"));
    expect(again).toEqual({ night: "2031-06-02", claimed: false, counts: {}, failed: [] });
    // An earlier night never runs again (a replica whose clock is behind).
    expect((await runRetention(database.db, night(1))).claimed).toBe(false);

    const next = await runRetention(database.db, night(3));
    expect(next.claimed).toBe(true);
    expect(Object.values(next.counts).every((count) => count === 0)).toBe(true);
    expect((await retentionRows()).map((row) => row.detail.night)).toEqual([
      "2031-06-01",
      "2031-06-02",
      "2031-06-03",
    ]);
  });

  it("purges once when two replicas tick at the same time", async () => {
    await withExpiredTokens(3);
    const runs = await Promise.all([
      runRetention(database.db, night(4)),
      runRetention(database.db, night(4, "04:01")),
      runRetention(database.db, night(4, "04:02")),
    ]);
    expect(runs.filter((run) => run.claimed)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + (run.counts.identityTokens ?? 0), 0)).toBe(3);
    const rows = (await retentionRows()).filter((row) => row.detail.night === "2031-06-04");
    expect(rows).toHaveLength(1);
  });

  it("leaves a failed kind's rows as they were and counts the other kinds", async () => {
    const stale = await staleSignUp();
    await withExpiredTokens(2);
    // The database refuses to delete this one user: the kind's transaction had deleted its provision already.
    await database.db.execute(
      sql.raw(`create function retention_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger retention_test_refuse before delete on users for each row
        when (old.email = '${stale.user.email}') execute function retention_test_refuse()`),
    );
    try {
      const run = await runRetention(database.db, night(5));
      expect(run.failed).toEqual(["unconfirmedSignUps"]);
      expect(run.counts.unconfirmedSignUps).toBeUndefined();
      expect(run.counts.identityTokens).toBe(2);
      const [row] = (await retentionRows()).filter((entry) => entry.detail.night === "2031-06-05");
      expect(row!.detail).toMatchObject({ failed: ["unconfirmedSignUps"], counts: { identityTokens: 2 } });
    } finally {
      await database.db.execute(sql.raw("drop trigger retention_test_refuse on users"));
      await database.db.execute(sql.raw("drop function retention_test_refuse()"));
    }
    // Nothing of the account was deleted half: user, provision and the person in its offer are all there.
    expect(await database.db.select().from(users).where(eq(users.id, stale.user.id))).toHaveLength(1);
    expect(
      await database.db.select().from(provisions).where(eq(provisions.id, stale.provision.id)),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(proposals)
        .where(and(eq(proposals.id, stale.proposal!.id), eq(proposals.firstname, "Erika"))),
    ).toHaveLength(1);

    // The next night it goes.
    expect((await runRetention(database.db, night(6))).counts.unconfirmedSignUps).toBe(1);
    expect(await database.db.select().from(users).where(eq(users.id, stale.user.id))).toEqual([]);
  });
});
