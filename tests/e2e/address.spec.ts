/**
 * Decision 0108: one postal address per customer. Typed once, in whichever form asks first, it is the profile's, the
 * next form offers it, the Vorsorgemappe goes there, and customer care sees the same address.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { applyForTariff, atFinance } from "./support/steps";

const STREET = "Straße und Hausnummer";
/** "Ort", required ("Ort (Pflichtfeld)") or not — not "Passwort". */
const CITY = /^Ort\b/;

/** The address fields of the form on the page (the profile's master data, a wizard step). */
async function expectAddress(page: Page, street: string, postalCode: string, city: string) {
  await expect(page.getByLabel(STREET)).toHaveValue(street);
  await expect(page.getByLabel("Postleitzahl")).toHaveValue(postalCode);
  await expect(page.getByLabel(CITY)).toHaveValue(city);
}

/** The plan step of the pricing stepper, on to its address step. */
async function toBillingAddress(page: Page) {
  await page.goto("/overview/pricing/plans");
  await page.getByRole("radio", { name: "Mit Preisgarantie" }).check();
  await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/address$/);
}

test("an address typed once into the tariff application is the billing address, the profile's and the Vorsorgemappe's", async ({
  page,
  accounts,
  context,
}) => {
  test.setTimeout(180_000);
  const customer = await atFinance({ page, accounts, context }, "Ich sorge selbst vor", {
    age: 60,
    confirmed: true,
  });

  // The first form that asks: the tariff application. The new customer has no address yet.
  await page.goto("/overview/finance/tariff");
  await page.getByRole("link", { name: "Sterbegeldversicherung berechnen" }).click();
  await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
  await page.getByRole("button", { name: "Tarif beantragen" }).click();
  await expect(page.getByLabel(STREET)).toHaveValue("");
  await expect(
    page.getByText("Wir speichern diese Anschrift in Ihrem Profil.", { exact: false }),
  ).toBeVisible();
  await applyForTariff(page);
  await expect(page.getByRole("link", { name: "Antrag herunterladen (PDF)" })).toBeVisible();

  // Billing: the same address, prefilled; going on needs no typing.
  await toBillingAddress(page);
  await expectAddress(page, "Holstenstraße 12a", "24103", "Kiel");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);

  // The profile shows it, and the Vorsorgemappe goes there.
  await page.goto("/profile");
  await expectAddress(page, "Holstenstraße 12a", "24103", "Kiel");
  const documents = page.locator("#documents");
  await expect(documents).toContainText("Wir schicken sie an:");
  await expect(documents).toContainText("Holstenstraße 12a");
  await expect(documents).toContainText("24103 Kiel");
  await documents.getByRole("button", { name: "Vorsorgemappe kostenlos bestellen" }).click();
  await expect(page.getByText("Vielen Dank. Die Vorsorgemappe ist bestellt")).toBeVisible();
  await expect(documents).toContainText("Sie haben die Vorsorgemappe am");

  // Customer care sees the same address: the postal code in the customer list, the address on the profile.
  const staff = await accounts.staff();
  await accounts.signIn(context, staff);
  await page.goto(`/backoffice/customers?q=${encodeURIComponent(customer.email)}`);
  const row = page.getByRole("table").getByRole("row").nth(1);
  await expect(row).toContainText("24103");
  await row.getByRole("button", { name: /^Vorsorge öffnen/ }).click();
  await expect(page).toHaveURL("/overview");
  await page.goto("/profile");
  await expectAddress(page, "Holstenstraße 12a", "24103", "Kiel");
});

test.describe("a stored address", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("is offered by the next form, and changed there it is the profile's", async ({ page, customer }) => {
    void customer;
    await page.goto("/profile");
    await expect(
      page.getByText("Ihre Anschrift für Post, Anträge und Rechnungen.", { exact: false }),
    ).toBeVisible();
    // One rule for every form: a street without a house number is refused with a German message.
    await page.getByLabel(STREET).fill("Holstenstraße");
    await page.getByLabel("Postleitzahl").fill("24103");
    await page.getByLabel(CITY).fill("Kiel");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(
      page.getByText("Bitte geben Sie Straße und Hausnummer an, zum Beispiel Hauptstraße 5.").first(),
    ).toBeVisible();
    await page.getByLabel(STREET).fill("Holstenstraße 5");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();

    await toBillingAddress(page);
    await expectAddress(page, "Holstenstraße 5", "24103", "Kiel");
    await page.getByLabel(STREET).fill("Lindenweg 7");
    await page.getByLabel("Postleitzahl").fill("50667");
    await page.getByLabel(CITY).fill("Köln");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);

    await page.goto("/profile");
    await expectAddress(page, "Lindenweg 7", "50667", "Köln");

    // A billing address for someone else (the daughter pays) stays hers: the profile keeps the customer's.
    await toBillingAddress(page);
    await page.getByLabel("Vorname").fill("Sabine");
    await page.getByLabel(STREET).fill("Am Markt 3");
    await page.getByLabel("Postleitzahl").fill("20095");
    await page.getByLabel(CITY).fill("Hamburg");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
    await page.goto("/profile");
    await expectAddress(page, "Lindenweg 7", "50667", "Köln");
    await toBillingAddress(page);
    await expectAddress(page, "Am Markt 3", "20095", "Hamburg");
  });
});
