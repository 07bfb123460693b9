import { signPartnerLink } from "../../app/.server/partner-link";
import { estimateCosts } from "../../app/domain/finance";
import { cents } from "../../app/domain/money";
import { formatCents } from "../../app/i18n/currency";
import { applyForTariff, atFinance } from "./support/steps";
import { expect, test } from "./support/fixtures";
import { mailboxPath } from "./support/journeys";

const euro = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

test.describe("finance", () => {
  test("each provision type lands where the spec says; the insurance form saves with its toast", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(90_000);
    await atFinance({ page, accounts, context }, "Bereits abgesichert");
    await expect(page).toHaveURL(/\/insurance\/wizard\/details$/);
    await page.getByLabel("Versicherung oder Bank").fill("Musterversicherung AG");
    await page.getByLabel("Abgesicherter Betrag in Euro").fill("12,50");
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(page.getByText("Bitte Beträge ohne Cent oder Buchstaben").first()).toBeVisible();
    await page.getByLabel("Abgesicherter Betrag in Euro").fill("3000");
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(page).toHaveURL(/\/overview\/finance$/);
    await expect(page.getByText("Musterversicherung AG")).toBeVisible();

    await page.goto("/overview/finance/insurance/wizard/type");
    await page.getByRole("button", { name: /Meine Familie zahlt/ }).click();
    await expect(page).toHaveURL(/\/overview\/finance$/);
    await page.goto("/overview/finance/insurance/wizard/type");
    await page.getByRole("button", { name: /Ich sorge selbst vor/ }).click();
    await expect(page).toHaveURL(/\/overview\/finance\/costs\/wizard$/);

    await page.goto("/overview/finance/insurance");
    await page.getByRole("radio", { name: "Bereits abgesichert" }).check();
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(page).toHaveURL(/\/overview\/finance$/);
    await expect(page.getByText("Ihr Angaben wurden erfolgreich geändert")).toBeVisible();
  });

  test("the cost wizard shows the future cost of the domain rule", async ({ page, accounts, context }) => {
    test.setTimeout(90_000);
    const birthDate = "1960-03-10";
    await atFinance({ page, accounts, context }, "Ich sorge selbst vor", { birthDate });
    await expect(page).toHaveURL(/\/costs\/wizard$/);
    const site = page.getByLabel("Geschätzte Gebühr des Bestattungsorts in Euro");
    await site.fill("zweitausend");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte geben Sie einen Betrag in Euro ein").first()).toBeVisible();
    await site.fill("2.000");
    await page.getByLabel("Bezeichnung 1").fill("Grabstein");
    await page.getByLabel("Geschätzter Preis 1 in Euro").fill("500");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/costs\/wizard\/future$/);

    const todayCents = Math.round(euro(await page.getByTestId("finance-today").textContent()) * 100);
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
    // The time to live from the birth date alone (decision 0075): the fixture customer is "Frau", and still the
    // unisex column counts (a woman of 66 got 25 years from the female column, the unisex one gives 20).
    const expected = estimateCosts({ todayCents: cents(todayCents), birthDate, today });
    await expect(page.getByTestId("finance-rule")).toContainText(`${expected.years} Jahre × 2 %`);
    await expect(page.getByTestId("finance-total")).toHaveText(formatCents(expected.totalCents));
    await expect(page.getByTestId("finance-increase")).toHaveText(formatCents(expected.futureCents));
    await page.getByRole("button", { name: "Kostenschätzung abschließen" }).click();
    await expect(page).toHaveURL(/\/overview\/finance$/);
    await expect(page.getByText(formatCents(expected.totalCents)).first()).toBeVisible();
  });

  test("a 60-year-old gets monthly and one-time tariffs and downloads the application", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(120_000);
    await atFinance({ page, accounts, context }, "Ich sorge selbst vor", { age: 60, confirmed: true });
    await page.goto("/overview/finance/tariff/result");
    // No payment type yet: back to the payment step.
    await expect(page).toHaveURL(/\/tariff\/payment$/);
    await page.goto("/overview/finance/tariff");
    await expect(page.getByText(/Beispielrechnung/)).toBeVisible();
    await page.getByRole("link", { name: "Sterbegeldversicherung berechnen" }).click();
    await page.getByRole("button", { name: /Monatlicher Beitrag/ }).click();
    await expect(page).toHaveURL(/\/tariff\/result$/);
    await expect(page.getByTestId("tariff-fee")).toContainText("monatlich");
    const monthly = euro(await page.getByTestId("tariff-fee").textContent());
    expect(monthly).toBeGreaterThan(0);

    await page.goto("/overview/finance/tariff/payment");
    await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
    await expect(page.getByTestId("tariff-fee")).toContainText("einmalig");
    expect(euro(await page.getByTestId("tariff-fee").textContent())).toBeGreaterThan(monthly * 12);
    await page.getByRole("button", { name: "Tarif beantragen" }).click();

    await applyForTariff(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Antrag herunterladen (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe("HDH-Antrag-Anna-Müller.pdf");

    // An application is not cover (decision 0036): the sum waits apart until the contract is recorded.
    await page.goto("/overview/finance");
    await expect(page.getByTestId("gap-insurance")).toHaveText(formatCents(0));
    await expect(page.getByTestId("gap-pending")).toBeVisible();
  });

  test("a 70-year-old is refused the monthly tariff, with the spec's text and the age limit in words", async ({
    page,
    accounts,
    context,
    jsOff,
  }) => {
    test.setTimeout(90_000);
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 70 });
    await page.goto("/overview/finance/tariff/payment");
    const monthly = page.getByRole("button", { name: /Monatlicher Beitrag/ });
    await expect(monthly).toHaveAttribute("aria-disabled", "true");
    // The spec's text first, then the tariff's limit in figures (decision 0075).
    await expect(monthly).toContainText(
      "Nicht wählbar: Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze. Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens 65 Jahre alt sind.",
    );
    if (!jsOff) {
      const response = await page.request.post("/overview/finance/tariff/payment", {
        form: { paymentType: "monthly" },
      });
      expect(response.status()).toBe(422);
    }
    await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
    await expect(page.getByTestId("tariff-fee")).toContainText("einmalig");
  });

  test("the partner wizard sends the consent by mail", async ({ page, accounts, context }) => {
    test.setTimeout(90_000);
    const lastname = `Partner${String.fromCharCode(...Array.from({ length: 6 }, () => 97 + Math.floor(Math.random() * 26)))}`;
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", {
      age: 60,
      confirmed: true,
      lastname,
    });
    // Unsigned, fp=ww is ignored (decision 0030): the fallback without the partner insurer.
    await page.goto("/overview/finance/partner?fp=ww");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Tarif zur Absicherung");
    const link = new URLSearchParams("fp=ww");
    link.set("sig", signPartnerLink(link, process.env.PARTNER_LINK_KEY!));
    await page.goto(`/overview/finance/partner?${link}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der Tarif unseres Partnerversicherers");
    await page.getByRole("link", { name: "Los geht's" }).click();
    await page.getByRole("button", { name: /Monatlicher Beitrag/ }).click();
    await expect(page.getByTestId("partner-fee")).toContainText("monatlich über 10 Jahre");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/partner\/consent$/);
    await page.getByRole("button", { name: "Einwilligen und Anfrage senden" }).click();
    await expect(page).toHaveURL(/\/partner\/summary$/);
    await expect(page.getByText("Ihre Anfrage ist bei uns eingegangen.", { exact: false })).toBeVisible();

    await page.goto(mailboxPath("anfragen@partner-versicherer.example"));
    await expect(page.getByText(`Anfrage zum Partnertarif von Anna ${lastname}`)).toBeVisible();
  });

  test("without a confirmed e-mail the consent cannot be sent; the fallback needs no insurer", async ({
    page,
    accounts,
    context,
  }) => {
    await atFinance({ page, accounts, context }, "Meine Familie zahlt", { age: 60 });
    await page.goto("/overview/finance/partner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Tarif zur Absicherung");
    await page.goto("/overview/finance/partner/consent");
    await expect(page).toHaveURL(/\/partner\/payment$/);
    await page.getByRole("button", { name: /Einmalbeitrag/ }).click();
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("button", { name: "Einwilligen und Anfrage senden" })).toBeDisabled();
  });

  test("the trust contract stays closed while the account is unconfirmed", async ({
    page,
    accounts,
    context,
  }) => {
    await atFinance({ page, accounts, context }, "Ich sorge selbst vor", { age: 82 });
    await page.goto("/overview/finance/tariff/treuhand");
    await page.getByLabel("Einzahlung in Euro").fill("4000");
    await page.getByRole("button", { name: "Einzahlung speichern" }).click();
    await expect(page.getByRole("link", { name: "Treuhandvertrag herunterladen (PDF)" })).toBeVisible();
    const response = await page.request.get("/overview/finance/tariff/treuhand/contract");
    expect(response.status()).toBe(403);
    expect(response.headers()["content-type"]).not.toContain("pdf");
    expect(await response.text()).toContain("noch nicht bestätigt");
  });

  test("the trust account records a deposit with its contract; consulting asks for a callback time", async ({
    page,
    accounts,
    context,
  }) => {
    test.setTimeout(90_000);
    await atFinance({ page, accounts, context }, "Ich sorge selbst vor", { age: 82, confirmed: true });
    await page.goto("/overview/finance/tariff");
    await page.getByRole("link", { name: "Treuhandkonto einrichten" }).click();
    await expect(page).toHaveURL(/\/tariff\/treuhand$/);
    await expect(page.getByText(/Einmalige Gebühr 99,00\s€, keine Altersgrenze/)).toBeVisible();
    const deposit = page.getByLabel("Einzahlung in Euro");
    await deposit.fill("-5");
    await page.getByRole("button", { name: "Einzahlung speichern" }).click();
    await expect(page.getByText("Bitte Beträge ohne Cent oder Buchstaben").first()).toBeVisible();
    await deposit.fill("4000");
    await page.getByRole("button", { name: "Einzahlung speichern" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Treuhandvertrag herunterladen (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^Treuhandvertrag-Anna-Müller\.pdf$/);
    await page.goto("/overview/finance");
    await expect(page.getByText("4.000,00 €").first()).toBeVisible();

    await page.goto("/overview/finance/partner/payment");
    await page.getByRole("button", { name: /Persönliche Beratung/ }).click();
    await expect(page).toHaveURL(/\/partner\/consulting$/);
    await page.getByRole("button", { name: "Rückruf anfordern" }).click();
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();
    await page.getByRole("radio", { name: "Abends (17–18 Uhr)" }).check();
    await page.getByRole("button", { name: "Rückruf anfordern" }).click();
    await expect(page).toHaveURL(/\/partner\/summary$/);
    await expect(page.getByText("Ihre Anfrage ist bei uns eingegangen.", { exact: false })).toBeVisible();
  });
});
