/**
 * The frozen plan seen by customer care (decision 0063, 2026-11-26 night): a care worker opens a customer whose
 * death was confirmed and gets every page of the provision read-only — the notice at the top of the content,
 * the stored values, and no form, "Speichern" button or link that would change anything; a page that only
 * changes the provision leads to the page that shows it. The death is set up by the fixture. Every page is
 * audited with axe and html-validate when the test ends; the overview and the offer page are photographed at
 * 375 and 1280 px (in the test's output folder) to look at.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const NOTICE = "Diese Vorsorge ist abgeschlossen";

/** The notice is the first thing in the content, above the page's heading, and on screen without scrolling. */
async function expectReadOnly(page: Page, path: string) {
  const main = page.getByRole("main");
  const notice = main.getByText(NOTICE);
  await expect(notice, path).toBeVisible();
  await expect(notice, path).toBeInViewport();
  await expect(main.getByText(/kann nur noch angesehen werden/), path).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const headingBox = await main.getByRole("heading", { level: 1 }).boundingBox();
  expect(noticeBox!.y, `${path}: the notice above the heading`).toBeLessThan(headingBox!.y);
  await expect(main.getByRole("button", { name: /Speichern/ }), path).toHaveCount(0);
  // The one form left in the content is the close button of a message (toast), which changes nothing stored.
  await expect(main.locator('form[method="post"]:not([action^="/toasts/"])'), path).toHaveCount(0);
  await expect(main.locator('button[type="submit"]:not(form[action^="/toasts/"] *)'), path).toHaveCount(0);
}

/**
 * The overview asks nobody to act on a plan that can no longer change: no "Wichtig" badge, no "n von m erledigt",
 * no partner offer, every tile just "Öffnen", the stored areas marked as such, and no "Sterbefall melden".
 */
async function expectNothingToDo(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText("Wichtig", { exact: true })).toHaveCount(0);
  await expect(main.getByText(/von \d+ erledigt/)).toHaveCount(0);
  // The offer (without a funeral site) and the trusted person are stored; the wishes are not.
  for (const [area, count] of [
    ["Ihr Angebot", 1],
    ["Vertrauensperson", 1],
    ["Ihre Wünsche", 0],
  ] as const) {
    const tile = main.getByRole("listitem").filter({ hasText: area });
    await expect(tile.getByText("Angaben gespeichert"), area).toHaveCount(count);
  }
  const tileLinks = main.getByRole("list").getByRole("link");
  expect(await tileLinks.count()).toBeGreaterThan(0);
  for (const name of await tileLinks.allTextContents()) expect(name).toMatch(/^Öffnen: /);
  await expect(main.getByRole("link", { name: /Zum Partnerangebot|Sterbefall melden/ })).toHaveCount(0);
  await expect(main.getByText(/Sterbefall melden|schön, dass Sie da sind/)).toHaveCount(0);
}

test("a care worker sees a frozen provision read-only on every page", async ({
  page,
  accounts,
  staff,
}, testInfo) => {
  expect(staff.email).toBeTruthy();
  // A paid plan and a trusted person, as most customers leave it; the fixture freezes without a death report.
  const customer = await accounts.customer({
    confirmed: true,
    paid: true,
    trustedPerson: { email: "eva@example.de" },
    frozen: true,
    firstname: "Erika",
    lastname: "Muster",
  });
  await page.goto(`/provisions/${customer.provisionId}`);
  // A care worker has answered the cookie question long ago.
  await page.getByRole("button", { name: "Nur notwendige Cookies" }).click();
  await page.getByRole("button", { name: "Vorsorge öffnen" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expectNothingToDo(page);

  for (const path of ["/overview", "/overview/offer", "/overview/wishes", "/overview/letters", "/profile"]) {
    if (path !== "/overview") await page.goto(path);
    await expect(page).toHaveURL(path);
    await expectReadOnly(page, path);
  }
  // The offer: nobody changes it any more, and no documents are to be requested.
  await page.goto("/overview/offer");
  const offer = page.getByRole("main");
  await expect(offer.getByText(/Änderungen nimmt unser Kundenservice/)).toHaveCount(0);
  await expect(offer.getByText(/Fordern Sie jetzt/)).toHaveCount(0);
  await expect(offer.getByRole("link", { name: "Unterlagen anfordern" })).toHaveCount(0);

  await page.goto("/profile");
  // The profile's stored values stay readable, in fields that cannot be changed.
  await expect(page.getByLabel(/^Vorname/)).toHaveValue("Erika");
  await expect(page.getByLabel(/^Vorname/)).toBeDisabled();

  // A page that only changes the provision leads to the page that shows it.
  await page.goto("/overview/wishes/music/edit");
  await expect(page).toHaveURL("/overview/wishes");
  await page.goto("/overview/letters/create");
  await expect(page).toHaveURL("/overview/letters");

  const mode = testInfo.project.name;
  for (const path of ["/overview", "/overview/offer"]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(path);
      await expectReadOnly(page, `${path} at ${width} px`);
      const name = `${mode}-${path.slice(1).replaceAll("/", "-")}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
  }
});
