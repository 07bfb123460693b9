/** Letters with a real database: owner only, staff audited, foreign ids not found, versions, account deletion. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { letterProgress, letterStatus } from "~/domain/letters";
import { createOwner, createStaff, serviceFailure } from "../../testing/crm";
import { letters, provisions } from "../../db/schema";
import { deleteAccounts } from "../../identity/accounts";
import { useTestDatabase } from "../../testing/test-database";
import { listAudit } from "../audit";
import { createLetter, findLetter, listLetterPage, readLetter, updateLetter } from "./index";
import type { ProvisionActor } from "../provisions";

const database = useTestDatabase({ seed: false });

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
  it("takes up a letter left empty instead of starting another, and starts a new one once it holds something", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    await updateLetter(database.db, a.actor, { letterId: id, change: { createStep: 3 } });
    expect(await createLetter(database.db, a.actor)).toBe(id);
    expect((await row(id))?.createStep).toBe(1);
    await updateLetter(database.db, a.actor, { letterId: id, change: { recipient } });
    const second = await createLetter(database.db, a.actor);
    expect(second).not.toBe(id);
    const listed = await listLetterPage(database.db, a.actor, 1);
    expect(listed.tiles.map((letter) => letter.id)).toEqual([id]);
  });

  it("creates, lists and completes a letter of the owner, without audit", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    // A letter with nothing in it is not listed (decision 0105).
    let listed = await listLetterPage(database.db, a.actor, 1);
    expect(listed).toMatchObject({ tiles: [], total: null });
    expect((await row(id))?.createStep).toBe(1);

    await updateLetter(database.db, a.actor, { letterId: id, change: { content, createStep: 2 } });
    listed = await listLetterPage(database.db, a.actor, 1);
    expect(listed.tiles[0]).toMatchObject({ id, content: true, recipient: false, shippingDate: false });
    expect(letterStatus(listed.tiles[0]!)).toBe("inProgress");
    await updateLetter(database.db, a.actor, { letterId: id, change: { recipient } });
    const updated = await updateLetter(database.db, a.actor, {
      letterId: id,
      change: { shippingDate, createStep: 4 },
    });
    expect(updated).toMatchObject({
      content,
      recipient: { ...recipient, email: null },
      shippingDate: { generic: "EXACT_DATE", exact: { day: "24.12", year: "EXACT_DATE", exactYear: "2031" } },
      createStep: 4,
      version: 4,
    });
    listed = await listLetterPage(database.db, a.actor, 1);
    expect(letterStatus(listed.tiles[0]!)).toBe("completed");
    // The tile carries the name and which parts are set, never the text or the address.
    expect(listed.tiles[0]).toEqual({
      id,
      salutation: "madame",
      firstname: "Erika",
      lastname: "Mustermann",
      content: true,
      recipient: true,
      shippingDate: true,
    });
    expect(listed.total).toBe(1);
    expect(await listAudit(database.db, a.provision.id)).toEqual([]);
  });

  it("saves empty content as null", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    await updateLetter(database.db, a.actor, { letterId: id, change: { content, recipient } });
    await updateLetter(database.db, a.actor, { letterId: id, change: { content: null } });
    expect((await row(id))?.content).toBeNull();
    // Stored as SQL null: the list counts the part as not set.
    const { tiles } = await listLetterPage(database.db, a.actor, 1);
    expect(tiles[0]?.content).toBe(false);
    // The recipient alone counts.
    expect(letterProgress(tiles[0]!)).toBe(1);
  });

  it("treats another customer's letter id as not found and stores nothing", async () => {
    const a = await customer();
    const b = await customer();
    const foreign = await createLetter(database.db, b.actor);
    await updateLetter(database.db, b.actor, { letterId: foreign, change: { content } });
    const before = await row(foreign);
    const provisionBefore = (
      await database.db.select().from(provisions).where(eq(provisions.id, a.provision.id))
    )[0];

    expect((await findLetter(database.db, a.actor, foreign)).letter).toBeNull();
    expect(await failure(() => readLetter(database.db, a.actor, foreign))).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(
      await failure(() => updateLetter(database.db, a.actor, { letterId: foreign, change: { recipient } })),
    ).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(
      await failure(() =>
        updateLetter(database.db, a.actor, { letterId: "not-a-uuid", change: { recipient } }),
      ),
    ).toEqual({
      code: "notFound",
      status: 404,
    });
    expect(await row(foreign)).toEqual(before);
    // The refused change rolled back: A's provision version did not move either.
    const provisionAfter = (
      await database.db.select().from(provisions).where(eq(provisions.id, a.provision.id))
    )[0];
    expect(provisionAfter?.version).toBe(provisionBefore?.version);
    expect(await listLetterPage(database.db, a.actor, 1)).toMatchObject({ tiles: [], total: null });
  });

  it("refuses a stale form version with 409 and writes nothing", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    const { provision } = await readLetter(database.db, a.actor, id);
    await updateLetter(
      database.db,
      a.actor,
      { letterId: id, change: { content } },
      { expectedVersion: provision.version },
    );
    expect(
      await failure(() =>
        updateLetter(
          database.db,
          a.actor,
          { letterId: id, change: { recipient } },
          { expectedVersion: provision.version },
        ),
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
    expect((await listLetterPage(database.db, holding, 1)).tiles).toHaveLength(0);
    await updateLetter(database.db, holding, { letterId: id, change: { recipient } });
    const actions = (await listAudit(database.db, a.provision.id)).map((entry) => entry.action);
    expect(actions).toEqual(["provision.read", "letter.update"]);

    const notHolding = { ...holding, heldProvisionId: null };
    expect(await failure(() => listLetterPage(database.db, notHolding, 1))).toEqual({
      code: "notFound",
      status: 404,
    });
    const other = await customer();
    expect(
      await failure(() => listLetterPage(database.db, { ...other.actor, ownProvisionId: a.provision.id }, 1)),
    ).toEqual({ code: "forbidden", status: 403 });
  });

  it("lists a page of letters, oldest first, with the count of all letters", async () => {
    const a = await customer();
    const ids: string[] = [];
    for (let n = 0; n < 25; n += 1) {
      const id = await createLetter(database.db, a.actor);
      await updateLetter(database.db, a.actor, { letterId: id, change: { content } });
      ids.push(id);
    }
    const page = async (n: number) => listLetterPage(database.db, a.actor, n);
    const first = await page(1);
    expect(first.total).toBe(25);
    expect(first.tiles.map((tile) => tile.id)).toEqual(ids.slice(0, 11));
    expect((await page(2)).tiles.map((tile) => tile.id)).toEqual(ids.slice(11, 23));
    const last = await page(3);
    expect(last).toMatchObject({ total: 25 });
    expect(last.tiles.map((tile) => tile.id)).toEqual(ids.slice(23));
    // Past the last page: empty, and no count.
    expect(await page(4)).toMatchObject({ tiles: [], total: null });
  });

  it("deletes the letters with the account", async () => {
    const a = await customer();
    const id = await createLetter(database.db, a.actor);
    await deleteAccounts(database.db, { userIds: [a.user.id] }, new Date());
    expect(await row(id)).toBeUndefined();
  });
});
