import { expect, test } from "./support/fixtures";
import { enrolAuthenticator, mailLink, signIn, uniqueEmail } from "./support/journeys";

/**
 * Back office, staff accounts (decision 0056): an admin invites a colleague, who sets a password from the
 * mailed link and signs in; the admin disables the account and the colleague's next page load is signed out.
 * One page (audited) plays both people: the session cookies are swapped between them.
 */
const COLLEAGUE_PASSWORD = "kollegin-passwort-2026";

test.describe("staff accounts", () => {
  // Two people, a mail, several sign-ins and an axe audit of each page: more than 30 s on a busy machine.
  test.setTimeout(240_000);

  test("an admin invites a colleague, who sets a password and signs in; disabling signs them out at once", async ({
    page,
    context,
    accounts,
    audit,
  }) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);
    const email = uniqueEmail("kollegin");

    await page.goto("/backoffice/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mitarbeitende");
    await page.getByLabel("E-Mail-Adresse", { exact: false }).fill(email);
    await page.getByLabel("Rolle", { exact: false }).last().selectOption("customercare");
    await page.getByRole("button", { name: "Einladung senden" }).click();
    await expect(page.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible({
      timeout: 20_000,
    });
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row.getByRole("cell", { name: "eingeladen" })).toBeVisible();

    // The colleague, in the same browser: nobody signed in.
    const adminCookies = await context.cookies();
    await context.clearCookies();
    const link = await mailLink(page, email, "Einladung zum Vorsorgeportal für Mitarbeitende");
    expect(link).toMatch(/^\/staff\/invite\?token=/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passwort für Ihren Zugang festlegen");
    await page.getByLabel("Neues Passwort").fill("zu-kurz");
    await page.getByRole("button", { name: "Passwort festlegen" }).click();
    await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
    await audit();
    await page.getByLabel("Neues Passwort").fill(COLLEAGUE_PASSWORD);
    await page.getByRole("button", { name: "Passwort festlegen" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Ihr Passwort ist festgelegt.")).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einladung ungültig");

    await signIn(page, email, COLLEAGUE_PASSWORD, "/backoffice");
    // Staff with a password enrol an authenticator at their first sign-in (decision 0093).
    await enrolAuthenticator(page);
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await page.goto("/backoffice");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verwaltung");
    // Customer care: the staff section is not theirs.
    const refused = await page.goto("/backoffice/staff");
    expect(refused?.status()).toBe(404);
    const colleagueCookies = await context.cookies();

    // The admin disables the colleague.
    await context.clearCookies();
    await context.addCookies(adminCookies);
    await page.goto("/backoffice/staff");
    await expect(row.getByRole("cell", { name: "aktiv", exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Sperren: ${email}` }).click();
    await expect(
      page.getByText(`Der Zugang von ${email} ist gesperrt; alle Sitzungen wurden beendet.`),
    ).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole("cell", { name: "gesperrt" })).toBeVisible();

    // The colleague's next page load is signed out, and signing in again is refused.
    await context.clearCookies();
    await context.addCookies(colleagueCookies);
    await page.goto("/backoffice");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbackoffice/);
    await signIn(page, email, COLLEAGUE_PASSWORD);
    await expect(page).toHaveURL(/\/login/);
    await expect(
      page
        .getByRole("alert")
        .or(page.getByText(/E-Mail-Adresse oder Passwort/))
        .first(),
    ).toBeVisible();

    // The audit log shows who did what.
    await context.clearCookies();
    await context.addCookies(adminCookies);
    await page.goto(`/backoffice/staff/audit?action=staff.&actor=${encodeURIComponent(admin.email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protokoll der Änderungen");
    // The action in German, its code below it (decision 0096).
    await expect(
      page.getByRole("cell", { name: /^Mitarbeiterkonto gesperrt\s*staff\.disable$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("cell", { name: /^Mitarbeiterkonto eingeladen\s*staff\.invite$/ }),
    ).toBeVisible();
  });

  test("an invitation for a customer's address is refused with a German message", async ({
    page,
    context,
    accounts,
  }) => {
    const admin = await accounts.staff({ role: "admin" });
    const customer = await accounts.customer();
    await accounts.signIn(context, admin);
    await page.goto("/backoffice/staff");
    await page.getByLabel("E-Mail-Adresse", { exact: false }).fill(customer.email);
    await page.getByRole("button", { name: "Einladung senden" }).click();
    await expect(page).toHaveTitle(/^Fehler: /);
    await expect(page.getByText("Diese Adresse gehört zu einem Kundenkonto").first()).toBeVisible({
      timeout: 20_000,
    });
  });

  test("customer care gets 404 on the staff pages", async ({ page, staff }) => {
    expect(staff.role).toBe("customercare");
    for (const path of ["/backoffice/staff", "/backoffice/staff/audit"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
    }
  });
});
