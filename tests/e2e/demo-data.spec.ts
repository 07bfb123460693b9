import { expect, test } from "./support/fixtures";

/**
 * Demo data labelled demo (decision 0059): the e2e server runs with DEMO_DATA=1, so a new customer's offer
 * consists of demo products and services. Staff holding the provision are told so on the offer page; the
 * customer is not.
 */
const NOTICE = /Diese Seite zeigt Demo-Daten/;

// A busy machine (the whole suite on few cores) makes the fixtures and first pages slow.
test.describe.configure({ timeout: 90_000 });

test("staff holding a provision see that its offer shows demo data", async ({
  page,
  accounts,
  staff: _staff,
}) => {
  const customer = await accounts.customer({ firstname: "Dora", lastname: "Demo", confirmed: true });
  await page.goto(`/provisions/${customer.provisionId}`);
  await page.getByRole("button", { name: "Vorsorge öffnen" }).click();
  await expect(page).toHaveURL("/overview");
  await page.goto("/overview/offer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
});

test("the customer sees no demo notice on the offer", async ({ page, customer: _customer }) => {
  await page.goto("/overview/offer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
