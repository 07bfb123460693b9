/**
 * Passkeys (decision 0094). With JavaScript: Chromium's virtual authenticator (CDP `WebAuthn.*`, CTAP2, internal,
 * resident keys, user verification) adds a passkey in the profile, signs in with it, and the customer removes it.
 * A replayed answer is refused with the German message. Without JavaScript: the sign-in and the profile work as
 * before, show no passkey button that cannot work, and a passkey (made over HTTP by the software authenticator of
 * the db tests) is listed and removed with the password; a password reset says that it removes the passkeys.
 */
import type { Page } from "@playwright/test";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { TestAuthenticator } from "../../app/.server/testing/passkey-authenticator";
import { expect, test } from "./support/fixtures";
import { requestResetLink, signIn, signOut, skipIntros } from "./support/journeys";

const WRONG_PASSWORD = "Das Passwort ist nicht richtig.";
const REFUSED = "Die Anmeldung mit dem Passkey ist nicht gelungen.";

/** A platform authenticator as on a phone: CTAP2, internal, resident keys, the person verified. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
  return { credentials };
}

test.describe("passkeys", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("a passkey is added in the profile, signs in, is listed and removed", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "the passkey prompt needs JavaScript; the test below checks the pages without it");
    const authenticator = await virtualAuthenticator(page);
    await page.goto("/profile");
    const section = page.locator("#passkeys");
    await expect(section.getByText("Sie haben noch keinen Passkey hinzugefügt.")).toBeVisible();

    // A wrong password: the German message at the field, no passkey made.
    await section.getByLabel("Name des Passkeys").fill("Testgerät");
    await section.getByLabel("Ihr aktuelles Passwort").fill("falsch123");
    await section.getByRole("button", { name: "Passkey hinzufügen" }).click();
    await expect(section.getByText(WRONG_PASSWORD).first()).toBeVisible();
    expect(await authenticator.credentials()).toBe(0);

    await section.getByLabel("Ihr aktuelles Passwort").fill(customer.password);
    await section.getByRole("button", { name: "Passkey hinzufügen" }).click();
    await expect(page.getByText("Der Passkey „Testgerät“ wurde hinzugefügt.")).toBeVisible();
    await expect(section.getByText("Testgerät", { exact: true })).toBeVisible();
    await expect(section.getByText("Noch nicht zum Anmelden verwendet")).toBeVisible();
    expect(await authenticator.credentials()).toBe(1);

    // Signed out, the passkey signs in without e-mail and password: the same session as a password gives.
    await signOut(page);
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await skipIntros(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mein Profil");
    await expect(section.getByText(/Zuletzt verwendet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/)).toBeVisible();

    // Removal asks for the password.
    await section.getByRole("link", { name: "„Testgerät“ entfernen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Ihr aktuelles Passwort").fill("falsch123");
    await dialog.getByRole("button", { name: "Passkey entfernen" }).click();
    await expect(dialog.getByText(WRONG_PASSWORD).first()).toBeVisible();
    await dialog.getByLabel("Ihr aktuelles Passwort").fill(customer.password);
    await dialog.getByRole("button", { name: "Passkey entfernen" }).click();
    await expect(page.getByText("Der Passkey „Testgerät“ wurde entfernt.")).toBeVisible();
    await expect(section.getByText("Sie haben noch keinen Passkey hinzugefügt.")).toBeVisible();

    // The device still holds it, but the portal no longer takes it.
    await signOut(page);
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await expect(page.getByRole("alert").filter({ hasText: REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a replayed answer is refused with the German message and signs nobody in", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "the passkey prompt needs JavaScript");
    await virtualAuthenticator(page);
    await page.goto("/profile");
    const section = page.locator("#passkeys");
    await section.getByLabel("Ihr aktuelles Passwort").fill(customer.password);
    await section.getByRole("button", { name: "Passkey hinzufügen" }).click();
    await expect(
      page.getByText(/Der Passkey „Passkey vom \d\d\.\d\d\.\d{4}“ wurde hinzugefügt/),
    ).toBeVisible();
    await signOut(page);

    // Keep the answer the browser sends.
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/login/passkey");
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    const body = (await sent).postData()!;
    await skipIntros(page);
    // Away from the overview's welcome dialog, which covers the header.
    await page.goto("/profile");
    await signOut(page);

    // The same answer again, in this browser, after a fresh challenge: refused, still signed out.
    expect((await page.request.post("/login/passkey/options", { form: {} })).status()).toBe(200);
    const replay = await page.request.post("/login/passkey", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: body,
    });
    expect(replay.status()).toBe(401);
    expect(await replay.json()).toEqual({ message: expect.stringMatching(new RegExp(`^${REFUSED}`)) });
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    // The endpoints take posts only: a GET (a link, a typed address) is refused, never a 500.
    for (const path of ["/login/passkey", "/login/passkey/options"]) {
      const status = (await page.request.get(path)).status();
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
  });

  test("without JavaScript the pages work as before and list and remove a passkey", async ({
    page,
    baseURL,
    customer,
    jsOff,
  }) => {
    test.skip(!jsOff, "checks the pages without JavaScript");
    // Passkeys made over HTTP by a software authenticator, as a browser with JavaScript would.
    const origin = new URL(baseURL!).origin;
    const addOverHttp = async (name: string) => {
      const options = await page.request.post("/profile/passkeys/options", {
        form: { currentPassword: customer.password },
      });
      expect(options.status()).toBe(200);
      const device = new TestAuthenticator(origin, new URL(origin).hostname);
      const answer = device.register((await options.json()) as PublicKeyCredentialCreationOptionsJSON);
      const added = await page.request.post("/profile/passkeys", {
        form: { name, response: JSON.stringify(answer) },
      });
      expect(added.status()).toBe(200);
    };
    await addOverHttp("Schlüssel");

    await page.goto("/profile");
    const section = page.locator("#passkeys");
    await expect(
      section.getByText("Um einen Passkey hinzuzufügen, braucht Ihr Browser JavaScript."),
    ).toBeVisible();
    await expect(section.getByRole("button", { name: "Passkey hinzufügen" })).toHaveCount(0);
    await expect(section.getByText("Schlüssel", { exact: true })).toBeVisible();
    await section.getByRole("link", { name: "„Schlüssel“ entfernen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Ihr aktuelles Passwort").fill(customer.password);
    await dialog.getByRole("button", { name: "Passkey entfernen" }).click();
    await expect(page.getByText("Der Passkey „Schlüssel“ wurde entfernt.")).toBeVisible();
    await expect(section.getByText("Sie haben noch keinen Passkey hinzugefügt.")).toBeVisible();

    await signOut(page);
    // The sign-in page says that passkeys need JavaScript, and has no button for them.
    await expect(page.getByRole("button", { name: "Mit Passkey anmelden" })).toHaveCount(0);
    // (Inside a <noscript>, which Playwright's text locators skip: read what the page renders.)
    const passkeySection = page.getByRole("region", { name: "Mit Passkey anmelden" });
    expect(await passkeySection.innerText()).toContain("Dafür braucht Ihr Browser JavaScript.");
    // The password sign-in works as before.
    await signIn(page, customer.email, customer.password);
    await skipIntros(page);

    // A password reset says beforehand that it removes the passkeys, and afterwards that it did.
    await addOverHttp("Ersatz");
    await page.goto("/profile");
    await signOut(page);
    await page.goto(await requestResetLink(page, customer.email));
    await expect(page.getByText("Ihre Passkeys werden entfernt")).toBeVisible();
    await expect(page.getByText("Ihr Konto hat einen Passkey.")).toBeVisible();
    await page.getByLabel("Neues Passwort").fill("ganzNeu456");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Ihre Passkeys haben wir dabei entfernt")).toBeVisible();
    await signIn(page, customer.email, "ganzNeu456");
    await skipIntros(page);
    await page.goto("/profile");
    await expect(section.getByText("Sie haben noch keinen Passkey hinzugefügt.")).toBeVisible();
  });
});
