import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { mailLink, mailSubjects } from "./support/journeys";

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@beispiel.de`;

test.describe("trusted person", () => {
  // Mails to the trusted person (decision 0030) and read access (decision 0029) need a confirmed account.
  test.use({ customerOptions: { confirmed: true } });
  test("named, notified, changed; the mails arrive; read access granted, used, revoked", async ({
    page,
    customer,
  }, testInfo) => {
    test.setTimeout(180_000);
    void customer;
    const first = unique("eva");
    const second = unique("paul");

    await page.goto("/overview/trusted-person");
    await expect(page.getByText("Sie haben noch keine Vertrauensperson benannt.")).toBeVisible();
    await page.getByRole("link", { name: "Vertrauensperson benennen" }).click();
    await expect(page).toHaveURL("/overview/trusted-person/edit");

    // Bad input: German messages, nothing stored.
    await page.getByLabel(/^E-Mail-Adresse/).fill("eva@vorsorgeportal.de");
    await page.getByLabel(/^Postleitzahl/).fill("1".repeat(21));
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();
    await expect(
      page.getByText(/kann nicht für eine Vertrauensperson verwendet werden/).first(),
    ).toBeVisible();
    await expect(page.getByText("Bitte geben Sie höchstens 20 Zeichen ein.").first()).toBeVisible();

    await page.getByLabel("Frau").check();
    await page.getByLabel(/^Vorname/).fill("Eva");
    await page.getByLabel(/^Nachname/).fill("Schmidt");
    await page.getByLabel(/^Postleitzahl/).fill("24103");
    await page.getByLabel(/^E-Mail-Adresse/).fill(first);
    await page.getByLabel(/^Telefonnummer/).fill("0431 123456");
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();

    // Saved: one story. The toast says saved (no mail claimed), the page says not yet notified, the dialog
    // offers the one mail, and the mailbox holds nothing yet (decision 0040).
    await expect(page).toHaveURL("/overview/trusted-person?dialog=notify");
    await expect(page.getByText("Ihre Vertrauensperson wurde gespeichert.")).toBeVisible();
    await expect(page.getByText(/Einverständnis gebeten/)).toHaveCount(0);
    await expect(page.getByText("Noch nicht benachrichtigt")).toBeVisible();
    // Shown as entered, not as stored (+49431123456).
    await expect(page.getByText("0431 123456", { exact: true })).toBeVisible();
    const offer = page.getByRole("dialog", { name: "Vertrauensperson jetzt benachrichtigen?" });
    await expect(offer).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`trusted-person-saved-${width}-${testInfo.project.name}.png`),
      });
    }
    expect(await mailSubjects(page, first)).toEqual([]);
    await page.goto("/overview/trusted-person?dialog=notify");
    await offer.getByRole("button", { name: "Vertrauensperson benachrichtigen" }).click();
    await expect(
      page.getByText("Wir haben Eva Schmidt per E-Mail benachrichtigt und um Einverständnis gebeten."),
    ).toBeVisible();
    await expect(page.getByText(/^Benachrichtigt am \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(page.getByText("Noch nicht benachrichtigt")).toHaveCount(0);
    // Exactly one mail, the one the page says went out.
    expect(await mailSubjects(page, first)).toEqual(["Anna Müller hat Sie als Vertrauensperson benannt"]);

    // Saving again without a new address offers nothing and sends nothing.
    await page.goto("/overview/trusted-person/edit");
    await page.getByLabel(/^Telefonnummer/).fill("0431 654321");
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();
    await expect(page).toHaveURL("/overview/trusted-person");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(/^Benachrichtigt am /)).toBeVisible();
    expect(await mailSubjects(page, first)).toHaveLength(1);

    // Change the e-mail: "not yet notified" again, nothing sent until the customer says so.
    await page.goto("/overview/trusted-person/edit");
    await expect(page.getByLabel(/^Vorname/)).toHaveValue("Eva");
    await expect(page.getByLabel(/^Telefonnummer/)).toHaveValue("0431 654321");
    await page.getByLabel(/^E-Mail-Adresse/).fill(second);
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();
    await expect(page.getByText("Ihre Vertrauensperson wurde gespeichert.")).toBeVisible();
    await expect(page.getByText("Noch nicht benachrichtigt")).toBeVisible();
    expect(await mailSubjects(page, second)).toEqual([]);

    // One wish left to the survivors, for the read-access page below.
    await page.goto("/overview/wishes/notification/edit");
    await page.getByLabel("Das überlasse ich meinen Hinterbliebenen.").check();
    await page.getByRole("button", { name: "Wunsch speichern" }).click();
    await expect(page).toHaveURL("/overview/wishes");

    // Read access: the link comes by mail only.
    await page.goto("/overview/trusted-person");
    await page.getByLabel("Gültigkeit des Links").selectOption("7");
    await page.getByRole("button", { name: "Lesezugang geben" }).click();
    await expect(page.getByText(/einen Link zur Zusammenfassung geschickt/)).toBeVisible();
    await expect(page.locator("body")).not.toContainText("/einsicht/");
    const link = await mailLink(page, second, /gibt Ihnen Einblick/);
    expect(link).toMatch(/^\/einsicht\/[A-Za-z0-9_-]{43}$/);

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorsorge von Anna Müller");
    await expect(page.getByText("Feuerbestattung")).toBeVisible();
    // What is decided, about the customer in the third person: package, site, wishes and letters.
    await expect(page.getByRole("term").filter({ hasText: "Paket" })).toBeVisible();
    await expect(page.getByText("Anna Müller hat noch keinen Bestattungsort gewählt.")).toBeVisible();
    await expect(
      page.getByText("Anna Müller überlässt diese Entscheidung den Hinterbliebenen."),
    ).toBeVisible();
    await expect(page.getByText("Anna Müller hat keine Abschiedsbriefe hinterlegt.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/überlassen Sie|IBAN|Sterbegeld/);

    await page.goto("/overview/trusted-person");
    const row = page.getByRole("row").filter({ hasText: second });
    await expect(row.getByRole("cell", { name: "Gültig", exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Noch nie" })).toHaveCount(0);
    await row.getByRole("button", { name: "Link widerrufen" }).click();
    await expect(page.getByText("Der Link wurde widerrufen und funktioniert nicht mehr.")).toBeVisible();

    const refused = await page.goto(link);
    expect(refused?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link wurde widerrufen");
    await expect(page.locator("main")).not.toContainText("Anna Müller");
  });

  test("a trusted person without an e-mail address: saved, no mail, the customer is told to tell them", async ({
    page,
    customer,
  }, testInfo) => {
    void customer;
    await page.goto("/overview/trusted-person/edit");
    await expect(page.getByLabel(/^E-Mail-Adresse/)).not.toHaveAttribute("required", "");
    await page.getByLabel("Herr").check();
    await page.getByLabel(/^Vorname/).fill("Karl");
    await page.getByLabel(/^Nachname/).fill("Becker");
    await page.getByLabel(/^Beziehung/).fill("Nachbar");
    await page.getByLabel(/^Telefonnummer/).fill("+49 171 2345678");
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();

    await expect(page).toHaveURL("/overview/trusted-person");
    await expect(page.getByText(/Ohne E-Mail-Adresse schicken wir ihr nichts/)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Keine E-Mail-Adresse eingetragen")).toBeVisible();
    await expect(page.getByText(/Bitte sagen Sie ihr selbst, dass Sie sie benannt haben/)).toBeVisible();
    await expect(page.getByText("Noch nicht benachrichtigt")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /benachrichtigen/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Lesezugang geben" })).toHaveCount(0);
    await expect(page.getByText(/Tragen Sie dafür bitte zuerst die E-Mail-Adresse/)).toBeVisible();
    // National format, not "+491712345678".
    await expect(page.getByText("0171 2345678", { exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("+49");
    // A forged notify is refused and sends nothing.
    const forged = await page.request.post("/overview/trusted-person", { form: { intent: "notify" } });
    expect(forged.status()).toBe(409);

    const mode = testInfo.project.name;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/overview/trusted-person");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: testInfo.outputPath(`trusted-person-${width}-${mode}.png`),
        fullPage: true,
      });
    }
  });

  test("unknown links are 404 without data; bad intents 400", async ({ page, customer, jsOff }) => {
    test.skip(!jsOff, "plain requests; the same in both projects");
    void customer;
    const unknown = await page.goto(`/einsicht/${"a".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link ist ungültig");
    expect(
      (
        await page.request.post("/overview/trusted-person", { form: { intent: "grant", days: "365" } })
      ).status(),
    ).toBe(400);
    expect(
      (await page.request.post("/overview/trusted-person", { form: { intent: "notify" } })).status(),
    ).toBe(404);
    const revoke = await page.request.post("/overview/trusted-person", {
      form: { intent: "revoke", linkId: randomUUID() },
    });
    expect(revoke.status()).toBe(404);
  });
});
