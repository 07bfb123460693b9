/**
 * Decision 0037, with JavaScript off and on: one total counted once (the cost wizard starts from the
 * offer's total, asks only for what is not in it, reads amounts as customers type them, names every figure the
 * same way and explains the spec's simple 2 % rule), and an offer that reads honestly (a price table that adds
 * up by hand, no "Im Paket enthalten" on prices that are added, the tile not done without a funeral site, and a
 * promise that says what can be changed).
 */
import type { Page } from "@playwright/test";
import { estimateCosts } from "../../app/domain/finance";
import { cents } from "../../app/domain/money";
import { formatCents } from "../../app/i18n/currency";
import { expect, test } from "./support/fixtures";
import { chooseSite } from "./support/journeys";

const BIRTH_DATE = "1950-03-10";
test.use({ customerOptions: { birthDate: BIRTH_DATE } });

/** "8.894,64 €" (or "+ 8.894,64 €") → 889464. */
const centsOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
const amountIn = async (page: Page, testId: string) => centsOf(await page.getByTestId(testId).textContent());
const todayInGermany = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());

/** Through the insurance wizard's type step to the cost wizard ("Ich sorge selbst vor"). */
async function startCostWizard(page: Page) {
  await page.goto("/overview/finance/insurance/wizard/type");
  await page.getByRole("button", { name: /Ich sorge selbst vor/ }).click();
  await expect(page).toHaveURL(/\/overview\/finance\/costs\/wizard$/);
}

/** The price table's rows add up, by hand, to the offer's price. */
async function expectSumChecks(page: Page) {
  const rows = ["offer-plan-fee", "offer-package-items", "offer-added-items", "offer-site-fee"];
  let sum = 0;
  for (const row of rows) {
    if ((await page.getByTestId(row).count()) === 0) continue;
    sum += await amountIn(page, row);
  }
  expect(sum).toBe(await amountIn(page, "offer-total"));
}

/** On the overview, the tile with this heading, shown and not (yet) marked done. */
async function expectTileOpen(page: Page, heading: string) {
  await page.goto("/overview");
  const tile = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
  await expect(tile).toBeVisible();
  await expect(tile.getByText("Erledigt")).toHaveCount(0);
  return tile;
}

test.describe("one total, counted once", () => {
  test("the cost wizard starts from the offer, asks only for what it lacks, and counts the site once", async ({
    page,
    customer,
    audit,
    jsOff,
  }) => {
    test.setTimeout(180_000);
    void customer;
    // A booked Trauerfeier is not suggested again as a cost beyond the offer.
    await page.goto("/overview/offer");
    await page.getByRole("button", { name: "Trauerfeier hinzufügen" }).click();
    await expect(page.getByText("Trauerfeier wurde Ihrem Angebot hinzugefügt.")).toBeVisible();
    const offerWithoutSite = await amountIn(page, "offer-total");

    await startCostWizard(page);
    await expect(page.getByTestId("costs-offer-total")).toHaveText(formatCents(offerWithoutSite));
    await expect(page.getByText(/Kosten, die nicht in Ihrem Angebot stehen, zum Beispiel/)).not.toContainText(
      "Trauerfeier",
    );

    // No site yet: its fee is asked for, typed the way people write amounts.
    const site = page.getByLabel("Geschätzte Gebühr des Bestattungsorts in Euro");
    await site.fill("1.500 €");
    await page.getByLabel("Bezeichnung 1").fill("Grabstein");
    await page.getByLabel("Geschätzter Preis 1 in Euro").fill("5000");
    await page.getByLabel("Bezeichnung 2").fill("Bewirtung");
    await page.getByLabel("Geschätzter Preis 2 in Euro").fill("fünfhundert");
    await page.getByRole("button", { name: "Weiter" }).click();
    // The error summary names the field the message belongs to.
    const summary = page.getByRole("region", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary.getByRole("link")).toHaveText([
      "Geschätzter Preis 2 in Euro: Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 1.500 oder 1.500,50.",
    ]);
    if (!jsOff) await audit();
    await page.getByLabel("Geschätzter Preis 2 in Euro").fill("1500,50");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/costs\/wizard\/future$/);

    // 1.500 € site + 5.000 € + 1.501 € (cents rounded to whole euros) on top of the offer.
    const additional = 500_000 + 150_100;
    await expect(page.getByTestId("finance-offer")).toHaveText(formatCents(offerWithoutSite));
    await expect(page.getByTestId("finance-additional")).toHaveText(formatCents(additional));
    const today = offerWithoutSite + 150_000 + additional;
    await expect(page.getByTestId("finance-today")).toHaveText(formatCents(today));
    const expected = estimateCosts({
      todayCents: cents(today),
      birthDate: BIRTH_DATE,
      today: todayInGermany(),
    });
    await expect(page.getByTestId("finance-increase")).toHaveText(formatCents(expected.futureCents));
    await expect(page.getByTestId("finance-total")).toHaveText(formatCents(expected.totalCents));
    // The note says the spec's rule in plain words: the same 2 % of today's cost each year, not compounded.
    await expect(page.getByTestId("finance-rule")).toContainText("2 % der heutigen Kosten");
    await expect(page.getByTestId("finance-rule")).toContainText("ohne Zinseszins");
    await expect(page.getByTestId("finance-rule")).toContainText(
      `${expected.years} Jahre × 2 % × ${formatCents(today)} = ${formatCents(expected.futureCents)}`,
    );
    await expect(page.getByText(`Geschätzte Kosten in ${expected.years} Jahren`)).toBeVisible();
    await page.getByRole("button", { name: "Kostenschätzung abschließen" }).click();
    await expect(page).toHaveURL(/\/overview\/finance$/);
    // The gap counts everything the customer said the funeral will cost, not the offer alone; with no cover the
    // overview's finance tile is not done, whatever else was entered.
    await expect(page.getByText(`Es fehlen noch ${formatCents(today)}`)).toBeVisible();
    await expectTileOpen(page, "Finanzielle Vorsorge");
    await page.goto("/overview/finance");
    // The finance overview names the same figures the same way.
    await expect(page.getByRole("term").filter({ hasText: "Angebotspreis heute" }).first()).toBeVisible();
    await expect(page.getByText(`Geschätzte Kosten in ${expected.years} Jahren`)).toBeVisible();

    // A site chosen in the offer: its fee is in the offer now, so the estimate is no longer asked nor counted.
    await chooseSite(page);
    await page.goto("/overview/offer");
    const offerWithSite = await amountIn(page, "offer-total");
    expect(offerWithSite).toBeGreaterThan(offerWithoutSite);
    await page.goto("/overview/finance/costs");
    await expect(page.getByTestId("costs-offer-total")).toHaveText(formatCents(offerWithSite));
    await expect(page.getByLabel("Geschätzte Gebühr des Bestattungsorts in Euro")).toHaveCount(0);
    await expect(page.getByText(/und die Gebühr des gewählten Bestattungsorts/)).toBeVisible();
    await expect(page.getByTestId("finance-today")).toHaveText(formatCents(offerWithSite + additional));
  });
});

test.describe("the offer reads honestly", () => {
  test("the price adds up by hand, items say they are added, the tile waits for the funeral site", async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    void customer;
    await page.goto("/overview/offer");
    await expect(page.getByText("Im Paket enthalten", { exact: true })).toHaveCount(0);
    await expect(
      page.getByText("Gehört zu Ihrem Paket – Preis kommt zum Grundpreis hinzu").first(),
    ).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Grundpreis des Pakets Komfort" })).toBeVisible();
    await expect(page.getByTestId("offer-site-fee")).toHaveText("noch nicht enthalten");
    await expectSumChecks(page);
    // What can be changed later is said exactly: the package online until a plan is booked (decision 0109).
    await expect(page.getByTestId("offer-plan-change")).toContainText("Sie können Ihr Paket selbst wechseln");

    // Without a funeral site the offer tile is not done.
    const tile = await expectTileOpen(page, "Ihr Angebot");

    await chooseSite(page);
    await page.goto("/overview/offer");
    await expect(page.getByTestId("offer-site-fee")).toHaveText(/^\+ [\d.]+,\d\d\s€$/);
    await page.getByRole("button", { name: "Trauerfeier hinzufügen" }).click();
    await expect(page.getByText("Trauerfeier wurde Ihrem Angebot hinzugefügt.")).toBeVisible();
    await expect(
      page.getByText("Zusätzlich gebucht – Preis kommt zum Grundpreis hinzu").first(),
    ).toBeVisible();
    await expectSumChecks(page);

    await page.goto("/overview");
    await expect(tile.getByText("Erledigt")).toBeVisible();
  });
});
