/** Letters with a real database: owner only, staff audited, foreign ids not found, versions, account deletion. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { letterStatus } from "~/domain/letters";
import { createOwner, createStaff, serviceFailure } from "../crm/test-fixtures";
import { letters, provisions } from "../db/schema";
import { deleteAccount } from "../identity/accounts";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { listAudit } from "./audit";
import { createLetter, findLetter, listLetters, readLetter, updateLetter } from "./letters";
import type { ProvisionActor } from "./provisions";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await database?.close();
});

let counter = 0;
async function customer() {
  counter += 1;
  const { user, provision, actor } = await createOwner(database.db, {
    email: `letters${counter}@example.de`,
  });
  return { user, provision, actor };
}

const failure = serviceFailure;

const recipient = {
  salutation: "madame" as const,
  firstname: "Erika",
  lastname: "Mustermann",
  street: "Lindenweg 7",
  postalcode: "50667",
  city: "Köln",
  email: undefined,
};
const content = {
  text: "Liebe Erika",
  styles: { color: "bordeaux" as const, fontSize: 32 as const, fontFamily: "indie-flower" as const },
};
const shippingDate = {
  generic: "EXACT_DATE" as const,
  exact: { day: "24.12", year: "EXACT_DATE" as const, exactYear: 2031 },
};

const row = async (id: string) => (await database.db.select().from(letters).where(eq(letters.id, id)))[0];

describe("letters of a customer", () => {
  it("creates, lists and completes a letter of the owner, without audit", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    let listed = await listLetters(database.db, a.actor);
    expect(listed.letters.map((letter) => letter.id)).toEqual([id]);
    expect(letterStatus(listed.letters[0]!)).toBe("inProgress");
    expect(listed.letters[0]).toMatchObject({
      content: null,
      recipient: null,
      shippingDate: null,
      createStep: 1,
    });

    await updateLetter(database.db, a.actor, id, { content, createStep: 2 });
    await updateLetter(database.db, a.actor, id, { recipient });
    const updated = await updateLetter(database.db, a.actor, id, { shippingDate, createStep: 4 });
    expect(updated).toMatchObject({
      content,
      recipient: { ...recipient, email: null },
      shippingDate: { generic: "EXACT_DATE", exact: { day: "24.12", year: "EXACT_DATE", exactYear: "2031" } },
      createStep: 4,
      version: 4,
    });
    listed = await listLetters(database.db, a.actor);
    expect(letterStatus(listed.letters[0]!)).toBe("completed");
    expect(await listAudit(database.db, a.provision.id)).toEqual([]);
  });

  it("saves empty content as null", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    await updateLetter(database.db, a.actor, id, { content });
    await updateLetter(database.db, a.actor, id, { content: null });
    expect((await row(id))?.content).toBeNull();
  });

  it("treats another customer's letter id as not found and stores nothing", async () => {
    const a = await customer();
    const b = await customer();
    const foreign = await createLetter(database.db, b.actor);
    await updateLetter(database.db, b.actor, foreign, { content });
    const before = await row(foreign);
    const provisionBefore = (
      await database.db.select().from(provisions).where(eq(provisions.id, a.provision.id))
    )[0];

    expect((await findLetter(database.db, a.actor, foreign)).letter).toBeNull();
    expect(await failure(() => readLetter(database.db, a.actor, foreign))).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(await failure(() => updateLetter(database.db, a.actor, foreign, { recipient }))).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(await failure(() => updateLetter(database.db, a.actor, "not-a-uuid", { recipient }))).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(await row(foreign)).toEqual(before);
    // The refused change rolled back: A's provision version did not move either.
    const provisionAfter = (
      await database.db.select().from(provisions).where(eq(provisions.id, a.provision.id))
    )[0];
    expect(provisionAfter?.version).toBe(provisionBefore?.version);
    expect((await listLetters(database.db, a.actor)).letters).toEqual([]);
  });

  it("refuses a stale form version with 409 and writes nothing", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    const { provision } = await readLetter(database.db, a.actor, id);
    await updateLetter(database.db, a.actor, id, { content }, { expectedVersion: provision.version });
    expect(
      await failure(() =>
        updateLetter(database.db, a.actor, id, { recipient }, { expectedVersion: provision.version }),
      ),
    ).toEqual({ code: "staleVersion", status: 409 });
    expect((await row(id))?.recipient).toBeNull();
  });

  it("lets staff holding the provision read and change letters, audited; others are refused", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    counter += 1;
    const care = await createStaff(database.db, `care-letters${counter}@vorsorgeportal.de`);
    const holding: ProvisionActor = {
      userId: care.id,
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId: a.provision.id,
    };
    expect((await listLetters(database.db, holding)).letters).toHaveLength(1);
    await updateLetter(database.db, holding, id, { recipient });
    const actions = (await listAudit(database.db, a.provision.id)).map((entry) => entry.action);
    expect(actions).toEqual(["provision.read", "letter.update"]);

    const notHolding = { ...holding, heldProvisionId: null };
    expect(await failure(() => listLetters(database.db, notHolding))).toEqual({
      code: "notFound",
      status: 404,
    });
    const other = await customer();
    expect(
      await failure(() => listLetters(database.db, { ...other.actor, ownProvisionId: a.provision.id })),
    ).toEqual({ code: "forbidden", status: 403 });
  });

  it("deletes the letters with the account", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    await deleteAccount(database.db, { userId: a.user.id });
    expect(await row(id)).toBeUndefined();
  });
});
