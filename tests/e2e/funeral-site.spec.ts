import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const PAGE = "/overview/offer/funeral-site";
const TILES = "https://tile.openstreetmap.org/**";
/** A 1×1 grey PNG: what the tile server answers in these tests (no internet here). */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGM4AQAAygDJmcpdfgAAAABJRU5ErkJggg==",
  "base64",
);

/** Serves every tile request with the local image; returns how many were asked for. */
async function serveTiles(page: Page): Promise<{ count: number }> {
  const served = { count: 0 };
  await page.route(TILES, (route: Route) => {
    served.count += 1;
    return route.fulfill({ body: TILE_PNG, contentType: "image/png" });
  });
  return served;
}

/** Pairs of map markers whose targets overlap (by their labels). */
function overlappingMarkers(page: Page): Promise<string[]> {
  return page.locator(".leaflet-marker-icon button").evaluateAll((buttons) => {
    const boxes = buttons.map((button) => ({
      label: button.getAttribute("aria-label") ?? "",
      box: button.getBoundingClientRect(),
    }));
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        )
        .map((b) => `${a.label} / ${b.label}`),
    );
  });
}

const siteList = (page: Page) => page.getByRole("group", { name: /^Bestattungsorte in der Nähe von/ });
const saveButton = (page: Page) => page.getByRole("button", { name: "Bestattungsort speichern" });
const currentSite = (page: Page) => page.getByTestId("current-site");

/** The name of the n-th site of the list (0 = nearest). */
async function siteName(page: Page, index: number): Promise<string> {
  return (await siteList(page).locator("li[data-site-id] label").nth(index).innerText()).trim();
}

test.describe("funeral site", () => {
  test("choose a site through the search by place, with prices for the grave type", async ({
    page,
    customer,
    jsOff,
  }) => {
    void customer;
    const tiles = await serveTiles(page);
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestattungsort und Grabart");
    await expect(currentSite(page)).toHaveText("Sie haben noch keinen Bestattungsort gewählt.");
    // Around the customer's own place (Kiel, from sign-up) before any search.
    await expect(siteList(page)).toBeVisible();
    await expect(page.getByRole("radio", { name: "Urnenreihengrab" })).toBeChecked();

    await page.getByLabel("Postleitzahl oder Ort").fill("München");
    await page.getByRole("button", { name: "Bestattungsorte suchen" }).click();
    await expect(siteList(page)).toHaveAccessibleName(/München$/);
    const first = siteList(page).locator("li[data-site-id]").first();
    await expect(first).toContainText("km entfernt");
    await expect(first).toContainText("für Urnenreihengrab");
    await expect(first).toContainText("€");

    // Another grave type: with JavaScript the list follows at once; without it, every grave type's price is
    // listed already, so the price of the type about to be saved is on the page without searching again.
    await page.getByRole("radio", { name: "Urnenwahlgrab" }).check();
    await expect(first).toContainText("für Urnenwahlgrab");
    await expect(siteList(page)).toHaveAccessibleName(/München$/);

    const name = await siteName(page, 1);
    const second = siteList(page).locator("li[data-site-id]").nth(1);
    const shown = /([\d.]+,\d\d\s€) für Urnenwahlgrab/.exec(await second.innerText())?.[1];
    expect(shown).toBeTruthy();
    await siteList(page).getByRole("radio", { name }).check();
    await saveButton(page).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    await expect(currentSite(page)).toContainText(name);
    await expect(currentSite(page)).toContainText("Grabart: Urnenwahlgrab");
    // The fee saved is the one the list showed.
    await expect(currentSite(page)).toContainText(`Preis: ${shown}`);

    // Unchanged: refused (without JavaScript the server says so; with it the button is not available).
    if (jsOff) {
      await saveButton(page).click();
      await expect(page.getByText("Sie haben nichts geändert.", { exact: false }).first()).toBeVisible();
      await expect(currentSite(page)).toContainText(name);
    } else {
      await expect(saveButton(page)).toBeDisabled();
      expect(tiles.count).toBeGreaterThan(0);
    }
  });

  test("a grave type the page did not offer is refused with a field error and nothing is saved", async ({
    page,
    customer,
  }) => {
    void customer;
    await serveTiles(page);
    await page.goto(PAGE);
    await siteList(page)
      .getByRole("radio", { name: await siteName(page, 0) })
      .check();
    // A forged form: the checked grave type carries a burial grave type, which a cremation does not offer.
    await page
      .getByRole("radio", { name: "Urnenreihengrab" })
      .evaluate((radio: HTMLInputElement) => (radio.value = "wahlgrab"));
    await saveButton(page).click();
    await expect(page.getByText("Bitte wählen Sie eine Grabart Ihrer Bestattungsart.").first()).toBeVisible();
    await expect(page).toHaveTitle(/^Fehler/);
    await expect(currentSite(page)).toHaveText("Sie haben noch keinen Bestattungsort gewählt.");
  });

  test("a postal code that matches no place, and a malformed search, answer with a message", async ({
    page,
    customer,
  }) => {
    void customer;
    await serveTiles(page);
    await page.goto(`${PAGE}?q=00000`);
    await expect(
      page.getByText("Zu „00000“ haben wir keinen Ort gefunden.", { exact: false }).first(),
    ).toBeVisible();
    const response = await page.goto(`${PAGE}?q=x`);
    expect(response?.status()).toBe(400);
    await expect(
      page.getByText("Bitte geben Sie eine Postleitzahl oder einen Ort", { exact: false }).first(),
    ).toBeVisible();
  });

  test("choose a site through the map", async ({ page, customer, jsOff }) => {
    test.skip(jsOff, "the map needs JavaScript; without it the list is the way (test above)");
    // Two zooms and their look-ups before the choice: more than the default time on a busy machine.
    test.slow();
    void customer;
    const tiles = await serveTiles(page);
    await page.goto(PAGE);
    await expect(page.getByTestId("map-status")).toHaveText(/Bestattungsorte? im Kartenausschnitt/, {
      timeout: 15_000,
    });
    await expect.poll(() => tiles.count).toBeGreaterThan(0);
    // Fewer than 3 sites in view: the map zooms out until there are.
    await expect(page.getByTestId("map-status")).toHaveText(
      /^([3-9]|\d\d+) Bestattungsorte im Kartenausschnitt$/,
      { timeout: 15_000 },
    );
    // Sites whose targets would overlap share one marker that says how many (WCAG 2.5.8): no two overlap.
    expect(await overlappingMarkers(page)).toEqual([]);
    const shared = page.getByRole("button", {
      name: /^2 Bestattungsorte an dieser Stelle: .*Waldfriedhof Kiel/,
    });
    await expect(shared).toHaveText("");
    await expect(shared).toHaveAttribute("data-group", "2");
    // Pressing it zooms in until each of them has a marker of its own.
    await shared.click();
    await expect(page.getByRole("button", { name: "Waldfriedhof Kiel, Kiel" })).toBeVisible({
      timeout: 15_000,
    });
    expect(await overlappingMarkers(page)).toEqual([]);

    // A marker checks its site in the list (adding it to the list when it was not listed). The one zoomed to is
    // in view; a marker near the edge may be outside it, and the chosen site is never in a shared marker.
    const name = "Waldfriedhof Kiel";
    await page.getByRole("button", { name: `${name}, Kiel` }).click();
    await expect(siteList(page).getByRole("radio", { name })).toBeChecked();
    await saveButton(page).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    await expect(currentSite(page)).toContainText(name);
  });

  test("markers are large enough to touch, reachable by keyboard, and focus stays on the list", async ({
    page,
    customer,
    jsOff,
  }) => {
    void customer;
    // No tile server in tests: the page and its markers work without map images.
    await page.route(TILES, (route) => route.abort("failed"));
    await page.goto(PAGE);
    const markers = page.locator(".leaflet-marker-icon button");
    if (jsOff) {
      // Without JavaScript there is no map: the list is the way to choose, by keyboard too.
      await expect(markers).toHaveCount(0);
      const first = siteList(page).getByRole("radio").first();
      await first.focus();
      await page.keyboard.press("ArrowDown");
      await expect(siteList(page).getByRole("radio").nth(1)).toBeChecked();
      await expect(siteList(page).getByRole("radio").nth(1)).toBeFocused();
      return;
    }
    await expect(page.getByTestId("map-status")).toHaveText(/Bestattungsorte? im Kartenausschnitt/, {
      timeout: 15_000,
    });
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // The map settles first: with fewer than 3 sites in view it zooms out, and the markers are drawn anew (a
    // marker focused before that would be gone when Enter is pressed).
    await expect(page.getByTestId("map-status")).toHaveText(
      /^([3-9]|\d\d+) Bestattungsorte im Kartenausschnitt$/,
      { timeout: 15_000 },
    );
    // Every marker is a 44 × 44 px target (WCAG 2.5.5).
    for (const box of await markers.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().toJSON() as { width: number; height: number }),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // From the list, Tab reaches a site's marker (past the map itself and any shared marker).
    await siteList(page).getByRole("radio").first().focus();
    let label: string | null = null;
    for (let presses = 0; presses < 6 && !label; presses += 1) {
      await page.keyboard.press("Tab");
      label = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest(".leaflet-marker-icon") && !active.hasAttribute("data-group")
          ? active.getAttribute("aria-label")
          : null;
      });
    }
    expect(label, "a marker button takes keyboard focus").toBeTruthy();
    const name = label!.split(",")[0]!.trim();
    // Enter chooses it: its site is checked in the list, and focus is there, not lost to the page.
    await page.keyboard.press("Enter");
    const radio = siteList(page).getByRole("radio", { name });
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
    await saveButton(page).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    await expect(currentSite(page)).toContainText(name);
  });

  test("the page stays usable when the tiles fail", async ({ page, customer, jsOff }) => {
    test.skip(jsOff, "without JavaScript no tile is requested");
    void customer;
    await page.route(TILES, (route) => route.abort("failed"));
    await page.goto(PAGE);
    await expect(page.getByTestId("map-status")).toHaveText(/Bestattungsorte? im Kartenausschnitt/, {
      timeout: 15_000,
    });
    const name = await siteName(page, 0);
    await siteList(page).getByRole("radio", { name }).check();
    await saveButton(page).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    await expect(currentSite(page)).toContainText(name);
  });

  test("only this page allows the tile host, and Leaflet loads nowhere else", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "headers and scripts: the same in both projects");
    void customer;
    const onPage = await page.request.get(PAGE);
    expect(onPage.headers()["content-security-policy"]).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    );
    expect(onPage.headers()["x-vp-csp-extension"]).toBeUndefined();
    const overview = await page.request.get("/overview");
    expect(overview.headers()["content-security-policy"]).not.toContain("tile.openstreetmap.org");

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.resourceType() === "stylesheet")
        scripts.push(request.url());
    });
    await page.goto("/overview");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);
    // Nor inside the one stylesheet every page shares (inlined in the head, decision 0068), nor a linked one.
    const styles = await page.locator("style#document-styles").textContent();
    expect(styles).toContain(".visually-hidden");
    expect(styles).not.toContain(".leaflet-");
    for (const url of scripts.filter((url) => url.endsWith(".css")))
      expect(await (await page.request.get(url)).text()).not.toContain(".leaflet-");
  });

  test("the marker look-up answers 400 to bad parameters and JSON to good ones", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "plain requests: the same in both projects");
    void customer;
    const markers = "/overview/offer/funeral-site/markers";
    const bad = await page.request.get(`${markers}?types=cremation&south=x&west=1&north=2&east=2`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ message: "Die Kartenanfrage ist ungültig." });
    const good = await page.request.get(
      `${markers}?types=cremation&south=54.2&west=9.9&north=54.45&east=10.35`,
    );
    expect(good.status()).toBe(200);
    const body = (await good.json()) as { markers: { id: string; name: string }[]; truncated: boolean };
    expect(body.truncated).toBe(false);
    expect(body.markers.length).toBeGreaterThan(0);
  });
});

test.describe("funeral site for a sea funeral", () => {
  test.use({ customerOptions: { funeralType: "sea", funeralPlan: "high" } });

  test("a site is required: refused without one, saved with one", async ({ page, customer, jsOff }) => {
    void customer;
    await serveTiles(page);
    await page.goto(PAGE);
    await expect(page.getByRole("radio", { name: "Noch keinen Bestattungsort festlegen" })).toHaveCount(0);
    if (jsOff) {
      await saveButton(page).click();
      await expect(
        page.getByText("Für eine Seebestattung wählen Sie bitte einen Ort der Seebestattung.").first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Fehler/);
    } else {
      await expect(saveButton(page)).toBeDisabled();
    }
    await expect(currentSite(page)).toHaveText("Sie haben noch keinen Bestattungsort gewählt.");
    const name = await siteName(page, 0);
    await siteList(page).getByRole("radio", { name }).check();
    await saveButton(page).click();
    await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
    await expect(currentSite(page)).toContainText(name);
  });
});
