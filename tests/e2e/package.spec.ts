/**
 * Choosing the package knowingly (decision 0109), with JavaScript off and on: the sign-up's plan step shows "ab … €"
 * per package and says what it holds; the offer's package is changed online through a choice with each package's
 * price and a check page that writes nothing; the new total shows on the offer and in the finance area; a booked
 * plan, a bad package and a stale form are refused with a German message and nothing changed.
 */
import type { Page } from "@playwright/test";
import type { FuneralPlan } from "../../app/domain/constants";
import { cents, type Cents } from "../../app/domain/money";
import { formatCents, formatCentsDifference } from "../../app/i18n/currency";
import { expect, test } from "./support/fixtures";
import { answerFirstSteps, fillData, uniqueEmail } from "./support/journeys";

/**
 * The seeded catalogue's figures for a cremation (app/.server/db/seed), written out rather than computed with the
 * code under test: the "ab" price (base price, the basic services, the cheapest product allowed in each of the
 * package's categories) and the offer a new customer of the package gets, both gross and without a site. A change
 * of the seed's prices or of the rules has to change them here, knowingly.
 */
const FROM: Record<FuneralPlan, Cents> = {
  basic: cents(316_659),
  high: cents(373_594),
  premium: cents(426_430),
};
const NEW_OFFER: Record<FuneralPlan, Cents> = {
  basic: cents(316_659),
  high: cents(455_454),
  premium: cents(680_115),
};

/** "8.894,64 €" → 889464. */
const centsOf = (text: string | null) => cents(Number((text ?? "").replace(/[^\d]/g, "")));

/** Chooses a package card the way a person does: a tap on its name (the label spans the card). */
async function choose(page: Page, name: string) {
  await page.locator("label", { hasText: new RegExp(`^${name}$`) }).click();
  await expect(page.getByRole("radio", { name })).toBeChecked();
}

async function offerTotal(page: Page) {
  await page.goto("/overview/offer");
  return centsOf(await page.getByTestId("offer-total").textContent());
}

test.describe("the price of each package in the sign-up", () => {
  test("step 2 shows 'ab … €' per package and what it holds; the offer built after sign-up is not below it", async ({
    page,
    jsOff,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/register");
    await page.getByRole("button", { name: /Feuerbestattung/ }).click();
    await expect(page).toHaveURL("/register/character");
    for (const [plan, name] of [
      ["basic", "Basis"],
      ["high", "Komfort"],
      ["premium", "Premium"],
    ] as const) {
      const card = page.getByRole("button", { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(`ab ${formatCents(FROM[plan])}`);
    }
    await expect(page.getByTestId("plan-from-note")).toContainText(
      "„ab“ heißt: der Grundpreis des Pakets, die notwendigen Leistungen und die günstigste Ausstattung",
    );
    await expect(page.getByTestId("plan-from-note")).toContainText("Gebühr des Bestattungsorts");
    // The promise says what is true: the package is changed online until a plan is booked.
    await expect(page.getByText(/und auch das Paket, solange Sie Ihren Vorsorgeplan/)).toBeVisible();

    // The offer the sign-up builds (Komfort) costs at least its "ab" price.
    await page.goto("/register/type");
    await answerFirstSteps(page, jsOff);
    await fillData(page, uniqueEmail("paket"));
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL("/register/prepare");
    if (jsOff) await page.getByRole("link", { name: "Weiter zur Übersicht" }).click();
    await expect(page).toHaveURL(/\/(overview|intro)/, { timeout: 10_000 });
    const total = await offerTotal(page);
    expect(total).toBeGreaterThanOrEqual(FROM.high);
    expect(total).toBe(NEW_OFFER.high);
  });
});

test.describe("changing the package in the offer", () => {
  test("choose with each package's price, check without writing, change; the new total on offer and finance", async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    void customer; // cremation, Komfort
    const today = await offerTotal(page);
    expect(today).toBe(NEW_OFFER.high);
    await expect(page.getByTestId("offer-plan-change")).toContainText("Sie können Ihr Paket selbst wechseln");

    await page.getByRole("link", { name: "Paket wechseln" }).click();
    await expect(page).toHaveURL("/overview/offer/package");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket wechseln");
    const premium = NEW_OFFER.premium;
    const basic = NEW_OFFER.basic;
    await expect(page.getByTestId("package-price-high")).toContainText(formatCents(today));
    await expect(page.getByTestId("package-price-premium")).toContainText(formatCents(premium));
    await expect(page.getByTestId("package-difference-premium")).toHaveText(
      `${formatCentsDifference(premium - today)}: teurer als Ihr Angebot jetzt`,
    );
    await expect(page.getByTestId("package-difference-basic")).toHaveText(
      `${formatCentsDifference(basic - today)}: günstiger als Ihr Angebot jetzt`,
    );
    expect(formatCentsDifference(basic - today)).toMatch(/^− /);

    // Nothing chosen, or the package it has: a message, nothing else.
    await page.getByRole("button", { name: "Auswahl prüfen" }).click();
    await expect(page.getByText("Bitte wählen Sie ein Paket.").first()).toBeVisible();
    await choose(page, "Komfort");
    await page.getByRole("button", { name: "Auswahl prüfen" }).click();
    await expect(
      page.getByText("Das ist bereits Ihr Paket. Bitte wählen Sie ein anderes.").first(),
    ).toBeVisible();

    await choose(page, "Premium");
    await page.getByRole("button", { name: "Auswahl prüfen" }).click();
    await expect(page).toHaveURL("/overview/offer/package/confirm?plan=premium");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paketwechsel prüfen");
    await expect(page.getByTestId("package-plan")).toContainText("Premium (bisher Komfort)");
    await expect(page.getByTestId("package-coming")).toContainText("Trauerkarten: Trauerkarte Stille");
    await expect(page.getByTestId("package-leaving")).toContainText(
      "Sarg: Eichensarg Klassik (ersetzt durch die Ausstattung des neuen Pakets)",
    );
    await expect(page.getByTestId("package-total-before")).toHaveText(formatCents(today));
    await expect(page.getByTestId("package-total-after")).toHaveText(formatCents(premium));
    await expect(page.getByTestId("package-difference")).toHaveText(formatCentsDifference(premium - today));
    // The check page wrote nothing.
    expect(await offerTotal(page)).toBe(today);
    await page.goBack();

    await page.getByRole("button", { name: "Paket wechseln" }).click();
    await expect(page).toHaveURL("/overview/offer");
    await expect(
      page.getByText(`Ihr Paket ist jetzt Premium. Angebotspreis heute: ${formatCents(premium)}.`),
    ).toBeVisible();
    await expect(page.getByTestId("offer-total")).toHaveText(formatCents(premium));
    await expect(page.getByRole("rowheader", { name: "Grundpreis des Pakets Premium" })).toBeVisible();

    // The finance area starts from the same total.
    await page.goto("/overview/finance/insurance/wizard/type");
    await page.getByRole("button", { name: /Ich sorge selbst vor/ }).click();
    await expect(page.getByTestId("costs-offer-total")).toHaveText(formatCents(premium));
    await page.goto("/overview/finance");
    const offerFigure = page
      .locator("dt", { hasText: "Angebotspreis heute" })
      .locator("xpath=following-sibling::dd[1]");
    await expect(offerFigure).toHaveText(formatCents(premium));
  });

  test("a form the offer has moved past is refused with a message, and a bad package with a 400", async ({
    page,
    customer,
    context,
  }) => {
    test.setTimeout(90_000);
    void customer;
    const today = await offerTotal(page);
    const bad = await page.goto("/overview/offer/package/confirm?plan=gold");
    expect(bad?.status()).toBe(400);
    await expect(page.getByText("Dieses Paket gibt es nicht.").first()).toBeVisible();

    await page.goto("/overview/offer/package/confirm?plan=basic");
    // Meanwhile, in another tab, a service is added.
    const other = await context.newPage();
    await other.goto("/overview/offer");
    await other.getByRole("button", { name: "Trauerfeier hinzufügen" }).click();
    await expect(other.getByText("Trauerfeier wurde Ihrem Angebot hinzugefügt.")).toBeVisible();
    const withService = await offerTotal(other);
    await other.close();

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Paket wechseln" }).click();
    expect((await answer).status()).toBe(409);
    await expect(
      page.getByText(/Ihr Angebot hat sich geändert, seit diese Seite geladen wurde/),
    ).toBeVisible();
    // The page shows the change as it would be now: the total before holds the added service.
    await expect(page.getByTestId("package-total-before")).toHaveText(formatCents(withService));
    expect(withService).toBeGreaterThan(today);
    // A post without the total it showed is malformed: 400, and the offer stays as it is.
    const malformed = await page.request.post("/overview/offer/package/confirm", {
      form: { plan: "premium", version: "1" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(malformed.status()).toBe(400);
    await page.goto("/overview/offer");
    await expect(page.getByRole("rowheader", { name: "Grundpreis des Pakets Komfort" })).toBeVisible();
  });
});

test.describe("a booked plan keeps its package online", () => {
  test.use({ customerOptions: { paid: true } });

  test("the offer names the hotline instead, and the package pages answer 409", async ({
    page,
    customer,
  }) => {
    void customer;
    const today = await offerTotal(page);
    await expect(page.getByTestId("offer-plan-change")).toHaveText(
      /^Ihr Vorsorgeplan ist gebucht\. Ein anderes Paket stellt deshalb unser Kundenservice mit Ihnen um: 0800/,
    );
    await expect(page.getByRole("link", { name: "Paket wechseln" })).toHaveCount(0);

    for (const path of ["/overview/offer/package", "/overview/offer/package/confirm?plan=premium"]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(409);
      await expect(page.getByText(/Ihr Vorsorgeplan ist gebucht\./).first()).toBeVisible();
    }
    const post = await page.request.post("/overview/offer/package/confirm", {
      form: { plan: "premium", version: "1", shownTotal: "1" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(409);
    expect(await offerTotal(page)).toBe(today);
  });
});
