import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { mailboxPath, mailLink } from "./support/journeys";

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@beispiel.de`;

test.describe("trusted person", () => {
  // Mails to the trusted person (decision 0030) and read access (decision 0029) need a confirmed account.
  test.use({ customerOptions: { confirmed: true } });
  test("named, notified, changed; the mails arrive; read access granted, used, revoked", async ({
    page,
    customer,
  }) => {
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

    // Saved with a new address: the permission toast, and the notification is offered.
    await expect(page).toHaveURL("/overview/trusted-person?dialog=notify");
    await expect(page.getByText(/Wir haben sie per E-Mail um ihr Einverständnis gebeten/)).toBeVisible();
    const offer = page.getByRole("dialog", { name: "Vertrauensperson jetzt benachrichtigen?" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Vertrauensperson benachrichtigen" }).click();
    await expect(page.getByText("Wir haben Eva Schmidt per E-Mail benachrichtigt.")).toBeVisible();
    await expect(page.getByText(/^Benachrichtigt am \d\d\.\d\d\.\d{4}$/)).toBeVisible();

    await page.goto(mailboxPath(first));
    await expect(page.getByRole("link", { name: /möchte Sie als Vertrauensperson benennen/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /hat Sie als Vertrauensperson benannt/ })).toBeVisible();

    // Change the e-mail: a new permission request, notified again "not yet".
    await page.goto("/overview/trusted-person/edit");
    await expect(page.getByLabel(/^Vorname/)).toHaveValue("Eva");
    await page.getByLabel(/^E-Mail-Adresse/).fill(second);
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();
    await expect(page.getByText(/Wir haben sie per E-Mail um ihr Einverständnis gebeten/)).toBeVisible();
    await page.goto("/overview/trusted-person");
    await expect(page.getByText("Noch nicht benachrichtigt")).toBeVisible();
    await page.goto(mailboxPath(second));
    await expect(page.getByRole("link", { name: /möchte Sie als Vertrauensperson benennen/ })).toBeVisible();

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
    await expect(page.locator("main")).not.toContainText(/IBAN|Sterbegeld/);

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
