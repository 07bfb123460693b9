/**
 * Back and Forward (decision 0111): the offer's pages come back from the browser's back/forward cache, and after
 * signing out Back shows nothing of the account. Playwright starts Chromium with `--disable-back-forward-cache`, and
 * the headless shell the other specs use has the cache off whatever the switches: these tests start the full
 * Chromium (headless) without that switch, as a customer's browser is.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { clockAhead } from "./support/clock";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/journeys";

const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium";
const MAP_PAGE = "/overview/offer/funeral-site";
const TILES = "https://tile.openstreetmap.org/**";
/** A 1×1 grey PNG: what the tile server answers here (no internet). */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGM4AQAAygDJmcpdfgAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;

test.beforeAll(async ({ playwright, launchOptions }) => {
  browser = await playwright.chromium.launch({
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
});

test.afterAll(async () => {
  await browser.close();
});

/** A context of the back/forward-caching browser with the project's settings (JavaScript on or off). */
async function cachingContext(baseURL: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  await context.route(TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: "image/png" }));
  return context;
}

/** Opens `path` as a new document; with JavaScript, returns once the page's scripts have taken over. */
async function open(page: Page, path: string, javaScriptEnabled: boolean): Promise<void> {
  await page.goto(path);
  if (javaScriptEnabled) {
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  }
}

/** Leaves a mark on the page's window: a page restored from the back/forward cache still has it. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { backForwardMark?: string }).backForwardMark = window.location.pathname;
  });
}

/**
 * Goes back one entry and tells whether the page came back from the back/forward cache (its mark is there) and,
 * when a new document was loaded instead, the reasons Chromium gives (`notRestoredReasons`). A restored page fires
 * no load event, so the navigation is awaited to its commit only.
 */
async function back(page: Page): Promise<{ restored: boolean; reasons: string[] }> {
  await page.goBack({ waitUntil: "commit" });
  // Not `waitForFunction`: it polls by animation frame, which a page without JavaScript never runs (a slow load
  // hung the test there). A restored page is complete already; a new document is awaited to its load event.
  if (!(await page.evaluate(() => document.readyState === "complete"))) await page.waitForLoadState("load");
  return page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      notRestoredReasons?: { reasons: { reason: string }[] | null } | null;
    };
    return {
      restored: (window as { backForwardMark?: string }).backForwardMark === window.location.pathname,
      reasons: (entry.notRestoredReasons?.reasons ?? []).map(({ reason }) => reason),
    };
  });
}

test.describe("back/forward cache", () => {
  test("after signing out, Back shows the sign-in page and nothing of the account", async ({
    baseURL,
    accounts,
    javaScriptEnabled,
  }) => {
    const js = javaScriptEnabled !== false;
    const context = await cachingContext(baseURL!, js);
    try {
      const customer = await accounts.customer({ firstname: "Henrike", lastname: "Zwiebelmann" });
      await accounts.signIn(context, customer);
      const page = await context.newPage();
      // The overview is kept for Back while the customer is signed in …
      await open(page, "/overview", js);
      await mark(page);
      await open(page, "/leichte-sprache", js);
      expect(await back(page)).toEqual({ restored: true, reasons: [] });
      await expect(page.getByRole("banner")).toContainText("Henrike Zwiebelmann");

      // … and not after signing out there.
      const signOut = page.waitForResponse((response) => new URL(response.url()).pathname === "/logout");
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("button", { name: "Abmelden" }).click();
      expect((await (await signOut).allHeaders())["clear-site-data"]).toBe('"cache"');
      await expect(page).toHaveURL("/login");

      const after = await back(page);
      expect(after.restored).toBe(false);
      await expect(page).toHaveURL("/login?redirectTo=%2Foverview");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
      await expect(page.locator("body")).not.toContainText("Zwiebelmann");
    } finally {
      await context.close();
    }
  });

  test("the map page comes back from the cache, also after the session renewed itself; a private page does not", async ({
    baseURL,
    accounts,
    jsOff,
  }) => {
    test.skip(jsOff, "the map and its marker look-up need JavaScript");
    const context = await cachingContext(baseURL!, true);
    try {
      await accounts.signIn(context, await accounts.customer());
      const page = await context.newPage();
      const markers = page.waitForResponse((response) => response.url().includes(`${MAP_PAGE}/markers?`));
      await open(page, MAP_PAGE, true);
      await page.getByTestId("map-status").scrollIntoViewIfNeeded();
      await expect(page.getByTestId("map-status")).toHaveText(/Bestattungsorte? im Kartenausschnitt/, {
        timeout: 15_000,
      });
      // The marker look-up was the second reason the page could not be kept.
      expect((await markers).headers()["cache-control"]).toBe("private, no-cache");
      await mark(page);

      await open(page, "/profile", true);
      await mark(page);
      // Sixteen minutes on: the access token has expired, the next page renews it and rewrites the session cookie.
      await clockAhead(context, 16 * 60_000);
      await open(page, "/overview", true);

      // A no-store page does not outlive a change of the session cookie (Chromium keeps it only until then) …
      const profile = await back(page);
      expect(profile.restored).toBe(false);
      await expect(page).toHaveURL("/profile");
      // … the map page does.
      expect(await back(page)).toEqual({ restored: true, reasons: [] });
      await expect(page).toHaveURL(MAP_PAGE);
      await expect(page.getByTestId("map-status")).toHaveText(/Bestattungsorte? im Kartenausschnitt/);
    } finally {
      await context.close();
    }
  });

  test("the answers say what the browser may keep", async ({ page, accounts, baseURL, jsOff }) => {
    test.skip(jsOff, "plain requests: the same in both projects");
    const kept = async (path: string) => {
      const response = await page.request.get(path, { maxRedirects: 0 });
      return { cacheControl: response.headers()["cache-control"], vary: response.headers().vary ?? "" };
    };
    // Anonymous: the public pages without a password field are kept, the sign-in page is not.
    const easy = await kept("/leichte-sprache");
    expect(easy.cacheControl).toBe("private, no-cache");
    expect(easy.vary).toContain("Cookie");
    expect((await kept("/register/type")).cacheControl).toBe("private, no-cache");
    expect((await kept("/login")).cacheControl).toBe("no-store");

    const customer = await accounts.customer();
    await accounts.signIn(page.context(), customer);
    for (const path of [
      "/overview",
      "/overview.data",
      "/overview/offer",
      MAP_PAGE,
      `${MAP_PAGE}.data`,
      `${MAP_PAGE}/markers?types=cremation&south=54.2&west=9.9&north=54.45&east=10.35`,
      "/leichte-sprache/meine-vorsorge",
    ]) {
      const { cacheControl, vary } = await kept(path);
      expect(cacheControl, path).toBe("private, no-cache");
      expect(vary, path).toContain("Cookie");
    }
    for (const path of [
      "/profile",
      "/overview/finance",
      "/overview/finance.data",
      "/overview/letters",
      "/overview/wishes",
      "/overview/trusted-person",
      "/overview/offer/gravetypenote",
      "/documents",
    ]) {
      expect((await kept(path)).cacheControl, path).toBe("no-store");
    }

    // Signing out clears the browser's cache; so does the image the next page loads.
    const signOut = await page.request.post("/logout", {
      form: {},
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(signOut.headers()["clear-site-data"]).toBe('"cache"');
    const clear = await page.request.get("/cache/clear", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(clear.status()).toBe(204);
    expect(clear.headers()["clear-site-data"]).toBe('"cache"');
    const foreign = await page.request.get("/cache/clear", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(foreign.headers()["clear-site-data"]).toBeUndefined();

    // Signing in with the password clears it too.
    const signedIn = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
    );
    await signIn(page, customer.email, customer.password);
    expect((await (await signedIn).allHeaders())["clear-site-data"]).toBe('"cache"');
    await expect(page).not.toHaveURL(/\/login/);

    // Staff: nothing is kept, not even a public page.
    await accounts.signIn(page.context(), await accounts.staff());
    expect((await kept("/leichte-sprache")).cacheControl).toBe("no-store");
    expect((await kept("/backoffice")).cacheControl).toBe("no-store");
  });
});
