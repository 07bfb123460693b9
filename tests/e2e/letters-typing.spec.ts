import { expect, test } from "./support/fixtures";

/**
 * What a customer types is never dropped, also when they type the moment a step appears
 * (before the page has settled), and without JavaScript the footer button says what it does with a filled
 * form ("Weiter") while an empty step can still be skipped.
 */
test.describe("letters: typing before the page settles", () => {
  test("a letter written right after Start keeps its text and recipient", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.setTimeout(90_000);
    void customer;
    // Scripts arrive late, as on a slow line: the customer acts before the page is hydrated.
    if (!jsOff) {
      await page.route("**/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await page.goto("/overview/letters/intro", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();

    // No waiting for the page to settle: type as soon as the text area is there.
    const text = page.getByRole("textbox", { name: /^Ihr Brief/ });
    await text.fill("Liebe Erika, danke für alles.");
    await expect(page.getByRole("button", { name: "Weiter" })).toBeVisible();
    await page.getByRole("button", { name: "Weiter" }).click();

    await page.getByRole("radio", { name: "Frau" }).check();
    await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
    await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
    await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Lindenweg 7");
    await page.getByRole("textbox", { name: /^Postleitzahl/ }).fill("50667");
    await page.getByRole("textbox", { name: /^Ort/ }).fill("Köln");
    // Filled: the button says "Weiter" with and without JavaScript, and goes on with the address saved.
    await expect(page.getByRole("button", { name: "Weiter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Überspringen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Weiter" }).click();

    // The shipping date left empty: skipped (with JavaScript the label says so).
    await expect(page.getByText("Schritt 3 von 4: Versanddatum")).toBeVisible();
    await page.getByRole("button", { name: jsOff ? "Weiter" : "Überspringen" }).click();
    await expect(page.getByText("Schritt 4 von 4: Bestätigung")).toBeVisible();
    await page.getByRole("button", { name: "Brief abschließen" }).click();

    // With JavaScript the list's route modules load first, each held back 1.5 s above: allow for that.
    await expect(page).toHaveURL(/\/overview\/letters$/, { timeout: 15_000 });
    const tile = page.getByRole("article").filter({ hasText: "Brief an Frau Erika Mustermann" });
    await expect(tile.getByText("Fortschritt: 2/3")).toBeVisible();
    await expect(page.getByText("Brief ohne Empfänger")).toHaveCount(0);
  });
});
