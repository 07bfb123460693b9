/**
 * Demo data labelled to staff on the customers' pages (decision 0059): the offer page tells staff holding a
 * provision when it shows demo products, services, extras, a demo site or a demo coupon; customers never see it.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { productId } from "~/.server/db/seed";
import { provisions } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import type { Runtime } from "~/.server/runtime";
import * as offerPage from "~/routes/offer/index";
import { actorFor, body, call, routeContext, testRuntime } from "~/.server/testing/routes";
import { provisionShowsDemo, staffSeesDemo } from "./demo-data";

const database = useTestDatabase();
let runtime: Runtime;

beforeAll(() => {
  runtime = testRuntime(database, "/tmp/vp-demo-data");
});

let counter = 0;
async function customerWithStaff() {
  counter += 1;
  const customer = await createCustomer(database.db, { email: `demo${counter}@example.de`, confirmed: true });
  const staff = await createStaff(database.db, `care-demo${counter}@vorsorgeportal.de`);
  return {
    customer,
    owner: actorFor(customer.user.id, { ownProvisionId: customer.provision.id }),
    holding: actorFor(staff.id, { isStaff: true, heldProvisionId: customer.provision.id }),
    idle: actorFor(staff.id, { isStaff: true }),
  };
}

describe("demo data on the offer", () => {
  it("finds a demo site, demo item or demo coupon, and nothing in an offer of real data", async () => {
    const { customer } = await customerWithStaff();
    const id = customer.provision.id;
    expect(await provisionShowsDemo(database.db, id)).toBe(false);

    await database.db
      .update(provisions)
      .set({ funeralSiteId: "fs-hauptfriedhof-kiel" })
      .where(eq(provisions.id, id));
    expect(await provisionShowsDemo(database.db, id)).toBe(true);
    // The admin took the site over as real: no longer demo.
    await database.db.execute(sql`update funeral_sites set demo = false where id = 'fs-hauptfriedhof-kiel'`);
    expect(await provisionShowsDemo(database.db, id)).toBe(false);
    await database.db.execute(sql`update funeral_sites set demo = true where id = 'fs-hauptfriedhof-kiel'`);
    await database.db.update(provisions).set({ funeralSiteId: null }).where(eq(provisions.id, id));

    await database.db.execute(sql`
      insert into proposal_items (proposal_id, kind, product_id, category, reference, name, price_cents)
      values (${customer.provision.proposalId}, 'basic_product', ${productId("SA-1001")}, 'coffin', 'SA-1001', 'Kiefernsarg', 59000)
    `);
    expect(await provisionShowsDemo(database.db, id)).toBe(true);
    await database.db.execute(
      sql`delete from proposal_items where proposal_id = ${customer.provision.proposalId}`,
    );

    await database.db
      .update(provisions)
      .set({ couponCode: "FREUNDE15", couponDiscount: 15 })
      .where(eq(provisions.id, id));
    expect(await provisionShowsDemo(database.db, id)).toBe(true);
  });

  it("is told to staff holding the provision only, never to the customer", async () => {
    const { customer, owner, holding, idle } = await customerWithStaff();
    await database.db
      .update(provisions)
      .set({ funeralSiteId: "fs-hauptfriedhof-kiel" })
      .where(eq(provisions.id, customer.provision.id));
    expect(await staffSeesDemo(database.db, holding)).toBe(true);
    expect(await staffSeesDemo(database.db, owner)).toBe(false);
    expect(await staffSeesDemo(database.db, idle)).toBe(false);
    expect(await staffSeesDemo(database.db, null)).toBe(false);

    const page = async (actor: typeof owner) =>
      body<{ demo: boolean }>(
        await call(
          offerPage.loader,
          new Request("http://localhost/overview/offer"),
          (await routeContext(runtime, actor)).context,
        ),
      );
    expect((await page(holding)).demo).toBe(true);
    expect((await page(owner)).demo).toBe(false);
  });
});
