import { expect, test } from "./support/fixtures";

// The sign-in page shows the login promo and the two ratings from the content service
// (seeded from content/login-promo.json and content/ratings.json). axe audits the page in both projects.
test.describe("sign-in page content", () => {
  test("shows the promo (headline, price, text, image) and the ratings 4,7 and 4,9 with their captions", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();

    const promo = page.getByRole("complementary", { name: "Vorsorge, die entlastet" });
    await expect(promo).toBeVisible();
    await expect(promo.getByText("18 € im Jahr")).toBeVisible();
    await expect(
      promo.getByRole("listitem").filter({ hasText: "Preisgarantie gegen steigende Kosten" }),
    ).toBeVisible();
    await expect(promo.getByRole("img", { name: "Ein grüner Zweig auf einer offenen Hand" })).toBeVisible();

    const ratings = page.getByRole("region", { name: "So bewerten uns unsere Kundinnen und Kunden" });
    await expect(ratings.getByRole("listitem")).toHaveCount(2);
    await expect(ratings.getByRole("listitem").nth(0)).toContainText("4,7 von 5");
    await expect(ratings.getByRole("listitem").nth(0)).toContainText("bei Google");
    await expect(ratings.getByRole("listitem").nth(1)).toContainText("4,9 von 5");
    await expect(ratings.getByRole("listitem").nth(1)).toContainText("bei Trusted Shops");

    // The sign-in form still comes first and works around the new blocks.
    await expect(page.getByLabel("E-Mail-Adresse")).toBeVisible();
  });
});
