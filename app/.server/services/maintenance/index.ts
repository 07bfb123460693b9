/**
 * Maintenance mode (decision 0102): the state every request asks, and the admins' switch. The switch lives in the
 * database (app_meta "maintenance"), so every replica sees it; each replica trusts what it read for
 * MAINTENANCE_TTL_MS. `MAINTENANCE=1` in the environment turns it on regardless of the switch (an upgrade).
 */
import { eq } from "drizzle-orm";
import { requireBackOffice, type Actor } from "~/.server/auth/actor";
import type { Db } from "~/.server/db/client";
import { appMeta } from "~/.server/db/schema";
import { MAINTENANCE_OFF, MAINTENANCE_TTL_MS, type MaintenanceState } from "~/domain/maintenance";
import { recordAudit } from "../audit";

const SWITCH_KEY = "maintenance";

interface StoredSwitch {
  on: boolean;
  since: string | null;
}

/** What each database handle's switch said, and when it was read (the runtime clock's milliseconds). */
const readAt = new WeakMap<Db, { at: number; stored: StoredSwitch }>();

function parseSwitch(value: unknown): StoredSwitch {
  if (typeof value !== "object" || value === null) return { on: false, since: null };
  const { on, since } = value as { on?: unknown; since?: unknown };
  return { on: on === true, since: on === true && typeof since === "string" ? since : null };
}

async function readSwitch(db: Db, now: number): Promise<StoredSwitch> {
  const cached = readAt.get(db);
  // An age below zero (the clock was set back) counts as stale.
  const age = cached ? now - cached.at : -1;
  if (cached && age >= 0 && age < MAINTENANCE_TTL_MS) return cached.stored;
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SWITCH_KEY));
  const stored = parseSwitch(row?.value);
  readAt.set(db, { at: now, stored });
  return stored;
}

/** Whether the portal is in maintenance at `now` (the runtime clock), and why. */
export async function maintenanceState(
  db: Db,
  config: { MAINTENANCE?: "0" | "1" },
  now: Date,
): Promise<MaintenanceState> {
  if (config.MAINTENANCE === "1") return { on: true, source: "environment", since: null };
  const stored = await readSwitch(db, now.getTime());
  return stored.on ? { on: true, source: "switch", since: stored.since } : MAINTENANCE_OFF;
}

/**
 * An admin switches maintenance on or off (audited). Switching to the state it already has changes nothing and
 * writes no audit row. Returns whether anything changed.
 */
export async function switchMaintenance(
  db: Db,
  actor: Actor,
  on: boolean,
  context: { ip: string | null; now: Date },
): Promise<boolean> {
  requireBackOffice(actor, "admin");
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, SWITCH_KEY))
      .for("update");
    if (parseSwitch(row?.value).on === on) return false;
    const value: StoredSwitch = { on, since: on ? context.now.toISOString() : null };
    await tx
      .insert(appMeta)
      .values({ key: SWITCH_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: context.now } });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      provisionId: null,
      action: on ? "maintenance.on" : "maintenance.off",
      ip: context.ip,
    });
    return true;
  });
  // This replica sees its own switch at once; the others within MAINTENANCE_TTL_MS.
  readAt.delete(db);
  return changed;
}
