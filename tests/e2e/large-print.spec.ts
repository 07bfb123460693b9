/**
 * Large print (decision 0107): every document of /documents but the wallet card is offered a second time in large
 * print, with JavaScript off and on; the large print holds the same text and figures at 16 pt or more, lines
 * 1.5 times the size apart. The same refusals as the standard PDFs apply.
 */
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HAS_POPPLER, pdfText, typeSizes } from "./support/pdf";

/** Each document's standard link, its large-print link, and the file name's start. */
const DOCUMENTS = [
  ["Zusammenfassung öffnen (PDF)", "Zusammenfassung in großer Schrift öffnen (PDF)", "Vorsorge-Anna"],
  [
    "Bestattungsverfügung öffnen (PDF)",
    "Bestattungsverfügung in großer Schrift öffnen (PDF)",
    "Bestattungsverfuegung-Anna",
  ],
  [
    "Buchungsbestätigung öffnen (PDF)",
    "Buchungsbestätigung in großer Schrift öffnen (PDF)",
    "Bestaetigung-Vorsorgeplan-Anna",
  ],
  ["Antrag herunterladen (PDF)", "Antrag in großer Schrift herunterladen (PDF)", "HDH-Antrag-Anna"],
  [
    "Brief an Frau Max Weber öffnen (PDF)",
    "Brief an Frau Max Weber in großer Schrift öffnen (PDF)",
    "Brief-an-Max",
  ],
] as const;

/**
 * Amounts, dates and numbers standing as words of a PDF's text, sorted: what both prints must agree on. The page
 * furniture (page numbers, "Erstellt am" on every page) is left out: the large print has more pages. So are digits
 * inside a word: the fixture's e-mail addresses hold a UUID, which the narrower large-print column breaks.
 */
function figures(text: string): string[] {
  return [
    ...text
      .replace(/Seite \d+ von \d+|Erstellt am [\d.]+|\S+@\S+/g, " ")
      .matchAll(/(?<![\w@.-])\d[\d.,]*(?: €)?(?![\w@-])/g),
  ]
    .map(([figure]) => figure)
    .sort();
}

async function linkHref(page: Page, name: string): Promise<string> {
  const link = page.getByRole("link", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  return (await link.getAttribute("href"))!;
}

async function expectPdf(response: APIResponse, fileName: RegExp): Promise<Buffer> {
  expect(response.status(), response.url()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(fileName);
  return response.body();
}

test.describe("large print of every document", () => {
  test.use({
    customerOptions: {
      confirmed: true,
      paid: true,
      application: true,
      trustedPerson: { email: "vertraut@example.de" },
      letters: [
        {
          text: "Lieber Max, danke für 40 Jahre Freundschaft, die Fahrten an die Ostsee und jeden Sonntag am 12. Juni. Pass gut auf Dich auf.",
          recipient: { firstname: "Max", lastname: "Weber" },
          generic: "AFTER_FUNERAL",
        },
      ],
    },
  });

  test("the documents page offers each document in large print, with the same text and figures at 16 pt or more", async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/documents");
    await expect(page.getByText("steht, gibt es das Dokument auch so", { exact: false })).toBeVisible();
    // The wallet card has no large print.
    await expect(page.getByRole("link", { name: /Vorsorgeausweis.*großer Schrift/ })).toHaveCount(0);

    for (const [standardName, largeName, filePrefix] of DOCUMENTS) {
      const standardHref = await linkHref(page, standardName);
      const largeHref = await linkHref(page, largeName);
      expect(largeHref).toBe(`${standardHref}?druck=gross`);
      const prefix = filePrefix.replace(/[-]/g, "\\-");
      const standard = await expectPdf(await page.request.get(standardHref), new RegExp(prefix));
      const large = await expectPdf(
        await page.request.get(largeHref),
        new RegExp(`${prefix}[^"]*-Grossdruck\\.pdf`),
      );
      if (!HAS_POPPLER) {
        test.info().annotations.push({ type: "skipped", description: "poppler-utils missing: text checks" });
        continue;
      }
      const [standardText, largeText] = [pdfText(standard), pdfText(large)];
      if (!filePrefix.startsWith("Brief")) expect(largeText, largeName).toContain(customer.name);
      expect(figures(largeText), largeName).toEqual(figures(standardText));
      const sizes = typeSizes(large);
      expect(sizes.words, largeName).toBeGreaterThan(20);
      expect(sizes.smallestPoints, largeName).toBeGreaterThanOrEqual(15.95);
      expect(sizes.lineSteps, largeName).toBeGreaterThan(0);
      expect(sizes.tightestLineStep, largeName).toBeGreaterThanOrEqual(1.49);
      // The check tells the prints apart: the standard print has smaller text.
      expect(typeSizes(standard).smallestPoints, standardName).toBeLessThan(15);
    }
  });

  test("large print keeps the standard print's refusals, and an unknown size is a German 400", async ({
    page,
    accounts,
    customer,
  }) => {
    const own = `/pdf/provision/${customer.provisionId}`;
    for (const value of ["klein", "", "gross&druck=gross"]) {
      const response = await page.request.get(`${own}?druck=${value}`);
      expect(response.status(), value).toBe(400);
      expect(response.headers()["content-type"]).not.toContain("pdf");
      expect(await response.text()).toContain("Diese Schriftgröße gibt es nicht");
    }
    // Another customer who has every document: a 404 here is the access check, not a missing document.
    const other = await accounts.customer({ confirmed: true, paid: true, application: true });
    for (const path of ["", "/bestattungsverfuegung", "/bestaetigung", "/antrag"]) {
      const response = await page.request.get(`/pdf/provision/${other.provisionId}${path}?druck=gross`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).not.toContain("pdf");
    }
  });
});

test.describe("large print for an unconfirmed customer", () => {
  test("is refused as the standard print is, and the page offers neither", async ({ page, customer }) => {
    await page.goto("/documents");
    await expect(page.getByRole("link", { name: /großer Schrift/ })).toHaveCount(0);
    const response = await page.request.get(`/pdf/provision/${customer.provisionId}?druck=gross`);
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("noch nicht bestätigt");
  });
});
