/** The provision access helper with a real database: who may read and change, versions, conflicts, audit. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { createCustomer, createStaff } from "../testing/crm";
import { letters, provisions } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import { listAudit } from "./audit";
import {
  changeProvision,
  findProvision,
  readProvision,
  readVersion,
  type ProvisionActor,
} from "./provisions";

const database = useTestDatabase({ seed: false });

let counter = 0;
async function customer() {
  counter += 1;
  const { user, provision } = await createCustomer(database.db, { email: `access${counter}@example.de` });
  const actor: ProvisionActor = {
    userId: user.id,
    isStaff: false,
    ownProvisionId: provision.id,
    heldProvisionId: null,
  };
  return { user, provision, actor };
}

async function staff(heldProvisionId: string | null) {
  counter += 1;
  const user = await createStaff(database.db, `care-access${counter}@vorsorgeportal.de`);
  return { userId: user.id, isStaff: true, ownProvisionId: null, heldProvisionId } satisfies ProvisionActor;
}

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, status: error.status, message: error.userMessage };
    throw error;
  }
  throw new Error("expected a ServiceError");
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;

const rename = (firstname: string) => () => ({ firstname });

describe("who may read a provision", () => {
  it("gives customers their own, unaudited", async () => {
    const a = await customer();
    expect((await readProvision(database.db, a.actor)).id).toBe(a.provision.id);
    expect(await listAudit(database.db, a.provision.id)).toEqual([]);
  });

  it("refuses customer A on B's provision, whichever id the actor carries", async () => {
    const a = await customer();
    const b = await customer();
    const forged = { ...a.actor, ownProvisionId: b.provision.id };
    expect(await failure(() => readProvision(database.db, forged))).toMatchObject({
      code: "forbidden",
      status: 403,
    });
    expect(
      await failure(() => changeProvision(database.db, forged, { action: "test.full" }, rename("Mallory"))),
    ).toMatchObject({ code: "forbidden", status: 403 });
    // A "held" id means nothing for a customer: they act on their own provision, or on none.
    const holding = { ...a.actor, ownProvisionId: null, heldProvisionId: b.provision.id };
    expect(await findProvision(database.db, holding)).toBeNull();
    expect(
      await failure(() => changeProvision(database.db, holding, { action: "test.full" }, rename("Mallory"))),
    ).toMatchObject({ code: "notFound" });
    expect((await stored(b.provision.id)).firstname).toBe("Erika");
    expect(await listAudit(database.db, b.provision.id)).toEqual([]);
  });

  it("refuses anonymous callers and staff who do not hold the provision", async () => {
    const b = await customer();
    expect(await failure(() => readProvision(database.db, null))).toMatchObject({ code: "forbidden" });
    expect(
      await failure(() => changeProvision(database.db, null, { action: "test.full" }, rename("X"))),
    ).toMatchObject({ code: "forbidden" });
    const idle = await staff(null);
    expect(await findProvision(database.db, idle)).toBeNull();
    expect(await failure(() => readProvision(database.db, idle))).toMatchObject({ code: "notFound" });
    const pretending = { ...idle, ownProvisionId: b.provision.id };
    expect(await failure(() => readProvision(database.db, pretending))).toMatchObject({ code: "forbidden" });
    expect(
      await failure(() => changeProvision(database.db, pretending, { action: "test.full" }, rename("X"))),
    ).toMatchObject({ code: "forbidden" });
    expect((await stored(b.provision.id)).version).toBe(1);
  });

  it("lets staff holding the provision read it, audited", async () => {
    const b = await customer();
    const holder = await staff(b.provision.id);
    expect((await readProvision(database.db, holder, { ip: "10.1.0.1" })).id).toBe(b.provision.id);
    expect(await listAudit(database.db, b.provision.id)).toMatchObject([
      { actorUserId: holder.userId, action: "provision.read", ip: "10.1.0.1" },
    ]);
  });

  it("answers malformed or unknown acting ids with nothing, never a database error", async () => {
    const a = await customer();
    for (const ownProvisionId of ["'; drop table provisions; --", "00000000-0000-4000-8000-000000000000"]) {
      expect(await findProvision(database.db, { ...a.actor, ownProvisionId })).toBeNull();
      expect(
        await failure(() =>
          changeProvision(database.db, { ...a.actor, ownProvisionId }, { action: "test.full" }, rename("X")),
        ),
      ).toMatchObject({ code: "notFound", status: 404 });
    }
  });
});

describe("changing a provision", () => {
  it("applies the patch, increments the version and leaves owner changes unaudited", async () => {
    const a = await customer();
    const changed = await changeProvision(
      database.db,
      a.actor,
      { action: "wishes.update", expectedVersion: 1 },
      () => ({ music: "Air" }),
    );
    expect(changed).toMatchObject({ music: "Air", version: 2 });
    expect(await stored(a.provision.id)).toMatchObject({ music: "Air", version: 2 });
    expect(await listAudit(database.db, a.provision.id)).toEqual([]);
  });

  it("audits staff changes with action, version and detail", async () => {
    const b = await customer();
    const holder = await staff(b.provision.id);
    await changeProvision(
      database.db,
      holder,
      { action: "wishes.update", expectedVersion: 1, detail: { fields: ["music"] }, ip: "10.1.0.2" },
      () => ({ music: "Bach" }),
    );
    expect(await listAudit(database.db, b.provision.id)).toMatchObject([
      {
        actorUserId: holder.userId,
        action: "wishes.update",
        detail: { fields: ["music"], version: 2 },
        ip: "10.1.0.2",
      },
    ]);
  });

  it("refuses a stale version with the German conflict message and changes nothing", async () => {
    const a = await customer();
    await changeProvision(database.db, a.actor, { action: "test.full" }, rename("Erste"));
    expect(
      await failure(() =>
        changeProvision(database.db, a.actor, { action: "test.full", expectedVersion: 1 }, rename("Zweite")),
      ),
    ).toEqual({
      code: "staleVersion",
      status: 409,
      message: "Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.",
    });
    expect(await stored(a.provision.id)).toMatchObject({ firstname: "Erste", version: 2 });
  });

  it("lets one of two writers with the same version win, the other gets the conflict", async () => {
    const a = await customer();
    const b = await customer();
    const holder = await staff(b.provision.id);
    // Sequentially: the second form was rendered before the first write.
    await changeProvision(database.db, a.actor, { action: "test.full", expectedVersion: 1 }, rename("Owner"));
    expect(
      await failure(() =>
        changeProvision(database.db, a.actor, { action: "test.full", expectedVersion: 1 }, rename("Late")),
      ),
    ).toMatchObject({ code: "staleVersion" });
    // Two real concurrent transactions on one provision (row lock, then the version check).
    const results = await Promise.allSettled([
      changeProvision(
        database.db,
        { ...b.actor },
        { action: "test.full", expectedVersion: 1 },
        rename("Kunde"),
      ),
      changeProvision(database.db, holder, { action: "test.full", expectedVersion: 1 }, rename("Service")),
    ]);
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(isServiceError(lost[0]!.reason) && lost[0]!.reason.code).toBe("staleVersion");
    const after = await stored(b.provision.id);
    expect(after.version).toBe(2);
    expect(after.firstname).toBe((won[0] as PromiseFulfilledResult<{ firstname: string }>).value.firstname);
  });

  it("without a version, concurrent merges both land (no lost update)", async () => {
    const a = await customer();
    await Promise.all(
      ["one", "two", "three"].map((flag) =>
        changeProvision(database.db, a.actor, { action: "provision.flags" }, (_tx, current) => ({
          flags: { ...current.flags, [flag]: true },
        })),
      ),
    );
    expect(await stored(a.provision.id)).toMatchObject({
      flags: { one: true, two: true, three: true },
      version: 4,
    });
  });

  it("gives child-table writes the checked provision and rolls everything back on failure", async () => {
    const a = await customer();
    await changeProvision(database.db, a.actor, { action: "letter.create" }, async (tx, provision) => {
      await tx.insert(letters).values({ provisionId: provision.id });
    });
    expect(await stored(a.provision.id)).toMatchObject({ version: 2 });
    await expect(
      changeProvision(database.db, a.actor, { action: "letter.create" }, async (tx, provision) => {
        await tx.insert(letters).values({ provisionId: provision.id });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(
      await database.db.select().from(letters).where(eq(letters.provisionId, a.provision.id)),
    ).toHaveLength(1);
    expect(await stored(a.provision.id)).toMatchObject({ version: 2 });
  });
});

describe("readVersion", () => {
  const form = (version?: string) => {
    const data = new FormData();
    if (version !== undefined) data.set("version", version);
    return data;
  };
  it("reads the hidden field; a malformed value becomes a version no row has", () => {
    expect(readVersion(form("7"))).toBe(7);
    expect(readVersion(form())).toBeUndefined();
    expect(readVersion(form("7; drop"))).toBe(0);
    expect(readVersion(form(""))).toBe(0);
  });
});
