/** The offer service on a real database: summary round trips, lock, item changes, prices, refresh, access. */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { offerPrice } from "~/domain/offer";
import { isUpToDate } from "~/domain/offer/refresh";
import type { Actor } from "../../auth/actor";
import { DEFAULT_HOTLINE } from "../../config";
import type { ContentPort } from "../../content/port";
import type { Db } from "../../db/client";
import { useTestDatabase } from "../../testing/test-database";
import { signUpInput } from "../../testing/identity";
import {
  funeralSites,
  plans,
  products,
  proposalItems,
  proposals,
  services,
  type FuneralPlan,
  type FuneralType,
} from "../../db/schema";
import { changeProvision, readProvision } from "../provisions";
import { financeCosts } from "../finance";
import { registerCustomer } from "../registration";
import {
  addService,
  changeFuneralType,
  chooseProduct,
  loadOfferSummary,
  recalculateOfferPrice,
  refreshOffer,
  removeProduct,
  removeService,
} from "./index";
import { itemsWithCatalogue, itemsWithCatalogueJson, joinedFromJson } from "./catalogue";
import { cents } from "~/domain/money";

const database = useTestDatabase();
const config = { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE };
const content: ContentPort = {
  find: async (_collection, filter) => [
    { Plan: filter?.Plan, Included: ["Sarg"], NotIncluded: ["Grabpflege"] },
  ],
};

let counter = 0;
async function customer(funeralType: FuneralType = "cremation", funeralPlan: FuneralPlan = "high") {
  counter += 1;
  const result = await registerCustomer(database.db, signUpInput("offer-", { funeralType, funeralPlan }), {
    ip: `10.20.0.${counter}`,
    now: new Date(),
    config,
  });
  const actor = {
    userId: result.user.id,
    isStaff: false,
    ownProvisionId: result.provisionId,
    heldProvisionId: null,
    displayName: "Anna Müller",
  } as unknown as Actor;
  return { actor, proposalId: result.proposalId };
}

const version = async (actor: Actor) => (await readProvision(database.db, actor)).version;
/** Sends an offer change as the customer's page would: on the provision's current version. */
async function onCurrentVersion<I, R>(
  change: (db: Db, actor: Actor, input: I, write: { now: Date; expectedVersion: number }) => Promise<R>,
  actor: Actor,
  input: I,
): Promise<R> {
  return change(database.db, actor, input, { now: new Date(), expectedVersion: await version(actor) });
}
const productId = async (articleNumber: string) =>
  (await database.db.select().from(products).where(eq(products.articleNumber, articleNumber)))[0]!.id;
const serviceId = async (identifier: string) =>
  (await database.db.select().from(services).where(eq(services.identifier, identifier)))[0]!.id;
const items = (proposalId: string) =>
  database.db.select().from(proposalItems).where(eq(proposalItems.proposalId, proposalId));

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error("expected a refusal");
}

/** The stored net snapshot equals the domain calculation from the stored items. */
async function expectConsistentPrice(actor: Actor, proposalId: string) {
  const provision = await readProvision(database.db, actor);
  const [plan] = await database.db.select().from(plans).where(eq(plans.id, provision.funeralPlan));
  const expected = offerPrice({
    planFeeCents: plan!.priceCents,
    lines: (await items(proposalId)).map((i) => ({
      netCents: i.priceCents,
      category: i.category,
      quantity: i.quantity,
    })),
    siteFeeCents: null,
  });
  expect(provision.priceCents).toBe(expected.net);
  expect(provision.offerLockedAt).toBeNull();
  const [proposal] = await database.db.select().from(proposals).where(eq(proposals.id, proposalId));
  expect(proposal!.priceCents).toBe(expected.net);
  return expected;
}

describe("offer summary", () => {
  it("loads in two round trips and totals like the domain", async () => {
    const { actor, proposalId } = await customer();
    let queries = 0;
    const session = (database.db as unknown as { session: { logger: unknown } }).session;
    const previous = session.logger;
    session.logger = { logQuery: () => (queries += 1) };
    let summary;
    try {
      summary = await loadOfferSummary(database.db, actor, { now: new Date(), content });
    } finally {
      session.logger = previous;
    }
    // The provision, then one row with everything else (decision 0065).
    expect(queries).toBeLessThanOrEqual(2);
    const expected = await expectConsistentPrice(actor, proposalId);
    expect(summary.price.total).toBe(expected.total);
    expect(summary.products.map((p) => p.category)).toEqual(["flower", "urn", "coffin"]);
    expect(summary.optionalServices.length).toBeGreaterThan(0);
    expect(summary.included).toEqual({ included: ["Sarg"], notIncluded: ["Grabpflege"] });
    expect(summary.outdated).toBe(false);
    expect(summary.documentRequest).toBe(false);
  });

  it("reads the items in the summary's JSON as the refresh reads them, withdrawn entries included", async () => {
    const { proposalId } = await customer();
    const withdrawn = (await itemsWithCatalogue(database.db, proposalId)).find(
      (row) => row.product,
    )!.product!;
    await database.db
      .update(products)
      .set({ deletedAt: new Date("2026-01-02T03:04:05.678Z") })
      .where(eq(products.id, withdrawn.id));
    try {
      const rows = await itemsWithCatalogue(database.db, proposalId);
      expect(rows.some((row) => row.product?.deletedAt instanceof Date)).toBe(true);
      const [json] = await database.db
        .select({ items: itemsWithCatalogueJson(proposalId) })
        .from(sql`(select 1) as one`);
      expect(joinedFromJson(json!.items)).toEqual(rows);
    } finally {
      await database.db.update(products).set({ deletedAt: null }).where(eq(products.id, withdrawn.id));
    }
  });

  it("adds the chosen site's fee for the grave type (recalculateOfferPrice)", async () => {
    const { actor } = await customer();
    const [site] = await database.db.select().from(funeralSites).limit(1);
    const provision = await readProvision(database.db, actor);
    const fee = site!.fees.prices[provision.graveTypeId!]!.selling_price;
    const before = provision.priceCents!;
    await changeProvision(database.db, actor, { action: "test.full" }, async (tx, p) => ({
      funeralSiteId: site!.id,
      ...(await recalculateOfferPrice(tx, { ...p, funeralSiteId: site!.id }, new Date())),
    }));
    const summary = await loadOfferSummary(database.db, actor, { now: new Date(), content });
    expect((await readProvision(database.db, actor)).priceCents).toBe(before + fee);
    expect(summary.site?.title).toBe(site!.title);
    expect(summary.price.siteFeeGross).toBe(Math.round(fee * 1.19));
    // The finance area's "today's cost" is this total (gross, site fee included), not the net snapshot.
    const costs = await financeCosts(database.db, await readProvision(database.db, actor), new Date());
    expect(costs.offerCents).toBe(summary.price.total);
    expect(costs.offerCents).toBeGreaterThan((await readProvision(database.db, actor)).priceCents!);
  });
});

describe("item changes", () => {
  it("swaps a coffin, refuses one already in the offer, and another plan's", async () => {
    const { actor, proposalId } = await customer("cremation", "high");
    const swapped = await onCurrentVersion(chooseProduct, actor, { id: await productId("SA-1004") });
    expect(swapped).toEqual({ added: "Pappelsarg Natur", replaced: "Eichensarg Klassik" });
    const coffins = (await items(proposalId)).filter((i) => i.category === "coffin");
    expect(coffins.map((i) => i.reference)).toEqual(["SA-1004"]);
    await expectConsistentPrice(actor, proposalId);

    expect(
      await refusal(async () => onCurrentVersion(chooseProduct, actor, { id: await productId("SA-1004") })),
    ).toEqual({ code: "offerAlreadyInOffer", status: 409 });
    expect(
      await refusal(async () => onCurrentVersion(chooseProduct, actor, { id: await productId("SA-1003") })),
    ).toEqual({ code: "offerOtherPlan", status: 422 });
    expect(
      await refusal(async () => onCurrentVersion(chooseProduct, actor, { id: await productId("UR-2004") })),
    ).toEqual({ code: "offerOtherFuneralType", status: 422 });
    expect(
      await refusal(async () => onCurrentVersion(chooseProduct, actor, { id: randomUUID() })),
    ).toMatchObject({ status: 404 });
    // Refusals release the lock and change no item (the version moves for the lock and its release).
    expect((await items(proposalId)).filter((i) => i.category === "coffin").map((i) => i.reference)).toEqual([
      "SA-1004",
    ]);
    await expectConsistentPrice(actor, proposalId);
  });

  it("removing a swapped product swaps the default back in; the default itself stays", async () => {
    const { actor, proposalId } = await customer("cremation", "high");
    await onCurrentVersion(chooseProduct, actor, { id: await productId("SA-1005") });
    const removal = await onCurrentVersion(removeProduct, actor, { id: await productId("SA-1005") });
    expect(removal).toEqual({ removed: "Lacksarg Lilie", replacedBy: "Eichensarg Klassik" });
    expect(
      await refusal(async () => onCurrentVersion(removeProduct, actor, { id: await productId("SA-1002") })),
    ).toEqual({ code: "offerNotRemovable", status: 422 });
    await expectConsistentPrice(actor, proposalId);
  });

  it("adds and removes an optional service; basic services stay", async () => {
    const { actor, proposalId } = await customer();
    const id = await serviceId("trauerfeier");
    expect(await onCurrentVersion(addService, actor, { id })).toBe("Trauerfeier");
    expect(await refusal(async () => onCurrentVersion(addService, actor, { id }))).toEqual({
      code: "offerAlreadyInOffer",
      status: 409,
    });
    await expectConsistentPrice(actor, proposalId);
    expect(await onCurrentVersion(removeService, actor, { id })).toBe("Trauerfeier");
    expect(
      await refusal(async () =>
        onCurrentVersion(removeService, actor, { id: await serviceId("ueberfuehrung") }),
      ),
    ).toEqual({ code: "offerNotRemovable", status: 422 });
    await expectConsistentPrice(actor, proposalId);
  });

  it("refuses a stale form and a second change while the lock is held", async () => {
    const { actor, proposalId } = await customer();
    const id = await serviceId("aufbahrung");
    const stale = (await version(actor)) - 1;
    expect(
      await refusal(() =>
        addService(database.db, actor, { id }, { now: new Date(), expectedVersion: stale }),
      ),
    ).toEqual({
      code: "staleVersion",
      status: 409,
    });
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({ offerLockedAt: new Date() }));
    expect(await refusal(async () => onCurrentVersion(addService, actor, { id }))).toEqual({
      code: "offerLocked",
      status: 409,
    });
    // A stale lock (older than 30 s) is taken over.
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({
      offerLockedAt: new Date(Date.now() - 31_000),
    }));
    expect(await onCurrentVersion(addService, actor, { id })).toBe("Aufbahrung");
    await expectConsistentPrice(actor, proposalId);
  });

  it("two concurrent add/remove requests leave a consistent offer and price", async () => {
    const { actor, proposalId } = await customer();
    const trauerfeier = await serviceId("trauerfeier");
    await onCurrentVersion(addService, actor, { id: trauerfeier });
    const current = await version(actor);
    // Look the ids up first: an await between starting the requests would leave an early refusal unhandled.
    const abmeldungen = await serviceId("abmeldungen");
    const coffin = await productId("SA-1004");
    const outcomes = await Promise.allSettled([
      removeService(database.db, actor, { id: trauerfeier }, { now: new Date(), expectedVersion: current }),
      addService(database.db, actor, { id: abmeldungen }, { now: new Date(), expectedVersion: current }),
      chooseProduct(database.db, actor, { id: coffin }, { now: new Date(), expectedVersion: undefined }),
    ]);
    expect(outcomes.some((o) => o.status === "fulfilled")).toBe(true);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") {
        const error = outcome.reason as unknown;
        expect(
          isServiceError(error) && (error.code.startsWith("offer") || error.code === "staleVersion"),
        ).toBe(true);
      }
    }
    await expectConsistentPrice(actor, proposalId);
  });

  it("changes the funeral type with grave type and default products", async () => {
    const { actor, proposalId } = await customer("cremation", "basic");
    await onCurrentVersion(addService, actor, { id: await serviceId("grabpflege") });
    const change = await onCurrentVersion(changeFuneralType, actor, { funeralType: "sea" });
    expect(change.graveType).toBe("Stille Seebestattung");
    expect(change.products).toEqual(expect.arrayContaining(["Kiefernsarg Basis", "Seeurne Salz und Sand"]));
    expect(change.removed).toEqual(["Grabpflege"]);
    const provision = await readProvision(database.db, actor);
    expect(provision.funeralType).toBe("sea");
    expect(provision.graveTypeId).toBe("seebestattung-still");
    expect((await items(proposalId)).some((i) => i.reference === "UR-2001")).toBe(false);
    await expectConsistentPrice(actor, proposalId);
    expect(
      await refusal(async () => onCurrentVersion(changeFuneralType, actor, { funeralType: "sea" })),
    ).toEqual({ code: "offerUnchanged", status: 400 });
  });
});

describe("customized and foreign offers", () => {
  it("refuses changes on a customized offer (404) and on another customer's provision (403)", async () => {
    const { actor, proposalId } = await customer();
    const other = await customer();
    const forged = { ...other.actor, ownProvisionId: actor.ownProvisionId } as Actor;
    expect(
      await refusal(async () =>
        addService(
          database.db,
          forged,
          { id: await serviceId("trauerfeier") },
          { now: new Date(), expectedVersion: undefined },
        ),
      ),
    ).toEqual({ code: "forbidden", status: 403 });
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({ state: "customized" }));
    expect(
      await refusal(async () => onCurrentVersion(addService, actor, { id: await serviceId("trauerfeier") })),
    ).toEqual({ code: "notFound", status: 404 });
    expect((await items(proposalId)).some((i) => i.reference === "trauerfeier")).toBe(false);
    expect((await loadOfferSummary(database.db, actor, { now: new Date(), content })).editable).toBe(false);
  });
});

describe("refresh", () => {
  it("lists the customer's own choices it kept, even when the offer was already up to date", async () => {
    const { actor, proposalId } = await customer("cremation", "high");
    // A flower chosen instead of the plan's default: a customisation the refresh keeps.
    await onCurrentVersion(chooseProduct, actor, { id: await productId("BL-3004") });
    const chosen = (await items(proposalId)).find((i) => i.reference === "BL-3004")!.name;
    const result = await refreshOffer(database.db, actor, {
      now: new Date(),
      expectedVersion: await version(actor),
    });
    expect(isUpToDate(result)).toBe(true);
    expect(result.customizations).toEqual([chosen]);
    expect(
      (await loadOfferSummary(database.db, actor, { now: new Date(), content })).lastRefresh?.customizations,
    ).toEqual([chosen]);
  });

  it("updates changed items, removes withdrawn ones with the default swapped in, says when up to date", async () => {
    const { actor, proposalId } = await customer("cremation", "high");
    expect(
      (await refreshOffer(database.db, actor, { now: new Date(), expectedVersion: await version(actor) }))
        .updatedProducts,
    ).toEqual([]);
    // The offer grows old and its coffin snapshot drifts from the catalogue.
    await database.db
      .update(proposals)
      .set({ lastVersionAt: new Date("2020-01-01") })
      .where(eq(proposals.id, proposalId));
    await database.db
      .update(proposalItems)
      .set({ priceCents: cents(1) })
      .where(and(eq(proposalItems.proposalId, proposalId), eq(proposalItems.reference, "SA-1002")));
    expect((await loadOfferSummary(database.db, actor, { now: new Date(), content })).outdated).toBe(true);
    // A withdrawn flower of the plan (swapped in by the customer) is replaced by the plan's default.
    await onCurrentVersion(chooseProduct, actor, { id: await productId("BL-3004") });
    const chosenFlower = (await items(proposalId)).find((i) => i.reference === "BL-3004")!.name;
    await database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.articleNumber, "BL-3004"));
    try {
      // The question dialog's comparison: the coffin's new price, the flower leaving, the default taking its place.
      const preview = (await loadOfferSummary(database.db, actor, { now: new Date(), content }))
        .refreshPreview!;
      expect(
        preview.changes.map(({ name, before, after }) => [name, before !== null, after !== null]),
      ).toEqual([
        [chosenFlower, true, false],
        ["Gesteck Weiße Rosen", false, true],
        ["Eichensarg Klassik", true, true],
      ]);
      // Accepting a total other than what the refresh gives (the catalogue changed again): nothing stored.
      await expect(
        refreshOffer(database.db, actor, {
          now: new Date(),
          expectedVersion: await version(actor),
          shownTotal: cents(preview.totalAfter + 1),
        }),
      ).rejects.toMatchObject({ code: "offerPricesChanged", status: 409 });
      const refused = await loadOfferSummary(database.db, actor, { now: new Date(), content });
      expect(refused.outdated).toBe(true);
      expect(refused.refreshPreview).toEqual(preview);
      const result = await refreshOffer(database.db, actor, {
        now: new Date(),
        expectedVersion: await version(actor),
        shownTotal: preview.totalAfter,
      });
      expect((await loadOfferSummary(database.db, actor, { now: new Date(), content })).price.total).toBe(
        preview.totalAfter,
      );
      expect(result.updatedProducts).toEqual(["Eichensarg Klassik"]);
      expect(result.removedProducts).toEqual(["BL-3004"]);
      expect(result.replacedProducts).toEqual(["Gesteck Weiße Rosen"]);
    } finally {
      await database.db
        .update(products)
        .set({ deletedAt: null })
        .where(eq(products.articleNumber, "BL-3004"));
    }
    const summary = await loadOfferSummary(database.db, actor, { now: new Date(), content });
    expect(summary.outdated).toBe(false);
    expect(summary.lastRefresh?.updatedProducts).toEqual(["Eichensarg Klassik"]);
    await expectConsistentPrice(actor, proposalId);
  });
});
