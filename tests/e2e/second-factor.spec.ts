import type { BrowserContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { fixtureSecret } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { enrolAuthenticator, mailSubjects, signIn, skipIntros } from "./support/journeys";

/**
 * The second factor (decision 0093), with JavaScript off and on: a staff member enrols at the first sign-in
 * (QR code drawn on the server, the secret as text, recovery codes once) and then signs in with a code; a
 * customer turns it on in the profile, is asked for it at sign-in, and turns it off. The test computes the
 * codes from the secret the page shows, as the person's app would.
 */

const AHEAD_MS = 60_000;

/**
 * Moves the server's clock a minute ahead for this context (two time steps), so the code of "now" is not the
 * step the enrolment just used; keeps the test's own client address.
 */
async function minuteLater(context: BrowserContext, headers: Record<string, string> | undefined) {
  await context.setExtraHTTPHeaders({
    ...headers,
    "x-e2e-fixtures-secret": fixtureSecret(),
    "x-e2e-clock-offset-ms": String(AHEAD_MS),
  });
}

const codeAt = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

/** A code that is not the current one (nor its neighbours). */
function wrongCode(secret: string, offsetMs = 0): string {
  const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, offsetMs + d));
  let code = 100000;
  while (near.includes(String(code))) code += 1;
  return String(code);
}

async function secretShown(page: Page): Promise<string> {
  const text = await page.getByRole("definition").first().textContent();
  expect(text).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  return text!.replace(/\s/g, "");
}

async function submitCode(page: Page, label: string, code: string, button: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: button }).click();
}

test.describe("second factor for staff", () => {
  test("enrol at the first sign-in, then sign in with a code and a recovery code; a replay is refused", async ({
    page,
    context,
    accounts,
    audit,
    extraHTTPHeaders,
  }) => {
    const staff = await accounts.staff();
    await signIn(page, staff.email, staff.password, "/salesforce");

    // Half signed in: the enrolment page, and no staff page.
    await expect(page).toHaveURL(/\/login\/authenticator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Anmeldung mit Bestätigungscode einrichten",
    );
    await expect(
      page.getByRole("img", { name: "QR-Code zum Einrichten der Authenticator-App" }),
    ).toBeVisible();
    const secret = await secretShown(page);
    const refused = await page.request.get("/salesforce", { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()["location"]).toMatch(/^\/login\?redirectTo=/);

    // A wrong first code: a German error, the same secret stays.
    await submitCode(page, "Code aus der App", wrongCode(secret), "Einrichtung bestätigen");
    await expect(page.getByText("Der Code ist falsch oder abgelaufen").first()).toBeVisible();
    await audit();
    expect(await secretShown(page)).toBe(secret);

    await submitCode(page, "Code aus der App", codeAt(secret), "Einrichtung bestätigen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Codes für den Notfall");
    const codes = await page
      .getByRole("list", { name: "Notfall-Codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await audit();
    await page.getByRole("button", { name: "Codes notiert, weiter" }).click();
    await expect(page).toHaveURL(/\/salesforce$|\/intro/);

    // Next sign-in: the code step. A recovery code works once.
    await context.clearCookies();
    await signIn(page, staff.email, staff.password, "/salesforce");
    await expect(page).toHaveURL(/\/login\/code$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmeldung bestätigen");
    await submitCode(page, "Bestätigungscode", codes[0]!, "Code bestätigen");
    await expect(page).toHaveURL(/\/salesforce$|\/intro/);

    await context.clearCookies();
    await signIn(page, staff.email, staff.password);
    await submitCode(page, "Bestätigungscode", codes[0]!, "Code bestätigen");
    await expect(page.getByText("Dieser Code wurde bereits verwendet").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\/code$/);
    await audit();

    // A minute later the app shows a new code: it signs in, and the same code a second time is a replay.
    await context.clearCookies();
    await minuteLater(context, extraHTTPHeaders);
    await signIn(page, staff.email, staff.password);
    const code = codeAt(secret, AHEAD_MS);
    await submitCode(page, "Bestätigungscode", code, "Code bestätigen");
    await expect(page).not.toHaveURL(/\/login/);
    await context.clearCookies();
    await signIn(page, staff.email, staff.password);
    await submitCode(page, "Bestätigungscode", code, "Code bestätigen");
    await expect(page.getByText("Dieser Code wurde bereits verwendet").first()).toBeVisible();
  });
});

test.describe("an admin resets a colleague's second factor", () => {
  test("the colleague is told by mail, signed out, and enrols again at the next sign-in", async ({
    page,
    context,
    accounts,
  }) => {
    const colleague = await accounts.staff();
    await signIn(page, colleague.email, colleague.password, "/salesforce");
    await enrolAuthenticator(page);
    const colleagueCookies = await context.cookies();

    const admin = await accounts.staff({ role: "admin" });
    await context.clearCookies();
    await accounts.signIn(context, admin);
    await page.goto("/backoffice/staff");
    const row = page.getByRole("row", { name: new RegExp(colleague.email) });
    await expect(row.getByRole("cell", { name: "eingerichtet", exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Bestätigungscode zurücksetzen: ${colleague.email}` }).click();
    await expect(
      page.getByText(`Der Bestätigungscode von ${colleague.email} ist zurückgesetzt`),
    ).toBeVisible();
    await expect(row.getByRole("cell", { name: "nicht eingerichtet" })).toBeVisible();
    await expect
      .poll(() => mailSubjects(page, colleague.email), { timeout: 20_000 })
      .toContain("Ihr Bestätigungscode für das Vorsorgeportal wurde zurückgesetzt");

    // The colleague's session has ended; the next sign-in enrols again.
    await context.clearCookies();
    await context.addCookies(colleagueCookies);
    await page.goto("/salesforce");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsalesforce/);
    await signIn(page, colleague.email, colleague.password, "/salesforce");
    await expect(page).toHaveURL(/\/login\/authenticator$/);
  });
});

test.describe("second factor for customers", () => {
  test("turn it on in the profile, be asked for it at sign-in, turn it off with password and code", async ({
    page,
    context,
    accounts,
    audit,
    extraHTTPHeaders,
  }) => {
    const customer = await accounts.customer({ confirmed: true });
    await accounts.signIn(context, customer);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Bestätigungscode ein- oder ausschalten" }).click();
    await expect(page).toHaveURL("/profile/second-factor");
    await page.getByRole("button", { name: "Bestätigungscode einrichten" }).click();
    await expect(
      page.getByRole("img", { name: "QR-Code zum Einrichten der Authenticator-App" }),
    ).toBeVisible();
    const secret = await secretShown(page);
    await submitCode(page, "Code aus der App", codeAt(secret), "Einrichtung bestätigen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Codes für den Notfall");
    const codes = await page
      .getByRole("list", { name: "Notfall-Codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);

    // Signed out and in again: the code step; a wrong code is refused in German.
    await context.clearCookies();
    await minuteLater(context, extraHTTPHeaders);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/login\/code$/);
    await submitCode(page, "Bestätigungscode", wrongCode(secret, AHEAD_MS), "Code bestätigen");
    await expect(page.getByText("Der Code ist falsch oder abgelaufen").first()).toBeVisible();
    await audit();
    await submitCode(page, "Bestätigungscode", codeAt(secret, AHEAD_MS), "Code bestätigen");
    await expect(page).not.toHaveURL(/\/login/);
    await skipIntros(page);

    // Off: password and a recovery code.
    await page.goto("/profile/second-factor");
    await expect(page.getByText("Sie haben noch 10 Notfall-Codes.")).toBeVisible();
    await page.getByLabel("Aktuelles Passwort").fill(customer.password);
    await page.getByRole("textbox", { name: "Bestätigungscode" }).fill(codes[1]!);
    await page.getByRole("button", { name: "Bestätigungscode ausschalten" }).click();
    await expect(page.getByText("Die Anmeldung mit Bestätigungscode ist ausgeschaltet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Bestätigungscode einrichten" })).toBeVisible();

    // And the password alone signs in again.
    await context.clearCookies();
    await signIn(page, customer.email, customer.password);
    await expect(page).not.toHaveURL(/\/login/);
  });
});
