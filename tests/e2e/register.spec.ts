import AxeBuilder from "@axe-core/playwright";
import { clockAhead } from "./support/clock";
import { expect, test } from "./support/fixtures";
import {
  answerFirstSteps,
  fillData,
  mailboxPath,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
} from "./support/journeys";

test.describe("sign-up wizard", () => {
  test("completing the wizard creates the account, shows the processing screen and continues", async ({
    page,
    jsOff,
    audit,
  }) => {
    test.setTimeout(60_000); // seven audits and a 3 s refresh without JavaScript
    const email = uniqueEmail();
    await page.goto(`/register?referrer=e2e&firstname=Anna&email=${encodeURIComponent(email)}`);
    await answerFirstSteps(page, jsOff, () => audit());

    await expect(page.getByText("Schritt 5 von 5")).toBeVisible();
    await expect(page.getByLabel("Vorname")).toHaveValue("Anna");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await audit();
    await fillData(page, email);
    await page.getByRole("button", { name: "Weiter" }).click();

    await expect(page).toHaveURL("/register/prepare");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Vorsorge wird vorbereitet");
    await expect(page.getByRole("link", { name: "Weiter zur Übersicht" })).toBeVisible();
    // With JavaScript the page moves on after its animation; without, the customer follows the link when ready
    // (no timed refresh, WCAG 2.2.1).
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    if (jsOff) await page.getByRole("link", { name: "Weiter zur Übersicht" }).click();
    await expect(page).toHaveURL(/\/(overview|intro)/, { timeout: 10_000 });

    const mailbox = await page.goto(mailboxPath(email));
    if (mailbox?.status() === 200) {
      await expect(page.getByRole("link", { name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" })).toHaveCount(
        1,
      );
    } else {
      // The developer mailbox is off in this server (production without MAIL_DEV=1).
      expect(mailbox?.status()).toBe(404);
    }
  });

  test("the processing screen passes axe", async ({ page, jsOff }) => {
    // Without JavaScript the page stays (no timed refresh) and the automatic audit sees it in the journey above.
    test.skip(jsOff, "axe runs in the js-on project");
    const email = uniqueEmail();
    await page.goto("/register");
    await answerFirstSteps(page, false);
    await fillData(page, email);
    // Hold the move to the overview (its data request never answers), so axe sees the processing screen.
    await page.route(/\/overview\.data/, () => {});
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Vorsorge wird vorbereitet");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("skipping steps by URL leads back to the first step", async ({ page }) => {
    for (const step of ["character", "place", "birthdate", "data"]) {
      await page.goto(`/register/${step}`);
      await expect(page).toHaveURL("/register/type");
    }
    await page.goto("/register/type");
    await page.getByRole("button", { name: /Erdbestattung/ }).click();
    await expect(page).toHaveURL("/register/character");
    await page.goto("/register/birthdate");
    await expect(page).toHaveURL("/register/type");
    await expect(page.getByText("Ihre bisherige Auswahl")).toBeVisible();
  });

  test("the sea packages are described by what happens at sea, not by coffin and flower texts", async ({
    page,
  }) => {
    await page.goto("/register/type");
    await page.getByRole("button", { name: /^Seebestattung/ }).click();
    await expect(page).toHaveURL("/register/character");
    await expect(page.getByRole("button", { name: /^Begleitete Seebestattung/ })).toContainText(
      "Ihre Angehörigen begleiten die Beisetzung an Bord.",
    );
    await expect(page.getByRole("button", { name: /^Stille Seebestattung/ })).toContainText(
      "ohne Begleitung auf See",
    );
    await expect(page.getByRole("main")).not.toContainText("Sarg");
  });

  test("posting a step out of order is refused and changes nothing", async ({ page }) => {
    await page.goto("/register/type");
    const response = await page.request.post("/register/data", {
      form: { salutation: "sir", firstname: "Max", lastname: "Muster", email: uniqueEmail() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/register/type");
    await page.goto("/register/character");
    await expect(page).toHaveURL("/register/type");
  });

  test("an invalid data step answers 400 with an error summary and a 'Fehler:' title", async ({
    page,
    jsOff,
    audit,
  }) => {
    await page.goto("/register");
    await answerFirstSteps(page, jsOff);
    // The answers are kept on the server: the session cookie carries only a draft key.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__vp_session");
    expect(cookie?.value.length).toBeLessThan(200);
    expect(Buffer.from(decodeURIComponent(cookie!.value).split(".")[0]!, "base64").toString()).not.toMatch(
      /cremation|Kiel|1950/,
    );
    await page.getByLabel("Telefonnummer").fill("abc");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveTitle(/^Fehler: Ihre Kontaktdaten/);
    const summary = page.getByRole("region", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: /gültige Telefonnummer/ })).toBeVisible();
    await expect(summary.getByRole("link", { name: /Bedingungen zu/ })).toBeVisible();
    if (!jsOff) await expect(summary).toBeFocused();
    await audit();

    const submissionId = await page.locator("input[name=submissionId]").inputValue();
    const response = await page.request.post("/register/data", {
      form: { submissionId, salutation: "sir", firstname: "", email: "kein-at" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Fehler: Ihre Kontaktdaten");
  });

  test("a filled honeypot creates no account and gets a generic message", async ({ page, jsOff }) => {
    await page.goto("/register");
    await answerFirstSteps(page, jsOff);
    const submissionId = await page.locator("input[name=submissionId]").inputValue();
    const response = await page.request.post("/register/data", {
      form: {
        submissionId,
        salutation: "sir",
        firstname: "Max",
        lastname: "Muster",
        phone: "0431 1234567",
        email: uniqueEmail(),
        password: "geheim123",
        terms: "on",
        website: "https://spam.example",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Es ist ein Fehler aufgetreten.");
    expect(html).not.toContain("geheim123");
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/login/);
  });

  test("password guesses through the data step count as sign-in attempts: the sixth hits the limit", async ({
    page,
    jsOff,
  }) => {
    // The same person may continue a same-day registration with the account's password,
    // but only 60 s after the first one (submission gap): the test moves the server's clock 62 s ahead.
    test.setTimeout(150_000);
    const email = await registerCustomer(page, jsOff);
    await page.context().clearCookies();
    await page.goto("/register");
    await answerFirstSteps(page, jsOff);
    await clockAhead(page.context(), 62_000);

    const submit = async (password: string) => {
      await fillData(page, email);
      await page.getByLabel("Passwort").fill(password);
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL("/register/data");
    };
    for (let i = 1; i <= 5; i++) {
      await submit(`falsch-${i}`);
      await expect(
        page.getByText("Zu dieser E-Mail-Adresse gibt es bereits ein Konto.").first(),
      ).toBeVisible();
    }
    const limit = "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";
    await submit("falsch-6");
    await expect(page.getByText(limit).first()).toBeVisible();
    // The right password is refused too while the limit holds.
    await submit(PASSWORD);
    await expect(page.getByText(limit).first()).toBeVisible();
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the place search is throttled per address: 429 with a German message, also on the no-JS page", async ({
    page,
    jsOff,
  }) => {
    test.skip(!jsOff, "the no-JavaScript search page is the one to check; the JSON route is the same");
    test.setTimeout(90_000);
    await page.goto("/register");
    await page.getByRole("button", { name: /Feuerbestattung/ }).click();
    await page.getByRole("button", { name: /Komfort/ }).click();
    await expect(page).toHaveURL("/register/place");

    for (let i = 0; i < 120; i++) {
      const response = await page.request.get("/register/places?q=24");
      expect(response.status()).toBe(200);
    }
    const refused = await page.request.get("/register/places?q=Kiel");
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({
      places: [],
      message: expect.stringMatching(/^Sie haben in kurzer Zeit sehr viele Orte gesucht\./),
    });

    const search = await page.goto("/register/place?q=Kiel");
    expect(search?.status()).toBe(429);
    await expect(page.getByText(/Sie haben in kurzer Zeit sehr viele Orte gesucht/).first()).toBeVisible();
    await expect(page.getByLabel("24103 Kiel")).toHaveCount(0);
  });
});
