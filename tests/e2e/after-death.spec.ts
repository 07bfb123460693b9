import type { Page } from "@playwright/test";
import { expect, test, type CustomerAccount } from "./support/fixtures";
import type { StaffAccount } from "./support/accounts";
import { mailboxPath, signIn } from "./support/journeys";

/**
 * When the time comes (decision 0062): customer care opens the customer's provision and reports the
 * death, a second staff member with admin rights confirms it (four eyes), customer care records the funeral
 * date. Once per JavaScript mode; every page is audited with axe and html-validate when the test ends.
 * The steps are helpers, so later parts of the issue (the frozen sign-in, the mailbox, the dispatch list)
 * extend the journey with steps of their own.
 */

/** A calendar date `days` from today in Germany, as the portal's date fields take it (TT.MM.JJJJ). */
function germanDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" })
    .format(date)
    .split("-");
  return `${day}.${month}.${year}`;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A staff member takes up the customer's provision ("Vorsorge öffnen") and lands on its overview. */
async function openProvision(page: Page, customer: CustomerAccount) {
  await page.goto(`/provisions/${customer.provisionId}`);
  // Already holding it, the address leads straight to the overview.
  if (!page.url().endsWith("/overview")) await page.getByRole("button", { name: "Vorsorge öffnen" }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

interface ReportDetails {
  reporterName: string;
  relation: string;
  contact: string;
  dateOfDeath: string;
  certificate: string;
}

const DETAILS: ReportDetails = {
  reporterName: "Petra Müller",
  relation: "Tochter",
  contact: "0431 765432",
  dateOfDeath: germanDate(-5),
  certificate: "Standesamt Kiel 1234/2026",
};

async function fillReport(page: Page, details: ReportDetails) {
  await page.getByLabel("Name der meldenden Person").fill(details.reporterName);
  await page.getByLabel("Beziehung zur verstorbenen Person").fill(details.relation);
  await page.getByLabel("Telefonnummer oder E-Mail-Adresse der meldenden Person").fill(details.contact);
  await page.getByLabel("Sterbedatum").fill(details.dateOfDeath);
  await page.getByLabel("Angabe zur Sterbeurkunde").fill(details.certificate);
  await page.getByRole("button", { name: "Sterbefall melden" }).click();
}

/**
 * From the held provision's overview: "Sterbefall melden", a refused date in the future first, then the
 * report. Returns the report page's address.
 */
async function reportDeath(page: Page, customer: CustomerAccount, details = DETAILS): Promise<string> {
  await page.getByRole("link", { name: "Sterbefall melden" }).click();
  await expect(heading(page)).toHaveText("Sterbefall melden");
  await expect(
    page.getByText(`Vorsorge von ${customer.name}, Vertragsnummer ${customer.number}`),
  ).toBeVisible();

  await fillReport(page, { ...details, dateOfDeath: germanDate(3) });
  await expect(page.getByText("Bitte korrigieren Sie folgende Angaben:")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Sterbedatum: Das Sterbedatum darf nicht in der Zukunft liegen." }),
  ).toBeVisible();

  await fillReport(page, details);
  await expect(heading(page)).toHaveText(`Sterbefall: ${customer.name}`);
  await expect(page.getByText("Der Sterbefall ist gemeldet.")).toBeVisible();
  // Customer care may withdraw, never confirm.
  await expect(page.getByRole("button", { name: "Sterbefall bestätigen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Meldung zurückziehen" })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Customer care withdraws a report made in error, with the reason; the plan stays as it was. */
async function withdrawReport(page: Page, reportPath: string, reason: string) {
  await page.goto(reportPath);
  await page.getByRole("button", { name: "Meldung zurückziehen" }).click();
  await expect(page.getByRole("link", { name: "Grund: Dieses Feld muss ausgefüllt werden." })).toBeVisible();
  await page.getByLabel("Grund").fill(reason);
  await page.getByRole("button", { name: "Meldung zurückziehen" }).click();
  await expect(
    page.getByText("Die Meldung ist zurückgezogen. Die Vorsorge bleibt unverändert."),
  ).toBeVisible();
  await expect(page.getByText(reason, { exact: false })).toBeVisible();
}

/** The certificate's details as the confirming admin types them (decision 0092), and "seen". */
async function fillCertificate(page: Page, details: ReportDetails) {
  await page.getByLabel("Standesamt laut Sterbeurkunde").fill("Standesamt Kiel");
  await page.getByLabel("Registernummer laut Sterbeurkunde").fill(details.certificate.toLowerCase());
  await page.getByLabel("Sterbedatum laut Sterbeurkunde").fill(details.dateOfDeath);
  await page.getByLabel("Ich habe die Sterbeurkunde selbst gesehen").check();
}

/**
 * An admin who did not report it confirms with the certificate's details (a register number other than the
 * report's is refused first): the plan is frozen, customer care learns about the trusted person. A second tab
 * that still shows the form confirms nothing and says why.
 */
async function confirmDeath(page: Page, reportPath: string, details = DETAILS) {
  await page.goto("/backoffice/deaths");
  await expect(heading(page)).toHaveText("Sterbefälle");
  await page
    .getByRole("link", { name: /: Meldung öffnen$/ })
    .first()
    .waitFor();
  await page.goto(reportPath);
  const secondTab = await page.context().newPage();
  await secondTab.goto(reportPath);
  await fillCertificate(page, { ...details, certificate: "Standesamt Kiel 9999/2026" });
  await page.getByRole("button", { name: "Sterbefall bestätigen" }).click();
  await expect(
    page.getByRole("link", {
      name: /^Registernummer laut Sterbeurkunde: Die Angabe stimmt nicht mit der Meldung überein/,
    }),
  ).toBeVisible();
  await fillCertificate(page, details);
  await page.getByRole("button", { name: "Sterbefall bestätigen" }).click();
  await expect(page.getByText("Der Sterbefall ist bestätigt. Die Vorsorge ist abgeschlossen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sterbefall bestätigen" })).toHaveCount(0);
  await fillCertificate(secondTab, details);
  await secondTab.getByRole("button", { name: "Sterbefall bestätigen" }).click();
  await expect(
    secondTab.getByText("Diese Meldung ist schon bestätigt oder zurückgezogen.").first(),
  ).toBeVisible();
  await secondTab.close();
}

/** Customer care records the funeral date: one before the death is refused, then the right one. */
async function setFuneralDate(
  page: Page,
  reportPath: string,
  funeralDate = germanDate(2),
  beforeDeath = germanDate(-6),
) {
  await page.goto(reportPath);
  await page.getByLabel("Datum der Beisetzung").fill(beforeDeath);
  await page.getByRole("button", { name: "Beisetzungsdatum speichern" }).click();
  await expect(
    page.getByRole("link", {
      name: "Datum der Beisetzung: Die Beisetzung kann nicht vor dem Sterbedatum liegen.",
    }),
  ).toBeVisible();
  await page.getByLabel("Datum der Beisetzung").fill(funeralDate);
  await page.getByRole("button", { name: "Beisetzungsdatum speichern" }).click();
  await expect(page.getByText("Das Beisetzungsdatum ist gespeichert.")).toBeVisible();
  await expect(page.getByText(funeralDate).first()).toBeVisible();
}

/**
 * Customer care posts the letter due today: the print (address page first) and "Als versendet markieren" with
 * the e-mail notice to the recipient; marking it again is refused and changes nothing.
 */
async function postLetterDueToday(page: Page, recipient: string, customer: CustomerAccount, baseURL: string) {
  await page.goto("/backoffice/letters");
  // Other journeys post letters to people of the same name: the row of this customer's letter.
  const rowIn = (group: RegExp) =>
    page
      .getByRole("region", { name: group })
      .first()
      .getByRole("row")
      .filter({ hasText: `Vertragsnummer ${customer.number}` });
  const row = rowIn(/^Heute zu versenden/);
  await expect(row.getByRole("rowheader", { name: new RegExp(recipient) })).toBeVisible();

  const print = row.getByRole("link", { name: `Brief an ${recipient} als PDF drucken` });
  const pdf = await page.request.get((await print.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  await row.getByRole("link", { name: `Versand erfassen: Brief an ${recipient}` }).click();
  await expect(heading(page)).toHaveText(`Brief an ${recipient}`);
  const markPath = new URL(page.url()).pathname;
  const version = await page.locator('input[name="version"]').inputValue();
  await page.getByLabel("Empfänger per E-Mail benachrichtigen").check();
  await page.getByRole("button", { name: "Als versendet markieren" }).click();
  await expect(page.getByText(`Der Brief an ${recipient} ist als versendet markiert`).first()).toBeVisible();

  // The same form posted again (a second tab, a double click): refused, nothing changes.
  const again = await page.request.post(markPath, {
    form: { sentOn: germanDate(0), version, notifyRecipient: "on" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("Dieser Brief ist schon als versendet markiert.");

  await page.goto("/backoffice/letters");
  await expect(
    rowIn(/^Zuletzt versendet/).getByRole("rowheader", { name: new RegExp(recipient) }),
  ).toBeVisible();
  await expect(rowIn(/^Heute zu versenden/)).toHaveCount(0);

  // The letter comes back (decision 0096): its Rücklauf with the day (today, as offered) and the reason.
  await rowIn(/^Zuletzt versendet/)
    .getByRole("link", { name: `Rücklauf erfassen: Brief an ${recipient}` })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Rücklauf erfassen" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`letter-return-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.getByLabel("Annahme verweigert").check();
  await page.getByRole("button", { name: "Rücklauf erfassen" }).click();
  await expect(page.getByText(`Der Rücklauf des Briefs an ${recipient} ist erfasst.`).first()).toBeVisible();
  const returned = rowIn(/^Zuletzt versendet/);
  await expect(returned).toContainText(`Rücklauf am ${germanDate(0)}: Annahme verweigert`);
  await expect(returned.getByRole("link", { name: /^Rücklauf erfassen/ })).toHaveCount(0);
}

/** The subjects of the mails to `to` in the developer mailbox. */
async function subjectsTo(page: Page, to: string): Promise<string[]> {
  await page.goto(mailboxPath(to));
  await expect(heading(page)).toBeVisible();
  return page.locator("main table tbody th").allTextContents();
}

interface Cast {
  customer: CustomerAccount;
  care: StaffAccount;
  admin: StaffAccount;
}

for (const javaScript of ["off", "on"] as const) {
  test.describe(`a reported death, JavaScript ${javaScript}`, () => {
    test.skip(
      ({ javaScriptEnabled }) => javaScriptEnabled !== (javaScript === "on"),
      `this journey runs in the js-${javaScript} project`,
    );

    let cast: Cast;
    test.beforeEach(async ({ accounts }) => {
      cast = {
        customer: await accounts.customer({ confirmed: true }),
        care: await accounts.staff({ role: "customercare" }),
        admin: await accounts.staff({ role: "admin" }),
      };
    });

    test("customer care reports it, an admin confirms it, customer care records the funeral date", async ({
      page,
      context,
      accounts,
    }) => {
      test.setTimeout(120_000);
      const { customer, care, admin } = cast;

      await accounts.signIn(context, care);
      await openProvision(page, customer);
      const reportPath = await reportDeath(page, customer);

      await accounts.signIn(context, admin);
      await confirmDeath(page, reportPath);

      await accounts.signIn(context, care);
      await openProvision(page, customer);
      await expect(page.getByRole("link", { name: "Sterbefall ansehen" })).toBeVisible();
      await setFuneralDate(page, reportPath);

      // The undertaker's documents, for the provision customer care holds.
      const summary = page.getByRole("link", { name: "Vorsorgeübersicht (PDF)" });
      await expect(summary).toBeVisible();
      const pdf = await page.request.get((await summary.getAttribute("href"))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
    });

    test("the whole way: the trusted person is told, the customer's sign-in is calm, the letter due today is posted", async ({
      page,
      context,
      accounts,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const { care, admin } = cast;
      const id = `${javaScript}-${Date.now()}`;
      const trustee = `vertraut-${id}@example.de`;
      const recipientMail = `lena-${id}@example.de`;
      const LETTER = "Liebe Lena, danke für jeden gemeinsamen Sonntag.";
      const customer = await accounts.customer({
        confirmed: true,
        trustedPerson: { email: trustee, readAccess: true },
        letters: [
          {
            text: LETTER,
            recipient: { firstname: "Lena", lastname: "Neumann", email: recipientMail },
            generic: "AFTER_FUNERAL",
          },
          {
            text: "Ein Jahr später.",
            recipient: { firstname: "Jan", lastname: "Ohm" },
            generic: "YEAR_AFTER_FUNERAL",
          },
        ],
      });

      // Death 20 days ago, funeral 14 days ago: the "shortly after" letter is due today (14 days, decision 0060).
      await accounts.signIn(context, care);
      await openProvision(page, customer);
      const details = { ...DETAILS, dateOfDeath: germanDate(-20) };
      const reportPath = await reportDeath(page, customer, details);
      await accounts.signIn(context, admin);
      await confirmDeath(page, reportPath, details);
      await expect(page.getByText("Thomas Vertraut wurde per E-Mail benachrichtigt.")).toBeVisible();
      await accounts.signIn(context, care);
      await setFuneralDate(page, reportPath, germanDate(-14), germanDate(-21));
      await expect(page.getByText("2 Briefe sind jetzt zum Versand geplant.")).toBeVisible();

      // The trusted person's mail: whom to call and a link to look, never the letters or wishes themselves.
      expect(await subjectsTo(page, trustee)).toEqual([`Die Bestattungsvorsorge von ${customer.name}`]);
      await page.getByRole("link", { name: `Die Bestattungsvorsorge von ${customer.name}` }).click();
      const mail = page.getByRole("main");
      await expect(mail.getByText(`Die Vertragsnummer lautet ${customer.number}`)).toBeVisible();
      const viewLink = mail.getByRole("link", { name: /\/einsicht\// }).first();
      await expect(viewLink).toBeVisible();
      const view = (await viewLink.getAttribute("href"))!;
      await expect(mail.getByText(LETTER)).toHaveCount(0);

      // The letter due today: printed, marked sent, the recipient told by e-mail that it is on its way.
      await postLetterDueToday(page, "Lena Neumann", customer, baseURL!);
      // What to invoice with the funeral's other costs: the posted letter's 1,50 €; the one still to post, nothing yet.
      const charge = page
        .getByRole("region", { name: /^Briefgebühren für die Abrechnung/ })
        .getByRole("row")
        .filter({ hasText: `Vertragsnummer ${customer.number}` });
      await expect(charge.getByRole("cell")).toHaveText(["1", "1", "1,50 €"]);

      // The trusted person's page says the customer died, what to do now, and when each letter goes.
      await page.goto(view);
      await expect(page.getByText(new RegExp(`${customer.name} ist verstorben$`))).toBeVisible();
      await expect(page.getByText(/Wenn uns der Tod gemeldet/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Was jetzt zu tun ist" })).toBeVisible();
      await expect(page.getByText(`Vertragsnummer ${customer.number}`)).toBeVisible();
      await expect(page.getByText("An Frau Lena Neumann: bereits zur Post gebracht")).toBeVisible();
      await expect(
        page.getByText(/^An Frau Jan Ohm: wird am \d\d\.\d\d\.\d{4} zur Post gebracht$/),
      ).toBeVisible();
      await expect(page.locator("main")).not.toContainText(LETTER);
      // What the letters cost the estate is not hidden from the family (decision 0080).
      await expect(
        page.getByText(
          "Jeder Brief kostet einmalig 1,50 €, die 2 Briefe also zusammen 3,00 €. Fällig wird der Betrag erst, wenn wir den Brief zur Post bringen; wir rechnen ihn mit den übrigen Kosten der Bestattung ab.",
        ),
      ).toBeVisible();
      expect(await subjectsTo(page, recipientMail)).toEqual([
        `Ein Brief von ${customer.name} ist unterwegs zu Ihnen`,
      ]);
      // The letter a year after the funeral: not within the next 7 days, but on the list of every planned letter
      // (the default, decision 0096).
      const janOhm = page
        .getByRole("row")
        .filter({ hasText: `Vertragsnummer ${customer.number}` })
        .getByRole("rowheader", { name: /Jan Ohm/ });
      await page.goto("/backoffice/letters?period=7");
      await expect(janOhm).toHaveCount(0);
      await page.goto("/backoffice/letters");
      await expect(
        page
          .getByRole("region", { name: /^Später zu versenden/ })
          .first()
          .getByRole("row")
          .filter({
            hasText: `Vertragsnummer ${customer.number}`,
          }),
      ).toContainText("Jan Ohm");

      // The customer's sign-in (the freeze ended every session): the calm page, not the overview.
      await context.clearCookies();
      await signIn(page, customer.email, customer.password);
      await expect(page).toHaveURL("/vorsorge-abgeschlossen");
      await expect(heading(page)).toHaveText("Unser herzliches Beileid");
      await page.goto("/overview/letters");
      await expect(page).toHaveURL("/vorsorge-abgeschlossen");
    });

    test("a report made in error: customer care cannot confirm it, and withdraws it; a customer finds nothing", async ({
      page,
      context,
      accounts,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { customer, care } = cast;

      await accounts.signIn(context, care);
      await openProvision(page, customer);
      const reportPath = await reportDeath(page, customer);

      // The confirmation, posted by customer care anyway: the plain 404, nothing changes.
      const posted = await page.request.post(reportPath, {
        form: { intent: "confirm", version: "1" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(404);

      await withdrawReport(page, reportPath, "Die Anruferin hat die Vorsorge verwechselt.");
      await page.goto("/overview");
      await expect(page.getByRole("link", { name: "Sterbefall melden" })).toBeVisible();

      // The customer: no back office, no link.
      await accounts.signIn(context, customer);
      const asCustomer = await page.goto(reportPath);
      expect(asCustomer?.status()).toBe(404);
      await page.goto("/overview");
      await expect(page.getByRole("link", { name: /Sterbefall/ })).toHaveCount(0);
    });
  });
}
