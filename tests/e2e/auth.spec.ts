import { expect, test } from "./support/fixtures";

const unique = () => `niemand-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;

test.describe("sign-in and password pages (anonymous)", () => {
  test("a private page sends anonymous visitors to the login, keeping where they wanted to go", async ({
    page,
    audit,
  }) => {
    await page.goto("/overview");
    await expect(page).toHaveURL("/login?redirectTo=%2Foverview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
    await audit();
  });

  test("an empty sign-in shows German field errors and an error summary", async ({ page, audit }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveTitle(/^Fehler: Anmelden/);
    const summary = page.getByRole("region", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary).toBeVisible();
    await summary.getByRole("link").first().click();
    await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();
    await audit();
  });

  test("a wrong password says so; the sixth attempt hits the attempt limit", async ({ page }) => {
    const email = unique();
    await page.goto("/login");
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel("E-Mail-Adresse").fill(email);
      await page.getByLabel("Passwort", { exact: false }).first().fill("falsch123");
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      const expected = attempt <= 5 ? "E-Mail-Adresse oder Passwort ist falsch." : /zu oft|Versuche/;
      await expect(page.getByText(expected).first()).toBeVisible();
    }
  });

  test("password reset for an unknown address says the user does not exist", async ({ page, audit }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passwort vergessen");
    await page.getByLabel("E-Mail-Adresse").fill(unique());
    await page.getByRole("button", { name: "Link anfordern" }).click();
    await expect(page.getByText("Zu dieser E-Mail-Adresse gibt es kein Konto.").first()).toBeVisible();
    await audit();
  });

  test("a forged reset link shows the invalid-link page with a way back", async ({ page, audit }) => {
    const response = await page.goto("/forgot-password/verify?token=gefaelscht");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link ist nicht mehr gültig");
    await audit();
    await page.getByRole("link", { name: "Neuen Link anfordern" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });

  test("an activation link without code shows the default error and a resend form", async ({
    page,
    audit,
  }) => {
    const response = await page.goto("/activate-account?username=a%40example.de");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Etwas ist schiefgelaufen").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Neuen Bestätigungslink senden" })).toBeVisible();
    await audit();
  });

  test("a forged activation code is refused", async ({ page }) => {
    const response = await page.goto(`/activate-account?code=abc&username=${encodeURIComponent(unique())}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Bestätigungslink ist ungültig");
  });
});
