/**
 * Choosing the package knowingly (decision 0109) on a real database with the seeded catalogue: the "ab" prices
 * hold for every offer the registration builds, the choice and the check page write nothing, a change stores what
 * the check page showed, and a booked plan, a customized offer and a stale form are refused with nothing changed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FUNERAL_PLANS, FUNERAL_TYPES, type FuneralPlan, type FuneralType } from "~/domain/constants";
import { isServiceError } from "~/domain/errors";
import { defaultGraveType } from "~/domain/offer";
import { cents } from "~/domain/money";
import type { Actor } from "../../auth/actor";
import { DEFAULT_HOTLINE } from "../../config";
import { auditLog, graveTypes, proposalItems, provisions, services } from "../../db/schema";
import { createStaff } from "../../testing/crm";
import { signUpInput } from "../../testing/identity";
import { useTestDatabase } from "../../testing/test-database";
import { changeProvision, readProvision, type ProvisionActor } from "../provisions";
import { registerCustomer } from "../registration";
import { planChoices } from "../registration/plans";
import {
  addService,
  changePackage,
  loadOfferSummary,
  loadPackageChoices,
  previewPackageChange,
} from "./index";
import type { ContentPort } from "../../content/port";
import { packageFromPrices } from "./package";
import { computeOfferPrice } from "./price";

const database = useTestDatabase();
const config = { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE };

let counter = 0;
async function customer(funeralType: FuneralType = "cremation", funeralPlan: FuneralPlan = "high") {
  counter += 1;
  const result = await registerCustomer(database.db, signUpInput("paket-", { funeralType, funeralPlan }), {
    ip: `10.21.0.${counter}`,
    now: new Date(),
    config,
  });
  const actor = {
    userId: result.user.id,
    isStaff: false,
    ownProvisionId: result.provisionId,
    heldProvisionId: null,
  } as unknown as Actor;
  return { actor, id: result.provisionId, proposalId: result.proposalId };
}

const provisionOf = (actor: ProvisionActor) => readProvision(database.db, actor);

/** What a change could touch: the provision row and the offer's items. */
async function traces(actor: ProvisionActor, proposalId: string) {
  const provision = await provisionOf(actor);
  const items = await database.db
    .select({ id: proposalItems.id, name: proposalItems.name, price: proposalItems.priceCents })
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(proposalItems.id);
  return {
    version: provision.version,
    plan: provision.funeralPlan,
    graveType: provision.graveTypeId,
    price: provision.priceCents,
    items,
  };
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error("not refused");
}

describe("the 'ab' price of each package on the seeded catalogue", () => {
  it("no offer the registration builds costs less; Basis costs exactly its 'ab' price", async () => {
    for (const type of FUNERAL_TYPES) {
      const from = await packageFromPrices(database.db, type);
      const grave = await database.db.select().from(graveTypes).where(eq(graveTypes.funeralType, type));
      for (const plan of FUNERAL_PLANS) {
        const { actor } = await customer(type, plan);
        const provision = await provisionOf(actor);
        const offer = await computeOfferPrice(database.db, provision);
        expect(offer.total, `${type} ${plan}`).toBeGreaterThanOrEqual(from[plan]);
        // The seed's Basis products are the cheapest of their categories: its "ab" price is a real offer.
        if (plan === "basic") expect(offer.total, type).toBe(from[plan]);
        // The package change's grave-type rule knows the registration's default grave type.
        expect(provision.graveTypeId).toBe(defaultGraveType(grave, type, plan)?.id ?? null);
      }
    }
  });

  it("the sign-up's plan step shows them, an offer coupon of the funnel taken off", async () => {
    const now = new Date();
    const plain = await planChoices(database.db, "cremation", { now });
    const from = await packageFromPrices(database.db, "cremation");
    expect(plain.plans.map((plan) => plan.fromCents)).toEqual([from.basic, from.high, from.premium]);
    expect(plain.offerCouponPercent).toBe(0);
    const withCoupon = await planChoices(database.db, "cremation", { couponCode: "angebot5", now });
    expect(withCoupon.offerCouponPercent).toBe(5);
    expect(withCoupon.plans[0]!.fromCents).toBeLessThan(from.basic);
    // A plan coupon takes nothing off the offer (decision 0073).
    const planCoupon = await planChoices(database.db, "cremation", { couponCode: "WILLKOMMEN10", now });
    expect(planCoupon.plans.map((plan) => plan.fromCents)).toEqual([from.basic, from.high, from.premium]);
  });
});

describe("changing the package", () => {
  it("prices each package for this offer, previews without writing, and stores what the preview showed", async () => {
    const { actor, proposalId } = await customer("cremation", "high");
    const [trauerfeier] = await database.db
      .select()
      .from(services)
      .where(eq(services.identifier, "trauerfeier"));
    await addService(
      database.db,
      actor,
      { id: trauerfeier!.id },
      { now: new Date(), expectedVersion: (await provisionOf(actor)).version },
    );
    const before = await traces(actor, proposalId);
    const today = (await computeOfferPrice(database.db, await provisionOf(actor))).total;

    const choices = await loadPackageChoices(database.db, actor, { provision: await provisionOf(actor) });
    expect(choices.options.map((option) => [option.plan, option.current])).toEqual([
      ["basic", false],
      ["high", true],
      ["premium", false],
    ]);
    const basic = choices.options.find((option) => option.plan === "basic")!;
    expect(basic.difference).toBe(basic.total - today);
    expect(basic.difference).toBeLessThan(0);
    expect(choices.options.find((option) => option.current)!.total).toBe(today);

    const preview = await previewPackageChange(database.db, actor, {
      plan: "basic",
      provision: await provisionOf(actor),
    });
    expect(preview.totalAfter).toBe(basic.total);
    expect(preview.coming).toEqual([
      { category: "urn", name: "Urne Schlicht" },
      { category: "coffin", name: "Kiefernsarg Basis" },
    ]);
    expect(preview.leaving).toEqual(
      expect.arrayContaining([
        { category: "coffin", name: "Eichensarg Klassik", reason: "replaced" },
        { category: "flower", name: "Gesteck Weiße Rosen", reason: "package" },
      ]),
    );
    // Neither page wrote anything.
    expect(await traces(actor, proposalId)).toEqual(before);

    const done = await changePackage(
      database.db,
      actor,
      { plan: "basic" },
      { now: new Date(), expectedVersion: before.version, shownTotal: preview.totalAfter },
    );
    expect(done).toEqual({ name: "Basis", total: preview.totalAfter });
    const after = await provisionOf(actor);
    expect(after.funeralPlan).toBe("basic");
    expect((await computeOfferPrice(database.db, after)).total).toBe(preview.totalAfter);
    // The booked Trauerfeier stayed.
    const names = (await traces(actor, proposalId)).items.map((item) => item.name);
    expect(names).toContain("Trauerfeier");
    expect(names).not.toContain("Gesteck Weiße Rosen");
  });

  it("a sea funeral's grave type follows the package it was the default of", async () => {
    const { actor } = await customer("sea", "basic");
    expect((await provisionOf(actor)).graveTypeId).toBe("seebestattung-still");
    const preview = await previewPackageChange(database.db, actor, {
      plan: "high",
      provision: await provisionOf(actor),
    });
    expect(preview.graveType).toEqual({ before: "Stille Seebestattung", after: "Begleitete Seebestattung" });
    await changePackage(
      database.db,
      actor,
      { plan: "high" },
      { now: new Date(), expectedVersion: preview.version, shownTotal: preview.totalAfter },
    );
    expect((await provisionOf(actor)).graveTypeId).toBe("seebestattung-begleitet");
  });

  it("a total that no longer holds, an old form and the same package are refused, nothing changed", async () => {
    const { actor, proposalId } = await customer("burial", "premium");
    const before = await traces(actor, proposalId);
    const preview = await previewPackageChange(database.db, actor, {
      plan: "basic",
      provision: await provisionOf(actor),
    });
    const change = (shownTotal: number, expectedVersion: number, plan: FuneralPlan = "basic") =>
      refusal(() =>
        changePackage(
          database.db,
          actor,
          { plan },
          { now: new Date(), expectedVersion, shownTotal: cents(shownTotal) },
        ),
      );
    expect(await change(preview.totalAfter + 1, before.version)).toEqual({
      code: "offerPricesChanged",
      status: 409,
    });
    const meanwhile = (await traces(actor, proposalId)).version;
    expect(await change(preview.totalAfter, before.version)).toEqual({ code: "staleVersion", status: 409 });
    expect(await change(preview.totalAfter, meanwhile, "premium")).toEqual({
      code: "offerUnchanged",
      status: 400,
    });
    const after = await traces(actor, proposalId);
    // Only the lock's own steps moved the version; plan, grave type, price and items are as before.
    expect({ ...after, version: 0 }).toEqual({ ...before, version: 0 });
  });

  it("a booked plan is refused to the customer (409) and changed by customer care holding it (audited)", async () => {
    const { actor, id, proposalId } = await customer("cremation", "basic");
    await database.db
      .update(provisions)
      .set({ paymentAcceptedAt: new Date(), paymentAcceptedPlan: "plan-yearly" })
      .where(eq(provisions.id, id));
    const before = await traces(actor, proposalId);
    const provision = await provisionOf(actor);
    expect(await refusal(() => loadPackageChoices(database.db, actor, { provision }))).toEqual({
      code: "offerPackageBooked",
      status: 409,
    });
    expect(
      await refusal(() => previewPackageChange(database.db, actor, { plan: "premium", provision })),
    ).toEqual({ code: "offerPackageBooked", status: 409 });
    expect(
      await refusal(() =>
        changePackage(
          database.db,
          actor,
          { plan: "premium" },
          { now: new Date(), expectedVersion: before.version, shownTotal: cents(1) },
        ),
      ),
    ).toEqual({ code: "offerPackageBooked", status: 409 });
    const refused = await traces(actor, proposalId);
    expect({ ...refused, version: 0 }).toEqual({ ...before, version: 0 });

    const care = await createStaff(database.db, `care-paket${counter}@vorsorgeportal.de`);
    const staff: ProvisionActor = {
      userId: care.id,
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId: id,
    };
    // The offer page tells each what holds: the customer to call, staff that the plan is booked and they may change it.
    const content: ContentPort = { find: async () => [] };
    const view = (who: ProvisionActor) =>
      loadOfferSummary(database.db, who as Actor, { now: new Date(), content });
    expect(await view(actor)).toMatchObject({ packageRefusal: "booked", planBooked: true });
    expect(await view(staff)).toMatchObject({ packageRefusal: null, planBooked: true });
    const preview = await previewPackageChange(database.db, staff, {
      plan: "premium",
      provision: await provisionOf(staff),
    });
    await changePackage(
      database.db,
      staff,
      { plan: "premium" },
      { now: new Date(), expectedVersion: preview.version, shownTotal: preview.totalAfter },
    );
    expect((await provisionOf(actor)).funeralPlan).toBe("premium");
    const audited = await database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.provisionId, id), eq(auditLog.action, "offer.package")));
    expect(audited).toHaveLength(1);
  });

  it("a customized offer has no package pages, for customer and staff alike (404)", async () => {
    const { actor } = await customer("tree", "high");
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({ state: "customized" }));
    const provision = await provisionOf(actor);
    expect(await refusal(() => loadPackageChoices(database.db, actor, { provision }))).toEqual({
      code: "notFound",
      status: 404,
    });
  });
});
