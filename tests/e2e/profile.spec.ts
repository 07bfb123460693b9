import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { openBySearch } from "./support/steps";
import { mailboxPath, mailLink, signIn } from "./support/journeys";

test.describe("profile of a confirmed customer", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("updates the master data; bad input gets German field messages and is not stored", async ({
    page,
    customer,
  }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mein Profil");
    const login = page.getByLabel("Anmelde-E-Mail");
    await expect(login).toHaveValue(customer.email);
    await expect(login).toHaveAttribute("readonly", "");

    // Bad input: field messages, nothing stored.
    await page.getByLabel("Vorname").fill("");
    await page.getByLabel("Postleitzahl").fill("12");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("alert").or(page.locator("[data-focus-first]")).first()).toBeVisible();
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByLabel("Vorname")).toHaveValue("Anna");

    // Valid input is saved.
    await page.getByLabel("Herr", { exact: true }).check();
    await page.getByLabel("Vorname").fill("Jürgen");
    await page.getByLabel("Nachname").fill("Groß");
    await page.getByLabel("E-Mail-Adresse für Nachrichten").fill("Juergen.Gross@Example.de");
    await page.getByLabel("Geburtsdatum").fill("01.03.1952");
    await page.getByLabel("Straße und Hausnummer").fill("Holstenstraße 5");
    await page.getByLabel("Postleitzahl").fill("24103");
    await page.getByLabel("Ort", { exact: true }).fill("Kiel");
    await page.getByLabel("Telefonnummer").fill("0431 9876543");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByLabel("Vorname")).toHaveValue("Jürgen");
    await expect(page.getByLabel("E-Mail-Adresse für Nachrichten")).toHaveValue("juergen.gross@example.de");
    await expect(page.getByLabel("Geburtsdatum")).toHaveValue("01.03.1952");
    // Shown as entered (national format), not as stored in E.164 (decision 0040).
    await expect(page.getByLabel("Telefonnummer")).toHaveValue("0431 9876543");
    await expect(page.getByLabel("Herr", { exact: true })).toBeChecked();

    // The new contact address waits for its link; until then mail goes to the login address.
    const pending = page.getByText("Wir haben einen Bestätigungslink an juergen.gross@example.de geschickt.");
    await expect(pending).toContainText(`weiter an ${customer.email}`);
    const link = await mailLink(
      page,
      "juergen.gross@example.de",
      "Bitte bestätigen Sie Ihre neue Kontakt-E-Mail-Adresse",
    );
    expect(link).toMatch(/^\/kontakt-bestaetigen\?token=/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mail-Adresse bestätigt");
    await expect(page.getByText("Wir schreiben Ihnen ab jetzt an juergen.gross@example.de.")).toBeVisible();
    // The link works once.
    const again = await page.goto(link);
    expect(again?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link ungültig");
    await page.goto("/profile");
    await expect(page.getByLabel("E-Mail-Adresse für Nachrichten")).toHaveValue("juergen.gross@example.de");
    await expect(page.getByText("Neue E-Mail-Adresse noch nicht bestätigt")).toHaveCount(0);
  });

  test("changes the password with the current one; the notice arrives; the old password stops working", async ({
    page,
    customer,
    jsOff,
  }) => {
    await page.goto("/profile#password");
    const section = page.locator("#password");
    // A wrong current password and a mismatched repeat: German messages, nothing changed.
    await section.getByLabel("Aktuelles Passwort").fill("falsch123");
    await section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true }).fill("neuesGeheim7");
    await section.getByLabel("Neues Passwort wiederholen").fill("neuesGeheim7");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Das Passwort ist nicht richtig.").first()).toBeVisible();
    // The server never sends a password back (with JavaScript the browser keeps what was typed).
    if (jsOff) await expect(page.locator("#change-password-currentPassword")).toHaveValue("");
    await section.getByLabel("Aktuelles Passwort").fill(customer.password);
    await section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true }).fill("neuesGeheim7");
    await section.getByLabel("Neues Passwort wiederholen").fill("anderesGeheim7");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Die beiden neuen Passwörter stimmen nicht überein.").first()).toBeVisible();
    // A new password needs a lowercase letter; the message names the rule.
    await section.getByLabel("Aktuelles Passwort").fill(customer.password);
    await section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true }).fill("GEHEIM123");
    await section.getByLabel("Neues Passwort wiederholen").fill("GEHEIM123");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(
      page.getByText("Das Passwort muss mindestens einen Kleinbuchstaben enthalten.").first(),
    ).toBeVisible();

    await section.getByLabel("Aktuelles Passwort").fill(customer.password);
    await section.getByLabel("Neues Passwort (Pflichtfeld)", { exact: true }).fill("neuesGeheim7");
    await section.getByLabel("Neues Passwort wiederholen").fill("neuesGeheim7");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Ihr Passwort wurde geändert.")).toBeVisible();
    // This session stays signed in.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mein Profil");

    await page.goto(mailboxPath(customer.email));
    await expect(page.getByRole("link", { name: "Ihr Passwort wurde geändert" })).toHaveCount(1);
    await page.context().clearCookies();
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
    await signIn(page, customer.email, "neuesGeheim7");
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("exports the stored data as JSON without secrets", async ({ page, customer }) => {
    await page.goto("/profile");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Daten herunterladen (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Vorsorgeportal-Daten-\d\d-\d\d-\d\d\.json$/);
    const text = await readFile((await download.path())!, "utf8");
    const data = JSON.parse(text) as {
      account: { email: string };
      provision: { firstname: string; id: string };
    };
    expect(data.account.email).toBe(customer.email);
    expect(data.provision).toMatchObject({ firstname: "Anna", id: customer.provisionId });
    expect(text).not.toMatch(/passwordHash|tokenHash|ibanEncrypted|geheim123/);
  });

  test("deletes the account after the irreversible-step confirmation; sign-in is refused afterwards", async ({
    page,
    customer,
  }) => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Konto löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto wirklich löschen?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("kann nicht rückgängig gemacht werden");
    // A wrong password deletes nothing; the dialog stays open with the message.
    await dialog.getByLabel("Ihr aktuelles Passwort").fill("falsch123");
    await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(dialog.getByText("Das Passwort ist nicht richtig.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?dialog=delete/);
    await dialog.getByLabel("Ihr aktuelles Passwort").fill(customer.password);
    await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByText("Ihr Konto wurde gelöscht.")).toBeVisible();

    await signIn(page, customer.email, customer.password);
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
  });

  test("partner pages link out with the customer's data and cancel back to the overview", async ({
    page,
    customer,
  }) => {
    await page.goto("/overview/patientenverfuegung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patientenverfügung");
    const link = page.getByRole("link", { name: /Weiter zur Patientenverfügung/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const url = new URL((await link.getAttribute("href"))!);
    expect(url.searchParams.get("username")).toBe(customer.email);
    expect(url.searchParams.get("firstname")).toBe("Anna");
    expect(url.searchParams.get("lastname")).toBe("Müller");
    await page.goto("/overview/digitaler-nachlass");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digitaler Nachlass");
    await expect(page.getByRole("link", { name: /Weiter zum digitalen Nachlass/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL("/overview");
  });
});

test.describe("document request of a paid customer", () => {
  test.use({ customerOptions: { confirmed: true, paid: true } });

  test("requests the documents once; the confirmation mail arrives", async ({ page, customer }) => {
    await page.goto("/profile#documents");
    const section = page.locator("#documents");
    await section.getByRole("button", { name: "Unterlagen anfordern" }).click();
    await expect(page.getByText("Ihre Unterlagen sind angefordert")).toBeVisible();
    await expect(section).toContainText("Sie haben Ihre Unterlagen am");
    await expect(section.getByRole("button", { name: "Unterlagen anfordern" })).toHaveCount(0);

    // The fixture's sign-up has no address yet: the order asks for it in its dialog (decision 0108).
    await expect(section).toContainText("Dafür brauchen wir Ihre Anschrift.");
    await section.getByRole("link", { name: "Vorsorgemappe kostenlos bestellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Vorsorgemappe bestellen" });
    await dialog.getByLabel("Straße und Hausnummer").fill("Holstenstraße 5");
    await dialog.getByLabel("Postleitzahl").fill("2410");
    await dialog.getByLabel(/^Ort\b/).fill("Kiel");
    await dialog.getByRole("button", { name: "Vorsorgemappe kostenlos bestellen" }).click();
    // A wrong postal code: the message in the dialog, what was typed kept, nothing ordered or stored.
    await expect(dialog.getByText("Bitte geben Sie eine gültige Postleitzahl ein").first()).toBeVisible();
    await expect(dialog.getByLabel("Straße und Hausnummer")).toHaveValue("Holstenstraße 5");
    await dialog.getByLabel("Postleitzahl").fill("24103");
    await dialog.getByRole("button", { name: "Vorsorgemappe kostenlos bestellen" }).click();
    await expect(page.getByText("Vielen Dank. Die Vorsorgemappe ist bestellt")).toBeVisible();
    await expect(section).toContainText("Sie haben die Vorsorgemappe am");
    // The address typed into the order is the customer's address now.
    await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Holstenstraße 5");
    await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Kiel");

    await page.goto(mailboxPath(customer.email));
    await expect(page.getByRole("link", { name: "Ihre Vorsorgeunterlagen sind angefordert" })).toHaveCount(1);
  });
});

test.describe("care log", () => {
  test("a staff member's view of the provision shows in the customer's care log", async ({
    page,
    context,
    accounts,
    staff,
  }) => {
    const customer = await accounts.customer({ confirmed: true, firstname: "Clara", lastname: "Care" });
    await openBySearch(page, customer.email);
    // Staff see the customer's profile, but export and deletion are the customer's own.
    await page.goto("/profile");
    await expect(page.getByLabel("Vorname")).toHaveValue("Clara");
    await expect(page.getByRole("link", { name: "Daten herunterladen (JSON)" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Konto löschen" })).toHaveCount(0);

    await accounts.signIn(context, customer);
    await page.goto("/profile");
    const log = page.getByRole("table", { name: "Zugriffe auf Ihre Vorsorge, neueste zuerst" });
    await expect(log).toContainText(`Kundenservice (${staff.email})`);
    await expect(log).toContainText("Vorsorge angesehen");
  });
});
