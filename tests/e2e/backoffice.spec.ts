import { expect, test } from "./support/fixtures";

/**
 * The back office's shell: customer care and admins each see the sections they may use, customers find
 * nothing there. The sections have their own specs (backoffice-*.spec.ts).
 */

/** The sections customer care sees; an admin sees these and the admin's own. */
const CARE_SECTIONS = ["Kundinnen und Kunden", "Sterbefälle", "Briefversand", "Kundenservice (CRM)"];

test("customer care finds the back office in the header and sees its own sections", async ({
  page,
  staff: _staff,
}) => {
  await page.goto("/salesforce");
  await page.getByRole("link", { name: "Verwaltung" }).first().click();
  await expect(page).toHaveURL("/backoffice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verwaltung");
  const sections = page.getByRole("navigation", { name: "Bereiche der Verwaltung" });
  await expect(sections.getByRole("link")).toHaveText(CARE_SECTIONS);
  const refused = await page.goto("/backoffice/catalogue");
  expect(refused?.status()).toBe(404);
});

test("an admin sees every section", async ({ page, accounts }) => {
  const admin = await accounts.staff({ role: "admin" });
  await accounts.signIn(page.context(), admin);
  await page.goto("/backoffice");
  const sections = page.getByRole("navigation", { name: "Bereiche der Verwaltung" });
  await expect(sections.getByRole("link")).toHaveText([
    ...CARE_SECTIONS,
    "Katalog und Preise",
    "Friedhöfe",
    "Gutscheine",
    "Mitarbeitende",
    "Partner-Schnittstelle",
    "Wartungsmodus",
  ]);
});

test("a customer finds no back office: the plain 404 page", async ({ page, customer: _customer }) => {
  const response = await page.goto("/backoffice");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
  await expect(page.getByRole("link", { name: "Verwaltung" })).toHaveCount(0);
});
