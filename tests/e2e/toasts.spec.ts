/**
 * Messages where people look (decision 0039): a success message after an action is at the top of the
 * main content, inside the viewport where the page starts, above the page's heading and first task — in
 * the server's HTML without JavaScript, in view after the action with it. It stays a live region, and
 * with JavaScript focus moves to the page heading (the design rule for focus after a navigation).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** The toast with `text` is in the viewport, in the live region, and above everything else in <main>. */
async function expectToastInView(page: Page, text: string, jsOff: boolean) {
  const region = page.getByRole("status").filter({ hasText: text });
  const toast = region.getByRole("listitem").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(region).toHaveAttribute("aria-live", "polite");

  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  // boundingBox is relative to the viewport.
  expect(box.y, `toast top (page scrolled by ${scrollY} px)`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "toast bottom").toBeLessThanOrEqual(viewport.height);

  // Above the page heading and the first control of the page's own content.
  const heading = (await page.locator("main h1").boundingBox())!;
  expect(box.y + box.height, "toast above the heading").toBeLessThanOrEqual(heading.y);
  const taskBox = await page.evaluate(() => {
    const region = document.querySelector("main [role=status]");
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "main a[href], main button, main input:not([type=hidden]), main select, main textarea",
      ),
    ].filter((el) => !region?.contains(el) && el.getClientRects().length > 0);
    const rect = controls[0]?.getBoundingClientRect();
    return rect ? { y: rect.y } : null;
  });
  if (taskBox) expect(box.y + box.height, "toast above the first task").toBeLessThanOrEqual(taskBox.y);

  // In the server's HTML the message is the first thing in <main> (JavaScript off: no script moved it).
  const firstInMain = await page.evaluate(() =>
    document.querySelector("main")?.firstElementChild?.getAttribute("role"),
  );
  expect(firstInMain).toBe("status");

  if (!jsOff) {
    // Focus follows the design rule: the page heading (no error summary here), not somewhere below.
    await expect(page.locator("main h1")).toBeFocused();
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test.describe(`success messages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("adding a service to the offer: the message is in view at the top of the page", async ({
      page,
      customer,
      jsOff,
    }) => {
      void customer;
      await page.goto("/overview/offer");
      const add = page.getByRole("button", { name: "Trauerfeier hinzufügen" });
      await add.scrollIntoViewIfNeeded();
      await add.click();
      await expect(page).toHaveURL(/\/overview\/offer$/);
      await expectToastInView(page, "Trauerfeier wurde Ihrem Angebot hinzugefügt.", jsOff);

      // Closing the message works and leaves the page where it was.
      await page.getByRole("button", { name: "Meldung schließen" }).click();
      await expect(page.getByText("Trauerfeier wurde Ihrem Angebot hinzugefügt.")).toHaveCount(0);
    });

    test("adding a guest: the message is in view above the guest list", async ({ page, customer, jsOff }) => {
      void customer;
      await page.goto("/overview/guests/new");
      await page.getByRole("textbox", { name: /^Name/ }).fill("Eva Schmidt");
      await page.getByLabel("Beziehung zu Ihnen").fill("Schwester");
      await page.getByRole("button", { name: "Person speichern" }).click();
      await expect(page).toHaveURL("/overview/guests");
      await expectToastInView(page, "Eva Schmidt steht jetzt auf Ihrer Gästeliste.", jsOff);
    });
  });
}
