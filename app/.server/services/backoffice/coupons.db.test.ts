/** Coupons in the back office with a real database: create, edit, (de)activate, audited; exhausted by bookings. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { couponCreateSchema, couponTermsSchema } from "~/domain/backoffice/coupons";
import { createOwner, createStaff, serviceFailure } from "../../testing/crm";
import { auditLog, coupons, payments, provisions, users } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { activatePlan, applyCoupon } from "../pricing";
import { pricingTestConfig, sepaActivation } from "../../testing/pricing";
import { createCoupon, listCoupons, readCoupon, setCouponActive, updateCoupon } from "./coupons";

const database = useTestDatabase();
beforeAll(async () => {}, 180_000);

const config = pricingTestConfig("coupons-db-test");

const sepa = () => sepaActivation(config);

let counter = 0;
async function admin() {
  counter += 1;
  const [user] = await database.db
    .insert(users)
    .values({ email: `admin-coupons${counter}@vorsorgeportal.de`, status: "CONFIRMED", groups: ["admin"] })
    .returning();
  return { userId: user!.id, groups: user!.groups };
}
async function customer() {
  counter += 1;
  return createOwner(database.db, { email: `coupon-customer${counter}@example.de` });
}

/** The form as an admin fills it in, through the schema (as the route parses it). */
function form<S extends typeof couponCreateSchema | typeof couponTermsSchema>(schema: S, fields: object) {
  return schema.parse({ active: true, kind: "plan", ...fields }) as ReturnType<S["parse"]>;
}
const storedCoupon = async (code: string) =>
  (await database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const auditOf = (code: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "coupon.create")))
    .then((rows) => rows.filter((row) => (row.detail as { subject?: { id?: string } }).subject?.id === code));

describe("create and edit", () => {
  it("creates an upper-case code with its window in German days, audited with who and what", async () => {
    const actor = await admin();
    const created = await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, {
        code: "winter-27",
        discountPercent: "15",
        validFrom: "01.12.2026",
        validUntil: "2027-02-28",
        maxUses: "100",
        description: "Winteraktion",
      }),
      { ip: "203.0.113.9" },
    );
    expect(created).toMatchObject({
      code: "WINTER-27",
      discountPercent: 15,
      guaranteeStep: null,
      maxUses: 100,
      active: true,
      demo: false,
    });
    expect(created.validFrom?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(created.validUntil?.toISOString()).toBe("2027-02-28T22:59:59.999Z");
    const [entry, ...more] = await auditOf("WINTER-27");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorUserId: actor.userId, ip: "203.0.113.9", provisionId: null });
    expect(entry!.detail).toMatchObject({
      subject: { type: "coupon", id: "WINTER-27" },
      before: null,
      after: { code: "WINTER-27", discountPercent: 15, maxUses: 100 },
    });
  });

  it("a code that exists already is refused on the field, nothing stored or audited", async () => {
    const actor = await admin();
    const before = await storedCoupon("VORSORGE20");
    expect(
      await serviceFailure(() =>
        createCoupon(
          database.db,
          actor,
          form(couponCreateSchema, { code: "vorsorge20", discountPercent: "50" }),
        ),
      ),
    ).toEqual({ code: "couponExists", status: 409, field: "code" });
    expect(await storedCoupon("VORSORGE20")).toEqual(before);
    expect(await auditOf("VORSORGE20")).toHaveLength(0);
  });

  it("edits everything but the code; records before and after; an unchanged save writes nothing", async () => {
    const actor = await admin();
    await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, { code: "FRUEHLING", discountPercent: "10" }),
    );
    const { changed, coupon } = await updateCoupon(database.db, actor, {
      code: "fruehling",
      ...form(couponTermsSchema, {
        guaranteeStep: "25",
        maxUses: "3",
        validUntil: "30.04.2027",
        active: false,
      }),
    });
    expect(changed).toBe(true);
    expect(coupon).toMatchObject({
      code: "FRUEHLING",
      discountPercent: 0,
      guaranteeStep: 25,
      maxUses: 3,
      active: false,
    });
    const [update] = await database.db.select().from(auditLog).where(eq(auditLog.action, "coupon.update"));
    expect(update!.detail).toMatchObject({
      subject: { type: "coupon", id: "FRUEHLING" },
      before: { discountPercent: 10, guaranteeStep: null, maxUses: null, active: true, validUntil: null },
      after: {
        discountPercent: 0,
        guaranteeStep: 25,
        maxUses: 3,
        active: false,
        validUntil: "2027-04-30T21:59:59.999Z",
      },
    });
    const again = await updateCoupon(database.db, actor, {
      code: "FRUEHLING",
      ...form(couponTermsSchema, {
        guaranteeStep: "25",
        maxUses: "3",
        validUntil: "30.04.2027",
        active: false,
      }),
    });
    expect(again.changed).toBe(false);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, "coupon.update")),
    ).toHaveLength(1);
    expect(
      await serviceFailure(() =>
        updateCoupon(database.db, actor, {
          code: "GIBTESNICHT",
          ...form(couponTermsSchema, { discountPercent: "5" }),
        }),
      ),
    ).toMatchObject({ code: "notFound", status: 404 });
  });

  it("deactivates and activates, audited; customer care is refused (404) and nothing changes", async () => {
    const actor = await admin();
    await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, { code: "SCHALTER", discountPercent: "5" }),
    );
    expect((await setCouponActive(database.db, actor, { code: "SCHALTER", active: false })).changed).toBe(
      true,
    );
    expect((await storedCoupon("SCHALTER"))!.active).toBe(false);
    expect((await setCouponActive(database.db, actor, { code: "SCHALTER", active: false })).changed).toBe(
      false,
    );
    await setCouponActive(database.db, actor, { code: "SCHALTER", active: true });
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions.filter((a) => a === "coupon.deactivate")).toHaveLength(1);
    expect(actions.filter((a) => a === "coupon.activate")).toHaveLength(1);

    const care = await createStaff(database.db, "care-coupons@vorsorgeportal.de");
    const careActor = { userId: care.id, groups: care.groups };
    for (const run of [
      () => setCouponActive(database.db, careActor, { code: "SCHALTER", active: false }),
      () => listCoupons(database.db, careActor, { sort: "code", dir: "asc" }),
      () =>
        createCoupon(
          database.db,
          careActor,
          form(couponCreateSchema, { code: "CARE-1", discountPercent: "5" }),
        ),
    ]) {
      expect((await serviceFailure(run)).code).toBe("notFound");
    }
    expect((await storedCoupon("SCHALTER"))!.active).toBe(true);
    expect(await storedCoupon("CARE-1")).toBeUndefined();
  });
});

describe("exhausting a coupon", () => {
  it("with max uses 1 the first customer's booking uses it, the second books without it; the list shows 1 use", async () => {
    const actor = await admin();
    await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, { code: "NUR-EINMAL", discountPercent: "30", maxUses: "1" }),
    );
    const first = await customer();
    const second = await customer();
    // Both apply it before anyone booked: applying is no use yet.
    await applyCoupon(database.db, first.actor, { couponCode: "nur-einmal" }, { now: new Date() });
    await applyCoupon(database.db, second.actor, { couponCode: "NUR-EINMAL" }, { now: new Date() });
    expect((await readCoupon(database.db, actor, { code: "NUR-EINMAL" })).uses).toBe(0);

    const version = async (id: string) =>
      (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!.version;
    await activatePlan(database.db, first.actor, sepa(), {
      now: new Date(),
      config,
      expectedVersion: await version(first.provision.id),
    });
    // The second booking goes on without the used-up coupon (decision 0073): no use counted for it.
    const secondVersion = await version(second.provision.id);
    await activatePlan(database.db, second.actor, sepa(), {
      now: new Date(),
      config,
      expectedVersion: secondVersion,
    });
    expect(
      await database.db.select().from(payments).where(eq(payments.provisionId, second.provision.id)),
    ).toMatchObject([{ couponCode: null }]);
    // A third customer is told at once that it is used up.
    const third = await customer();
    expect(
      await serviceFailure(() =>
        applyCoupon(database.db, third.actor, { couponCode: "NUR-EINMAL" }, { now: new Date() }),
      ),
    ).toEqual({
      code: "couponUsedUp",
      status: 404,
      field: "couponCode",
    });

    expect((await readCoupon(database.db, actor, { code: "nur-einmal" })).uses).toBe(1);
    const list = await listCoupons(database.db, actor, { sort: "uses", dir: "desc" });
    expect(list[0]).toMatchObject({ code: "NUR-EINMAL", uses: 1, maxUses: 1 });
    expect(list.find((row) => row.code === "WILLKOMMEN10")).toMatchObject({
      uses: 0,
      demo: expect.any(Boolean),
    });
    // Raising the limit makes it usable again for the third customer.
    await updateCoupon(database.db, actor, {
      code: "NUR-EINMAL",
      ...form(couponTermsSchema, { discountPercent: "30", maxUses: "2" }),
    });
    await applyCoupon(database.db, third.actor, { couponCode: "NUR-EINMAL" }, { now: new Date() });
  });

  it("an expired or not yet valid coupon tells the customer so", async () => {
    const actor = await admin();
    await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, { code: "VORBEI", discountPercent: "10", validUntil: "01.01.2026" }),
    );
    await createCoupon(
      database.db,
      actor,
      form(couponCreateSchema, { code: "SPAETER", discountPercent: "10", validFrom: "01.01.2099" }),
    );
    const { actor: buyer } = await customer();
    expect(
      (
        await serviceFailure(() =>
          applyCoupon(database.db, buyer, { couponCode: "VORBEI" }, { now: new Date() }),
        )
      ).code,
    ).toBe("couponExpired");
    expect(
      (
        await serviceFailure(() =>
          applyCoupon(database.db, buyer, { couponCode: "SPAETER" }, { now: new Date() }),
        )
      ).code,
    ).toBe("couponNotYetValid");
    await setCouponActive(database.db, actor, { code: "SPAETER", active: false });
    expect(
      (
        await serviceFailure(() =>
          applyCoupon(database.db, buyer, { couponCode: "SPAETER" }, { now: new Date() }),
        )
      ).code,
    ).toBe("couponInvalid");
  });

  it("lists sorted by any column, both ways", async () => {
    const actor = await admin();
    const codes = async (sort: Parameters<typeof listCoupons>[2]["sort"], dir: "asc" | "desc") =>
      (await listCoupons(database.db, actor, { sort, dir })).map((row) => row.code);
    const byCode = await codes("code", "asc");
    expect(byCode).toEqual([...byCode].sort());
    expect(await codes("code", "desc")).toEqual([...byCode].sort().reverse());
    for (const sort of ["gives", "validFrom", "validUntil", "maxUses", "uses", "active"] as const) {
      expect((await codes(sort, "asc")).toSorted()).toEqual([...byCode].sort());
    }
  });
});
