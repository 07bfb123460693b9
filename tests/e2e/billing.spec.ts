import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { mailboxPath, signIn, signOut, skipIntros } from "./support/journeys";

/** The German calendar date `days` after today (noon UTC of that day). */
function germanDayPlus(days: number): Date {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" })
    .format(new Date())
    .split("-")
    .map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days, 12));
}

/** That date as the pages show it (DD.MM.YYYY). */
function germanDatePlus(days: number): string {
  return new Intl.DateTimeFormat("de-DE", {
    timeZone: "UTC",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(germanDayPlus(days));
}

/** That date as a date input takes it (YYYY-MM-DD). */
const isoDatePlus = (days: number) => germanDayPlus(days).toISOString().slice(0, 10);

const cancelLink = (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen", exact: true });

/**
 * The overview of a confirmed customer with the welcome greeting closed: the overview shows one banner at a
 * time (decision 0039), and for a confirmed customer in the trial that is the trial notice.
 */
async function overviewWithTrialNotice(page: Page) {
  await page.goto("/overview");
  await page.getByRole("dialog").getByRole("button", { name: "Später" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("trial and cancellation", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("the overview shows the trial's remaining days and deadline; the footer links to cancellation", async ({
    page,
    customer,
  }) => {
    expect(customer.provisionId).toBeTruthy();
    await overviewWithTrialNotice(page);
    const notice = page.getByText("Noch 28 Tage kostenlos testen");
    await expect(notice).toBeVisible();
    await expect(page.getByText(`bis einschließlich ${germanDatePlus(28)}`)).toBeVisible();
    // No plan booked, no contract: no contract number yet (decision 0035).
    await expect(page.getByText(/Vertragsnummer/)).toHaveCount(0);
    // Private page, then a public one: the link is in the footer of both.
    await expect(cancelLink(page)).toHaveAttribute("href", "/kuendigen");
    await page.goto("/impressum");
    await expect(cancelLink(page)).toBeVisible();
  });

  test("cancel signed out through the § 312k page and find the receipt in the mailbox", async ({
    page,
    customer,
  }) => {
    test.setTimeout(90_000);
    await overviewWithTrialNotice(page);
    // A trial has no contract number on the overview; this customer knows it from the fixture.
    const number = String(customer.number);
    await signOut(page);

    // Signed out, from the footer of the sign-in page.
    await cancelLink(page).click();
    await expect(page).toHaveURL("/kuendigen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verträge hier kündigen");

    // Bad input: German messages, nothing stored, the typed values kept.
    await page.getByLabel(/^Vor- und Nachname/).fill("Anna Müller");
    await page.getByLabel(/^E-Mail-Adresse Ihres Kontos/).fill(customer.email);
    await page.getByLabel(/^Vertragsnummer/).fill("12ab");
    // § 312k Abs. 2 Nr. 1 d BGB: a desired end in the past is refused.
    const desiredEnd = page.getByLabel(/^Gewünschtes Vertragsende/);
    await expect(desiredEnd).toHaveAttribute("type", "date");
    await desiredEnd.fill(isoDatePlus(-1));
    await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
    await expect(page).toHaveURL("/kuendigen");
    await expect(
      page.getByText("Bitte geben Sie Ihre sechsstellige Vertragsnummer an.").first(),
    ).toBeVisible();
    await expect(
      page.getByText("Das Vertragsende kann nicht in der Vergangenheit liegen.", { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByLabel(/^Vor- und Nachname/)).toHaveValue("Anna Müller");

    // An impossible or garbled date (a browser without a date picker, or a forged post): 400, German message.
    for (const [value, message] of [
      ["31.02.2027", "Dieses Datum gibt es nicht."],
      ["übermorgen", "Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein"],
    ] as const) {
      const answer = await page.request.post("/kuendigen", {
        form: {
          name: "Anna Müller",
          email: customer.email,
          contractNumber: number,
          kind: "ordinary",
          requestedEnd: value,
        },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(400);
      expect(await answer.text()).toContain(message);
    }

    await page.getByLabel(/^Vertragsnummer/).fill(number);
    await page.getByLabel("Ordentliche Kündigung", { exact: true }).check();
    await page.getByLabel(/^Gewünschtes Vertragsende/).fill(isoDatePlus(30));
    await page.getByLabel(/^Kündigungsgrund/).fill("Umzug ins Ausland");
    await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();

    await expect(page).toHaveURL("/kuendigen/bestaetigen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kündigung bestätigen");
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByText("Umzug ins Ausland")).toBeVisible();
    // The desired day, and what happens when it is earlier than the contract allows.
    await expect(page.getByRole("definition").filter({ hasText: germanDatePlus(30) })).toBeVisible();
    await expect(
      page.getByText(
        `Sie haben sich den ${germanDatePlus(30)} als letzten Vertragstag gewünscht. Frühestmöglich endet`,
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "jetzt kündigen", exact: true }).click();

    await expect(page).toHaveURL("/kuendigen/eingegangen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
    await expect(
      page.getByText(new RegExp(`um \\d{2}:\\d{2} Uhr erhalten.*${customer.email}`)),
    ).toBeVisible();

    // The receipt mail: content, date and time of receipt, the contract's end.
    await page.goto(mailboxPath(customer.email));
    await page.getByRole("link", { name: "Eingangsbestätigung Ihrer Kündigung" }).first().click();
    await expect(page.getByText(`Vertragsnummer: ${number}`).first()).toBeVisible();
    await expect(page.getByText(/Eingang: \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/).first()).toBeVisible();
    await expect(page.getByText(`Gewünschtes Vertragsende: ${germanDatePlus(30)}`).first()).toBeVisible();
    // No paid plan: the earliest end is the receipt, so the contract ends on the desired day.
    await expect(
      page.getByText(`Ihr Vertrag Nr. ${number} endet mit Ablauf des ${germanDatePlus(30)}`).first(),
    ).toBeVisible();

    // Back to the confirmation step: the flow is finished, the form starts again.
    await page.goto("/kuendigen/bestaetigen");
    await expect(page).toHaveURL("/kuendigen");

    // The customer sees the cancellation on the overview.
    await signIn(page, customer.email, customer.password, "/overview");
    await skipIntros(page);
    await page.goto("/overview");
    await expect(page.getByText("Ihr Vertrag ist gekündigt")).toBeVisible();
  });
});
