/**
 * A frozen provision changes by no path (decision 0091): the system's door refuses it, and the database refuses
 * whatever bypasses the door.
 */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { addPayment } from "../testing/crm";
import { createCustomer, testClock } from "../testing/identity";
import { useTestDatabase } from "../testing/test-database";
import { payments, provisions } from "../db/schema";
import { changeProvisionAsSystem, confirmOpenProvisionsOfUser } from "./provisions";

const database = useTestDatabase();

async function frozenCustomer() {
  const made = await createCustomer(database.db);
  await database.db
    .update(provisions)
    .set({ frozenAt: testClock.now() })
    .where(eq(provisions.id, made.provision.id));
  const [row] = await database.db.select().from(provisions).where(eq(provisions.id, made.provision.id));
  return { ...made, frozen: row! };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0];

/** The SQLSTATE of a failed statement, as pg and PGlite report it (Drizzle wraps it in `cause`). */
async function sqlState(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string") return code;
    }
    throw error;
  }
}

describe("a frozen provision", () => {
  it("is refused by the system's door with 409 provisionFrozen, nothing written", async () => {
    const { frozen } = await frozenCustomer();
    const error = await database.db
      .transaction((tx) =>
        changeProvisionAsSystem(tx, frozen.id, () => ({ firstname: "Bernd" }), { now: new Date() }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provisionFrozen", status: 409 });
    expect(await rowOf(frozen.id)).toEqual(frozen);
  });

  it("keeps its state when the account's e-mail is confirmed", async () => {
    const { frozen, user } = await frozenCustomer();
    await confirmOpenProvisionsOfUser(database.db, user.id);
    expect(await rowOf(frozen.id)).toEqual(frozen);
    const open = await createCustomer(database.db);
    await confirmOpenProvisionsOfUser(database.db, open.user.id);
    expect(await rowOf(open.provision.id)).toMatchObject({ status: "CONFIRMED" });
  });

  it("is refused by the database to raw SQL that bypasses the door (SQLSTATE VP409)", async () => {
    const { frozen } = await frozenCustomer();
    expect(
      await sqlState(
        database.db.execute(sql`update provisions set lastname = 'Schulze', version = version + 1
          where id = ${frozen.id}`),
      ),
    ).toBe("VP409");
    expect(
      await sqlState(
        database.db.update(provisions).set({ frozenAt: null }).where(eq(provisions.id, frozen.id)),
      ),
    ).toBe("VP409");
    expect(await rowOf(frozen.id)).toEqual(frozen);
  });

  it("lets through a write that changes nothing, the payment dates' trigger and the after-death workflow's switch", async () => {
    const { frozen } = await frozenCustomer();
    await database.db.execute(sql`update provisions set lastname = lastname where id = ${frozen.id}`);
    // The freeze ends the payments; the trigger on payments copies the dates onto the provision.
    const endedAt = testClock.now();
    await database.db.update(payments).set({ endedAt }).where(eq(payments.provisionId, frozen.id));
    expect((await rowOf(frozen.id))?.paymentEndedAt).toEqual(endedAt);
    await addPayment(database.db, frozen.id, { createdAt: new Date("2020-01-01T00:00:00Z") });
    expect((await rowOf(frozen.id))?.firstPaidAt).toEqual(new Date("2020-01-01T00:00:00Z"));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('vorsorge.frozen_writes', 'allow', true)`);
      await tx.update(provisions).set({ frozenAt: null }).where(eq(provisions.id, frozen.id));
    });
    expect((await rowOf(frozen.id))?.frozenAt).toBeNull();
  });

  it("stays guarded after the switch's transaction ended", async () => {
    const { frozen } = await frozenCustomer();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('vorsorge.frozen_writes', 'allow', true)`);
    });
    expect(
      await sqlState(database.db.execute(sql`update provisions set lastname = 'X' where id = ${frozen.id}`)),
    ).toBe("VP409");
  });
});
