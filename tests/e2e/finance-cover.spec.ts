/**
 * Decision 0036: an application is not cover; decision 0075: each insurance wizard applies its tariff's age
 * limits, with disabled choices that give the spec's text and the limit to everyone.
 */
import { formatCents } from "../../app/i18n/currency";
import { applyForTariff, atFinance } from "./support/steps";
import { expect, test } from "./support/fixtures";

test.describe("an application is not cover", () => {
  test("after applying, the finance page says 'beantragt — noch nicht abgeschlossen' until the customer records the contract", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(120_000);
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 60, confirmed: true });

    await page.goto("/overview/finance/tariff");
    await page.getByRole("link", { name: "Sterbegeldversicherung berechnen" }).click();
    await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
    await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
    await page.getByRole("button", { name: "Tarif beantragen" }).click();
    await applyForTariff(page);

    // The wizard's last step is the last step, says what happens next and has a way on.
    await expect(page.getByRole("link", { name: "Antrag herunterladen (PDF)" })).toBeVisible();
    await expect(page.getByText("Schritt 4 von 4")).toBeVisible();
    await expect(page.getByText("Beantragt — noch nicht abgeschlossen")).toBeVisible();
    await expect(page.getByRole("heading", { name: "So geht es weiter" })).toBeVisible();
    await expect(page.getByText(/geht an keine Versicherung/)).toBeVisible();
    await expect(page.getByText(/Unser Kundenservice hilft Ihnen gern: 0800/)).toBeVisible();
    await page.getByRole("link", { name: "Weiter zur Finanzübersicht" }).click();

    // The finance page: not insured, the sum shown apart and not counted.
    await expect(page).toHaveURL(/\/overview\/finance$/);
    await expect(page.getByText("Ihre Vorsorge ist finanziell abgesichert")).toHaveCount(0);
    await expect(page.getByText(/Es fehlen noch/)).toBeVisible();
    await expect(page.getByTestId("gap-insurance")).toHaveText(formatCents(0));
    await expect(page.getByTestId("gap-pending")).toContainText("noch nicht abgeschlossen");
    const status = page.getByTestId("insurance-status");
    await expect(status.getByText("Beantragt — noch nicht abgeschlossen")).toBeVisible();

    // The customer records the concluded contract with a plain form: now it counts.
    await status.getByRole("button", { name: "Vertragsabschluss bestätigen" }).click();
    await expect(
      page.getByText("Ihre Sterbegeldversicherung zählt jetzt zu Ihrer Absicherung."),
    ).toBeVisible();
    await expect(status.getByText("Vertrag abgeschlossen")).toBeVisible();
    await expect(page.getByTestId("gap-insurance")).not.toHaveText(formatCents(0));
    await expect(page.getByTestId("gap-pending")).toHaveCount(0);

    // Taken back: applied again, not counted.
    await status.getByRole("button", { name: "Bestätigung zurücknehmen" }).click();
    await expect(status.getByText("Beantragt — noch nicht abgeschlossen")).toBeVisible();
    await expect(page.getByTestId("gap-insurance")).toHaveText(formatCents(0));
  });

  test("without an application there is nothing to record: 422 and no status", async ({
    page,
    accounts,
    context,
  }) => {
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 60 });
    await page.goto("/overview/finance");
    await expect(page.getByTestId("insurance-status")).toHaveCount(0);
    const response = await page.request.post("/overview/finance", { form: { intent: "concluded" } });
    expect(response.status()).toBe(422);
    expect(await response.text()).toContain("Wir finden keinen Antrag");
    await page.reload();
    await expect(page.getByTestId("gap-insurance")).toHaveText(formatCents(0));
  });
});

test.describe("insurance wizards: each tariff its own age limits, the spec's text first", () => {
  test("a 76-year-old may pay monthly in the partner tariff (up to 85) but not in the burial-fund tariff (up to 65)", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(120_000);
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 76, confirmed: true });
    const reason =
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze. Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens 65 Jahre alt sind.";

    const path = "/overview/finance/tariff/payment";
    await page.goto(path);
    const oneTime = page.getByRole("button", { name: "Einmalbeitrag" });
    const monthly = page.getByRole("button", { name: "Monatlicher Beitrag" });
    await expect(monthly).toHaveAttribute("aria-disabled", "true");
    await expect(monthly).toHaveAccessibleName(`Monatlicher Beitrag Nicht wählbar: ${reason}`);
    await expect(monthly).toContainText(`Nicht wählbar: ${reason}`);
    // In the tab order, right after the card before it.
    await oneTime.focus();
    await page.keyboard.press("Tab");
    await expect(monthly).toBeFocused();
    // Pressing it goes nowhere; a forced post is refused with the same reason.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const forced = await page.request.post(path, { form: { paymentType: "monthly" } });
    expect(forced.status()).toBe(422);
    expect(await forced.text()).toContain("höchstens 65 Jahre");

    // The partner tariff takes a monthly start up to 85: open for 76.
    await page.goto("/overview/finance/partner/payment");
    await expect(page.getByRole("button", { name: "Monatlicher Beitrag" })).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Its consulting callback (from 80) names its age, not "no insurance for this age".
    const consulting = page.getByRole("button", { name: "Persönliche Beratung" });
    await expect(consulting).toHaveAttribute("aria-disabled", "true");
    await expect(consulting).toHaveAccessibleName(
      "Persönliche Beratung Nicht wählbar: Den Rückruf zur Beratung bieten wir ab 80 Jahren an. Anrufen können Sie uns jederzeit.",
    );
    await expect(page.getByText("keine Sterbegeldversicherung")).toHaveCount(0);
    await expect(page.getByText("Schritt 2 von 5")).toBeVisible();
    await page.getByRole("button", { name: "Monatlicher Beitrag" }).click();
    await expect(page).toHaveURL(/\/partner\/tariff$/);
    await expect(page.getByText("Schritt 3 von 5")).toBeVisible();
    await expect(page.getByTestId("partner-fee")).toContainText("monatlich");
  });

  test("the trust account has its own heading, outside the burial-fund insurance and its step counter", async ({
    page,
    accounts,
    context,
  }) => {
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 70 });
    await page.goto("/overview/finance/tariff");
    await expect(page.getByRole("heading", { level: 2, name: "Sterbegeldversicherung" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Treuhandkonto" })).toBeVisible();
    await page.getByRole("link", { name: "Treuhandkonto einrichten" }).click();
    await expect(page).toHaveURL(/\/tariff\/treuhand$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Treuhandkonto");
    await expect(page.getByRole("main").getByText("Sterbegeldversicherung", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Schritt \d+ von \d+/)).toHaveCount(0);
  });
});
