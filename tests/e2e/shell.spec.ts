import { expect, test } from "./support/fixtures";

test.describe("shell", () => {
  test("an unknown path shows the German not-found page with status 404", async ({ page, audit }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Seite nicht gefunden – Vorsorgeportal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await audit();
  });

  test("the skip link leads to the main content", async ({ page, jsOff }) => {
    await page.goto("/gibt-es-nicht");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    if (!jsOff) await expect(page.locator("main")).toBeFocused();
  });

  test("accepting cookies records consent, hides the banner and sets tracking cookies", async ({
    page,
    context,
    audit,
  }) => {
    await page.goto("/gibt-es-nicht?utm_source=zeitung");
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    await expect(banner).toBeVisible();
    await audit();
    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page).toHaveURL(/\/gibt-es-nicht\?utm_source=zeitung$/);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("Ihre Cookie-Einstellungen wurden gespeichert.");
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["vp_consent", "sessionID", "userID"]));
    const consent = (await context.cookies()).find((c) => c.name === "vp_consent");
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test("declining cookies sets no tracking cookies, and the choice can be changed later", async ({
    page,
    context,
    audit,
  }) => {
    await page.goto("/gibt-es-nicht");
    await page.getByRole("button", { name: "Nur notwendige Cookies" }).click();
    let names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain("vp_consent");
    expect(names).not.toContain("sessionID");
    expect(names).not.toContain("userID");

    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie-Einstellungen");
    await expect(page.getByText("Sie haben nur die notwendigen Cookies erlaubt.")).toBeVisible();
    await audit();
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.getByText("Sie haben allen Cookies zugestimmt.")).toBeVisible();
    names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["sessionID", "userID"]));
  });

  test("a toast stays until the user closes it", async ({ page }) => {
    await page.goto("/cookie-consent");
    await page.getByRole("button", { name: "Nur notwendige Cookies" }).click();
    const toast = page.getByRole("status").getByText("Ihre Cookie-Einstellungen wurden gespeichert.");
    await expect(toast).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: "Meldung schließen" }).click();
    await expect(toast).toHaveCount(0);
  });
});
