import { expect, test } from "./support/fixtures";

test.describe("header and user menu", () => {
  test("at 320 px the menu opens, lists every area in German and fits the screen", async ({
    page,
    accounts,
    context,
    jsOff,
    audit,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const customer = await accounts.customer({ confirmed: true, firstname: "Erika", lastname: "Muster" });
    await accounts.signIn(context, customer);
    // /documents, not /overview: the overview greets a newly confirmed customer with a modal dialog.
    await page.goto("/documents");

    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Meine Vorsorge" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dokumente" })).toBeVisible();

    const summary = page.locator("header summary");
    await expect(summary).toContainText("Erika Muster");
    const menu = page.locator("header details ul");
    await expect(menu).toBeHidden();
    await summary.click();
    await expect(menu).toBeVisible();

    const labels = [
      "Übersicht",
      "Mein Profil",
      "Wünsche",
      "Finanzen",
      "Familie und Vertrauensperson",
      "Vorsorgeplan",
    ];
    for (const label of labels) {
      const link = menu.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(320);
    }
    await expect(menu.getByRole("link", { name: /^Kontakt/ })).toHaveAttribute("href", /^tel:\+49/);
    await expect(menu.getByRole("button", { name: "Abmelden" })).toBeVisible();
    // Nothing sticks out sideways: no horizontal scrolling on a 320 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await audit();

    await menu.getByRole("link", { name: "Wünsche", exact: true }).click();
    await expect(page).toHaveURL(/\/overview\/wishes/);
    if (!jsOff) {
      // With JavaScript the menu closes after navigating.
      await expect(page.locator("header details ul")).toBeHidden();
    }
  });
});
