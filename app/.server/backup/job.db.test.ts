/**
 * The scheduled backup (decision 0099): one backup per interval however many replicas check, the newest
 * BACKUP_KEEP kept, a failed run or a dead replica's claim does not stop the schedule.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { appMeta } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import { claimBackup, runScheduledBackup } from "./job";

const database = useTestDatabase();
const HOUR = 60 * 60_000;
const T0 = new Date("2027-03-01T02:00:00Z");

let work: string;
let now: Date;
const clock = { now: () => now };

function replica(env: Record<string, string> = {}) {
  const config = loadConfig({
    SESSION_SECRET: "s".repeat(40),
    DATA_DIR: path.join(work, "data"),
    BACKUP_DIR: path.join(work, "backups"),
    BACKUP_KEEP: "2",
    ...env,
  });
  return { config, database, clock };
}

const backups = () =>
  fs
    .readdirSync(path.join(work, "backups"))
    .filter((name) => name.endsWith(".backup"))
    .sort();

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vp-backup-job-"));
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

beforeEach(async () => {
  now = T0;
  await database.db.delete(appMeta).where(eq(appMeta.key, "backup.schedule"));
  fs.rmSync(path.join(work, "backups"), { recursive: true, force: true });
});

describe("the scheduled backup", () => {
  it("is written once when two replicas check at the same moment", async () => {
    const results = await Promise.all([runScheduledBackup(replica()), runScheduledBackup(replica())]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(backups()).toEqual(["vorsorgeportal-2027-03-01T02-00-00Z.backup"]);
  });

  it("comes again after its interval, and BACKUP_DIR keeps the newest BACKUP_KEEP and every other file", async () => {
    fs.mkdirSync(path.join(work, "backups"));
    fs.writeFileSync(path.join(work, "backups", "notes.txt"), "the operator's own file");
    expect(await runScheduledBackup(replica())).not.toBeNull();
    now = new Date(T0.getTime() + 2 * HOUR);
    expect(await runScheduledBackup(replica())).toBeNull();
    for (const day of [1, 2]) {
      now = new Date(T0.getTime() + day * 24 * HOUR);
      const written = await runScheduledBackup(replica());
      expect(written?.removed.map((file) => path.basename(file))).toEqual(
        day === 2 ? ["vorsorgeportal-2027-03-01T02-00-00Z.backup"] : [],
      );
    }
    expect(backups()).toEqual([
      "vorsorgeportal-2027-03-02T02-00-00Z.backup",
      "vorsorgeportal-2027-03-03T02-00-00Z.backup",
    ]);
    expect(fs.existsSync(path.join(work, "backups", "notes.txt"))).toBe(true);
  });

  it("tries again at the next check after a failed run", async () => {
    fs.writeFileSync(path.join(work, "backups"), "a file where the directory should be");
    await expect(runScheduledBackup(replica())).rejects.toThrow();
    fs.rmSync(path.join(work, "backups"));
    now = new Date(T0.getTime() + 10 * 60_000);
    expect(await runScheduledBackup(replica())).not.toBeNull();
  });

  it("gives up the claim of a replica that died while writing after three hours", async () => {
    expect(await claimBackup(database.db, T0, 24 * HOUR)).toBe(true);
    expect(await claimBackup(database.db, new Date(T0.getTime() + HOUR), 24 * HOUR)).toBe(false);
    expect(await claimBackup(database.db, new Date(T0.getTime() + 3 * HOUR + 1), 24 * HOUR)).toBe(true);
  });

  it("is off without BACKUP_DIR", async () => {
    const config = loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR: path.join(work, "data") });
    expect(await runScheduledBackup({ config, database, clock })).toBeNull();
  });
});
