import { expect, test } from "./support/fixtures";
import { openBySearch } from "./support/steps";

/**
 * Decision 0040: the customer's care log tells the truth about a staff session. A search, an
 * opening and many page views are one "angesehen" row; a change is "geändert" with the German names of what
 * changed (no values); the log reflows at 320 px without sideways scrolling.
 */
test.describe("care log", () => {
  test("a staff session shows as one view and one change with its field; it fits a 320 px screen", async ({
    page,
    context,
    accounts,
    staff,
  }, testInfo) => {
    const customer = await accounts.customer({ confirmed: true, firstname: "Clara", lastname: "Care" });
    await openBySearch(page, customer.email);
    for (const path of ["/overview/wishes", "/overview/trusted-person", "/documents", "/profile"]) {
      await page.goto(path);
    }
    // The one change: the phone number, typed as people write it.
    await page.getByLabel("Telefonnummer").fill("0171 2345678");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
    await page.goto("/overview");
    await page.getByRole("button", { name: "Verbindung trennen" }).click();
    await expect(page).toHaveURL("/backoffice");

    await accounts.signIn(context, customer);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/profile");
    const log = page.getByRole("table", { name: "Zugriffe auf Ihre Vorsorge, neueste zuerst" });
    const rows = log.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Kundenservice (${staff.email})`);
    await expect(rows.nth(0)).toContainText("Kundenkonto gesucht, Vorsorge angesehen");
    await expect(rows.nth(1)).toContainText("Persönliche Daten geändert: Telefonnummer");
    await expect(log).not.toContainText("Vorsorge geändert");
    await expect(log).not.toContainText("1712345678");
    // The phone is shown as entered (national format), not as stored (+491712345678).
    await expect(page.getByLabel("Telefonnummer")).toHaveValue("0171 2345678");

    // 320 px: the log stacks; nothing wider than the screen, no sideways scrolling.
    await log.scrollIntoViewIfNeeded();
    const box = await log.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(rows.nth(0).getByText("Wer", { exact: true })).toBeVisible();

    const mode = testInfo.project.name;
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await log.scrollIntoViewIfNeeded();
      await page
        .getByRole("region", { name: "Betreuungsprotokoll" })
        .screenshot({ path: testInfo.outputPath(`care-log-${width}-${mode}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
