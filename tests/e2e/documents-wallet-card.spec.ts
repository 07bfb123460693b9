/**
 * The wallet card (Vorsorgeausweis, decision 0061): /documents offers it as a download in two layouts; the
 * file is a PDF with the customer's name, contract number and the configured hotline. Without JavaScript and
 * with it (the link is a plain download link either way).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { E2E_OPERATOR } from "./support/operator";
import { HAS_POPPLER, firstPageImage, pdfText } from "./support/pdf";

async function downloadFrom(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return { fileName: download.suggestedFilename(), pdf: await readFile((await download.path())!) };
}

test.describe("wallet card of a confirmed customer", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("downloads from /documents as an A4 sheet and as a card", async ({ page, customer, jsOff }) => {
    test.setTimeout(90_000);
    await page.goto("/documents");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(!jsOff);
    const section = page.getByRole("region", { name: "Vorsorgeausweis für Ihr Portemonnaie" });
    await expect(section).toBeVisible();

    const sheet = await downloadFrom(page, "Vorsorgeausweis herunterladen (PDF)");
    expect(sheet.fileName).toMatch(/^Vorsorgeausweis-Anna-M(ü|ue)ller-\d\d-\d\d-\d\d\.pdf$/);
    expect(sheet.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const card = await downloadFrom(page, "Vorsorgeausweis im Kartenformat herunterladen (PDF)");
    expect(card.fileName).toMatch(/^Vorsorgeausweis-Karte-Anna-M(ü|ue)ller-\d\d-\d\d-\d\d\.pdf$/);
    expect(card.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The page is still /documents: a download, not a navigation.
    await expect(page).toHaveURL(/\/documents$/);

    if (!HAS_POPPLER) {
      test.info().annotations.push({ type: "skipped", description: "poppler-utils missing: text checks" });
      return;
    }
    for (const pdf of [sheet.pdf, card.pdf]) {
      const text = pdfText(pdf);
      for (const expected of [
        "Ich habe vorgesorgt",
        customer.name,
        `Vertragsnummer ${customer.number}`,
        E2E_OPERATOR.HOTLINE_NUMBER,
      ])
        expect(text).toContain(expected);
    }
    // A4 portrait for the sheet; the card's first page is landscape, 85.6 × 54 mm.
    expect(firstPageImage(sheet.pdf).height / firstPageImage(sheet.pdf).width).toBeCloseTo(Math.SQRT2, 1);
    const front = firstPageImage(card.pdf);
    expect(front.width / front.height).toBeCloseTo(85.6 / 54, 1);
  });
});

test.describe("wallet card of an unconfirmed customer", () => {
  test("is not offered, and the PDF is refused", async ({ page, customer }) => {
    test.setTimeout(90_000);
    await page.goto("/documents");
    await expect(page.getByRole("link", { name: /Vorsorgeausweis/ })).toHaveCount(0);
    const response = await page.request.get(`/pdf/provision/${customer.provisionId}/vorsorgeausweis`);
    expect(response.status()).toBe(403);
  });
});
