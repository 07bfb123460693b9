import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Decision 0038: the letter editor on a phone. Font, size and colour fold into a row above the text and
 * never float over it, so the text area can be typed in at 320 and 375 px (and its top stays free at
 * 1280 × 800); the font names are drawn in their own handwriting.
 */

/** The element at a point of the text area (centre, or just inside its top edge) is the text area itself. */
async function expectFree(text: Locator) {
  await text.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const hits = await text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = (x: number, y: number) => document.elementFromPoint(x, y) === element;
    return {
      centre: at(box.left + box.width / 2, box.top + box.height / 2),
      top: at(box.left + box.width / 2, box.top + 8),
    };
  });
  expect(hits, "nothing covers the text area").toEqual({ centre: true, top: true });
}

const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

for (const screen of SCREENS) {
  test(`letter editor at ${screen.width} px: the text area is free to type in`, async ({
    page,
    customer,
    jsOff,
  }) => {
    test.setTimeout(90_000);
    void customer;
    await page.setViewportSize(screen);
    await page.goto("/overview/letters/intro");
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();
    await expect(page.getByText("Schritt 1 von 4: Brieftext")).toBeVisible();

    const text = page.getByRole("textbox", { name: /^Ihr Brief/ });
    await expect(text).toBeVisible();
    await expectFree(text);
    await text.click();
    await page.keyboard.type("Liebe Erika,");
    await expectFree(text);
    await page.keyboard.type(" danke für alles.");
    await expect(text).toHaveValue("Liebe Erika, danke für alles.");

    // The choices sit in a closed row above the text that says what is chosen now.
    const row = page.getByText("Schrift, Größe und Farbe ändern");
    await expect(row).toBeVisible();
    await expect(page.getByText("Jetzt: Caveat, Mittel, Schwarz")).toBeVisible();
    const indie = page.getByRole("radio", { name: "Indie Flower" });
    await expect(indie).toBeHidden();
    await row.click();
    // Each font's name is written in that font.
    for (const font of ["Caveat", "Dancing Script", "Indie Flower", "Homemade Apple"]) {
      const label = page.locator("label").filter({ hasText: new RegExp(`^${font}$`) });
      await expect(label.locator("span").first()).toHaveCSS("font-family", new RegExp(`^"?${font}"?`));
    }
    await indie.check();
    await page.getByRole("radio", { name: "Groß (32)" }).check();
    await page.getByRole("radio", { name: "Bordeaux" }).check();
    if (!jsOff) {
      await expect(page.getByText("Jetzt: Indie Flower, Groß, Bordeaux")).toBeVisible();
      await expect(text).toHaveCSS("font-family", /Indie Flower/);
    }

    // With the choices open the text area is still free, and typing goes on.
    await expectFree(text);
    await text.click();
    await text.press("End");
    await page.keyboard.type(" Anna");
    await expect(text).toHaveValue("Liebe Erika, danke für alles. Anna");

    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Schritt 2 von 4: Empfänger")).toBeVisible();
    await page.getByRole("button", { name: "Zurück" }).click();
    await expect(text).toHaveValue("Liebe Erika, danke für alles. Anna");
    await expect(page.getByText("Jetzt: Indie Flower, Groß, Bordeaux")).toBeVisible();
    await expect(text).toHaveCSS("font-family", /Indie Flower/);
    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
