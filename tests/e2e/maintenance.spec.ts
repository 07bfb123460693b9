import type { Browser, Cookie } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { proposalBody } from "./support/partners";

/**
 * Maintenance mode (decision 0102): an admin switches it on in the back office; a customer then gets the calm
 * maintenance page with the hotline (503) instead of the overview, the partner API answers 503 problem details
 * with Retry-After, staff keep working and /healthz stays up; switched off, everything is as before.
 */

/** Switches maintenance off (or on) as the admin whose cookies are given, in a context of its own. */
async function switchTo(browser: Browser, baseURL: string, cookies: Cookie[], on: boolean) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto("/backoffice/maintenance");
  const button = page.getByRole("button", {
    name: on ? "Wartungsmodus einschalten" : "Wartungsmodus ausschalten",
  });
  if (await button.isVisible()) await button.click();
  await context.close();
}

test("maintenance: customers see the maintenance page with the hotline, staff and health checks work on", async ({
  page,
  browser,
  accounts,
  baseURL,
}) => {
  const admin = await accounts.staff({ role: "admin" });
  await accounts.signIn(page.context(), admin);
  const adminCookies = await page.context().cookies();

  await page.goto("/backoffice");
  await page.getByRole("link", { name: "Wartungsmodus" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wartungsmodus");
  await expect(page.getByText("Ausgeschaltet")).toBeVisible();
  try {
    await page.getByRole("button", { name: "Wartungsmodus einschalten" }).click();
    await expect(page.getByRole("status")).toContainText("Der Wartungsmodus ist eingeschaltet.");
    await expect(page.getByText("Kundinnen und Kunden sehen nur die Wartungsseite")).toBeVisible();

    // Staff work on: another back-office page opens.
    await page.goto("/backoffice/customers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Kundinnen und Kunden sehen nur die Wartungsseite")).toBeVisible();

    // A customer gets the maintenance page with the hotline, as a 503 with Retry-After.
    const customerContext = await browser.newContext({ baseURL });
    const customerPage = await customerContext.newPage();
    const customer = await accounts.customer();
    await accounts.signIn(customerContext, customer);
    const answer = await customerPage.goto("/overview");
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()["retry-after"]).toBe("300");
    await expect(customerPage.getByRole("heading", { level: 1 })).toHaveText(
      "Wir arbeiten gerade am Vorsorgeportal",
    );
    await expect(customerPage.getByText("Ihre Angaben sind sicher gespeichert.")).toBeVisible();
    // The signed-in customer is not told to sign in.
    await expect(customerPage.getByRole("link", { name: "Anmelden" })).toHaveCount(0);
    await expect(customerPage.getByRole("link", { name: /0800/ })).toHaveAttribute("href", /^tel:/);
    // The legal pages stay open.
    expect((await customerPage.goto("/impressum"))?.status()).toBe(200);

    // The partner API: 503 problem details with Retry-After, whatever the key.
    const api = await customerPage.request.post("/api/v1/proposals", {
      headers: { Authorization: "Bearer vp_live_nothing", "Idempotency-Key": "maintenance-1" },
      data: proposalBody("maintenance@example.de"),
    });
    expect(api.status()).toBe(503);
    expect(api.headers()["content-type"]).toContain("application/problem+json");
    expect(api.headers()["retry-after"]).toBe("300");
    expect(await api.json()).toMatchObject({ status: 503, title: "Wartungsarbeiten" });
    // The health checks answer.
    expect((await customerPage.request.get("/healthz")).status()).toBe(200);
    expect(await (await customerPage.request.get("/readyz")).json()).toMatchObject({ maintenance: true });

    // Switched off: the customer's overview opens again.
    await page.goto("/backoffice/maintenance");
    await page.getByRole("button", { name: "Wartungsmodus ausschalten" }).click();
    await expect(page.getByRole("status")).toContainText("Das Portal ist wieder für alle da.");
    expect((await customerPage.goto("/overview"))?.status()).toBe(200);
    await customerContext.close();
  } finally {
    // Never leave the worker's portal in maintenance for the next test.
    await switchTo(browser, baseURL!, adminCookies, false);
  }
});
