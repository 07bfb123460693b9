import type { Page } from "@playwright/test";
import { cents } from "../../app/domain/money";
import { couponDiscounted } from "../../app/domain/offer";
import { priceBreakdown } from "../../app/domain/pricing/prices";
import { calendarDateInGermany } from "../../app/domain/dates";
import { bookingTerms } from "../../app/domain/billing/trial";
import { formatViewDate } from "../../app/i18n/format";
import { expect, test } from "./support/fixtures";
import { startPaypalStandin } from "./support/paypal-standin";

const euros = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

/** Cents of a German amount such as "−1.234,56 €". */
const centsOf = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

/** The offer's price rows added up by hand: every "+ …" amount and the first row (the plan's fee). */
const sumOfRows = (cells: string[]) =>
  cells
    .slice(0, -1)
    .filter((cell, index) => index === 0 || cell.trim().startsWith("+"))
    .reduce((total, cell) => total + centsOf(cell), 0);

const VALID_IBAN = "DE89 3704 0044 0532 0130 00";
/** Plan 18 € with the price guarantee (18 €, no step for this customer) and coupon VORSORGE20: 28,80 €. */
const WITH_COUPON = priceBreakdown({
  planCents: cents(1800),
  withGuarantee: true,
  guaranteeDiscount: 0,
  couponPercent: 20,
});

/** Plans step: an unknown coupon, then a valid one, then the plan with the price guarantee. */
async function choosePlanWithCoupon(page: Page) {
  await page.goto("/overview/pricing/plans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorsorgeplan wählen");
  const code = page.getByLabel("Gutscheincode");
  await code.fill("GIBTESNICHT");
  await page.getByRole("button", { name: "Gutschein einlösen" }).click();
  await expect(page.getByText("Dieser Gutscheincode ist ungültig oder abgelaufen.").first()).toBeVisible();
  await page.getByLabel("Gutscheincode").fill("vorsorge20");
  await page.getByRole("button", { name: "Gutschein einlösen" }).click();
  await expect(
    page.getByText(
      "Der Gutschein VORSORGE20 ist eingelöst: 20 % Rabatt auf den Jahresbeitrag Ihres Vorsorgeplans.",
    ),
  ).toBeVisible();
  // Every price on the page carries the coupon; the guarantee step is not the customer's to choose.
  await expect(page.getByText(`Zusammen ${euros(WITH_COUPON.total)} pro Jahr`)).toBeVisible();
  await expect(page.getByRole("radio", { name: /Nachlass/ })).toHaveCount(0);
  await page.getByRole("radio", { name: "Mit Preisgarantie" }).check();
  await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/address$/);
}

async function fillAddress(page: Page) {
  await expect(page.getByText("Schritt 1 von 3")).toBeVisible();
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Müller");
  await page.getByLabel("Straße und Hausnummer").fill("Holstenstraße 1");
  await page.getByLabel("Postleitzahl").fill("2410");
  await page.getByLabel("Ort").fill("Kiel");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("link", { name: /Postleitzahl/ })).toBeVisible();
  await page.getByLabel("Postleitzahl").fill("24103");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
}

/** Payment step: valid bank details, on to the summary. */
async function payBySepa(page: Page) {
  await page.getByLabel("IBAN").fill(VALID_IBAN);
  await page.getByLabel("Name der Bank").fill("Commerzbank");
  await page.getByLabel("BIC").fill("COBADEFFXXX");
  await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
  await expect(page).toHaveURL(/\/overview\/pricing\/summary$/);
}

test.describe("pricing and payment", () => {
  test.use({ customerOptions: { confirmed: true } });
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ customer }) => {
    expect(customer.provisionId).toBeTruthy();
  });

  test("book with SEPA, the price guarantee and a coupon; activate once", async ({ page, jsOff }) => {
    await page.goto("/overview");
    // Before booking no "not active" warning either: the overview shows one banner, here the account's
    // confirmation; the trial notice invites to choose a plan (decision 0039).
    await expect(page.getByText(/nicht aktiv/)).toHaveCount(0);

    // Steps cannot be skipped.
    await page.goto("/overview/pricing/summary");
    await expect(page).toHaveURL(/\/overview\/pricing\/plans$/);

    // The price-guarantee page is bookable.
    await page.goto("/overview/pricing");
    await expect(page.getByRole("heading", { name: "Preisgarantie buchbar" })).toBeVisible();

    await choosePlanWithCoupon(page);
    await fillAddress(page);

    // Payment: a wrong IBAN and BIC are refused with German messages, nothing stored.
    await expect(page.getByText("Schritt 2 von 3")).toBeVisible();
    await expect(page.getByText(/Gläubiger-Identifikationsnummer DE98ZZZ09999999999/)).toBeVisible();
    await expect(page.getByText(/innerhalb von 8 Wochen/)).toBeVisible();
    await page.getByLabel("IBAN").fill("DE00 1234 5678 9012 3456 78");
    await page.getByLabel("Name der Bank").fill("Commerzbank");
    await page.getByLabel("BIC").fill("COBA");
    await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
    await expect(page.getByRole("link", { name: /gültige IBAN/ })).toBeVisible();
    // The server never echoes an IBAN (with JavaScript the browser keeps what was typed).
    if (jsOff) await expect(page.getByLabel("IBAN")).toHaveValue("");
    await payBySepa(page);

    // Summary: totals equal the domain calculation, masked IBAN, withdrawal right, § 312j button.
    const expected = WITH_COUPON;
    await expect(page.getByText("Schritt 3 von 3")).toBeVisible();
    await expect(page.getByTestId("pricing-total")).toHaveText(euros(expected.total));
    await expect(page.getByText(`− ${euros(expected.couponDiscount)}`)).toBeVisible();
    await expect(page.getByText("•••• •••• •••• •••• 3000")).toBeVisible();
    await expect(page.getByText(VALID_IBAN)).toHaveCount(0);
    await expect(page.getByText(/innerhalb von 14 Tagen/)).toBeVisible();
    const order = page.getByRole("button", { name: "zahlungspflichtig bestellen" });
    await expect(order).toBeVisible();

    // The form posts the total it showed; one other than the server's (a coupon ended, a price changed in
    // between) books nothing and shows the summary again with the price that holds.
    expect(await page.locator('input[name="shownTotal"]').inputValue()).toBe(String(expected.total));
    const version = await page.locator('input[name="version"]').inputValue();
    const stale = await page.request.post("/overview/pricing/summary", {
      form: { intent: "order", version, shownTotal: String(expected.total + 720) },
      maxRedirects: 0,
    });
    expect(stale.headers()["location"]).toBe("/overview/pricing/summary");
    await page.reload();
    await expect(page.getByText(/Der Preis hat sich geändert, seit die Seite geladen wurde/)).toBeVisible();
    await expect(page.getByTestId("pricing-total")).toHaveText(euros(expected.total));
    await expect(order).toBeVisible();

    // A double submit: two posts of the same form at once activate once; both land on the confirmation.
    const post = () =>
      page.request.post("/overview/pricing/summary", {
        form: { intent: "order", version },
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    for (const answer of answers) {
      expect(answer.status()).toBe(302);
      expect(answer.headers()["location"]).toBe("/overview/pricing/confirmation");
    }
    await page.goto("/overview/pricing/confirmation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
    await expect(page.getByText(euros(expected.total))).toBeVisible();
    await expect(page.getByText("•••• •••• •••• •••• 3000")).toBeVisible();

    // A second activation stores nothing and says so.
    await page.request.post("/overview/pricing/summary", {
      form: { intent: "order", version },
      maxRedirects: 0,
    });
    await page.goto("/overview/pricing/confirmation");
    await expect(
      page.getByText("Ihr Vorsorgeplan ist bereits aktiv. Es wurde nichts erneut gebucht."),
    ).toBeVisible();

    // Booked: the price-guarantee page shows the date, the stepper is closed, the banner is gone.
    await page.goto("/overview/pricing");
    await expect(page.getByText("Ihre Preisgarantie ist abgeschlossen")).toBeVisible();
    await page.goto("/overview/pricing/plans");
    await expect(page).toHaveURL(/\/overview\/pricing$/);
    await page.goto("/overview");
    await expect(page.getByText(/kostenlos testen/)).toHaveCount(0);

    // The offer keeps its prices: the plan coupon discounts the yearly amount only, never the funeral offer
    // (decision 0073), and the guarantee's step does not either (decision 0024).
    await page.goto("/overview/offer");
    const prices = page.getByRole("region", { name: "Preis" });
    await expect(prices.getByRole("rowheader", { name: /Gutschein/ })).toHaveCount(0);
    await expect(prices.getByRole("rowheader", { name: /Preisgarantie/ })).toHaveCount(0);
    const plainTotal = sumOfRows(await prices.getByRole("cell").allTextContents());
    expect(centsOf(await page.getByTestId("offer-total").textContent())).toBe(plainTotal);
  });

  test("an offer coupon names what it discounts: the offer's own prices, never the site fee or the yearly amount", async ({
    page,
  }) => {
    await page.goto("/overview/pricing/plans");
    await page.getByLabel("Gutscheincode").fill("angebot5");
    await page.getByRole("button", { name: "Gutschein einlösen" }).click();
    await expect(
      page.getByText(
        "Der Gutschein ANGEBOT5 ist eingelöst: 5 % Rabatt auf Ihr Bestattungsangebot, nicht auf die Gebühr des Bestattungsorts.",
      ),
    ).toBeVisible();
    // The yearly amount stays whole: 18 € plan + 18 € guarantee.
    await expect(page.getByText(`Zusammen ${euros(3600)} pro Jahr`, { exact: true })).toBeVisible();
    await expect(page.getByText(/mit Gutschein/)).toHaveCount(0);

    await page.goto("/overview/offer");
    const prices = page.getByRole("region", { name: "Preis" });
    const row = prices.getByRole("row", { name: /^Angebotsgutschein ANGEBOT5: 5 % auf Ihr Angebot/ });
    await expect(row).toBeVisible();
    const cells = await prices.getByRole("cell").allTextContents();
    const siteFee = await page.getByTestId("offer-site-fee").textContent();
    const all = sumOfRows(cells);
    const own = all - (siteFee?.trim().startsWith("+") ? centsOf(siteFee) : 0);
    const off = own - couponDiscounted(cents(own), 5);
    expect(centsOf(await row.getByRole("cell").textContent())).toBe(off);
    expect(centsOf(await page.getByTestId("offer-total").textContent())).toBe(all - off);
  });

  test("order without the price guarantee: 18 € a year, each price said once", async ({ page, jsOff }) => {
    await page.goto("/overview/pricing/plans");
    // Each price is said once ("18,00 € pro Jahr", never "pro Jahr pro Jahr").
    await expect(page.getByText("pro Jahr pro Jahr")).toHaveCount(0);
    await expect(page.getByText("Zusammen 18,00 € pro Jahr")).toBeVisible();
    await expect(page.getByText("Zusammen 36,00 € pro Jahr")).toBeVisible();
    // The paid extra is the customer's express choice: nothing preselected, no choice is a field error.
    await expect(page.getByRole("radio", { name: /Preisgarantie/ }).first()).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "Ohne Preisgarantie" })).not.toBeChecked();
    await expect(page.getByText(/Mit der Buchung endet Ihr kostenloser Testzeitraum/)).toBeVisible();
    await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/plans$/);
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();
    // A choice the page did not offer, and a forged price: a German field error, nothing stored.
    const plan = await page.getByRole("radio").first().getAttribute("value");
    const forged = await page.request.post("/overview/pricing/plans", {
      form: { intent: "choose", plan: plan ?? "", priceGuarantee: "vielleicht" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Diese Angabe ist nicht gültig.");
    await page.goto("/overview/pricing/address");
    await expect(page).toHaveURL(/\/overview\/pricing\/plans$/);
    await page.getByRole("radio", { name: "Ohne Preisgarantie" }).check();
    await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/address$/);
    await fillAddress(page);
    if (!jsOff) {
      // 18 € has a PayPal plan (tests/e2e/support/server.ts); the option is offered.
      await expect(page.getByRole("radio", { name: "PayPal" })).toBeEnabled();
    }
    await payBySepa(page);
    await expect(page.getByTestId("pricing-total")).toHaveText("18,00 €");
    await expect(page.getByText("nicht gebucht")).toBeVisible();
    // Above the order button: the term, its renewal, how to cancel and the first debit (§ 312j (2) BGB),
    // the same dates as the confirmation afterwards.
    const terms = bookingTerms(calendarDateInGermany(new Date()), "sepa");
    await expect(
      page.getByText(
        `Ihr Vertrag beginnt mit der Bestellung am ${formatViewDate(terms.orderedOn)} und läuft zunächst ein Jahr, bis einschließlich ${formatViewDate(terms.firstYearEnds)}.`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText(/Mit der Bestellung endet Ihr kostenloser Testzeitraum/)).toBeVisible();
    await expect(page.getByTestId("pricing-first-debit")).toHaveText(
      `18,00 € am ${formatViewDate(terms.firstDebit)} von Ihrem Konto`,
    );
    await expect(
      page.getByText(`jedes Jahr im Voraus, zuerst wieder am ${formatViewDate(terms.secondDebit)}`),
    ).toBeVisible();
    await expect(page.getByText(/Verträge hier kündigen“ unten auf jeder Seite/)).toBeVisible();
    await expect(
      page.getByText(
        `Eingezogen werden jährlich im Voraus ${euros(1800)} für den Vorsorgeplan ohne Preisgarantie.`,
      ),
    ).toBeVisible();
    // A double click on the order button activates once and shows the activated state.
    await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).dblclick();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
    await expect(page.getByText(/Sie haben den Vorsorgeplan ohne Preisgarantie gebucht/)).toBeVisible();
    await expect(
      page.getByText(
        `Wir buchen den Jahresbetrag erstmals am ${formatViewDate(terms.firstDebit)} von Ihrem Konto ab, danach jedes Jahr im Voraus, zuerst wieder am ${formatViewDate(terms.secondDebit)}.`,
      ),
    ).toBeVisible();
    // With JavaScript the second click sent nothing: the toast is the booking's, not "bereits aktiv".
    if (!jsOff) await expect(page.getByText("Ihr Vorsorgeplan ist gebucht. Vielen Dank!")).toBeVisible();
    await page.goto("/overview");
    await expect(page.getByText(/kostenlos testen/)).toHaveCount(0);
    await page.goto("/overview/pricing/confirmation");
    await expect(page.getByText("18,00 €")).toBeVisible();
    await page.goto("/overview/pricing");
    await expect(page.getByText("Ihre Preisgarantie ist abgeschlossen")).toHaveCount(0);
    await expect(page.getByText(/ohne Preisgarantie gebucht/)).toBeVisible();
  });

  test("a price without a PayPal plan is offered with SEPA only, with a note", async ({ page, jsOff }) => {
    test.skip(jsOff, "PayPal needs JavaScript; the js-off run shows SEPA only anyway");
    await page.goto("/overview/pricing/plans");
    await page.getByLabel("Gutscheincode").fill("VORSORGE20");
    await page.getByRole("button", { name: "Gutschein einlösen" }).click();
    await expect(page.getByText(/ist eingelöst/)).toBeVisible();
    // Without the guarantee and with the coupon: 14,40 €, for which no PayPal plan is configured.
    await page.getByRole("radio", { name: "Ohne Preisgarantie" }).check();
    await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
    await fillAddress(page);
    await expect(page.getByRole("radio", { name: "PayPal" })).toBeDisabled();
    await expect(
      page.getByText(/Für diesen Preis ist die Zahlung mit PayPal nicht eingerichtet/),
    ).toBeVisible();
  });

  test("PayPal against the stand-in: a forged id is refused, the approved subscription activates", async ({
    page,
    customer,
    jsOff,
    server,
  }) => {
    // Only the js-on run starts the stand-in (on the port this worker's server calls).
    const standin = jsOff ? null : await startPaypalStandin(server.paypalPort);
    try {
      await choosePlanWithCoupon(page);
      await fillAddress(page);
      if (jsOff) {
        // Without JavaScript the PayPal option explains itself and cannot be chosen; SEPA remains.
        await expect(page.getByRole("radio", { name: "PayPal" })).toBeDisabled();
        await expect(page.getByText(/dafür wird JavaScript benötigt/)).toBeVisible();
        await expect(page.getByLabel("IBAN")).toBeVisible();
        return;
      }
      // A forged subscription id: PayPal does not know it → the PayPal error toast, nothing stored.
      await page.request.post("/overview/pricing/payment", {
        form: { intent: "paypal", paypalSubscriptionID: "I-FORGED00000" },
        maxRedirects: 0,
      });
      await page.goto("/overview/pricing/summary");
      await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
      await expect(page.getByText(/Die Zahlung mit PayPal ist fehlgeschlagen/)).toBeVisible();

      // A real subscription at the right price, but made for another customer: refused the same way.
      const foreign = standin!.createSubscription({ planId: "P-E2E-2880", customId: crypto.randomUUID() });
      const answer = await page.request.post("/overview/pricing/payment", {
        form: { intent: "paypal", paypalSubscriptionID: foreign },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      await page.goto("/overview/pricing/summary");
      await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
      await expect(page.getByText(/Die Zahlung mit PayPal ist fehlgeschlagen/)).toBeVisible();

      await page.getByRole("radio", { name: "PayPal" }).check();
      await page.getByRole("button", { name: "Mit PayPal abonnieren (Testumgebung)" }).click();
      await expect(page).toHaveURL(/\/overview\/pricing\/summary$/);
      const subscription = [...standin!.subscriptions.keys()].find((id) => id !== foreign);
      // The button subscribed to the plan of exactly 28,80 € for this provision.
      expect(standin!.subscriptions.get(subscription!)).toMatchObject({
        planId: "P-E2E-2880",
        customId: customer.provisionId,
      });
      await expect(page.getByText(`PayPal-Abonnement ${subscription}`)).toBeVisible();
      await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
      await expect(page.getByText("PayPal", { exact: true })).toBeVisible();

      // PayPal cancels the subscription: an event PayPal did not sign is refused (400) and changes nothing;
      // PayPal's signed event ends the plan, so the stepper is open again.
      standin!.subscriptions.get(subscription!)!.status = "CANCELLED";
      const event = {
        id: "WH-E2E-1",
        event_type: "BILLING.SUBSCRIPTION.CANCELLED",
        resource: { id: subscription },
      };
      const forged = await page.request.post("/api/paypal/webhook", {
        data: JSON.stringify(event),
        headers: { "content-type": "application/json", "paypal-transmission-sig": "Zm9yZ2Vk" },
      });
      expect(forged.status()).toBe(400);
      await page.goto("/overview/pricing/plans");
      await expect(page).toHaveURL(/\/overview\/pricing$/);
      const signed = standin!.signedWebhook(event);
      const delivered = await page.request.post("/api/paypal/webhook", {
        data: signed.body,
        headers: signed.headers,
      });
      expect(delivered.status()).toBe(200);
      await page.goto("/overview/pricing/plans");
      await expect(page).toHaveURL(/\/overview\/pricing\/plans$/);
    } finally {
      await standin?.close();
    }
  });
});

test.describe("SEPA without BIC", () => {
  test.use({ customerOptions: { confirmed: true } });
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ customer }) => {
    expect(customer.provisionId).toBeTruthy();
  });

  test("a German IBAN alone is enough: the bank is recognised, the BIC is asked only outside the EEA", async ({
    page,
    jsOff,
  }) => {
    await page.goto("/overview/pricing/plans");
    await page.getByRole("radio", { name: "Ohne Preisgarantie" }).check();
    await page.getByRole("button", { name: "Vorsorgeplan wählen und weiter" }).click();
    await fillAddress(page);

    // Bank name and BIC are optional and say when the BIC is needed.
    await expect(page.getByLabel("Name der Bank (freiwillig)")).toBeVisible();
    await expect(page.getByLabel("BIC (freiwillig)")).toBeVisible();
    await expect(
      page.getByText(/Nur nötig für ein Konto außerhalb des Europäischen Wirtschaftsraums/),
    ).toBeVisible();
    // A Swiss IBAN without BIC: the one case that needs it, said in German.
    await page.getByLabel("IBAN").fill("CH93 0076 2011 6238 5295 7");
    await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/payment$/);
    await expect(
      page
        .getByText(
          /außerhalb des Europäischen Wirtschaftsraums, zum Beispiel in der Schweiz, brauchen wir auch die BIC/,
        )
        .first(),
    ).toBeVisible();

    // A German IBAN only: accepted; with JavaScript the bank shows while typing.
    await page.getByLabel("IBAN").fill(VALID_IBAN.replace(/\s/g, "").toLowerCase());
    if (!jsOff) {
      await expect(page.getByText("Ihre Bank: Commerzbank (aus der IBAN erkannt)")).toBeVisible();
      // Typed without spaces, shown in groups of four once the field is left (spec 001 §5).
      await page.getByLabel("IBAN").blur();
      await expect(page.getByLabel("IBAN")).toHaveValue(VALID_IBAN);
    }
    await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/summary$/);
    const payment = page.getByRole("region", { name: "Zahlung" });
    await expect(payment.getByText("Commerzbank")).toBeVisible();
    await expect(payment.getByText("COBADEFFXXX")).toBeVisible();

    // Back on the payment step the kept IBAN's bank is named; the fields stay free for the customer.
    await page.goto("/overview/pricing/payment");
    await expect(page.getByText("Ihre Bank: Commerzbank (aus der IBAN erkannt)")).toBeVisible();
    await expect(page.getByLabel("Name der Bank (freiwillig)")).toHaveValue("");
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const mode = jsOff ? "js-off" : "js-on";
      await page.screenshot({ path: `test-results/screens/sepa-${width}-${mode}.png`, fullPage: true });
      await page
        .getByRole("group", { name: "Bankverbindung" })
        .screenshot({ path: `test-results/screens/sepa-fields-${width}-${mode}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // An IBAN of a bank the table does not know: still accepted, no bank or BIC row invented.
    await page.getByLabel("IBAN").fill("DE75 5121 0800 1245 1261 99");
    await page.getByRole("button", { name: "Bankverbindung speichern und weiter" }).click();
    await expect(page).toHaveURL(/\/overview\/pricing\/summary$/);
    await expect(payment.getByText("Name der Bank")).toHaveCount(0);
    await expect(payment.getByText("BIC", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung");
  });
});
