/**
 * The frozen plan (decision 0063): after a confirmed death the customer's sign-in shows one calm page, every
 * private page leads there, and "Abmelden" signs out. The death itself is set up by the fixture (the lead's
 * after-death.spec.ts walks the whole workflow).
 */
import { expect, test } from "./support/fixtures";

test("the customer's sign-in shows the calm page instead of the overview", async ({
  page,
  accounts,
  audit,
}) => {
  const customer = await accounts.customer({
    confirmed: true,
    frozen: true,
    firstname: "Erika",
    lastname: "Muster",
  });
  await page.goto("/login");
  await page.getByLabel("E-Mail-Adresse").fill(customer.email);
  await page.getByLabel("Passwort", { exact: false }).first().fill(customer.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();

  await expect(page).toHaveURL("/vorsorge-abgeschlossen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unser herzliches Beileid");
  await expect(page.getByText("Uns wurde mitgeteilt, dass Erika Muster verstorben ist.")).toBeVisible();
  await expect(page.getByText(`Vertragsnummer ${customer.number}`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^0800/ }).first()).toHaveAttribute("href", /^tel:/);
  await audit();

  for (const path of ["/overview", "/overview/wishes", "/overview/letters", "/profile"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/vorsorge-abgeschlossen");
  }

  await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/overview");
  await expect(page).toHaveURL("/login?redirectTo=%2Foverview");
});
