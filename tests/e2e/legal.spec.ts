import { expect, test } from "./support/fixtures";
import { signedIn } from "./support/customers";
import { E2E_OPERATOR } from "./support/operator";

const PAGES = [
  {
    link: "Impressum",
    path: "/impressum",
    title: "Impressum",
    sections: [
      "Anbieter",
      "Vertreten durch",
      "Registereintrag",
      "Verantwortlich für den Inhalt",
      "Verbraucherstreitbeilegung",
    ],
    description: /Impressum/,
  },
  {
    link: "Datenschutz",
    path: "/datenschutz",
    title: "Datenschutzerklärung",
    sections: [
      "Verantwortlicher",
      "Datenschutzbeauftragter",
      "Cookies",
      "Empfänger und Auftragsverarbeiter",
      "Ihre Rechte",
    ],
    description: /Datenschutzerklärung/,
  },
  {
    link: "AGB",
    path: "/agb",
    title: "Allgemeine Geschäftsbedingungen",
    sections: [
      "§ 4 Preise, Testzeitraum und Preisgarantie",
      "§ 6 Laufzeit und Kündigung",
      "§ 7 Widerrufsrecht",
      "Widerrufsbelehrung",
      "Muster-Widerrufsformular",
    ],
    description: /Widerrufsrecht/,
  },
] as const;

test.describe("legal pages", () => {
  for (const legal of PAGES) {
    test(`${legal.path} opens from the footer and names the configured operator`, async ({ page, audit }) => {
      await page.goto("/login");
      await page.getByRole("contentinfo").getByRole("link", { name: legal.link, exact: true }).click();
      await expect(page).toHaveURL(legal.path);
      await expect(page).toHaveTitle(`${legal.title} – Vorsorgeportal`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", legal.description);
      const main = page.getByRole("main");
      // The name's "<&>" arrives as text, not as markup.
      await expect(main).toContainText(E2E_OPERATOR.OPERATOR_NAME);
      for (const section of legal.sections) {
        await expect(main.getByRole("heading", { name: section, exact: true })).toBeVisible();
      }
      await audit();
    });
  }

  test("the privacy notice lists the session cookie and leads through its table of contents", async ({
    page,
  }) => {
    await page.goto("/datenschutz");
    const row = page.getByRole("row", { name: /__vp_session/ });
    await expect(row).toContainText("bis Sie den Browser schließen");
    await expect(page.getByRole("row", { name: /vp_consent/ })).toContainText("365 Tage");
    await expect(page.getByRole("main")).toContainText("Dr. Paul Schutz");
    const toc = page.getByRole("navigation", { name: "Inhalt" });
    await toc.getByRole("link", { name: "Ihre Rechte" }).click();
    await expect(page).toHaveURL(/\/datenschutz#ihre-rechte$/);
    await expect(page.getByRole("heading", { name: "Ihre Rechte", exact: true })).toBeInViewport();
  });

  test("the terms show the plan's price, the withdrawal period and the model withdrawal form", async ({
    page,
  }) => {
    await page.goto("/agb");
    const main = page.getByRole("main");
    await expect(main).toContainText("Der Vorsorgeplan kostet 18,00\u00a0€ pro Jahr");
    await expect(main).toContainText("binnen 14 Tagen ohne Angabe von Gründen");
    await expect(main).toContainText("innerhalb von 8 Wochen");
    await expect(main).toContainText(`An ${E2E_OPERATOR.OPERATOR_NAME}, Hafenstraße 3, 24103 Kiel`);
  });

  test("the footer shows the configured hotline with its opening hours", async ({ page }) => {
    await page.goto("/impressum");
    const footer = page.getByRole("contentinfo");
    const tel = footer.getByRole("link", { name: E2E_OPERATOR.HOTLINE_NUMBER.replace(/ /g, "\u00a0") });
    await expect(tel).toHaveAttribute("href", "tel:+498003304455");
    await expect(footer).toContainText(E2E_OPERATOR.HOTLINE_HOURS);
    await expect(page.getByRole("main")).toContainText(
      `${E2E_OPERATOR.HOTLINE_NUMBER.replace(/ /g, "\u00a0")} (${E2E_OPERATOR.HOTLINE_HOURS})`,
    );
  });

  test("answers 200 and may be cached by shared caches only without cookies", async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      for (const { path } of PAGES) {
        const response = await anonymous.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("public, max-age=300");
      }
      const withCookie = await anonymous.get("/agb", { headers: { Cookie: "vp_consent=x" } });
      expect(withCookie.headers()["cache-control"]).toBe("private, no-cache");
    } finally {
      await anonymous.dispose();
    }
  });

  test("a signed-in customer reads the terms, too, and shared caches never keep that page", async ({
    page,
    accounts,
  }) => {
    await signedIn(accounts, page.context(), {});
    const response = await page.goto("/agb");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).not.toContain("public");
    await expect(page).toHaveURL("/agb");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Allgemeine Geschäftsbedingungen");
  });
});
