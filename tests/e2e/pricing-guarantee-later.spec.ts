import { calendarDateInGermany } from "../../app/domain/dates";
import { addDays, daysBetween, guaranteeFirstCharge, startOfGermanDay } from "../../app/domain/billing/trial";
import { formatViewDate } from "../../app/i18n/format";
import { fixtureSecret } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mailboxPath } from "./support/journeys";

/** The pre-notification lead time of the e2e server (config default). */
const LEAD_DAYS = 21;

test.describe("the price guarantee booked after the plan (decision 0079)", () => {
  // Paid today by SEPA without the guarantee: 18 € a year.
  test.use({ customerOptions: { confirmed: true, paidBy: "sepa" } });

  test("a SEPA customer books it later: the summary names the added amount, the new total and the first debit; then 'gebucht am', the mail and the pre-notification", async ({
    page,
    customer,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const today = calendarDateInGermany(new Date());
    const firstCharge = guaranteeFirstCharge(today, today, LEAD_DAYS);

    await page.goto("/overview/pricing");
    await expect(page.getByRole("heading", { name: "Preisgarantie nachträglich buchen" })).toBeVisible();
    await expect(page.getByText(/Die Preisgarantie kostet Sie 18,00\s€ pro Jahr/)).toBeVisible();
    const summary = page.getByRole("region", { name: "Preisgarantie nachträglich buchen" });
    await expect(summary.getByRole("definition").first()).toHaveText("18,00 €");
    await expect(summary.getByText("+ 18,00 €")).toBeVisible();
    await expect(page.getByTestId("guarantee-later-total")).toHaveText("36,00 €");
    await expect(page.getByTestId("guarantee-later-first-charge")).toHaveText(
      `36,00 € am ${formatViewDate(firstCharge)} von Ihrem Konto, mit der nächsten jährlichen Abbuchung. Heute wird nichts abgebucht.`,
    );

    // A total other than the one shown (a forged or outdated form) books nothing and says so.
    const version = await page.locator('input[name="version"]').inputValue();
    await page.request.post("/overview/pricing", {
      form: { intent: "bookGuarantee", version, shownTotal: "1800" },
      maxRedirects: 0,
    });
    await page.reload();
    await expect(page.getByText(/Der Preis hat sich geändert/)).toBeVisible();
    const book = page.getByRole("button", { name: "Preisgarantie zahlungspflichtig buchen" });
    await book.click();

    await expect(page.getByText("Ihre Preisgarantie ist gebucht.", { exact: false }).first()).toBeVisible();
    await expect(
      page.getByText(`Preisgarantie gebucht am ${formatViewDate(today)}.`, { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Ihr neuer Jahresbeitrag mit Preisgarantie beträgt 36,00 €. Er wird zum ersten Mal am ${formatViewDate(firstCharge)} abgebucht.`,
      ),
    ).toBeVisible();
    await expect(book).toHaveCount(0);
    // A second booking is refused in German; nothing is booked twice.
    await page.request.post("/overview/pricing", {
      form: { intent: "bookGuarantee", shownTotal: "3600" },
      maxRedirects: 0,
    });
    await page.reload();
    await expect(page.getByText("Die Preisgarantie ist bereits gebucht.", { exact: false })).toBeVisible();

    // The confirmation mail names the added amount and the first debit that charges it.
    await page.goto(mailboxPath(customer.email));
    await page.getByRole("link", { name: "Bestätigung Ihrer Preisgarantie" }).first().click();
    await expect(page.getByText(/18,00\s€ pro Jahr zusätzlich/).first()).toBeVisible();
    await expect(
      page.getByText(`Zum ersten Mal abgebucht am: ${formatViewDate(firstCharge)}`).first(),
    ).toBeVisible();

    // Twenty days before that debit the billing job announces it with the new amount.
    const notice = addDays(firstCharge, -20);
    const offsetMs = startOfGermanDay(notice).getTime() + 12 * 3_600_000 - Date.now();
    expect(daysBetween(today, notice)).toBeGreaterThan(300);
    const run = await fetch(new URL("/__e2e/recurring-mails", baseURL), {
      method: "POST",
      headers: { "content-type": "application/json", "x-e2e-fixtures-secret": fixtureSecret() },
      body: JSON.stringify({ offsetMs }),
    });
    expect(run.ok).toBe(true);
    await page.goto(mailboxPath(customer.email));
    await page.getByRole("link", { name: "Vorabinformation zur SEPA-Lastschrift" }).first().click();
    await expect(page.getByText(/Betrag: 36,00\s€/).first()).toBeVisible();
    await expect(page.getByText(`Fälligkeitstag: ${formatViewDate(firstCharge)}`).first()).toBeVisible();
  });
});
