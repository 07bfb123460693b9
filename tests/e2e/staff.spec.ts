import { expect, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { registerCustomer } from "./support/journeys";

/**
 * Staff flows. The anonymous checks run always. The signed-in ones need a staff account in the e2e database:
 * set E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD (created with `npm run user:create -- --role customercare` before
 * the server starts) and, for the open/disconnect flow, E2E_CUSTOMER_EMAIL of a customer with a provision.
 */
const staffEmail = process.env.E2E_STAFF_EMAIL;
const staffPassword = process.env.E2E_STAFF_PASSWORD;

async function signInAsStaff(page: Page) {
  await page.goto("/login?redirectTo=%2Fsalesforce");
  await page.getByLabel("E-Mail-Adresse").fill(staffEmail!);
  await page.getByLabel("Passwort", { exact: false }).first().fill(staffPassword!);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/salesforce$|\/intro/);
  if (!page.url().endsWith("/salesforce")) await page.goto("/salesforce");
}

test.describe("staff routes (anonymous)", () => {
  test("the customer-care view sends anonymous visitors to the login", async ({ page }) => {
    await page.goto("/salesforce");
    await expect(page).toHaveURL("/login?redirectTo=%2Fsalesforce");
  });

  test("opening a provision needs a sign-in too", async ({ page }) => {
    await page.goto("/provisions/8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprovisions%2F8c4d3d1e/);
  });

  test("staff sign-in with OpenID Connect is off without configuration", async ({ page }) => {
    const response = await page.goto("/auth/oidc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  });
});

test.describe("customer care (signed in)", () => {
  test.skip(!staffEmail || !staffPassword, "needs E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD");

  test("an invalid search shows a German field error, an unknown address says so", async ({
    page,
    audit,
  }) => {
    await signInAsStaff(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundenservice");
    await audit();
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("kein-at-zeichen");
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page).toHaveTitle(/^Fehler: Kundenservice/);
    await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
    await audit();
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("niemand@example.de");
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page).toHaveURL("/salesforce?email=niemand%40example.de");
    await expect(page.getByText("Zu niemand@example.de wurde kein Kundenkonto gefunden.")).toBeVisible();
  });

  test("staff open a customer's provision, see the banner and disconnect again", async ({
    page,
    browser,
    jsOff,
    audit,
  }) => {
    test.setTimeout(90_000);
    const customer = await browser.newContext({ javaScriptEnabled: !jsOff });
    const customerEmail = await registerCustomer(await customer.newPage(), jsOff);
    await customer.close();
    await signInAsStaff(page);
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill(customerEmail);
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Kundenkonto von/ })).toBeVisible();
    await audit();
    await page
      .getByRole("button", { name: /^Vorsorge öffnen/ })
      .first()
      .click();
    await expect(page).toHaveURL("/overview");
    await expect(page.getByText(/Sie arbeiten jetzt in der Vorsorge von/)).toBeVisible();
    await expect(page.getByText("Sie sehen die Vorsorge von Anna Müller", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
    await audit();
    await page.getByRole("button", { name: "Verbindung trennen" }).click();
    await expect(page).toHaveURL("/salesforce");
    await expect(page.getByText(/Sie arbeiten nicht mehr in der Vorsorge/)).toBeVisible();
  });
});

test.describe("customers and staff routes", () => {
  test("a customer gets 403 on the customer-care view and on another customer's provision", async ({
    page,
    browser,
    jsOff,
  }) => {
    test.setTimeout(90_000);
    const other = await browser.newContext({ javaScriptEnabled: !jsOff });
    const otherPage = await other.newPage();
    await registerCustomer(otherPage, jsOff);
    await other.close();

    await registerCustomer(page, jsOff);
    const salesforce = await page.goto("/salesforce");
    expect(salesforce?.status()).toBe(403);
    await expect(page.getByText("Der Zugriff wurde nicht gewährt.", { exact: false }).first()).toBeVisible();
    const foreign = await page.goto("/provisions/8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77");
    expect(foreign?.status()).toBe(403);
  });
});
