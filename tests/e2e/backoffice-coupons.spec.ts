import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import type { CustomerAccount } from "./support/fixtures";
import { addressAndSepaToSummary, signIn, skipIntros } from "./support/journeys";
import { clockAhead } from "./support/clock";

/**
 * Coupons in the back office (decision 0055): an admin creates a coupon that may be used once,
 * a customer books with it through the pricing flow's coupon field, a second customer is told it is used up,
 * the list shows one use. Customer care gets 404. Bad input gets a German message at the field, nothing stored.
 */

const LIST = "/backoffice/coupons";

/** A code of its own per test run and project (both projects use one server). */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`.slice(0, 32);

async function applyCoupon(page: Page, code: string) {
  await page.goto("/overview/pricing/plans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorsorgeplan wählen");
  await page.getByLabel("Gutscheincode").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Gutschein einlösen" }).click();
}

/** The pricing flow from the plans step to the order, by SEPA (as tests/e2e/pricing.spec.ts books). */
async function bookWithCoupon(page: Page, code: string) {
  await applyCoupon(page, code);
  await expect(
    page.getByText(
      `Der Gutschein ${code} ist eingelöst: 25 % Rabatt auf den Jahresbeitrag Ihres Vorsorgeplans.`,
    ),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Mit Preisgarantie" }).check();
  await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
  await addressAndSepaToSummary(page);
  await expect(page.getByText(`Gutschein ${code} (25 % auf den Jahresbeitrag)`)).toBeVisible();
  await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
}

test.describe("coupons in the back office", () => {
  test("an admin creates a one-use coupon; the first customer books with it, the second is told it is used up", async ({
    page,
    context,
    accounts,
    audit,
  }) => {
    test.setTimeout(600_000);
    const code = uniqueCode("EINMAL");
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);

    await page.goto(LIST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gutscheine");
    await page.getByRole("link", { name: "Neuen Gutschein anlegen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neuer Gutschein");

    // Bad input: a malformed code, a coupon that gives nothing and ends before it starts; nothing stored.
    await page.getByLabel("Code (Pflichtfeld)").fill("ÄB");
    await page.getByLabel("Gültig ab (erster Tag)").fill("2027-03-31");
    await page.getByLabel("Gültig bis (letzter Tag)").fill("2027-03-01");
    await page.getByLabel("Höchstens so oft einlösbar").fill("0");
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
    const summary = page.getByRole("list").filter({ hasText: "Gültig bis (letzter Tag):" });
    await expect(summary.getByRole("link", { name: /^Code: Bitte 4 bis 32 Zeichen/ })).toBeVisible();
    await expect(
      summary.getByRole("link", {
        name: /^Gültig bis \(letzter Tag\): Der letzte Tag liegt vor dem ersten Tag/,
      }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: /^Höchstens so oft einlösbar: Bitte eine ganze Zahl/ }),
    ).toBeVisible();
    await audit();
    // The same post without the browser: 400, and the list does not show it.
    const refused = await page.request.post("/backoffice/coupons/new", {
      form: { code: "AB", discountPercent: "10" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);

    await page.getByLabel("Code (Pflichtfeld)").fill(code.toLowerCase());
    await page.getByLabel("Rabatt in Prozent").fill("25");
    await page.getByLabel("Gültig ab (erster Tag)").fill("");
    await page.getByLabel("Gültig bis (letzter Tag)").fill("");
    await page.getByLabel("Höchstens so oft einlösbar").fill("1");
    await page.getByLabel("Beschreibung (nur intern)").fill("E2E: einmal einlösbar");
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText(`Der Gutschein ${code} ist angelegt.`)).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(
      "25 % Rabatt auf den Jahresbeitrag des Vorsorgeplans",
    );
    await expect(page.getByTestId(`uses-${code}`)).toHaveText("0");

    // The first customer books with it through the pricing flow's coupon field.
    const first: CustomerAccount = await accounts.customer({ confirmed: true });
    await accounts.signIn(context, first);
    await bookWithCoupon(page, code);

    // The second customer is told it is used up; nothing is stored.
    const second = await accounts.customer({ confirmed: true });
    await accounts.signIn(context, second);
    await applyCoupon(page, code);
    await expect(
      page.getByRole("link", { name: /Dieser Gutscheincode ist bereits aufgebraucht/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Eingelöst: Gutschein/)).toHaveCount(0);

    // Back in the back office: one use, the coupon used up.
    await accounts.signIn(context, admin);
    await page.goto(`${LIST}?sort=uses&dir=desc`);
    await expect(page.getByTestId(`uses-${code}`)).toHaveText("1");
    await expect(row.getByRole("cell", { name: "Aktiv, aufgebraucht" })).toBeVisible();
  });

  test("an admin edits a coupon's terms and switches it off and on again", async ({
    page,
    context,
    accounts,
  }) => {
    test.setTimeout(240_000);
    const code = uniqueCode("AENDERN");
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);
    await page.goto("/backoffice/coupons/new");
    await page.getByLabel("Code (Pflichtfeld)").fill(code);
    await page.getByLabel("Rabatt in Prozent").fill("10");
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    await expect(page).toHaveURL(LIST);

    await page.getByRole("link", { name: `${code} bearbeiten` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Gutschein ${code}`);
    await expect(page.getByText("Noch nicht eingelöst.")).toBeVisible();
    await expect(page.getByLabel("Code (Pflichtfeld)")).toHaveCount(0);
    await page.getByLabel("Rabatt in Prozent").fill("");
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(
      page.getByRole("link", { name: /^Rabatt in Prozent: Ein Gutschein muss etwas geben/ }),
    ).toBeVisible();
    await page.getByLabel("Nachlassstufe auf die Preisgarantie").selectOption("50");
    await page.getByLabel("Gültig bis (letzter Tag)").fill("2027-12-31");
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText(`Der Gutschein ${code} ist gespeichert.`)).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
    await expect(row).toContainText("50 % Nachlass auf die Preisgarantie");
    await expect(row).toContainText("31.12.2027");

    await row.getByRole("button", { name: `${code} abschalten` }).click();
    await expect(page.getByText(`Der Gutschein ${code} ist abgeschaltet.`, { exact: false })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Abgeschaltet" })).toBeVisible();
    await row.getByRole("button", { name: `${code} einschalten` }).click();
    await expect(page.getByText(`Der Gutschein ${code} ist eingeschaltet.`)).toBeVisible();
    await expect(row.getByRole("cell", { name: "Aktiv", exact: true })).toBeVisible();

    // Sorting by links: by code descending, the heading says so.
    await page.getByRole("link", { name: "Code, sortieren absteigend" }).click();
    await expect(page).toHaveURL(`${LIST}?sort=code&dir=desc`);
    await expect(page.getByRole("columnheader", { name: /Code/ })).toHaveAttribute("aria-sort", "descending");
  });

  test("an applied coupon that expired shows as such, never blocks the booking; a forged removal changes nothing", async ({
    page,
    context,
    accounts,
  }) => {
    test.setTimeout(240_000);
    const code = uniqueCode("ABLAUF");
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);
    await page.goto("/backoffice/coupons/new");
    await page.getByLabel("Code (Pflichtfeld)").fill(code);
    await expect(page.getByRole("radio", { name: /^Den Jahresbeitrag des Vorsorgeplans/ })).toBeChecked();
    await page.getByLabel("Rabatt in Prozent").fill("10");
    // The last day is today (German time): the coupon ends tonight.
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
    await page.getByLabel("Gültig bis (letzter Tag)").fill(today);
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    await expect(page).toHaveURL(LIST);

    const customer = await accounts.customer({ confirmed: true });
    await accounts.signIn(context, customer);
    await applyCoupon(page, code);
    await expect(page.getByText(/^Eingelöst: Gutschein .* 10 % Rabatt auf den Jahresbeitrag/)).toBeVisible();
    await expect(page.getByText(/mit Gutschein/).first()).toBeVisible();

    // Two days later the coupon has ended: the page says so, prices without it, and it can be removed.
    // The session of two days ago has ended by then (its idle end is 2 hours): the customer signs in again.
    await clockAhead(context, 2 * 24 * 60 * 60_000);
    await signIn(page, customer.email, customer.password);
    await skipIntros(page);
    await page.goto("/overview/pricing/plans");
    await expect(page.getByText(`Der Gutschein ${code} gilt nicht mehr`)).toBeVisible();
    await expect(page.getByText(/Er ist abgelaufen\. Er wird nicht angerechnet/)).toBeVisible();
    await expect(page.getByText(/mit Gutschein/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Gutschein entfernen" })).toBeVisible();

    // A removal naming another code than the page offered: a German field error, 400, the coupon stays.
    const version = await page.locator('input[name="version"]').first().inputValue();
    const forged = await page.request.post("/overview/pricing/plans", {
      form: { intent: "removeCoupon", couponCode: "WILLKOMMEN10", version },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Dieser Gutschein ist bei Ihnen nicht eingelöst.");
    await page.reload();
    await expect(page.getByText(`Der Gutschein ${code} gilt nicht mehr`)).toBeVisible();

    // Booking goes on without it: no coupon row before the order button, the order is accepted.
    await page.getByRole("radio", { name: "Mit Preisgarantie" }).check();
    await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
    await addressAndSepaToSummary(page);
    await expect(page.getByText(/Gutschein/)).toHaveCount(0);
    await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
  });

  test("customer care and customers get 404, pages and posts alike", async ({
    page,
    context,
    accounts,
    audit,
  }) => {
    test.setTimeout(240_000);
    const care = await accounts.staff({ role: "customercare" });
    await accounts.signIn(context, care);
    for (const path of [LIST, "/backoffice/coupons/new", "/backoffice/coupons/WILLKOMMEN10"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
    }
    await audit();
    const post = await page.request.post("/backoffice/coupons/WILLKOMMEN10", {
      form: { intent: "deactivate" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    const customer = await accounts.customer();
    await accounts.signIn(context, customer);
    expect((await page.goto(LIST))?.status()).toBe(404);
    const create = await page.request.post("/backoffice/coupons/new", {
      form: { code: "KUNDE-1", discountPercent: "100" },
      maxRedirects: 0,
    });
    expect(create.status()).toBe(404);
  });
});
