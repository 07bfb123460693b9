import { signedIn } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { signIn, signOut } from "./support/journeys";

/**
 * Fewer places where an older customer gets stuck: what a walk-through as a 75-year-old found, one test each.
 */

test("a password field shows what was typed, and hides it again (with JavaScript)", async ({
  page,
  jsOff,
}) => {
  await page.goto("/login");
  const password = page.getByLabel("Passwort", { exact: false }).first();
  await password.fill("Tippfehler-123");
  const show = page.getByRole("button", { name: "Passwort anzeigen" });
  if (jsOff) {
    // Without the page's script a button could do nothing, so there is none; the field stays hidden as typed.
    await expect(show).toHaveCount(0);
    await expect(password).toHaveAttribute("type", "password");
    return;
  }
  await show.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("Tippfehler-123");
  await expect(page.getByText("Ihr Passwort ist jetzt sichtbar.")).toBeAttached();
  await page.getByRole("button", { name: "Passwort verbergen" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveValue("Tippfehler-123");
});

test.describe("messages where the eye is", () => {
  test.use({ customerOptions: { confirmed: true, paid: true } });

  test("after 'Passwort ändern' the message is in view and the password fields are empty", async ({
    page,
    customer,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/profile#password");
    const section = page.locator("#password");
    await section.getByLabel("Aktuelles Passwort").fill(customer.password);
    await section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true }).fill("neuesGeheim7");
    await section.getByLabel("Neues Passwort wiederholen").fill("neuesGeheim7");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    const message = page.getByRole("status").getByText("Ihr Passwort wurde geändert", { exact: false });
    await expect(message).toBeInViewport();
    for (const label of ["Aktuelles Passwort", "Neues Passwort wiederholen"])
      await expect(section.getByLabel(label)).toHaveValue("");
    await expect(section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true })).toHaveValue("");
  });

  test("after 'Unterlagen anfordern' on a phone the message is in view", async ({
    page,
    customer: _customer,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/profile#documents");
    await page.locator("#documents").getByRole("button", { name: "Unterlagen anfordern" }).click();
    await expect(page.getByRole("status").getByText("Ihre Unterlagen sind angefordert")).toBeInViewport();
  });
});

test("typing before the page's script has loaded counts: 'Daten speichern' is enabled once it runs", async ({
  page,
  customer: _customer,
  jsOff,
}) => {
  test.skip(jsOff, "without JavaScript the button is always enabled");
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/profile", { waitUntil: "commit" });
  const street = page.getByLabel("Straße und Hausnummer", { exact: false });
  await street.fill("Lindenweg 5");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(street).toHaveValue("Lindenweg 5");
  await expect(page.getByRole("button", { name: "Daten speichern" })).toBeEnabled();
});

test("a direct link after sign-in opens its page; the hints wait for the overview", async ({
  page,
  accounts,
}) => {
  test.setTimeout(90_000);
  const { email } = await signedIn(accounts, page.context(), { intro: true });
  await page.goto("/overview");
  await page.getByRole("button", { name: "Überspringen" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
  await signOut(page);
  // The second sign-in, from a link to the wishes: the wishes open, no "Hinweis 1 von …".
  await signIn(page, email, undefined, "/overview/wishes");
  await expect(page).toHaveURL(/\/overview\/wishes$/);
  await expect(page.getByText(/^Hinweis 1 von/)).toHaveCount(0);
  // The hints come when the customer reaches the overview.
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/intro/);
  await expect(page.getByText(/^Hinweis 1 von \d$/)).toBeVisible();
});

test("the step counter of 'Finanzierung planen' only counts forward, across its two wizards", async ({
  page,
  customer: _customer,
}) => {
  await page.goto("/overview/finance/insurance/wizard");
  await expect(page.getByText("Schritt 1 von 4", { exact: true })).toBeVisible();
  await page.goto("/overview/finance/insurance/wizard/type");
  await expect(page.getByText("Schritt 2 von 4", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /Ich sorge selbst vor/ }).click();
  await expect(page).toHaveURL(/\/overview\/finance\/costs\/wizard$/);
  // Before: "Schritt 2 von 3" here became "Schritt 1 von 2".
  await expect(page.getByText("Schritt 3 von 4", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/costs\/wizard\/future$/);
  await expect(page.getByText("Schritt 4 von 4", { exact: true })).toBeVisible();
  // Already paid: the path has 3 steps, and the details are its last.
  await page.goto("/overview/finance/insurance/wizard/type");
  await page.getByRole("button", { name: /Bereits abgesichert/ }).click();
  await expect(page.getByText("Schritt 3 von 3", { exact: true })).toBeVisible();
});

test.describe("a letter begun and left", () => {
  test.use({
    customerOptions: {
      confirmed: true,
      letters: [
        {
          text: "Liebe Grüße",
          recipient: { firstname: "Eva", lastname: "Muster" },
          generic: "AFTER_FUNERAL",
        },
      ],
    },
  });

  test("'Neuen Brief schreiben' and leaving leaves no empty letter in the list", async ({
    page,
    customer: _customer,
  }) => {
    const tiles = page.getByRole("list", { name: "Ihre Briefe" }).getByRole("listitem");
    await page.goto("/overview/letters");
    // The one letter and the tile for a new one.
    await expect(tiles).toHaveCount(2);
    for (let round = 0; round < 2; round += 1) {
      await page.getByRole("button", { name: "Neuen Brief schreiben" }).click();
      await expect(page).toHaveURL(/\/overview\/letters\/create$/);
      await page.goto("/overview/letters");
      await expect(tiles).toHaveCount(2);
    }
  });
});

test.describe("links in lists on a phone", () => {
  test.use({
    customerOptions: {
      confirmed: true,
      paid: true,
      letters: [
        {
          text: "Liebe Grüße",
          recipient: { firstname: "Eva", lastname: "Muster" },
          generic: "AFTER_FUNERAL",
        },
      ],
    },
  });

  test("every link in a list is at least 44 px tall at 375 px", async ({ page, customer: _customer }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const pages = [
      "/overview",
      "/overview/offer",
      "/overview/wishes",
      "/overview/trusted-person",
      "/overview/finance",
      "/overview/letters",
      "/overview/pricing",
      "/documents",
      "/profile",
      "/leichte-sprache",
      "/leichte-sprache/meine-vorsorge",
      "/agb",
    ];
    for (const path of pages) {
      await page.goto(path);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("main li a, main dd a")]
          .map((link) => ({
            text: (link.textContent ?? "").trim(),
            height: link.getBoundingClientRect().height,
          }))
          .filter(({ height }) => height > 0 && height < 44),
      );
      expect(small, path).toEqual([]);
    }
  });
});

test("at 375 px the cookie banner takes at most a third of the screen and covers neither heading nor main button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/login");
  const banner = page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(667 / 3);
  for (const target of [
    page.getByRole("heading", { level: 1 }),
    page.getByRole("main").getByRole("button", { name: "Anmelden", exact: true }),
  ]) {
    const other = (await target.boundingBox())!;
    const overlaps = other.y < box.y + box.height && box.y < other.y + other.height;
    expect(overlaps).toBe(false);
  }
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(heading.y + heading.height).toBeLessThanOrEqual(667);
});
