/**
 * A calmer first visit (decision 0039), on phones at 320 and 375 px and on a desktop, with JavaScript off
 * and on: one banner at a time (the most urgent), no "not active" warning before a plan was chosen, a task
 * soon after the page starts, a welcome dialog whose every way of closing is remembered and whose "Schließen"
 * is fully visible at 320 px, and done tiles worded as done.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
];

/** The overview's banner titles; at most one of them shows at a time. */
const BANNER_TITLES = [
  "Bitte bestätigen Sie Ihr Konto",
  "Ihr Geburtsdatum fehlt",
  "Noch nicht alles erledigt",
  /kostenlos testen/,
  "Ihre kostenlose Testphase ist abgelaufen",
  "Ihr Vertrag ist gekündigt",
];

async function visibleBanners(page: Page): Promise<number> {
  let count = 0;
  for (const title of BANNER_TITLES) count += await page.locator("main").getByText(title).count();
  return count;
}

const greeting = (page: Page) => page.getByRole("dialog", { name: "Willkommen – Ihr Konto ist bestätigt" });

for (const viewport of PHONES) {
  test.describe(`first visit at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("one banner, no 'not active' warning, and the tasks start near the top", async ({
      page,
      customer,
    }) => {
      void customer;
      await page.goto("/overview");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");

      // Unconfirmed, in the trial, areas open: only the most urgent banner shows.
      const confirm = page.getByText("Bitte bestätigen Sie Ihr Konto");
      await expect(confirm).toBeVisible();
      expect(await visibleBanners(page)).toBe(1);
      await expect(page.getByText(/nicht aktiv/)).toHaveCount(0);

      // The banner (the first task) is on the first screen, the first area tile on the second at the latest
      // (before: four banners, and the first tile two and a half screens down at 375 px).
      const bannerBox = (await confirm.boundingBox())!;
      expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(viewport.height);
      const firstTile = (await page.getByRole("heading", { name: "Ihr Angebot", level: 3 }).boundingBox())!;
      expect(firstTile.y + firstTile.height).toBeLessThanOrEqual(viewport.height * 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    test("the welcome dialog's Schließen is fully visible, and closing it is remembered", async ({
      page,
      accounts,
      context,
    }) => {
      const customer = await accounts.customer({ confirmed: true });
      await accounts.signIn(context, customer);
      await page.goto("/overview");
      const dialog = greeting(page);
      await expect(dialog).toBeVisible();

      // A link or a button: what counts is that it shows whole and that closing is remembered.
      const close = dialog
        .getByRole("button", { name: "Schließen" })
        .or(dialog.getByRole("link", { name: "Schließen" }));
      const box = (await close.boundingBox())!;
      const frame = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await close.click();
      await expect(greeting(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/overview$/);
      // Confirmed, in the trial: the one banner now is the trial's invitation, not a warning.
      await expect(page.getByText(/kostenlos testen/)).toBeVisible();
      expect(await visibleBanners(page)).toBe(1);

      await page.goto("/overview");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
      await expect(greeting(page)).toHaveCount(0);
    });
  });
}

test.describe("every way of closing the welcome dialog is remembered", () => {
  const ways = [
    { name: "Später", js: "both" },
    { name: "Escape", js: "on" },
    { name: "Zum Profil", js: "both" },
  ] as const;

  for (const way of ways) {
    test(`closed by ${way.name}`, async ({ page, accounts, context, jsOff }) => {
      test.skip(
        jsOff && way.js === "on",
        "Esc closes a modal dialog opened by script; without it there is none",
      );
      const customer = await accounts.customer({ confirmed: true });
      await accounts.signIn(context, customer);
      await page.goto("/overview");
      const dialog = greeting(page);
      await expect(dialog).toBeVisible();
      // Closing posts "greeted" (Esc through the dialog's own form): the next visit must wait for that answer,
      // or it would cancel the post in flight and meet the greeting again.
      const remembered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/overview"),
      );
      if (way.name === "Escape") {
        await expect(dialog.getByRole("heading")).toBeFocused();
        await page.keyboard.press("Escape");
      } else {
        await dialog.getByRole("button", { name: way.name }).click();
      }
      await remembered;
      await expect(greeting(page)).toHaveCount(0);
      await expect(page).toHaveURL(way.name === "Zum Profil" ? /\/profile$/ : /\/overview$/);

      await page.goto("/overview");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
      await expect(greeting(page)).toHaveCount(0);
    });
  }
});

test.describe("done tiles", () => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONES[0]!]) {
    test(`say what is done at ${viewport.width} px`, async ({ page, accounts, context }) => {
      await page.setViewportSize(viewport);
      const customer = await accounts.customer({ priceGuarantee: true });
      await accounts.signIn(context, customer);
      await page.goto("/overview");

      const guarantee = page.getByRole("article").filter({ hasText: "Preisgarantie" });
      await expect(guarantee.getByText("Erledigt")).toBeVisible();
      await expect(guarantee.getByText(/Preisgarantie gesichert/)).toBeVisible();
      await expect(page.getByRole("link", { name: /Preisgarantie sichern/ })).toHaveCount(0);
      const look = guarantee.getByRole("link", { name: /^Preisgarantie ansehen/ });
      await expect(look).toHaveAttribute("href", "/overview/pricing");

      // An open tile still invites the first step.
      const wishes = page.getByRole("article").filter({ hasText: "Ihre Wünsche" });
      await expect(wishes.getByRole("link", { name: /^Wünsche festhalten/ })).toBeVisible();

      await look.click();
      await expect(page).toHaveURL(/\/overview\/pricing$/);
      await expect(page.getByText("Ihre Preisgarantie ist abgeschlossen")).toBeVisible();
    });
  }
});
