import { expect, test } from "./support/fixtures";
import { proposalBody } from "./support/partners";

/**
 * Back office, partners: an admin creates a partner API key (shown once), the partner creates a proposal with
 * it through POST /api/v1/proposals, the answer's sign-up link opens the portal's sign-up wizard prefilled; a
 * revoked key gets 401; customer care does not find the page (404).
 */

const unique = () => Math.random().toString(36).slice(2, 10);

test.describe("partner API keys (admin)", () => {
  test("an admin creates a key, the partner creates a proposal with it, the link continues in the portal", async ({
    page,
    accounts,
    request,
  }) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(page.context(), admin);
    await page.goto("/backoffice/partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner-Schnittstelle");

    // An empty name is refused with a German message.
    await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();

    const partner = `Bestattungshaus ${unique()}`;
    await page.getByLabel("Name des Partners").fill(partner);
    await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Schlüssel für ${partner} angelegt`);
    await expect(page.getByText("nur dieses eine Mal angezeigt")).toBeVisible();
    const key = (await page.getByTestId("created-key").textContent())!.trim();
    expect(key).toMatch(/^vp_live_[A-Za-z0-9_-]{43}$/);

    // The list shows the key's prefix only.
    await page.getByRole("link", { name: "Zur Liste der Schlüssel" }).click();
    const row = page.getByRole("row").filter({ hasText: partner });
    await expect(row).toContainText(key.slice(0, 14));
    await expect(row).toContainText("aktiv");
    await expect(page.getByText(key)).toHaveCount(0);

    const email = `partner-${unique()}@example.de`;
    const created = await request.post("/api/v1/proposals", {
      headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": unique() },
      data: proposalBody(email),
    });
    expect(created.status()).toBe(201);
    const answer = (await created.json()) as { id: string; signUpUrl: string };
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);

    // The customer opens the link (signed out): the wizard's last step, prefilled, asks for a password.
    await page.context().clearCookies();
    await page.goto(new URL(answer.signUpUrl).pathname);
    await expect(page).toHaveURL("/register/data");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await expect(page.getByLabel("Nachname")).toHaveValue("Partnerkunde");

    // A tampered link opens nothing.
    await page.context().clearCookies();
    await page.goto(new URL(answer.signUpUrl).pathname.slice(0, -3) + "xyz");
    await expect(page).toHaveURL("/register/type");
    await expect(page.getByText("Dieser Anmeldelink ist abgelaufen oder ungültig.")).toBeVisible();
  });

  test("a revoked key is refused with 401", async ({ page, accounts, request }) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(page.context(), admin);
    await page.goto("/backoffice/partners");
    const partner = `Widerruf ${unique()}`;
    await page.getByLabel("Name des Partners").fill(partner);
    await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
    const key = (await page.getByTestId("created-key").textContent())!.trim();
    await page.getByRole("link", { name: "Zur Liste der Schlüssel" }).click();

    await page
      .getByRole("row")
      .filter({ hasText: partner })
      .getByRole("link", { name: /Widerrufen/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Schlüssel von ${partner} widerrufen?`);
    await page.getByRole("button", { name: "Schlüssel endgültig widerrufen" }).click();
    await expect(page).toHaveURL("/backoffice/partners");
    await expect(page.getByText(`Der Schlüssel von ${partner} ist widerrufen.`)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: partner })).toContainText("widerrufen am");

    const refused = await request.post("/api/v1/proposals", {
      headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": unique() },
      data: proposalBody(`revoked-${unique()}@example.de`),
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["content-type"]).toContain("application/problem+json");
    expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer/);
    expect(((await refused.json()) as { title: string }).title).toBe("Nicht berechtigt");
  });

  test("the OpenAPI document is served", async ({ request }) => {
    const response = await request.get("/api/v1/openapi.json");
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});

test.describe("partner API keys (customer care)", () => {
  test("customer care gets 404 on the page", async ({ page, staff: _staff }) => {
    const response = await page.goto("/backoffice/partners");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
  });
});
