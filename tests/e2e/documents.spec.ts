import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseSite } from "./support/journeys";
import { firstPageImage, HAS_POPPLER, pdfText } from "./support/pdf";

/** The offer page's price rows (decision 0037), whitespace collapsed as pdfText does. */
const PRICE_ROWS = [
  "offer-plan-fee",
  "offer-package-items",
  "offer-added-items",
  "offer-site-fee",
  "offer-total",
];

/** Opens /documents, checks the link opens in a new window, and fetches the PDF it points to. */
async function openDocument(page: Page, linkName: RegExp): Promise<APIResponse> {
  await page.goto("/documents");
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/pdf\/provision\/[0-9a-f-]{36}/);
  return page.request.get(href!);
}

/** A valid PDF whose text names the customer and the funeral type, and whose page 1 looks like a filed document. */
async function expectDocument(response: APIResponse, name: string, fileName: RegExp, texts: string[]) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(fileName);
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-8).toString("latin1")).toContain("%%EOF");
  if (!HAS_POPPLER) {
    test
      .info()
      .annotations.push({ type: "skipped", description: "poppler-utils missing: text and image checks" });
    return;
  }
  const text = pdfText(pdf);
  for (const expected of [name, ...texts]) expect(text).toContain(expected);
  const image = firstPageImage(pdf);
  // A4 portrait, mostly white paper with ink spread from top to bottom: text, not a blank or a solid block.
  expect(image.height / image.width).toBeCloseTo(Math.SQRT2, 1);
  expect(image.ink).toBeGreaterThan(0.002);
  expect(image.ink).toBeLessThan(0.25);
  for (const third of image.thirds.slice(0, 2)) expect(third).toBeGreaterThan(0.002);
}

test.describe("documents of a confirmed customer", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("downloads the provision summary and the Bestattungsverfügung", async ({ page, customer }) => {
    test.setTimeout(90_000);
    await page.goto("/documents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumente");

    const summary = await openDocument(page, /Zusammenfassung öffnen/);
    await expectDocument(summary, customer.name, /Vorsorge-Anna-M(ü|ue)ller-\d\d-\d\d-\d\d\.pdf/, [
      "Feuerbestattung",
      "Angebot",
      "Wünsche",
      "Vertrauensperson",
    ]);
    const disposition = await openDocument(page, /Bestattungsverfügung öffnen/);
    await expectDocument(
      disposition,
      customer.name,
      /Bestattungsverfuegung-Anna-M(ü|ue)ller-\d\d-\d\d-\d\d\.pdf/,
      ["Bestattungsverfügung", "Feuerbestattung", "Unterschrift"],
    );
  });

  test("the summary prints the offer page's price rows, which add up to its total", async ({
    page,
    customer,
  }) => {
    test.setTimeout(90_000);
    void customer;
    // With a site: its fee and the package's base price are rows of the sum, not hidden in the total.
    await chooseSite(page);
    await page.goto("/overview/offer");
    const rows: string[] = [];
    for (const testId of PRICE_ROWS) {
      const cell = page.getByTestId(testId);
      if ((await cell.count()) > 0) rows.push((await cell.textContent())!.replace(/\s+/g, " ").trim());
    }
    const total = rows.at(-1)!;
    const summary = await openDocument(page, /Zusammenfassung öffnen/);
    expect(summary.status()).toBe(200);
    test.skip(!HAS_POPPLER, "poppler-utils missing: text checks");
    const text = pdfText(await summary.body());
    expect(text).toContain("Grundpreis des Pakets");
    expect(text).toContain("Gebühr des Bestattungsorts");
    for (const row of rows) expect(text).toContain(row);
    expect(text).toContain(`Angebotspreis heute ${total}`);
  });

  test("another customer's provision id is not found", async ({ page, accounts, customer }) => {
    expect((await page.request.get(`/pdf/provision/${customer.provisionId}`)).status()).toBe(200);
    const other = await accounts.customer({ confirmed: true });
    for (const path of [
      `/pdf/provision/${other.provisionId}`,
      `/pdf/provision/${other.provisionId}/bestattungsverfuegung`,
      `/pdf/provision/${other.provisionId}/bestaetigung`,
      `/pdf/provision/${other.provisionId}/antrag`,
      // This customer has booked no plan and made no application: no such documents.
      `/pdf/provision/${customer.provisionId}/bestaetigung`,
      `/pdf/provision/${customer.provisionId}/antrag`,
    ]) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).not.toContain("pdf");
    }
    expect((await page.request.get("/pdf/provision/kein-uuid")).status()).toBe(404);
  });
});

test.describe("documents of an unconfirmed customer", () => {
  test("are blocked with the message to confirm the account", async ({ page, customer }) => {
    await page.goto("/documents");
    await expect(page.getByText("Die E-Mail-Adresse dieses Kontos ist noch nicht bestätigt.")).toBeVisible();
    await expect(page.getByRole("link", { name: /öffnen/ })).toHaveCount(0);
    const response = await page.request.get(`/pdf/provision/${customer.provisionId}`);
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("noch nicht bestätigt");
  });
});

test.describe("every document the customer has", () => {
  test.use({ customerOptions: { confirmed: true, paid: true } });

  test("/documents lists the plan confirmation, the application and each letter, each with a download", async ({
    page,
    customer,
  }) => {
    test.setTimeout(150_000);
    // A letter with a text (no recipient yet).
    await page.goto("/overview/letters/intro");
    await page.getByRole("button", { name: "Ersten Brief schreiben" }).click();
    await page.getByRole("textbox", { name: /^Ihr Brief/ }).fill("Liebe Erika, danke für alles.");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Schritt 2 von 4: Empfänger")).toBeVisible();

    // The burial-fund application ("Antrag erstellen").
    await page.goto("/overview/finance");
    await page.getByRole("link", { name: "Los geht's" }).click();
    await page.getByRole("button", { name: /Ich sorge selbst vor/ }).click();
    await expect(page).not.toHaveURL(/\/insurance\/wizard\/type$/);
    await page.goto("/overview/finance/tariff");
    await page.getByRole("link", { name: "Sterbegeldversicherung berechnen" }).click();
    await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
    await page.getByRole("button", { name: "Tarif beantragen" }).click();
    await page.getByLabel("Straße und Hausnummer").fill("Holstenstraße 12a");
    await page.getByLabel("Postleitzahl").fill("24103");
    await page.getByLabel("Ort").fill("Kiel");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Antrag erstellen" }).click();
    await expect(page.getByRole("link", { name: "Antrag herunterladen (PDF)" })).toBeVisible();

    await page.goto("/documents");
    const expected: [RegExp, RegExp][] = [
      [/Zusammenfassung öffnen/, /^\/pdf\/provision\/[0-9a-f-]{36}$/],
      [/Bestattungsverfügung öffnen/, /\/bestattungsverfuegung$/],
      [/Buchungsbestätigung öffnen/, /\/bestaetigung$/],
      [/^Antrag herunterladen/, /\/antrag$/],
      [/Brief ohne Empfänger öffnen/, /^\/overview\/letters\/[0-9a-f-]{36}\/pdf$/],
    ];
    for (const [name, path] of expected) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(path);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    await expect(page.getByText("Ihr Antrag vom", { exact: false })).toBeVisible();

    // The address the customer typed for the application is the one the summary prints (no profile address).
    if (HAS_POPPLER) {
      const summary = await page.request.get(`/pdf/provision/${customer.provisionId}`);
      const text = pdfText(await summary.body());
      expect(text).toContain("Anschrift Holstenstraße 12a 24103 Kiel");
    }
  });
});
