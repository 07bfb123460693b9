/** The customer's one address (decision 0108) with a real database: saving it, the set order, snapshots, migration 0031. */
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { mailOutbox, payments, provisions } from "../../db/schema";
import { insuranceFor } from "../../insurance";
import { addPayment, createOwner, createStaff, serviceFailure } from "../../testing/crm";
import { useTestDatabase } from "../../testing/test-database";
import { actorFor } from "../../testing/routes";
import { listAudit } from "../audit";
import { createApplication } from "../finance";
import { activatePlan } from "../pricing";
import { pricingTestConfig, sepaActivation } from "../../testing/pricing";
import { orderProvisionSet, saveAddress } from "./index";

const database = useTestDatabase();
const config = loadConfig({ SESSION_SECRET: "s".repeat(40) });
const HOME = { street: "Holstenstraße 12a", postalCode: "24103", city: "Kiel" };
const NEW_HOME = { street: "Lindenweg 7", postalCode: "50667", city: "Köln" };

let counter = 0;
/** A confirmed customer without any address (as the sign-up leaves one). */
async function customer() {
  counter += 1;
  const made = await createOwner(database.db, { email: `anschrift${counter}@example.de`, confirmed: true });
  await database.db
    .update(provisions)
    .set({ street: null, postalCode: null, city: null, provisionBirth: "1960-05-10", salutation: "madame" })
    .where(eq(provisions.id, made.provision.id));
  return made;
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const addressOf = async (id: string) => {
  const { street, postalCode, city } = await stored(id);
  return { street, postalCode, city };
};

describe("saveAddress", () => {
  it("stores the address once; the same address again writes nothing", async () => {
    const { provision, actor } = await customer();
    expect(await saveAddress(database.db, actor, HOME)).toEqual({ changed: true });
    expect(await addressOf(provision.id)).toEqual(HOME);
    const { version } = await stored(provision.id);
    expect(await saveAddress(database.db, actor, HOME)).toEqual({ changed: false });
    // No new version: the customer's other open forms stay valid.
    expect((await stored(provision.id)).version).toBe(version);
    expect(await saveAddress(database.db, actor, NEW_HOME)).toEqual({ changed: true });
    expect(await addressOf(provision.id)).toEqual(NEW_HOME);
    // A billing address under another name (the daughter pays) is hers: the customer's stays.
    const daughter = { firstname: "Sabine", lastname: "Muster" };
    expect(await saveAddress(database.db, actor, HOME, { name: daughter })).toEqual({ changed: false });
    expect(await addressOf(provision.id)).toEqual(NEW_HOME);
    const own = { firstname: " erika ", lastname: "MUSTER" };
    expect(await saveAddress(database.db, actor, HOME, { name: own })).toEqual({ changed: true });
  });

  it("is audited with its fields when staff save it for the customer; a stale version is refused", async () => {
    const { provision } = await customer();
    counter += 1;
    const care = await createStaff(database.db, `care-anschrift${counter}@vorsorgeportal.de`);
    const staff = actorFor(care.id, { isStaff: true, heldProvisionId: provision.id });
    await saveAddress(database.db, staff, HOME);
    const [entry] = (await listAudit(database.db, provision.id)).filter(
      (row) => row.action === "profile.address",
    );
    expect(entry?.detail).toMatchObject({ fields: ["street", "postalCode", "city"] });
    expect(
      await serviceFailure(() => saveAddress(database.db, staff, NEW_HOME, { expectedVersion: 1 })),
    ).toEqual({ code: "staleVersion", status: 409 });
    expect(await addressOf(provision.id)).toEqual(HOME);
  });
});

describe("orderProvisionSet with the address typed into the order", () => {
  it("stores the address and sends the set there", async () => {
    const { provision, actor } = await customer();
    const options = { now: new Date(), config: { ...config, CUSTOMER_CARE_EMAIL: "care@example.de" } };
    expect(await orderProvisionSet(database.db, actor, {}, options)).toBe("addressMissing");
    expect(await orderProvisionSet(database.db, actor, { address: HOME }, options)).toBe("ordered");
    expect(await addressOf(provision.id)).toEqual(HOME);
    const [request] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "care@example.de"));
    expect(request?.text).toContain("Holstenstraße 12a");
    expect(request?.text).toContain("24103 Kiel");
    // A second post (another tab, Back) orders nothing and leaves the address as it was.
    expect(await orderProvisionSet(database.db, actor, { address: NEW_HOME }, options)).toBe(
      "alreadyOrdered",
    );
    expect(await addressOf(provision.id)).toEqual(HOME);
  });
});

describe("snapshots keep the address they were made with", () => {
  it("a later change of the address leaves the application's contact and the payment's billing address", async () => {
    const { provision, actor } = await customer();
    const contact = {
      salutation: "madame" as const,
      firstname: "Erika",
      lastname: "Muster",
      email: "erika@example.de",
      phone: "0431 1234567",
      ...HOME,
    };
    await createApplication(
      database.db,
      actor,
      { paymentType: "onetime", contact },
      { now: new Date(), insurance: insuranceFor({ config }) },
    );
    const pricingConfig = pricingTestConfig("vp-address-services");
    await activatePlan(
      database.db,
      actor,
      { ...sepaActivation(pricingConfig), address: { firstname: "Erika", lastname: "Muster", ...HOME } },
      { config: pricingConfig, now: new Date() },
    );
    await saveAddress(database.db, actor, NEW_HOME);
    expect((await stored(provision.id)).insuranceTariff?.applicationContact).toMatchObject({
      street: "Holstenstraße",
      houseNumber: "12a",
      postalCode: "24103",
    });
    const [payment] = await database.db.select().from(payments).where(eq(payments.provisionId, provision.id));
    expect(payment?.billingAddress).toMatchObject({ address: "Holstenstraße 12a", city: "Kiel" });
  });
});

describe("migration 0031: an empty profile gets the address typed last", () => {
  it("copies the newer of billing address and application contact, only into a profile without any address", async () => {
    const fromPayment = await customer();
    await addPayment(database.db, fromPayment.provision.id);
    const fromApplication = await customer();
    await addPayment(database.db, fromApplication.provision.id, {
      createdAt: new Date("2026-01-01T10:00:00Z"),
    });
    const partial = await customer();
    await addPayment(database.db, partial.provision.id);
    const incomplete = await customer();
    const nothing = await customer();
    // Someone else pays (another name), or the street has no house number: neither is the customer's whole address.
    const daughterPays = await customer();
    await addPayment(database.db, daughterPays.provision.id, {
      billingAddress: {
        firstname: "Sabine",
        lastname: "Muster",
        address: "Am Markt 3",
        postalCode: "20095",
        city: "Hamburg",
      },
    });
    const noNumber = await customer();
    await addPayment(database.db, noNumber.provision.id, {
      billingAddress: {
        firstname: "Erika",
        lastname: "Muster",
        address: "Hauptstraße",
        postalCode: "24103",
        city: "Kiel",
      },
    });
    await database.db.execute(sql`
      update provisions set insurance_tariff = ${JSON.stringify({
        applicationAt: "2026-03-01T10:00:00.000Z",
        applicationContact: { street: "Hafenstraße", houseNumber: "3", postalCode: "23552", city: "Lübeck" },
      })}::jsonb where id = ${fromApplication.provision.id}`);
    await database.db.update(provisions).set({ city: "Kiel" }).where(eq(provisions.id, partial.provision.id));
    await database.db.execute(sql`
      update provisions set insurance_tariff = ${JSON.stringify({
        applicationContact: { street: "Hafenstraße", houseNumber: "3", postalCode: "235", city: "Lübeck" },
      })}::jsonb where id = ${incomplete.provision.id}`);
    const versionBefore = (await stored(fromPayment.provision.id)).version;

    await database.db.execute(sql.raw(await readFile("drizzle/0031_one_address.sql", "utf8")));

    expect(await addressOf(fromPayment.provision.id)).toEqual({
      street: "Weg 1",
      postalCode: "24103",
      city: "Kiel",
    });
    expect((await stored(fromPayment.provision.id)).version).toBe(versionBefore + 1);
    expect(await addressOf(fromApplication.provision.id)).toEqual({
      street: "Hafenstraße 3",
      postalCode: "23552",
      city: "Lübeck",
    });
    expect(await addressOf(partial.provision.id)).toEqual({ street: null, postalCode: null, city: "Kiel" });
    // Only a whole address is copied (the postal code "235" is none).
    expect(await addressOf(incomplete.provision.id)).toEqual({ street: null, postalCode: null, city: null });
    expect(await addressOf(nothing.provision.id)).toEqual({ street: null, postalCode: null, city: null });
    expect(await addressOf(daughterPays.provision.id)).toEqual({
      street: null,
      postalCode: null,
      city: null,
    });
    expect(await addressOf(noNumber.provision.id)).toEqual({ street: null, postalCode: null, city: null });
  });
});
