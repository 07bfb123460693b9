import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

export const PASSWORD = "geheim123";

export const uniqueEmail = (prefix = "reg") =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.de`;

/** Answers the steps type … birthdate (choosing the place the way the project can: list or combobox). */
export async function answerFirstSteps(page: Page, jsOff: boolean, audit?: () => Promise<void>) {
  await expect(page).toHaveURL("/register/type");
  await expect(page.getByText("Schritt 1 von 5")).toBeVisible();
  await audit?.();
  await page.getByRole("button", { name: /Feuerbestattung/ }).click();

  await expect(page).toHaveURL("/register/character");
  await expect(page.getByText("Schritt 2 von 5")).toBeVisible();
  await audit?.();
  await page.getByRole("button", { name: /Komfort/ }).click();

  await expect(page).toHaveURL("/register/place");
  await expect(page.getByText("Schritt 3 von 5")).toBeVisible();
  await audit?.();
  if (jsOff) {
    await page.getByLabel("Postleitzahl oder Ort").fill("2410");
    await page.getByRole("button", { name: "Ort suchen" }).click();
    await expect(page).toHaveURL("/register/place?q=2410");
    await audit?.();
    await page.getByLabel("24103 Kiel").check();
  } else {
    const combobox = page.getByRole("combobox", { name: /Postleitzahl oder Ort/ });
    await combobox.fill("2410");
    await expect(page.getByRole("option", { name: "24103 Kiel" })).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await audit?.();
    await combobox.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-activedescendant", /option-0$/);
    await combobox.press("Enter");
    await expect(combobox).toHaveValue("24103 Kiel");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
  }
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page).toHaveURL("/register/birthdate");
  await expect(page.getByText("Schritt 4 von 5")).toBeVisible();
  await audit?.();
  await page.getByRole("textbox", { name: /Geburtsdatum/ }).fill("24.12.1950");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL("/register/data");
}

export async function fillData(page: Page, email: string) {
  await page.getByLabel("Frau", { exact: true }).check();
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Müller");
  await page.getByLabel("Telefonnummer").fill("0431 1234567");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
}

/** Signs up a new customer through the wizard; ends wherever the app goes after the processing screen. */
export async function registerCustomer(page: Page, jsOff: boolean, email = uniqueEmail()) {
  await page.goto("/register");
  await answerFirstSteps(page, jsOff);
  await fillData(page, email);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL("/register/prepare");
  // Without JavaScript the processing screen moves on by itself after 3 s (meta refresh); on a slow machine
  // that navigation can start while the link is being clicked, and the click then waits for a page that is
  // already gone. Either way leads on: the link, or the refresh.
  if (new URL(page.url()).pathname === "/register/prepare") {
    await page
      .getByRole("link", { name: "Weiter zur Übersicht" })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await expect(page).toHaveURL(/\/(overview|intro)/, { timeout: 15_000 });
  return email;
}

/**
 * The developer mailbox's address for mails to `to`, with the key that opens it (MAIL_DEV_KEY, set once by
 * playwright.config.ts for the server and the workers). The mailbox moves the key into a cookie.
 */
export function mailboxPath(to?: string): string {
  const query = new URLSearchParams({ key: process.env.MAIL_DEV_KEY ?? "" });
  if (to !== undefined) query.set("to", to);
  return `/dev/mailbox?${query}`;
}

/** Opens the newest mail to `email` in the developer mailbox and returns the first link into the portal. */
export async function mailLink(page: Page, email: string, subject: string | RegExp): Promise<string> {
  await page.goto(mailboxPath(email));
  await page.getByRole("link", { name: subject }).first().click();
  const link = page.getByRole("link", { name: /^http:\/\/localhost:\d+\// }).first();
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href!).pathname + new URL(href!).search;
}

export async function signIn(page: Page, email: string, password = PASSWORD, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: false }).first().fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

/** The code an authenticator app with this secret (as the enrolment page shows it, grouped) shows now. */
export function currentCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) });
}

/**
 * Walks the enrolment a staff account with a password meets at its first sign-in (decision 0093): reads the
 * secret the page shows as text, confirms with the app's current code, leaves the recovery-code page. Returns
 * the secret (without spaces) and the recovery codes.
 */
export async function enrolAuthenticator(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page).toHaveURL(/\/login\/authenticator$/);
  const secret = ((await page.getByRole("definition").first().textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Code aus der App").fill(currentCode(secret));
  await page.getByRole("button", { name: "Einrichtung bestätigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Codes für den Notfall");
  const recoveryCodes = await page
    .getByRole("list", { name: "Notfall-Codes" })
    .getByRole("listitem")
    .allTextContents();
  await page.getByRole("button", { name: "Codes notiert, weiter" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { secret, recoveryCodes };
}

/** Skips every intro screen after sign-in until the page behind them shows. */
export async function skipIntros(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  for (let i = 0; i < 10 && new URL(page.url()).pathname === "/intro"; i++) {
    const before = `${page.url()} ${await heading.textContent()}`;
    await page
      .getByRole("button", { name: /^(Überspringen|Weiter)$/ })
      .first()
      .click();
    await expect.poll(async () => `${page.url()} ${await heading.textContent()}`).not.toBe(before);
  }
}

export async function signOut(page: Page) {
  await page.getByRole("banner").locator("summary").click();
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL("/login");
}

/**
 * Requests a password-reset mail from /forgot-password and returns the link it carries. Waits for the
 * confirmation first: with JavaScript the click only starts the request, and leaving the page would cancel it.
 */
export async function requestResetLink(page: Page, email: string): Promise<string> {
  await page.goto("/forgot-password");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByText(`Wir haben einen Link an ${email} gesendet.`, { exact: false })).toBeVisible();
  return mailLink(page, email, "Ihr neues Passwort für das Vorsorgeportal");
}

/** The subjects of every mail to `to` in the developer mailbox, newest first (to count what a person got). */
export async function mailSubjects(page: Page, to: string): Promise<string[]> {
  await page.goto(mailboxPath(to));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page.locator("main table tbody th").allTextContents();
}

/**
 * The pricing flow after the plan step, by SEPA: a valid billing address, then valid bank details, on to the
 * summary (the page a test checks before ordering).
 */
export async function addressAndSepaToSummary(page: Page) {
  await expect(page).toHaveURL(/\/overview\/pricing\/address$/);
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Müller");
  await page.getByLabel("Straße und Hausnummer").fill("Holstenstraße 1");
  await page.getByLabel("Postleitzahl").fill("24103");
  await page.getByLabel("Ort").fill("Kiel");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
  await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await page.getByLabel("Name der Bank").fill("Commerzbank");
  await page.getByLabel("BIC").fill("COBADEFFXXX");
  await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/summary$/);
}

/** Chooses the nearest funeral site with its price for the default grave type (the customer's own place). */
export async function chooseSite(page: Page) {
  await page.goto("/overview/offer/funeral-site");
  const list = page.getByRole("group", { name: /^Bestattungsorte in der Nähe von/ });
  await list.locator("li[data-site-id]").filter({ hasText: "€" }).first().getByRole("radio").check();
  await page.getByRole("button", { name: "Bestattungsort speichern" }).click();
  await expect(page.getByText("Bestattungsort und Grabart wurden gespeichert.")).toBeVisible();
}
