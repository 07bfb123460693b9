import { expect, test } from "./support/fixtures";

/**
 * Leichte Sprache (decision 0106): the switch in the header, the pages on the portal, the costs and what happens after
 * one's death, and the customer's own provision — with JavaScript off and on; every page visited is audited (axe).
 */

test("the header's switch leads to the pages in Leichte Sprache, for everyone", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("banner").getByRole("link", { name: "Leichte Sprache" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Das Vorsorge-Portal in Leichter Sprache");
  await expect(page.getByText("Hier planen Sie Ihre eigene Bestattung.")).toBeVisible();
  // A hard word is explained where it is used.
  await expect(page.getByRole("complementary", { name: "Wort-Erklärung: Vertrauens-Person" })).toBeVisible();

  await page.getByRole("link", { name: "Was kostet das Portal?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Was kostet das Portal?");
  // The figures of the ordinary pages, written as Leichte Sprache writes them.
  await expect(page.getByText("Der Vorsorge-Plan kostet 18 Euro im Jahr.")).toBeVisible();
  await expect(page.getByText("Die Test-Zeit dauert 4 Wochen.")).toBeVisible();
  await expect(page.getByText("Ein Abschieds-Brief kostet 1,50 Euro.")).toBeVisible();

  await page.getByRole("link", { name: "Zurück zur Übersicht in Leichter Sprache" }).click();
  await page.getByRole("link", { name: "Was passiert nach meinem Tod?" }).click();
  await expect(page.getByText("Wir schreiben Ihrer Vertrauens-Person eine E-Mail.")).toBeVisible();
  await page.getByRole("link", { name: "Zurück zur Übersicht in Leichter Sprache" }).click();
  await page.getByRole("link", { name: "Was ist Bestattungs-Vorsorge?" }).click();
  await expect(page.getByText("Mit einer Bestattungs-Vorsorge entscheiden Sie selbst.")).toBeVisible();

  // Without signing in, the own summary asks to sign in first.
  await page.goto("/leichte-sprache/meine-vorsorge");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fleichte-sprache%2Fmeine-vorsorge/);
});

test("an unknown page in Leichte Sprache is the German 404 page", async ({ page }) => {
  const response = await page.goto("/leichte-sprache/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("nicht gefunden");
});

test.describe("the customer's own provision in Leichte Sprache", () => {
  test.use({ customerOptions: { confirmed: true, funeralType: "burial", funeralPlan: "premium" } });

  test("says what is decided, what is open with the way there, and what it costs as the offer page says", async ({
    page,
    customer: _customer,
  }) => {
    await page.goto("/overview/offer");
    const total = (await page.getByTestId("offer-total").first().innerText()).replace(/\s/g, " ");
    await page.getByRole("banner").getByRole("link", { name: "Leichte Sprache" }).click();
    await expect(page.getByText("Sie sind angemeldet?")).toBeVisible();
    await page.getByRole("link", { name: "Meine Vorsorge in Leichter Sprache" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge in Leichter Sprache");

    const decided = page.getByRole("region", { name: "Das haben Sie schon festgelegt" });
    await expect(decided.getByText("Sie wünschen sich eine Erd-Bestattung.")).toBeVisible();
    await expect(decided.getByText("Sie haben das Paket Premium gewählt.")).toBeVisible();
    const open = page.getByRole("region", { name: "Das ist noch offen" });
    await expect(open.getByText("Sie haben noch keine Vertrauens-Person bestimmt.")).toBeVisible();
    await expect(open.getByText("Die Test-Zeit endet am", { exact: false })).toHaveCount(0);

    const costs = page.getByRole("region", { name: "Das kostet Ihre Vorsorge" });
    const offerLine = (
      await costs.getByText("Ihr Angebot kostet heute", { exact: false }).innerText()
    ).replace(/\s/g, " ");
    expect(offerLine).toBe(
      `Ihr Angebot kostet heute ${total.replace("€", "Euro").replace(",00 Euro", " Euro")}.`,
    );
    await expect(page.getByRole("region", { name: "Das kostet das Portal" })).toContainText(
      "Sie testen das Portal noch kostenlos.",
    );

    await open.getByRole("link", { name: "Zur Seite: Vertrauens-Person" }).click();
    await expect(page).toHaveURL(/\/overview\/trusted-person/);
  });
});
