/** Maintenance mode with a real database (decision 0102): the admins' switch, audited, seen by every replica. */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAINTENANCE_TTL_MS } from "~/domain/maintenance";
import { createStaff, serviceFailure } from "../../testing/crm";
import { appMeta, auditLog } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { maintenanceState, switchMaintenance } from ".";

const database = useTestDatabase();
beforeAll(async () => {}, 180_000);

const context = { ip: "203.0.113.9", now: new Date("2026-11-29T08:15:00Z") };
const off = { MAINTENANCE: undefined };
const at = (ms: number) => new Date(ms);

async function actorOf(email: string, groups: string[]) {
  const user = await createStaff(database.db, email);
  return {
    userId: user.id,
    email,
    displayName: email,
    groups,
    isStaff: true,
    ownProvisionId: null,
    heldProvisionId: null,
  };
}

describe("maintenance switch", () => {
  it("an admin switches it on and off; each change is audited once, a repeat changes nothing", async () => {
    const admin = await actorOf("admin-maintenance@vorsorgeportal.de", ["admin"]);
    expect((await maintenanceState(database.db, off, context.now)).on).toBe(false);

    expect(await switchMaintenance(database.db, admin, true, context)).toBe(true);
    expect(await maintenanceState(database.db, off, context.now)).toEqual({
      on: true,
      source: "switch",
      since: "2026-11-29T08:15:00.000Z",
    });
    expect(await switchMaintenance(database.db, admin, true, context)).toBe(false);
    expect(await switchMaintenance(database.db, admin, false, context)).toBe(true);
    expect((await maintenanceState(database.db, off, context.now)).on).toBe(false);

    const audit = await database.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, admin.userId),
          inArray(auditLog.action, ["maintenance.on", "maintenance.off"]),
        ),
      );
    expect(audit.map((row) => row.action).sort()).toEqual(["maintenance.off", "maintenance.on"]);
    expect(audit[0]!.ip).toBe("203.0.113.9");
  });

  it("customer care may not switch it", async () => {
    const care = await actorOf("care-maintenance@vorsorgeportal.de", ["customercare"]);
    expect(await serviceFailure(() => switchMaintenance(database.db, care, true, context))).toMatchObject({
      code: "notFound",
    });
    expect((await maintenanceState(database.db, off, context.now)).on).toBe(false);
  });

  it("an admin's switch on another replica is seen here once what this replica read is older than the TTL", async () => {
    let clock = context.now.getTime() + 60_000;
    expect((await maintenanceState(database.db, off, at(clock))).on).toBe(false);
    // Another replica's admin switches it on: the row changes behind this replica's back.
    await database.db
      .insert(appMeta)
      .values({ key: "maintenance", value: { on: true, since: "2026-11-29T09:00:00.000Z" } })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: { on: true, since: "2026-11-29T09:00:00.000Z" } },
      });
    clock += MAINTENANCE_TTL_MS - 1;
    expect((await maintenanceState(database.db, off, at(clock))).on).toBe(false);
    clock += 1;
    expect((await maintenanceState(database.db, off, at(clock))).since).toBe("2026-11-29T09:00:00.000Z");
    await database.db.delete(appMeta).where(eq(appMeta.key, "maintenance"));
    clock += MAINTENANCE_TTL_MS;
    expect((await maintenanceState(database.db, off, at(clock))).on).toBe(false);
  });

  it("MAINTENANCE=1 in the environment turns it on whatever the switch says", async () => {
    expect(await maintenanceState(database.db, { MAINTENANCE: "1" }, context.now)).toEqual({
      on: true,
      source: "environment",
      since: null,
    });
  });
});
