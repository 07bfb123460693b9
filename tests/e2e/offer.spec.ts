/**
 * The offer area end to end, with JavaScript off and on: change the funeral type, swap a coffin,
 * add and remove an optional service, totals equal to the domain calculation, refresh an outdated offer, and
 * bad input answered with German 4xx pages.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { PLANS, PRODUCTS, SERVICES } from "../../app/.server/db/seed/catalog";
import { productId } from "../../app/.server/db/seed/ids";
import type { FuneralPlan, FuneralType } from "../../app/domain/constants";
import { DEFAULT_CATEGORIES_BY_PLAN } from "../../app/domain/offer/constants";
import { offerPrice } from "../../app/domain/offer";
import { expect, test } from "./support/fixtures";

const fits = (types: readonly string[], type: FuneralType) => types.length === 0 || types.includes(type);

/** The domain's total for a plan's default offer, with products swapped in and optional services added. */
function expectedTotal(
  type: FuneralType,
  plan: FuneralPlan,
  { swap = [], services = [] }: { swap?: string[]; services?: string[] } = {},
): string {
  const seen = new Set<string>();
  const defaults = PRODUCTS.filter(
    (p) =>
      p.defaultPlans.includes(plan) &&
      fits(p.funeralTypes, type) &&
      DEFAULT_CATEGORIES_BY_PLAN[plan].includes(p.category) &&
      !seen.has(p.category) &&
      seen.add(p.category),
  );
  const swapped = swap.map((article) => PRODUCTS.find((p) => p.articleNumber === article)!);
  const chosen = [...defaults.filter((p) => !swapped.some((s) => s.category === p.category)), ...swapped];
  const serviceLines = SERVICES.filter(
    (s) => (!s.optional || services.includes(s.identifier)) && fits(s.funeralTypes, type),
  );
  const price = offerPrice({
    planFeeCents: PLANS.find((p) => p.id === plan)!.priceCents,
    lines: [
      ...chosen.map((p) => ({ netCents: p.priceCents, category: p.category })),
      ...serviceLines.map((s) => ({ netCents: s.priceCents })),
    ],
    siteFeeCents: null,
  });
  return new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(price.total / 100);
}

const normalise = (text: string | null) => (text ?? "").replace(/\s/g, " ");

async function expectTotal(page: Page, expected: string) {
  await expect(page.getByTestId("offer-total")).toHaveText(normalise(expected).replace(/ /g, "\u00a0"), {
    useInnerText: false,
  });
}

test.describe("offer summary and editing", () => {
  test("swap a coffin, add and remove a service, change the funeral type; totals as the domain computes", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.setTimeout(180_000);
    expect(customer.provisionId).toBeTruthy();
    await page.goto("/overview/offer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Angebot");
    await expect(page.getByText("Feuerbestattung", { exact: true })).toBeVisible();
    await expect(page.getByText("Im Preis enthalten", { exact: true })).toBeVisible();
    await expectTotal(page, expectedTotal("cremation", "high"));

    // Swap the coffin through the category list.
    await page.getByRole("link", { name: "Eichensarg Klassik austauschen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sarg: Ihre Auswahl");
    await page.getByRole("button", { name: "Pappelsarg Natur wählen" }).click();
    await expect(page).toHaveURL(/\/overview\/offer$/);
    await expect(page.getByText("Eichensarg Klassik wurde durch Pappelsarg Natur ersetzt.")).toBeVisible();
    await expectTotal(page, expectedTotal("cremation", "high", { swap: ["SA-1004"] }));

    // The detail page of the product now in the offer has no choose button.
    await page.goto(`/overview/offer/products/coffin/${productId("SA-1004")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Naturholzsarg aus Pappel");
    await expect(page.getByText("In Ihrem Angebot")).toBeVisible();
    await expect(page.getByRole("button", { name: /wählen$/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Zurück zum Angebot" }).click();

    // Add and remove an optional service.
    await page.getByRole("button", { name: "Trauerfeier hinzufügen" }).click();
    await expect(page.getByText("Trauerfeier wurde Ihrem Angebot hinzugefügt.")).toBeVisible();
    await expectTotal(
      page,
      expectedTotal("cremation", "high", { swap: ["SA-1004"], services: ["trauerfeier"] }),
    );
    await page.getByRole("button", { name: "Trauerfeier entfernen" }).click();
    await expect(page.getByText("Trauerfeier wurde aus Ihrem Angebot entfernt.")).toBeVisible();
    await expectTotal(page, expectedTotal("cremation", "high", { swap: ["SA-1004"] }));

    // Change the funeral type: grave type and default products follow, the result is shown.
    await page.getByRole("link", { name: "Bestattungsart ändern" }).click();
    if (jsOff) {
      await page.getByRole("button", { name: "Bestattungsart speichern" }).click();
      await expect(page.getByText("Das ist bereits Ihre Bestattungsart.").first()).toBeVisible();
    } else {
      await expect(page.getByRole("button", { name: "Bestattungsart speichern" })).toBeDisabled();
    }
    await page.getByLabel("Erdbestattung").check();
    await page.getByRole("button", { name: "Bestattungsart speichern" }).click();
    await expect(page).toHaveURL(/\/overview\/offer$/);
    await expect(page.getByText(/Grabart: Reihengrab/)).toBeVisible();
    await expect(page.getByText("Erdbestattung", { exact: true })).toBeVisible();
    await expectTotal(page, expectedTotal("burial", "high"));
  });

  test("the grave type note: saved, unchanged and too long answered with a message", async ({
    page,
    customer,
    jsOff,
  }) => {
    expect(customer.email).toBeTruthy();
    await page.goto("/overview/offer/gravetypenote");
    const note = page.getByLabel("Ihre Anmerkung");
    await note.fill("Neben meinen Eltern, bitte.");
    await page.getByRole("button", { name: "Anmerkung speichern" }).click();
    await expect(page.getByText("Ihre Anmerkung zur Grabart wurde gespeichert.")).toBeVisible();
    await expect(page.getByText("Neben meinen Eltern, bitte.")).toBeVisible();
    await page.getByRole("link", { name: "Anmerkung zur Grabart bearbeiten" }).click();
    if (jsOff) {
      await page.getByRole("button", { name: "Anmerkung speichern" }).click();
      await expect(
        page.getByText("Sie haben nichts geändert; es wurde nichts gespeichert.").first(),
      ).toBeVisible();
    } else {
      await expect(page.getByRole("button", { name: "Anmerkung speichern" })).toBeDisabled();
    }
    await page.getByLabel("Ihre Anmerkung").fill("x".repeat(501));
    await page.getByRole("button", { name: "Anmerkung speichern" }).click();
    await expect(page.getByText(/höchstens 500|500 Zeichen/).first()).toBeVisible();
  });
});

test.describe("outdated offer", () => {
  test.use({ customerOptions: { offerOutdated: true } });

  test("refresh through the 'Hinweis' dialog, its price changes shown before, and see what changed", async ({
    page,
    customer,
  }) => {
    expect(customer.provisionId).toBeTruthy();
    await page.goto("/overview/offer");
    await expect(page.getByText("Ihr Angebot ist nicht mehr aktuell")).toBeVisible();
    const totalBefore = await page.getByTestId("offer-total").innerText();
    await page.getByRole("link", { name: "Angebot prüfen" }).click();
    const dialog = page.getByRole("dialog", { name: "Hinweis" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(/zuletzt am \d\d\.\d\d\.\d{4} bearbeitet\. Seitdem haben sich diese Preise geändert/),
    ).toBeVisible();
    // The fixture stored one package product 10 € (net) below the catalogue: that product, old and new price,
    // and the totals — today's as the page shows it, the new one as the domain computes the refreshed offer.
    const comparison = dialog.getByTestId("refresh-comparison");
    await expect(comparison.getByRole("columnheader")).toHaveText(["Produkt oder Leistung", "Bisher", "Neu"]);
    const changed = comparison.locator("tbody tr").first();
    await expect(changed.locator("td")).toHaveText([/^[\d.]+,\d\d\s€$/, /^[\d.]+,\d\d\s€$/]);
    const [before, after] = await changed.locator("td").allInnerTexts();
    expect(before).not.toBe(after);
    await expect(comparison.locator("tbody tr")).toHaveCount(2);
    await expect(dialog.getByTestId("refresh-total-before")).toHaveText(totalBefore);
    const totalAfter = normalise(expectedTotal("cremation", "high")).replace(/ /g, "\u00a0");
    await expect(dialog.getByTestId("refresh-total-after")).toHaveText(totalAfter, { useInnerText: false });
    await dialog.getByRole("button", { name: "Angebot aktualisieren" }).click();
    const result = page.getByRole("dialog", { name: "Ihr Angebot wurde aktualisiert" });
    await expect(result.getByText("Aktualisierte Produkte:")).toBeVisible();
    await result.getByRole("link", { name: "Angebot neu laden" }).click();
    await expect(page).toHaveURL(/\/overview\/offer$/);
    await expect(page.getByText("Ihr Angebot ist nicht mehr aktuell")).toHaveCount(0);
    await expectTotal(page, expectedTotal("cremation", "high"));
  });
});

test.describe("bad input", () => {
  test("unknown category or product → 404; another plan's product refused; nothing changed", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "plain requests with the signed-in context; the same in both projects");
    expect(customer.provisionId).toBeTruthy();
    for (const path of [
      "/overview/offer/products/sofa",
      "/overview/offer/products/coffin/-1",
      "/overview/offer/products/coffin/123",
      `/overview/offer/products/coffin/${randomUUID()}`,
      `/overview/offer/products/urn/${productId("SA-1001")}`,
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
    }
    await page.goto("/overview/offer");
    const version = await page.locator('input[name="version"]').first().inputValue();
    const premiumCoffin = await page.request.post(`/overview/offer/products/coffin/${productId("SA-1003")}`, {
      form: { intent: "choose", version },
    });
    expect(premiumCoffin.status()).toBe(422);
    expect(await premiumCoffin.text()).toContain("gehört nicht zu Ihrem Paket");
    const forged = await page.request.post("/overview/offer", {
      form: { intent: "removeService", id: "-5", version },
    });
    expect(forged.status()).toBe(404);
    await page.goto("/overview/offer");
    await expectTotal(page, expectedTotal("cremation", "high"));
  });
});
