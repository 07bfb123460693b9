/**
 * Zoom and text spacing on every customer page (WCAG 2.1 1.4.4, 1.4.10, 1.4.12; decision 0107), with JavaScript off
 * and on. For each page of tests/e2e/support/customer-pages.ts:
 *
 * 1. 200 % zoom. A browser zoomed to 200 % lays a 1280 × 720 window out as a 640 × 360 CSS-pixel viewport (the
 *    media queries see 640 px, one CSS pixel is two device pixels): the page is opened in such a viewport. Nothing
 *    may scroll sideways, the main heading is on screen, and every button and field of the page can be scrolled to
 *    and is not covered by anything (the cookie banner, a sticky header), its text whole.
 * 2. Text spacing. The WCAG 1.4.12 override (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em)
 *    is added as a style sheet at 320 px: nothing scrolls sideways, no element that hides its overflow cuts off
 *    text, and no button's text runs out of the button.
 */
import type { Page } from "@playwright/test";
import routes from "../../app/routes";
import { expect, test } from "./support/fixtures";
import { findLosses } from "./support/losses";
import {
  CUSTOMER_PAGES,
  NOT_CUSTOMER_FOLDERS,
  NOT_PAGES,
  routeKeys,
  type CustomerPage,
} from "./support/customer-pages";

/** The WCAG 1.4.12 text-spacing values, as the usual bookmarklet sets them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

async function openPage(page: Page, target: CustomerPage): Promise<string> {
  const path =
    typeof target.path === "string"
      ? target.path
      : await target.path({ html: async (address) => (await page.request.get(address)).text() });
  const response = await page.goto(path);
  // An error page has a heading and no controls, so it would lose nothing: only the listed pages' own status counts.
  expect(response?.status() ?? 0, path).toBe(target.status ?? 200);
  return path;
}

/** Opens each page at 200 % zoom and with the text spacing; returns every loss, by page. */
async function checkPages(page: Page, pages: readonly CustomerPage[]): Promise<string[]> {
  const found: string[] = [];
  for (const target of pages) {
    await page.setViewportSize({ width: 640, height: 360 });
    const path = await openPage(page, target);
    const landed = new URL(page.url()).pathname;
    expect(landed, `${path} lands on`).toBe(target.lands ?? path.split("?")[0]);
    const where = target.lands ? `${path} (→ ${landed})` : path;
    for (const loss of await page.evaluate(findLosses, { controls: true }))
      found.push(`${where} at 200 %: ${loss}`);
    await page.setViewportSize({ width: 320, height: 640 });
    // Not addStyleTag: it waits for the sheet's load event, which never comes with JavaScript off.
    await page.evaluate((css) => {
      const sheet = document.createElement("style");
      sheet.textContent = css;
      document.head.append(sheet);
    }, TEXT_SPACING);
    // The override took effect (a Content-Security-Policy without inline styles would leave it a silent no-op).
    expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing), where).not.toBe("0px");
    for (const loss of await page.evaluate(findLosses, { controls: false }))
      found.push(`${where} with text spacing at 320 px: ${loss}`);
  }
  return found;
}

test("the list holds every page of the customer's areas, or says why a route is none", () => {
  const keys = routeKeys(routes);
  const listed = new Set(CUSTOMER_PAGES.map((target) => target.route));
  const unaccounted = keys
    .filter(({ folder }) => !(folder in NOT_CUSTOMER_FOLDERS))
    .map(({ key }) => key)
    .filter((key) => !listed.has(key) && !(key in NOT_PAGES));
  expect(unaccounted, "routes neither in CUSTOMER_PAGES nor in NOT_PAGES").toEqual([]);
  const known = new Set(keys.map(({ key }) => key));
  const stale = [...listed, ...Object.keys(NOT_PAGES)].filter((key) => !known.has(key));
  expect(stale, "entries for routes that no longer exist").toEqual([]);
});

const pagesOf = (as: CustomerPage["as"]) => CUSTOMER_PAGES.filter((target) => target.as === as);
/** Groups of the full customer's pages, so each test stays within its time and the two workers share them. */
const GROUPS = 3;
const SKIP_AUDIT = "this spec checks zoom and text spacing; each flow's own spec audits its pages";

test.describe("signed-in pages at 200 % zoom and with text spacing", () => {
  test.use({
    customerOptions: {
      confirmed: true,
      paid: true,
      application: true,
      trustedPerson: { email: "vertraut@example.de", readAccess: true },
      letters: [
        {
          text: "Lieber Max, danke für alles.",
          recipient: { firstname: "Max", lastname: "Weber", email: "max.weber@example.de" },
          generic: "AFTER_FUNERAL",
        },
      ],
    },
  });

  const pages = pagesOf("customer");
  for (let group = 0; group < GROUPS; group++) {
    const mine = pages.filter((_, index) => index % GROUPS === group);
    test(`group ${group + 1} of ${GROUPS}: ${mine.length} pages lose nothing`, async ({
      page,
      customer,
      skipAudit,
    }) => {
      void customer;
      test.setTimeout(60_000 + mine.length * 8_000);
      skipAudit(/./, SKIP_AUDIT);
      // A guest, so that the guest's edit page exists.
      if (mine.some((target) => target.route === "guest-edit")) await addGuest(page);
      expect(await checkPages(page, mine)).toEqual([]);
    });
  }
});

test.describe("a trial customer's pages at 200 % zoom and with text spacing", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("lose nothing", async ({ page, customer, skipAudit }) => {
    void customer;
    skipAudit(/./, SKIP_AUDIT);
    expect(await checkPages(page, pagesOf("trial"))).toEqual([]);
  });
});

test("the pages of a visitor lose nothing at 200 % zoom and with text spacing", async ({
  page,
  skipAudit,
}) => {
  const pages = pagesOf("visitor");
  test.setTimeout(60_000 + pages.length * 8_000);
  skipAudit(/./, SKIP_AUDIT);
  expect(await checkPages(page, pages)).toEqual([]);
});

async function addGuest(page: Page): Promise<void> {
  await page.goto("/overview/guests/new");
  await page.getByLabel(/^Name/).first().fill("Erika Mustermann");
  await page
    .getByRole("button", { name: /speichern|hinzufügen/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/overview\/guests(\?|$)/);
}
