/** Steps several journeys take on the way to what they check; each step checks where it lands. */
import type { BrowserContext, Page } from "@playwright/test";
import type { Accounts, CustomerOptions } from "./accounts";
import { birthDateForAge, signedIn } from "./customers";
import { expect } from "./fixtures";

/** Through the insurance wizard to a provision type (the redirect rule sends every finance route there first). */
async function chooseInsuranceType(page: Page, label: string) {
  await page.goto("/overview/finance");
  await expect(page).toHaveURL(/\/overview\/finance\/insurance\/wizard$/);
  await page.getByRole("link", { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/insurance\/wizard\/type$/);
  await page.getByRole("button", { name: new RegExp(label) }).click();
  // Saved at once: wait until the step has been left (with JavaScript the submit is a fetch).
  await expect(page).not.toHaveURL(/\/insurance\/wizard\/type$/);
}

/**
 * A new customer, signed in, who has chosen the provision type `label` in the insurance wizard; `age` gives the
 * birth date. Returns the customer.
 */
export async function atFinance(
  { page, accounts, context }: { page: Page; accounts: Accounts; context: BrowserContext },
  label: string,
  { age, ...options }: CustomerOptions & { age?: number } = {},
) {
  const customer = await signedIn(
    accounts,
    context,
    age === undefined ? options : { ...options, birthDate: birthDateForAge(age) },
  );
  await chooseInsuranceType(page, label);
  return customer;
}

/** The burial-fund tariff's contact step (name and e-mail come from the account) and the application. */
export async function applyForTariff(page: Page) {
  await expect(page).toHaveURL(/\/tariff\/contact$/);
  await page.getByLabel("Straße und Hausnummer").fill("Holstenstraße 12a");
  await page.getByLabel("Postleitzahl").fill("24103");
  await page.getByLabel("Ort").fill("Kiel");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/tariff\/document$/);
  await page.getByRole("button", { name: "Antrag erstellen" }).click();
}

/** A staff member finds the customer by e-mail on /salesforce and takes up the provision: its overview. */
export async function openBySearch(page: Page, email: string) {
  await page.goto("/salesforce");
  await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill(email);
  await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
  await page
    .getByRole("button", { name: /^Vorsorge öffnen/ })
    .first()
    .click();
  await expect(page).toHaveURL("/overview");
}
