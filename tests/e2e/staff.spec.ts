import { expect, test } from "./support/fixtures";
import { enrolAuthenticator } from "./support/journeys";

/**
 * Staff flows. Accounts come from the e2e fixtures (a customer-care user and customers created on the
 * server through the real services); the full sign-up wizard keeps its own tests in register.spec.ts.
 */

test.describe("staff routes (anonymous)", () => {
  test("the customer-care view sends anonymous visitors to the login", async ({ page }) => {
    await page.goto("/salesforce");
    await expect(page).toHaveURL("/login?redirectTo=%2Fsalesforce");
  });

  test("opening a provision needs a sign-in too", async ({ page }) => {
    await page.goto("/provisions/8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprovisions%2F8c4d3d1e/);
  });

  test("staff sign-in with OpenID Connect is off without configuration", async ({ page }) => {
    const response = await page.goto("/auth/oidc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  });
});

test.describe("customer care (signed in)", () => {
  test("staff sign in with the login form and land on the back office's start page", async ({
    page,
    accounts,
  }) => {
    const staff = await accounts.staff();
    await page.goto("/login");
    await page.getByLabel("E-Mail-Adresse").fill(staff.email);
    await page.getByLabel("Passwort", { exact: false }).first().fill(staff.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    // Staff with a password enrol an authenticator at their first sign-in (decision 0093), then land on the
    // back office's start page (decision 0096).
    await enrolAuthenticator(page);
    await expect(page).toHaveURL("/backoffice");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verwaltung");
  });

  test("a partial address points to the customer search, an invalid search shows a German field error, an unknown address says so", async ({
    page,
    staff: _staff,
    audit,
  }) => {
    await page.goto("/salesforce");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundenservice");
    // A part of an address is no format error (decision 0096): the page says where to search and links it.
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("kein-at-zeichen");
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page).toHaveURL("/salesforce?email=kein-at-zeichen");
    await expect(page.getByText("„kein-at-zeichen“ ist keine vollständige E-Mail-Adresse.")).toBeVisible();
    await expect(page).not.toHaveTitle(/^Fehler/);
    await page.getByRole("link", { name: "In der Kundensuche nach „kein-at-zeichen“ suchen" }).click();
    await expect(page).toHaveURL("/backoffice/customers?q=kein-at-zeichen");
    await page.goto("/salesforce");
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("<>");
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page).toHaveTitle(/^Fehler: Kundenservice/);
    await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
    // With JavaScript the error summary shows without a document load: audit that state explicitly.
    await audit();
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill("niemand@example.de");
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page).toHaveURL("/salesforce?email=niemand%40example.de");
    await expect(page.getByText("Zu niemand@example.de wurde kein Kundenkonto gefunden.")).toBeVisible();
  });

  test("staff open a customer's provision, see the banner and disconnect again", async ({
    page,
    accounts,
    staff: _staff,
  }) => {
    const customer = await accounts.customer({ firstname: "Berta", lastname: "Beispiel" });
    await page.goto("/salesforce");
    await page.getByLabel("E-Mail-Adresse der Kundin oder des Kunden").fill(customer.email);
    await page.getByRole("button", { name: "Kundenkonto suchen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Kundenkonto von/ })).toBeVisible();
    await page
      .getByRole("button", { name: /^Vorsorge öffnen/ })
      .first()
      .click();
    await expect(page).toHaveURL("/overview");
    await expect(page.getByText(/Sie arbeiten jetzt in der Vorsorge von/)).toBeVisible();
    await expect(page.getByText("Sie sehen die Vorsorge von Berta Beispiel", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
    await page.getByRole("button", { name: "Verbindung trennen" }).click();
    await expect(page).toHaveURL("/backoffice");
    await expect(page.getByText(/Sie arbeiten nicht mehr in der Vorsorge/)).toBeVisible();
  });

  test("a link to a provision switches nothing: a page asks, and only its button opens the provision", async ({
    page,
    accounts,
    staff: _staff,
  }) => {
    const berta = await accounts.customer({ firstname: "Berta", lastname: "Beispiel" });
    const carla = await accounts.customer({ firstname: "Carla", lastname: "Checker" });
    await page.goto(`/provisions/${berta.provisionId}`);
    await page.getByRole("button", { name: "Vorsorge öffnen" }).click();
    await expect(page.getByText("Sie sehen die Vorsorge von Berta Beispiel", { exact: false })).toBeVisible();

    // A same-site link (or an image, or a page that embeds one) to Carla's provision only asks.
    const asked = await page.goto(`/provisions/${carla.provisionId}`);
    expect(asked?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorsorge öffnen");
    await expect(
      page.getByText("Die Vorsorge, in der Sie gerade arbeiten, wird dabei geschlossen."),
    ).toBeVisible();
    await page.goto("/overview");
    await expect(page.getByText("Sie sehen die Vorsorge von Berta Beispiel", { exact: false })).toBeVisible();

    await page.goto(`/provisions/${carla.provisionId}`);
    await page.getByRole("button", { name: "Vorsorge öffnen" }).click();
    await expect(page).toHaveURL("/overview");
    await expect(page.getByText("Sie sehen die Vorsorge von Carla Checker", { exact: false })).toBeVisible();
  });
});

test.describe("customers and staff routes", () => {
  test("a customer gets 403 on the customer-care view and on another customer's provision", async ({
    page,
    accounts,
    customer,
    baseURL,
  }) => {
    // Customer B exists with a real provision; the page is signed in as customer A.
    const other = await accounts.customer({ firstname: "Bruno", lastname: "Fremdling" });
    expect(other.provisionId).not.toBe(customer.provisionId);
    // B's data; the provision id itself is what A typed into the address, so the page may echo it.
    const theirs = [other.email, "Bruno", "Fremdling"];

    const salesforce = await page.goto("/salesforce");
    expect(salesforce?.status()).toBe(403);
    await expect(page.getByText("Der Zugriff wurde nicht gewährt.", { exact: false }).first()).toBeVisible();

    const opened = await page.goto(`/provisions/${other.provisionId}`);
    expect(opened?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein Zugriff");
    await expect(page.getByText("Der Zugriff wurde nicht gewährt.", { exact: false }).first()).toBeVisible();
    const body = await opened!.text();
    for (const value of theirs) expect(body).not.toContain(value);

    // The button's POST, sent straight from A's session, is refused the same way and holds nothing.
    const posted = await page.request.post(`/provisions/${other.provisionId}`, {
      form: {},
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    const postedBody = await posted.text();
    expect(postedBody).toContain("Der Zugriff wurde nicht gewährt.");
    for (const value of theirs) expect(postedBody).not.toContain(value);

    // A's own overview still shows A's provision, not B's.
    await page.goto("/overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Vorsorge");
    for (const value of theirs) expect(await page.content()).not.toContain(value);
  });
});
