import { expect, test } from "./support/fixtures";
import {
  mailLink,
  PASSWORD,
  registerCustomer,
  requestResetLink,
  signIn,
  signOut,
  skipIntros,
} from "./support/journeys";

test.describe("a customer's account", () => {
  test("sign up, confirm by mail, overview with banners and intros, sign out and in, reset the password", async ({
    page,
    jsOff,
    audit,
  }) => {
    test.setTimeout(120_000);
    const email = await registerCustomer(page, jsOff);

    // Intro screens: confirm account first (unconfirmed), then the first-login welcome.
    await expect(page).toHaveURL(/\/intro/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bitte bestätigen Sie Ihr Konto");
    await audit();
    await page.getByRole("button", { name: "Überspringen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Frau Müller");
    await audit();
    // The tile intros wait for a later login: "Weiter" leads to the overview.
    await page.getByRole("button", { name: "Weiter" }).click();

    // The overview: banners and tiles.
    await expect(page).toHaveURL("/overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
    await expect(page.getByText("Bitte bestätigen Sie Ihr Konto")).toBeVisible();
    // One banner at a time, the most urgent (decision 0039): no "not active" warning, no trial notice now.
    await expect(page.getByText("Ihre Vorsorge ist noch nicht aktiv")).toHaveCount(0);
    await expect(page.getByText(/kostenlos testen/)).toHaveCount(0);
    await expect(page.getByText(/\d von 5 erledigt/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Ihr Angebot" })).toBeVisible();
    await audit();

    // The guest-list tile is live since the wishes area (it was the last coming-soon tile).
    await expect(page.getByRole("link", { name: /Gästeliste anlegen/ })).toHaveAttribute(
      "href",
      "/overview/guests",
    );

    // Confirm the e-mail address with the link from the mailbox.
    const activation = await mailLink(page, email, "Bitte bestätigen Sie Ihre E-Mail-Adresse");
    await page.goto(activation);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Konto ist bestätigt");
    await audit();
    await page.getByRole("link", { name: "Zur Übersicht" }).click();
    await expect(page.getByRole("dialog", { name: "Willkommen – Ihr Konto ist bestätigt" })).toBeVisible();
    await audit();
    await page.getByRole("button", { name: "Später" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Bitte bestätigen Sie Ihr Konto")).toHaveCount(0);

    // The same link again is refused.
    await page.goto(activation);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Bestätigungslink ist ungültig");

    // Sign out, then sign in again (back to where the customer wanted to go).
    await page.goto("/overview");
    await signOut(page);
    await expect(page.getByText("Sie wurden abgemeldet.")).toBeVisible();
    await signIn(page, email, PASSWORD, "/overview");
    await skipIntros(page);
    await expect(page).toHaveURL("/overview");
    await signOut(page);

    // Reset the password by mail and sign in with the new one.
    const reset = await requestResetLink(page, email);
    await page.goto(reset);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neues Passwort festlegen");
    await audit();
    await page.getByLabel("Neues Passwort").fill("neues-geheim-1");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Passwort wurde geändert");
    await page.goto(reset);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link ist nicht mehr gültig");

    await signIn(page, email, PASSWORD);
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.").first()).toBeVisible();
    await signIn(page, email, "neues-geheim-1", "https://evil.example/");
    await skipIntros(page);
    await expect(page).toHaveURL("/overview");
  });
});
