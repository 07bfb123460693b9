import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";

/**
 * Back office, catalogue and prices (decision 0053): an admin changes a coffin's price after seeing how many
 * offers it marks outdated; the customer whose offer holds that coffin sees the outdated notice and the refresh
 * dialog; customer care gets 404; a bad price gets a German message and stores nothing. The coffin is created
 * by the test (a fresh article number per run and project), so no other spec's prices move.
 */

const uniqueArticle = () => `SA-E2E-${randomUUID().slice(0, 8).toUpperCase()}`;

test.describe("catalogue (admin)", () => {
  // Long journeys: two accounts, a dozen pages, each audited by axe and html-validate.
  test.describe.configure({ timeout: 120_000 });
  test("an admin changes a coffin's price after seeing the count; the customer's offer is outdated", async ({
    page,
    browser,
    accounts,
    jsOff,
  }) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(page.context(), admin);
    const articleNumber = uniqueArticle();
    const name = `Testsarg ${articleNumber}`;

    // A new coffin that fits every plan.
    await page.goto("/backoffice/catalogue");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Katalog und Preise");
    // The names customers see: the offer's short name, the product page's name, the plans' names.
    const pine = page.getByRole("row").filter({ hasText: "Kiefernsarg Basis" });
    await expect(pine).toContainText("Auf der Produktseite: Kiefernsarg „Basis“");
    await expect(page.getByRole("row").filter({ hasText: "Eichensarg Klassik" })).toContainText("Komfort");
    await expect(page.getByRole("main")).not.toContainText("Gehoben");
    const basicPlan = page.getByRole("row").filter({ hasText: "Bei Seebestattung: Stille Seebestattung" });
    await expect(basicPlan.getByRole("link")).toHaveText("Basis");
    await page.getByRole("link", { name: "Neues Produkt anlegen" }).click();
    await page.getByLabel("Artikelnummer").fill(articleNumber);
    await page.getByLabel("Name", { exact: false }).first().fill(name);
    await page.getByLabel("Kurzname (im Angebot)").fill(name);
    await page.getByLabel("Kategorie").selectOption("coffin");
    await page.getByLabel("Nettopreis in Euro").fill("800,00");
    await page.getByRole("radio", { name: "19 % (Regelsatz)" }).check();
    await page.getByRole("button", { name: "Produkt anlegen" }).click();
    await expect(page).toHaveURL(/\/backoffice\/catalogue$/);
    await expect(page.getByText(`Das Produkt „${name}“ ist angelegt.`)).toBeVisible();
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/backoffice\/catalogue\/products\/[0-9a-f-]{36}$/);
    const productId = page.url().split("/").pop()!;

    // The customer takes that coffin into the offer.
    const customer = await accounts.customer({ funeralType: "cremation", funeralPlan: "high" });
    const own = await browser.newContext({ javaScriptEnabled: !jsOff });
    try {
      await accounts.signIn(own, customer);
      const mine = await own.newPage();
      await mine.goto(`/overview/offer/products/coffin/${productId}`);
      await mine.getByRole("button", { name: `${name} wählen` }).click();
      await expect(mine).toHaveURL(/\/overview\/offer$/);
      await mine.goto("/overview/offer");
      await expect(mine.getByText(name).first()).toBeVisible();
      await expect(mine.getByText("Ihr Angebot ist nicht mehr aktuell")).toHaveCount(0);

      // The admin changes the price: first the count, nothing stored yet, then "Änderung speichern".
      await page.getByLabel("Nettopreis in Euro").fill("950,00");
      await page.getByRole("button", { name: "Änderungen prüfen" }).click();
      await expect(page.getByText("1 Angebot wird als veraltet markiert", { exact: false })).toBeVisible();
      await expect(page.getByText("Kein Angebot mit Preisgarantie ist betroffen.")).toBeVisible();
      await expect(page.getByText("Noch ist nichts gespeichert.", { exact: false })).toBeVisible();
      await mine.reload();
      await expect(mine.getByText("Ihr Angebot ist nicht mehr aktuell")).toHaveCount(0);
      await page.getByRole("button", { name: "Änderung speichern" }).click();
      await expect(page).toHaveURL(/\/backoffice\/catalogue$/);
      await expect(page.getByText(`„${name}“ ist gespeichert. 1 Angebot ist jetzt veraltet.`)).toBeVisible();
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
      await expect(row.getByRole("cell", { name: "950,00 €" })).toBeVisible();
      await expect(row.getByRole("cell", { name: "1.130,50 €" })).toBeVisible();

      // The customer sees the outdated notice and the refresh dialog (seed 001 §4).
      await mine.goto("/overview/offer");
      await expect(mine.getByText("Ihr Angebot ist nicht mehr aktuell")).toBeVisible();
      await mine.getByRole("link", { name: "Angebot prüfen" }).click();
      const dialog = mine.getByRole("dialog", { name: "Hinweis" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Angebot aktualisieren" }).click();
      const result = mine.getByRole("dialog", { name: "Ihr Angebot wurde aktualisiert" });
      await expect(result.getByText("Aktualisierte Produkte:")).toBeVisible();
      await expect(result.getByText(name)).toBeVisible();
    } finally {
      await own.close();
    }
  });

  test("a bad price, an unknown VAT class or category and an empty name get German messages; nothing stored", async ({
    page,
    accounts,
    audit,
    jsOff,
  }) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(page.context(), admin);
    await page.goto("/backoffice/catalogue");
    await page.getByRole("link", { name: "Kiefernsarg Basis", exact: true }).click();
    // With JavaScript the link navigates in the page: the address changes a moment after the click.
    await expect(page).toHaveURL(/\/backoffice\/catalogue\/products\/[0-9a-f-]{36}$/);
    const editUrl = page.url();
    const price = page.getByLabel("Nettopreis in Euro");
    const before = await price.inputValue();

    await price.fill("12,345");
    await page.getByRole("button", { name: "Änderungen prüfen" }).click();
    await expect(page).toHaveTitle(/^Fehler: /);
    await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
    await expect(
      page.getByText("Der Nettopreis darf höchstens zwei Nachkommastellen haben", { exact: false }).first(),
    ).toBeVisible();
    await audit();

    await page.getByLabel("Nettopreis in Euro").fill("-5");
    await page.getByLabel("Kurzname (im Angebot)").fill("");
    await page.getByRole("button", { name: "Änderungen prüfen" }).click();
    await expect(page.getByText("Der Nettopreis darf nicht unter 0 € liegen.").first()).toBeVisible();
    await expect(page.getByText("Bitte geben Sie einen Kurznamen ein.").first()).toBeVisible();

    await page.getByLabel("Nettopreis in Euro").fill("zwölf Euro");
    await page.getByRole("button", { name: "Änderungen prüfen" }).click();
    await expect(page.getByText("Der Nettopreis ist kein Betrag.", { exact: false }).first()).toBeVisible();

    // Posted by hand (as a forged form would): a VAT class and a category that do not exist.
    if (!jsOff) {
      const origin = { Origin: new URL(page.url()).origin };
      const forged = await page.request.post(editUrl, {
        form: {
          intent: "save",
          name: "Kiefernsarg",
          shortName: "Kiefernsarg",
          price: "1,00",
          vatRate: "16",
          category: "sofa",
        },
        headers: origin,
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(400);
      const text = await forged.text();
      expect(text).toContain("Diesen Umsatzsteuersatz gibt es nicht.");
      expect(text).toContain("Diese Kategorie gibt es nicht.");
      const reduced = await page.request.post(editUrl, {
        form: {
          intent: "save",
          name: "Kiefernsarg",
          shortName: "Kiefernsarg",
          price: "1,00",
          vatRate: "7",
          category: "coffin",
        },
        headers: origin,
        maxRedirects: 0,
      });
      expect(reduced.status()).toBe(400);
      expect(await reduced.text()).toContain("Der ermäßigte Umsatzsteuersatz von 7 % gilt nur für Blumen.");
    }

    // Nothing was stored.
    await page.goto(editUrl);
    await expect(page.getByLabel("Nettopreis in Euro")).toHaveValue(before);
  });
});

test.describe("catalogue (refused)", () => {
  test("customer care and customers get 404 on the catalogue and its actions", async ({ page, accounts }) => {
    const care = await accounts.staff({ role: "customercare" });
    await accounts.signIn(page.context(), care);
    const response = await page.goto("/backoffice/catalogue");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
    const origin = { Origin: new URL(page.url()).origin };
    const post = await page.request.post("/backoffice/catalogue/plans/basic", {
      form: { intent: "save", price: "1,00" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);

    const customer = await accounts.customer();
    await accounts.signIn(page.context(), customer);
    expect((await page.goto("/backoffice/catalogue/plans/basic"))?.status()).toBe(404);
  });
});
