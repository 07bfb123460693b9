/**
 * German an editor would sign and help where people get stuck (hotline; decision 0041):
 * the pages use one term each, decline "Herr", show no phone as stored, no English and no pending state as
 * done (`renderedFormsIn`, also applied to every mail in app/.server/mail/wording.test.ts and to the provision
 * PDFs in documents.db.test.ts), break no heading word at 320 px and show the hotline on sign-in and sign-up.
 */
import type { Page } from "@playwright/test";
import { renderedFormsIn } from "../../app/i18n/forbidden-forms";
import { E2E_OPERATOR } from "./support/operator";
import { expect, test } from "./support/fixtures";

/**
 * Words of headings, buttons and labels that a line break cuts in two: a word whose text spans two
 * line boxes (e.g. "Bestattungsort" shown as "Bestattungsor" / "t"). Each as "word (tag)".
 */
async function brokenWords(
  page: Page,
  selector = "h1, h2, h3, h4, button, label, legend, dt, dd, th, td, a",
): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility()) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
          if (match[0].length < 4) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(`${match[0]} (${element.tagName.toLowerCase()})`);
        }
      }
    }
    return broken;
  }, selector);
}

/** The page's visible text has no known wrong form, and no heading, button or label word is cut. */
async function expectEditorsGerman(page: Page) {
  const text = await page.locator("body").innerText();
  expect(renderedFormsIn(text), `wrong forms on ${page.url()}`).toEqual([]);
  if (process.env.WORDS_ALL)
    console.log("BROKEN", page.url(), JSON.stringify(await brokenWords(page, "body *")));
  expect(
    await brokenWords(page),
    `words broken at ${page.viewportSize()?.width} px on ${page.url()}`,
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
}

/** The number as shown (non-breaking spaces between its groups). */
const HOTLINE_NAME = new RegExp(E2E_OPERATOR.HOTLINE_NUMBER.replace(/ /g, "\\s"));

test.describe("wording", () => {
  test("at 320 px the customer's key pages use one term each and break no word", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const customer = await accounts.customer({ confirmed: true, trialOver: true });
    await accounts.signIn(context, customer);
    // A chosen site puts "Bestattungsort" and "Gebühr des Bestattungsorts" on the offer.
    await page.goto("/overview/offer/funeral-site");
    await page
      .getByRole("group", { name: /^Bestattungsorte in / })
      .locator("li[data-site-id] input[type=radio]")
      .first()
      .check();
    await page.getByRole("button", { name: "Bestattungsort speichern" }).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    for (const path of [
      "/documents",
      "/overview/pricing",
      "/overview/pricing/plans",
      "/overview/offer",
      "/overview/offer/funeral-site",
      "/overview/trusted-person",
      "/overview/wishes",
    ]) {
      await page.goto(path);
      await expectEditorsGerman(page);
      await page.screenshot({
        path: `test-results/screens/320${path.replace(/\//g, "_")}.png`,
        fullPage: true,
      });
    }
    // The plan is the "Vorsorgeplan" in the menu, on the plans page and on its button.
    await expect(
      page
        .locator("header details")
        .getByRole("link", { name: "Vorsorgeplan", exact: true, includeHidden: true }),
    ).toHaveCount(1);
    await page.goto("/overview/pricing/plans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorsorgeplan wählen");
    await expect(page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" })).toBeVisible();
    await page.goto("/overview/offer/funeral-site");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestattungsort und Grabart");
    await expect(page.getByRole("button", { name: "Bestattungsort speichern" })).toBeVisible();
    await page.goto("/overview/offer");
    await expect(page.getByText(/inklusive (gesetzlicher )?Umsatzsteuer/).first()).toBeVisible();
  });

  test("a letter to a man is a 'Brief an Herrn …'", async ({ page, customer, jsOff }) => {
    test.setTimeout(90_000);
    expect(customer.email).toBeTruthy();
    await page.goto("/overview/letters");
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();
    await page.getByRole("textbox", { name: /^Ihr Brief/ }).fill("Lieber Hans,\ndanke für alles.");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Schritt 2 von 4: Empfänger")).toBeVisible();
    await page.getByRole("radio", { name: "Herr" }).check();
    await page.getByRole("textbox", { name: "Vorname" }).fill("Hans");
    await page.getByRole("textbox", { name: "Nachname" }).fill("Meier");
    await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Lindenweg 7");
    await page.getByRole("textbox", { name: /^Postleitzahl/ }).fill("50667");
    await page.getByRole("textbox", { name: /^Ort/ }).fill("Köln");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Schritt 3 von 4: Versanddatum")).toBeVisible();

    await page.goto("/overview/letters");
    await expect(page.getByRole("article").filter({ hasText: "Brief an Herrn Hans Meier" })).toHaveCount(1);
    await expectEditorsGerman(page);
    // The documents page names the letter the same way.
    await page.goto("/documents");
    await expect(page.getByText("Brief an Herrn Hans Meier").first()).toBeVisible();
    await expectEditorsGerman(page);
    expect(jsOff === (await page.evaluate(() => !("__reactRouterContext" in window)))).toBe(true);
  });

  for (const width of [320, 1280]) {
    test(`sign-in and sign-up show the hotline number and hours at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/login");
      const help = page.getByRole("complementary", { name: "Fragen? Wir helfen gern" });
      await expect(help).toBeVisible();
      await expect(help.getByRole("link", { name: HOTLINE_NAME })).toHaveAttribute("href", /^tel:\+49/);
      await expect(help).toContainText(E2E_OPERATOR.HOTLINE_HOURS);
      await expectEditorsGerman(page);
      await page.screenshot({ path: `test-results/screens/sign-in-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto("/register/type");
      const signUpHelp = page.getByRole("complementary", { name: "Fragen? Wir helfen gern" });
      await expect(signUpHelp.getByRole("link", { name: HOTLINE_NAME })).toBeVisible();
      await expect(signUpHelp).toContainText(E2E_OPERATOR.HOTLINE_HOURS);
      await expectEditorsGerman(page);
    });
  }
});
