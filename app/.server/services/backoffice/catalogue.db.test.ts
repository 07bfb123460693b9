/**
 * The back office's catalogue on a real database: a price change or a withdrawal marks the offers holding the
 * item outdated (counted before saving), an offer under price guarantee keeps its prices, the VAT class travels
 * with the item, one default per category, plan and funeral type, every change audited, admins only.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productEditSchema } from "~/domain/catalogue/validation";
import type { FuneralPlan, FuneralType } from "~/domain/constants";
import { isServiceError } from "~/domain/errors";
import { cents } from "~/domain/money";
import type { Actor } from "../../auth/actor";
import { DEFAULT_HOTLINE } from "../../config";
import type { ContentPort } from "../../content/port";
import {
  auditLog,
  extras,
  plans,
  products,
  proposalItems,
  provisions,
  services,
  users,
} from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { signUpInput } from "../../testing/identity";
import { loadOfferSummary, refreshOffer } from "../offer";
import { readProvision } from "../provisions";
import { registerCustomer } from "../registration";
import {
  listCatalogue,
  planFeeImpact,
  productChangeImpact,
  saveExtra,
  saveProduct,
  savePlanFee,
  saveService,
  setWithdrawn,
  withdrawalImpact,
} from "./catalogue";

const database = useTestDatabase();
const config = { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE };
const content: ContentPort = { find: async () => [] };

let counter = 0;
async function customer(funeralType: FuneralType, funeralPlan: FuneralPlan) {
  counter += 1;
  const result = await registerCustomer(
    database.db,
    signUpInput("catalogue-", { funeralType, funeralPlan }),
    { ip: `10.30.0.${counter}`, now: new Date(), config },
  );
  const actor = {
    userId: result.user.id,
    isStaff: false,
    groups: [],
    ownProvisionId: result.provisionId,
    heldProvisionId: null,
  } as unknown as Actor;
  return { actor, provisionId: result.provisionId, proposalId: result.proposalId };
}

async function staff(group: "admin" | "customercare"): Promise<Actor> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${group}-${randomUUID()}@vorsorgeportal.de`, status: "CONFIRMED", groups: [group] })
    .returning();
  return {
    userId: user!.id,
    email: user!.email,
    displayName: group,
    groups: [group],
    isStaff: true,
    ownProvisionId: null,
    heldProvisionId: null,
  } as Actor;
}

async function product(articleNumber: string) {
  const [row] = await database.db.select().from(products).where(eq(products.articleNumber, articleNumber));
  return row!;
}

/** The product's form values as an admin would post them, with some changed. */
function formOf(row: Awaited<ReturnType<typeof product>>, changes: Record<string, unknown> = {}) {
  return productEditSchema.parse({
    name: row.translations.name,
    shortName: row.translations.shortname,
    description: row.translations.description,
    pictureUrl: row.pictures[0]?.url,
    pictureAlt: row.pictures[0]?.alt,
    price: String(row.priceCents / 100).replace(".", ","),
    vatRate: String(row.vatRate),
    category: row.category,
    funeralTypes: row.funeralTypes,
    defaultPlans: row.defaultPlans,
    sort: String(row.sort),
    ...changes,
  });
}

const summaryOf = (actor: Actor) => loadOfferSummary(database.db, actor, { now: new Date(), content });

async function guarantee(provisionId: string) {
  await database.db
    .update(provisions)
    .set({ priceGuaranteeBookedAt: new Date(), paymentPriceGuarantee: 0 })
    .where(eq(provisions.id, provisionId));
}

async function lastAudit(action: string) {
  const [row] = await database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row;
}

describe("a price change", () => {
  it("is counted first, then marks the open offers holding the product outdated; a guaranteed offer keeps its prices", async () => {
    const admin = await staff("admin");
    const open = await customer("cremation", "high");
    const guaranteed = await customer("cremation", "high");
    await guarantee(guaranteed.provisionId);
    const coffin = await product("SA-1002");
    const before = await summaryOf(guaranteed.actor);
    expect((await summaryOf(open.actor)).outdated).toBe(false);

    const impact = await productChangeImpact(database.db, admin, {
      id: coffin.id,
      priceCents: cents(coffin.priceCents + 10_000),
      shortName: coffin.translations.shortname,
      vatRate: coffin.vatRate,
    });
    expect(impact).toEqual({ outdated: 1, guaranteed: 1 });
    // Counting stores nothing.
    expect((await product("SA-1002")).priceCents).toBe(coffin.priceCents);
    // The same values again change nothing in any offer.
    expect(
      await productChangeImpact(database.db, admin, {
        id: coffin.id,
        priceCents: coffin.priceCents,
        shortName: coffin.translations.shortname,
        vatRate: coffin.vatRate,
      }),
    ).toEqual({ outdated: 0, guaranteed: 0 });

    const newPrice = `${(coffin.priceCents + 10_000) / 100}`;
    const saved = await saveProduct(
      database.db,
      admin,
      { id: coffin.id, values: formOf(coffin, { price: newPrice }) },
      { ip: "10.0.0.1" },
    );
    expect(saved.impact).toEqual({ outdated: 1, guaranteed: 1 });
    expect(saved.product.priceCents).toBe(coffin.priceCents + 10_000);

    // The open offer is outdated and keeps its snapshot until the customer refreshes it.
    const outdated = await summaryOf(open.actor);
    expect(outdated.outdated).toBe(true);
    expect(outdated.price.total).toBe(before.price.total);
    const { version } = await readProvision(database.db, open.actor, {});
    const refreshed = await refreshOffer(database.db, open.actor, {
      now: new Date(),
      expectedVersion: version,
    });
    expect(refreshed.updatedProducts).toEqual([coffin.translations.shortname]);
    const after = await summaryOf(open.actor);
    expect(after.outdated).toBe(false);
    expect(after.price.total).toBe(before.price.total + 11_900);

    // The guaranteed offer is not outdated and keeps its prices.
    const kept = await summaryOf(guaranteed.actor);
    expect(kept.outdated).toBe(false);
    expect(kept.price.total).toBe(before.price.total);

    const audit = await lastAudit("product.update");
    expect(audit?.actorUserId).toBe(admin.userId);
    expect(audit?.detail).toMatchObject({
      subject: { type: "product", id: coffin.id },
      before: { priceCents: coffin.priceCents },
      after: { priceCents: coffin.priceCents + 10_000 },
    });
  });
});

describe("a withdrawal", () => {
  it("is counted first, then marks the offers outdated; the refresh replaces the plan's default", async () => {
    const admin = await staff("admin");
    const open = await customer("cremation", "basic");
    const guaranteed = await customer("cremation", "basic");
    await guarantee(guaranteed.provisionId);
    const urn = await product("UR-2001");
    expect(await withdrawalImpact(database.db, admin, { kind: "product", id: urn.id })).toEqual({
      outdated: 1,
      guaranteed: 1,
    });
    expect((await product("UR-2001")).deletedAt).toBeNull();

    const impact = await setWithdrawn(
      database.db,
      admin,
      { kind: "product", id: urn.id, withdrawn: true },
      { now: new Date(), ip: "10.0.0.1" },
    );
    expect(impact).toEqual({ outdated: 1, guaranteed: 1 });
    expect((await product("UR-2001")).deletedAt).toBeInstanceOf(Date);
    expect((await summaryOf(open.actor)).outdated).toBe(true);
    expect((await summaryOf(guaranteed.actor)).outdated).toBe(false);
    expect((await lastAudit("product.withdraw"))?.detail).toMatchObject({
      before: { withdrawn: false },
      after: { withdrawn: true },
    });
    // The catalogue no longer offers it for new offers; restoring brings it back, audited.
    await setWithdrawn(
      database.db,
      admin,
      { kind: "product", id: urn.id, withdrawn: false },
      { now: new Date(), ip: null },
    );
    expect((await product("UR-2001")).deletedAt).toBeNull();
    expect((await summaryOf(open.actor)).outdated).toBe(false);
    expect(await lastAudit("product.restore")).toBeDefined();
  });
});

describe("the VAT class", () => {
  it("is copied into the offer's items, and a change of class marks the offer outdated", async () => {
    const admin = await staff("admin");
    // Flowers are 7 % (the seed's products.json says so; set it here so the test stands on its own).
    const seeded = await product("BL-3001");
    await saveProduct(database.db, admin, { id: seeded.id, values: formOf(seeded, { vatRate: "7" }) }, {});
    const flower = await product("BL-3001");
    expect(flower.vatRate).toBe(7);
    const open = await customer("cremation", "high");
    const [item] = await database.db
      .select()
      .from(proposalItems)
      .where(and(eq(proposalItems.proposalId, open.proposalId), eq(proposalItems.productId, flower.id)));
    expect(item?.vatRate).toBe(7);
    const line = (await summaryOf(open.actor)).products.find((p) => p.id === flower.id)!;
    expect(line.gross).toBe(Math.round(flower.priceCents * 1.07));

    await saveProduct(database.db, admin, { id: flower.id, values: formOf(flower, { vatRate: "19" }) }, {});
    expect((await summaryOf(open.actor)).outdated).toBe(true);
    const { version } = await readProvision(database.db, open.actor, {});
    await refreshOffer(database.db, open.actor, { now: new Date(), expectedVersion: version });
    const refreshed = (await summaryOf(open.actor)).products.find((p) => p.id === flower.id)!;
    expect(refreshed.gross).toBe(Math.round(flower.priceCents * 1.19));
    await saveProduct(database.db, admin, { id: flower.id, values: formOf(flower) }, {});
  });
});

describe("the default product", () => {
  it("is one per category, plan and funeral type: a new default takes the plan from the old one, audited", async () => {
    const admin = await staff("admin");
    const oak = await product("SA-1004");
    const old = await product("SA-1002");
    expect(old.defaultPlans).toEqual(["high"]);
    await saveProduct(
      database.db,
      admin,
      { id: oak.id, values: formOf(oak, { defaultPlans: ["high"] }) },
      {},
    );
    expect((await product("SA-1004")).defaultPlans).toEqual(["high"]);
    expect((await product("SA-1002")).defaultPlans).toEqual([]);
    expect((await lastAudit("product.default.transfer"))?.detail).toMatchObject({
      subject: { type: "product", id: old.id },
      before: { defaultPlans: ["high"] },
      after: { defaultPlans: [] },
    });
    // Back as it was for the other tests.
    await saveProduct(database.db, admin, { id: old.id, values: formOf(old) }, {});
    await saveProduct(database.db, admin, { id: oak.id, values: formOf(oak) }, {});
    expect((await product("SA-1004")).defaultPlans).toEqual([]);
  });
});

describe("a service's and an extra's price", () => {
  it("count the offers holding the service first, change the row, and are audited with before and after", async () => {
    const admin = await staff("admin");
    const { proposalId } = await customer("burial", "basic");
    const [held] = await database.db
      .select({ serviceId: proposalItems.serviceId })
      .from(proposalItems)
      .where(and(eq(proposalItems.proposalId, proposalId), eq(proposalItems.kind, "basic_service")))
      .limit(1);
    const [service] = await database.db.select().from(services).where(eq(services.id, held!.serviceId!));
    const price = cents(service!.priceCents + 250);
    const impact = await saveService(
      database.db,
      admin,
      { id: service!.id, values: { name: "Überführung (neu)", price } },
      {},
    );
    expect(impact.outdated).toBeGreaterThanOrEqual(1);
    const [stored] = await database.db.select().from(services).where(eq(services.id, service!.id));
    expect(stored!.priceCents).toBe(price);
    expect(stored!.translations).toMatchObject({ shortname: "Überführung (neu)" });
    expect((await lastAudit("service.update"))?.detail).toMatchObject({
      subject: { type: "service", id: service!.id },
      before: { name: service!.translations.shortname, priceCents: service!.priceCents },
      after: { name: "Überführung (neu)", priceCents: price },
    });

    const [extra] = await database.db.select().from(extras).limit(1);
    await saveExtra(
      database.db,
      admin,
      { id: extra!.id, values: { name: extra!.name, price: cents(4200) } },
      {},
    );
    const [storedExtra] = await database.db.select().from(extras).where(eq(extras.id, extra!.id));
    expect(storedExtra!.priceCents).toBe(4200);
    expect((await lastAudit("extra.update"))?.detail).toMatchObject({
      before: { priceCents: extra!.priceCents },
      after: { priceCents: 4200 },
    });
    const unknown = await saveExtra(
      database.db,
      admin,
      { id: randomUUID(), values: { name: "x", price: cents(1) } },
      {},
    ).catch((error: unknown) => error);
    expect(isServiceError(unknown) && unknown.code).toBe("notFound");
  });
});

describe("a plan's fee", () => {
  it("counts the open offers of the plan before it is saved, and is audited", async () => {
    const admin = await staff("admin");
    await customer("burial", "premium");
    const impact = await planFeeImpact(database.db, admin, { plan: "premium" });
    expect(impact.outdated).toBeGreaterThanOrEqual(1);
    const [plan] = await database.db.select().from(plans).where(eq(plans.id, "premium"));
    await savePlanFee(database.db, admin, { id: "premium", priceCents: cents(plan!.priceCents + 100) }, {});
    expect((await lastAudit("plan.update"))?.detail).toMatchObject({
      before: { priceCents: plan!.priceCents },
      after: { priceCents: plan!.priceCents + 100 },
    });
    await savePlanFee(database.db, admin, { id: "premium", priceCents: plan!.priceCents }, {});
  });
});

describe("access", () => {
  it("refuses customer care and customers with not found", async () => {
    const care = await staff("customercare");
    const { actor } = await customer("tree", "basic");
    for (const who of [care, actor]) {
      const error = await listCatalogue(database.db, who).catch((e: unknown) => e);
      expect(isServiceError(error) && error.status).toBe(404);
    }
  });

  it("lists the catalogue with the withdrawn rows for admins", async () => {
    const catalogue = await listCatalogue(database.db, await staff("admin"));
    expect(catalogue.products.length).toBeGreaterThan(30);
    expect(catalogue.plans.map((plan) => plan.id)).toEqual(["basic", "high", "premium"]);
    expect(catalogue.graveTypes.length).toBeGreaterThan(0);
  });
});
