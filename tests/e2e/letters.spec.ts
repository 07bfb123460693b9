import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** What the letters' price sentence says (intro and confirmation step). */
const PRICE_WHEN =
  "Sie zahlen jetzt nichts: Fällig wird der Betrag erst, wenn wir den Brief nach Ihrem Tod versenden. Wir rechnen ihn dann mit den übrigen Kosten Ihrer Bestattung ab.";

const NEXT_YEAR_PLUS = new Date().getFullYear() + 4;

/**
 * The stepper's footer button after typing: "Weiter". With JavaScript an empty form says "Überspringen";
 * without it the button always says "Weiter" and the server skips an empty step (decision 0023).
 */
async function next(page: Page) {
  await page.getByRole("button", { name: "Weiter" }).click();
}

async function fillRecipient(page: Page, postalcode: string) {
  await page.getByRole("radio", { name: "Frau" }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Lindenweg 7");
  await page.getByRole("textbox", { name: /^Postleitzahl/ }).fill(postalcode);
  await page.getByRole("textbox", { name: /^Ort/ }).fill("Köln");
}

test.describe("farewell letters", () => {
  // Letter PDFs need a confirmed e-mail (decision 0032).
  test.use({ customerOptions: { confirmed: true } });

  test("from no letters through the intro to a completed letter; edit the recipient", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.setTimeout(120_000);
    expect(customer.email).toBeTruthy();
    const heading = page.getByRole("heading", { level: 1 });

    await page.goto("/overview/letters");
    await expect(page).toHaveURL(/\/overview\/letters\/intro$/);
    await expect(page.getByText("1,50 € pro Brief")).toBeVisible();
    // When the price is paid, and by whom: nothing now, with the funeral's costs once posted (decision 0080).
    await expect(page.getByText(PRICE_WHEN)).toBeVisible();
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();

    // Step 1: the text in a chosen font, size and colour.
    await expect(page).toHaveURL(/\/overview\/letters\/create$/);
    await expect(page.getByText("Schritt 1 von 4: Brieftext")).toBeVisible();
    await expect(page.getByRole("button", { name: jsOff ? "Weiter" : "Überspringen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zurück" })).toHaveCount(0);
    await page.getByText("Schrift, Größe und Farbe ändern").click();
    await page.getByRole("radio", { name: "Indie Flower" }).check();
    await page.getByRole("radio", { name: "Groß (32)" }).check();
    await page.getByRole("radio", { name: "Bordeaux" }).check();
    const text = page.getByRole("textbox", { name: /^Ihr Brief/ });
    await text.fill("Liebe Erika,\ndanke für die schöne Zeit. Grüße aus Köln – Anna");
    if (!jsOff) {
      // Live preview: the text area takes the chosen style at once.
      await expect(text).toHaveCSS("font-family", /Indie Flower/);
      await expect(text).toHaveCSS("font-size", "32px");
      await expect(text).toHaveCSS("color", "rgb(109, 26, 44)");
    }
    await next(page);

    // Step 2: the recipient; a four-digit postal code is refused.
    await expect(page.getByText("Schritt 2 von 4: Empfänger")).toBeVisible();
    await fillRecipient(page, "5067");
    await next(page);
    await expect(
      page.getByText("Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.").first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Fehler/);
    await page.getByRole("textbox", { name: /^Postleitzahl/ }).fill("50667");
    await next(page);

    // Step 3: an impossible day and a past year are refused; then an exact date.
    await expect(page.getByText("Schritt 3 von 4: Versanddatum")).toBeVisible();
    await page.getByRole("radio", { name: "An einem bestimmten Tag" }).check();
    await page.getByRole("textbox", { name: /^Tag und Monat/ }).fill("31.02.");
    await page.getByRole("radio", { name: "In einem bestimmten Jahr" }).check();
    await page.getByRole("textbox", { name: /^Jahr/ }).fill("2020");
    await next(page);
    await expect(
      page.getByText("Bitte geben Sie einen gültigen Tag im Format TT.MM ein, zum Beispiel 24.12.").first(),
    ).toBeVisible();
    await expect(
      page.getByText(/Bitte geben Sie ein Jahr in der Zukunft mit vier Ziffern ein/).first(),
    ).toBeVisible();
    await page.getByRole("textbox", { name: /^Tag und Monat/ }).fill("24.12.");
    await page.getByRole("textbox", { name: /^Jahr/ }).fill(String(NEXT_YEAR_PLUS));
    await next(page);

    // Step 4: confirmation; back goes to step 3 with the stored answer, next returns.
    await expect(page.getByText("Schritt 4 von 4: Bestätigung")).toBeVisible();
    // Before finishing, the customer sees what the letter costs (decision 0038).
    await expect(
      page.getByText("Preis für diesen Brief: 1,50 € (einmalig, inklusive Umsatzsteuer)"),
    ).toBeVisible();
    // How and when the 1,50 € is charged stands next to it, and no debit or mail that nothing makes.
    await expect(page.getByText(PRICE_WHEN)).toBeVisible();
    await expect(page.getByText(/abbuchen|buchen den Betrag|per E-Mail an/)).toHaveCount(0);
    await expect(page.getByText(`Am 24.12.${NEXT_YEAR_PLUS}`)).toBeVisible();
    await expect(page.getByText("Frau Erika Mustermann", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Zurück" }).click();
    await expect(page.getByText("Schritt 3 von 4: Versanddatum")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Tag und Monat/ })).toHaveValue("24.12");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Brief abschließen" }).click();

    // The tile: completed at 3/3.
    await expect(page).toHaveURL(/\/overview\/letters$/);
    await expect(page.getByText("Ihr Brief ist angelegt.")).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: "Neuer Brief" })
        .getByText(
          "Schreiben Sie einen weiteren Brief. Jeder Brief kostet einmalig 1,50 €. Sie zahlen jetzt nichts: Fällig wird der Betrag erst, wenn wir den Brief nach Ihrem Tod versenden.",
        ),
    ).toBeVisible();
    const tile = page.getByRole("article").filter({ hasText: "Brief an Frau Erika Mustermann" });
    await expect(tile.getByText("Fertig")).toBeVisible();
    await expect(tile.getByText("Fortschritt: 3/3")).toBeVisible();
    const pdfHref = await tile.getByRole("link", { name: /PDF herunterladen/ }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Edit the recipient.
    await tile.getByRole("link", { name: /Brief bearbeiten/ }).click();
    await expect(page).toHaveURL(/\/overview\/letters\/edit$/);
    await expect(heading).toHaveText("Brief bearbeiten");
    await page.getByRole("link", { name: "Empfänger ändern" }).click();
    await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
    await page.getByRole("textbox", { name: /^Ort/ }).fill("Bonn");
    await page.getByRole("textbox", { name: /^Postleitzahl/ }).fill("53111");
    await page.getByRole("button", { name: "Empfänger speichern" }).click();
    await expect(page).toHaveURL(/\/overview\/letters\/edit$/);
    await expect(page.getByText("Ihr Brief wurde gespeichert.")).toBeVisible();
    await expect(page.getByText(/53111 Bonn/)).toBeVisible();

    // The editor shows the saved style; the print preview the letter in it.
    await page.getByRole("link", { name: "Brieftext ändern" }).click();
    await page.getByText("Schrift, Größe und Farbe ändern").click();
    await expect(page.getByRole("radio", { name: "Indie Flower" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Bordeaux" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: /^Ihr Brief/ })).toHaveCSS("font-family", /Indie Flower/);
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await page.getByRole("link", { name: "Druckvorschau ansehen" }).click();
    await expect(heading).toHaveText("Druckvorschau");
    const letterText = page.getByText("danke für die schöne Zeit", { exact: false });
    await expect(letterText).toHaveCSS("font-family", /Indie Flower/);
    await expect(letterText).toHaveCSS("font-size", "32px");

    // The handwriting fonts load on the editor and preview pages only.
    const fontSheet = page.locator('link[rel="stylesheet"][href*="letter-fonts"]');
    await expect(fontSheet).toHaveCount(1);
    const loadedFonts = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
      });
    expect((await loadedFonts()).join()).toContain("Indie Flower");
    for (const path of ["/overview/letters", "/overview/letters/edit", "/overview"]) {
      await page.goto(path);
      await expect(fontSheet).toHaveCount(0);
      expect((await loadedFonts()).join()).not.toMatch(/Caveat|Dancing|Indie|Homemade/);
    }
  });

  test("foreign and unknown letter ids are not found; nothing is stored", async ({
    page,
    customer,
    accounts,
    browser,
    jsOff,
  }) => {
    test.skip(jsOff, "direct requests with the page's cookies; the same in both projects");
    expect(customer.email).toBeTruthy();
    // Another customer's letter.
    const other = await accounts.customer({ firstname: "Otto" });
    const otherContext = await browser.newContext();
    await accounts.signIn(otherContext, other);
    const otherPage = await otherContext.newPage();
    await otherPage.goto("/overview/letters/intro");
    await otherPage.getByRole("button", { name: "Ersten Brief schreiben" }).click();
    await otherPage.getByRole("textbox", { name: /^Ihr Brief/ }).fill("Geheimer Text");
    await otherPage.getByRole("button", { name: /Weiter|Überspringen/ }).click();
    // Saved once the next step shows (a letter with nothing in it is not listed, decision 0105).
    await expect(otherPage.getByText(/Schritt 2 von 4/)).toBeVisible();
    await otherPage.goto("/overview/letters");
    const openHref = await otherPage.getByRole("link", { name: /Brief bearbeiten/ }).getAttribute("href");
    const foreignId = /\/overview\/letters\/([^/]+)\/open$/.exec(openHref ?? "")?.[1];
    expect(foreignId).toBeTruthy();
    await otherContext.close();

    // This customer has no letter: the list sends them to the intro.
    await page.goto("/overview/letters");
    await expect(page).toHaveURL(/\/intro$/);
    for (const id of [foreignId!, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const open = await page.request.get(`/overview/letters/${id}/open`, { maxRedirects: 0 });
      expect(open.status()).toBe(404);
      const pdf = await page.request.get(`/overview/letters/${id}/pdf`);
      expect(pdf.status()).toBe(404);
      expect(await pdf.text()).not.toContain("Geheimer Text");
    }
    // Nothing was remembered: the edit and create pages still send this customer to the list (→ intro).
    await page.goto("/overview/letters/edit");
    await expect(page).toHaveURL(/\/overview\/letters\/intro$/);
    await page.goto("/overview/letters/create");
    await expect(page).toHaveURL(/\/overview\/letters\/intro$/);
    const unknown = await page.request.post("/overview/letters", {
      form: { intent: "nuke" },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
  });

  test("more letters than one page: the next page by its link shows the rest", async ({
    page,
    context,
    accounts,
  }) => {
    test.setTimeout(120_000);
    // 12 letters begun (a text each): the new-letter tile and 11 letters on page 1, the twelfth on page 2.
    const writer = await accounts.customer({
      confirmed: true,
      letters: Array.from({ length: 12 }, (_, n) => ({
        text: `Brief ${n + 1}`,
        recipient: { firstname: "Eva", lastname: `Muster${n + 1}` },
        generic: "AFTER_FUNERAL" as const,
      })),
    });
    await accounts.signIn(context, writer);
    await page.goto("/overview/letters");
    const pages = page.getByRole("navigation", { name: "Seiten der Briefliste" });
    const letterTiles = page.getByRole("article").filter({ hasText: "Brief an" });
    await expect(pages.getByText("Seite 1 von 2")).toBeVisible();
    await expect(letterTiles).toHaveCount(11);
    await expect(page.getByRole("heading", { name: "Neuer Brief" })).toBeVisible();
    await expect(pages.getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Vorherige Seite" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(/\/overview\/letters\?seite=2$/);
    await expect(pages.getByText("Seite 2 von 2")).toBeVisible();
    await expect(letterTiles).toHaveCount(1);
    await expect(letterTiles.getByText("Fortschritt: 3/3")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Neuer Brief" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Nächste Seite" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Vorherige Seite" }).click();
    await expect(pages.getByText("Seite 1 von 2")).toBeVisible();

    // A page past the last, or a page number that is none: 404 with a German message.
    for (const search of ["?seite=3", "?seite=abc"]) {
      const response = await page.goto(`/overview/letters${search}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Diese Seite Ihrer Briefliste gibt es nicht.")).toBeVisible();
    }
  });

  test("a text with characters the PDF cannot print is saved, and the pages name them", async ({
    page,
    customer,
  }) => {
    expect(customer.email).toBeTruthy();
    const notice = page.getByText("Diese Zeichen können im PDF nicht gedruckt werden: 漢 字.", {
      exact: false,
    });
    await page.goto("/overview/letters/intro");
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();
    await page.getByRole("textbox", { name: /^Ihr Brief/ }).fill("In Liebe ❤️ ✝\n漢字");
    await next(page);

    // Saved: the next step says at once what the PDF leaves out; hearts and crosses print, so they are not named.
    await expect(page.getByText("Schritt 2 von 4: Empfänger")).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText("❤");
    await page.goto("/overview/letters/edit");
    await expect(page.getByText("Nicht jedes Zeichen erscheint im PDF")).toBeVisible();
    await expect(notice).toBeVisible();

    // In words instead: saved, and the notice is gone.
    await page.getByRole("link", { name: "Brieftext ändern" }).click();
    await page.getByRole("textbox", { name: /^Ihr Brief/ }).fill("In Liebe ❤️ ✝\nDein Opa");
    await page.getByRole("button", { name: "Brieftext speichern" }).click();
    await expect(page).toHaveURL(/\/overview\/letters\/edit$/);
    await expect(page.getByText("Ihr Brief wurde gespeichert.")).toBeVisible();
    await expect(page.getByText("Nicht jedes Zeichen erscheint im PDF")).toHaveCount(0);
  });
});
