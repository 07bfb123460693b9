import { expect, test } from "./support/fixtures";

/**
 * Staff work (decision 0096): the customer search finds "Müller" from "Mueller" and "Muller" and an e-mail address
 * from its start; the audit log names the customer and the action in German; "Verbindung trennen" lands on the
 * back office's start page. Runs with and without JS; every page is audited by axe.
 */

// Several page loads and their audits each, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** Letters only (as the registration accepts), so that nobody else in the run has the name. */
const uniqueLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test("the customer search finds Müller from Mueller and Muller, and an address from its start", async ({
  page,
  accounts,
  staff: _staff,
}, testInfo) => {
  const tail = uniqueLetters();
  const customer = await accounts.customer({
    firstname: "Jürgen",
    lastname: `Müller${tail}`,
    confirmed: true,
  });
  const search = page.getByLabel("Name, E-Mail, Vertragsnummer oder Postleitzahl");
  for (const spelling of [`Mueller${tail}`, `Muller${tail}`]) {
    await page.goto("/backoffice/customers");
    await search.fill(spelling);
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page.getByRole("table")).toContainText(`Müller${tail}, Jürgen`);
  }
  // The start of the login address, without "@".
  const start = customer.email.split("@")[0]!.slice(0, -2);
  await page.goto("/backoffice/customers");
  await search.fill(start);
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page.getByRole("table")).toContainText(`Müller${tail}, Jürgen`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`customers-search-${width}.png`), fullPage: true });
  }
});

test("the CRM page points a partial address to the customer search", async ({
  page,
  staff: _staff,
}, testInfo) => {
  await page.goto("/salesforce");
  await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("mueller");
  await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
  await expect(page.getByText("„mueller“ ist keine vollständige E-Mail-Adresse.")).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`crm-partial-${width}.png`), fullPage: true });
  }
});

test("the audit log names the customer and the action in German; letting go lands on the back office", async ({
  page,
  context,
  accounts,
}, testInfo) => {
  const admin = await accounts.staff({ role: "admin" });
  const lastname = `Protokoll${uniqueLetters()}`;
  const customer = await accounts.customer({ firstname: "Ida", lastname, confirmed: true });
  await accounts.signIn(context, admin);
  await page.goto(`/backoffice/customers?q=${lastname}`);
  await page.getByRole("button", { name: new RegExp(`^Vorsorge öffnen von ${lastname}, Ida`) }).click();
  await expect(page).toHaveURL("/overview");
  await page.getByRole("button", { name: "Verbindung trennen" }).click();
  await expect(page).toHaveURL("/backoffice");
  await expect(page.getByText(/Sie arbeiten nicht mehr in der Vorsorge/)).toBeVisible();

  await page.goto(`/backoffice/staff/audit?actor=${encodeURIComponent(admin.email)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protokoll der Änderungen");
  const subject = `Vertrag ${customer.number}: Ida ${lastname}`;
  const rows = page.getByRole("row").filter({ hasText: subject });
  await expect(rows.filter({ hasText: "Vorsorge zur Bearbeitung geöffnet" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Verbindung zur Vorsorge getrennt" })).toHaveCount(1);
  // A German word of the action finds its entries.
  await page.getByLabel(/^Aktion/).fill("getrennt");
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: true });
  }
});

test("the dispatch list's period fits a narrow screen", async ({ page, staff: _staff }, testInfo) => {
  await page.goto("/backoffice/letters?period=7");
  await expect(
    page.getByRole("heading", { level: 2, name: /^In den nächsten 7 Tagen zu versenden/ }),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`letters-${width}.png`), fullPage: true });
  }
});
