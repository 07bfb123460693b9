import { expect, test } from "./support/fixtures";

/**
 * Back office, letter dispatch (decisions 0064, 0096): customer care reaches "Briefversand" from the
 * back office and sees the three groups (the planned letters for a chosen period) and the recently sent letters; customers get 404 for the list, a letter
 * and its print. Runs with and without JS; every page is audited by axe. (The journey with a confirmed death —
 * report, confirm, funeral date, letter on the list, print, mark sent — needs the death-report workflow's pages.)
 */

test.describe.configure({ timeout: 120_000 });

test.describe("customer care", () => {
  test("opens the dispatch list from the back office", async ({ page, staff: _staff }) => {
    await page.goto("/backoffice");
    await page.getByRole("link", { name: "Briefversand" }).first().click();
    await expect(page).toHaveURL("/backoffice/letters");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefversand");
    for (const heading of [
      "Überfällig",
      "Heute zu versenden",
      // Every planned letter by default (decision 0096), not only the next 7 days.
      "Später zu versenden \\(alle geplanten Briefe\\)",
      "Zuletzt versendet",
      "Briefgebühren für die Abrechnung",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${heading}`) })).toBeVisible();
    }
    await expect(page.getByText(/^Heute ist \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
    // The letters' price is due once posted and invoiced with the funeral (decision 0080); the table of amounts
    // per customer is checked in after-death.spec.ts, where a letter is posted.
    await expect(
      page.getByText(
        /^Jeder Brief kostet einmalig 1,50\s€\. Fällig ist der Betrag, sobald der Brief zur Post gegeben ist/,
      ),
    ).toBeVisible();
    // The period is a GET form: it works without JavaScript and the address keeps it.
    const period = page.getByRole("form", { name: "Zeitraum der geplanten Briefe" });
    await period.getByLabel("Geplante Briefe zeigen").selectOption("30");
    await period.getByRole("button", { name: "Zeitraum anzeigen" }).click();
    await expect(page).toHaveURL("/backoffice/letters?period=30");
    await expect(
      page.getByRole("heading", { level: 2, name: /^In den nächsten 30 Tagen zu versenden/ }),
    ).toBeVisible();
    await expect(page.getByLabel("Geplante Briefe zeigen")).toHaveValue("30");
    const refused = await page.goto("/backoffice/letters?period=365");
    expect(refused?.status()).toBe(400);
    await expect(page.getByText("Bitte wählen Sie einen Zeitraum aus der Liste.")).toBeVisible();
  });

  test("gets 404 for a letter that is not on the list", async ({ page, staff: _staff }) => {
    const response = await page.goto("/backoffice/letters/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
    // The print is a file, not a page: asked for directly.
    const pdf = await page.request.get("/backoffice/letters/not-a-letter/pdf");
    expect(pdf.status()).toBe(404);
  });
});

test.describe("a customer", () => {
  test("gets 404 for the list, a letter and its print", async ({ page, customer: _customer }) => {
    const response = await page.goto("/backoffice/letters");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
    const pdf = await page.request.get("/backoffice/letters/00000000-0000-4000-8000-000000000000/pdf");
    expect(pdf.status()).toBe(404);
  });
});
