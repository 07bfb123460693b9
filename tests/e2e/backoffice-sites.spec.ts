import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Back office, funeral sites (admins only): a CSV import with its dry run, the new site in the customer's
 * site search, a fee changed (and a bad fee refused), and the 404 for customer care and customers.
 */

const HEADER =
  "id;name;strasse;plz;ort;bundesland;lat;lon;traeger;bestattungsarten;gebuehr_urnenreihengrab;gebuehr_reihengrab";

/**
 * A one-site CSV (semicolons, UTF-8 with umlauts) for a site named `name` in Kassel 34127 — a place no other
 * spec searches, so the new site (without every grave type's fee) never becomes another test's nearest site.
 */
function siteCsv(name: string): Buffer {
  return Buffer.from(
    `\uFEFF${HEADER}\r\n;${name};Holländische Straße 100;34127;Kassel;Hessen;51,3290;9,4930;Friedhofsverwaltung Kassel;Feuerbestattung|Erdbestattung;1.170,00;1.950,00\r\n`,
    "utf8",
  );
}

async function importSite(page: Page, name: string) {
  await page.goto("/backoffice/sites/import");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friedhöfe aus CSV-Datei einlesen");
  await page
    .getByLabel("CSV-Datei")
    .setInputFiles({ name: "friedhoefe.csv", mimeType: "text/csv", buffer: siteCsv(name) });
  await page.getByRole("button", { name: "Datei prüfen" }).click();
  await expect(page.getByText("1 hinzufügen, 0 ändern, 0 unverändert, 0 abgelehnt.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Hinzufügen");
  await expect(row.getByRole("cell").first()).toHaveText("2");
  await page.getByRole("button", { name: "Import anwenden" }).click();
  await expect(page).toHaveURL("/backoffice/sites");
  await expect(
    page.getByText("Import angewendet: 1 Friedhöfe hinzugefügt, 0 geändert, 0 unverändert."),
  ).toBeVisible();
}

test.describe("back office: funeral sites", () => {
  // Long journeys: an import with its dry run, a customer's site search, each page audited by axe.
  test.describe.configure({ timeout: 120_000 });
  test("an admin imports a CSV (dry run, then applied) and a customer finds the site", async ({
    page,
    context,
    accounts,
  }, testInfo) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);
    const name = `Friedhof Nordstadt Prüfung ${testInfo.project.name}`;
    await importSite(page, name);

    // A file with a broken umlaut and coordinates in the North Sea: refused with line numbers, nothing stored.
    await page.goto("/backoffice/sites/import");
    const broken = Buffer.concat([
      Buffer.from(`${HEADER}\n;Friedhof M`, "utf8"),
      Buffer.from([0xfc]),
      Buffer.from(
        `nchen;Weg 1;81377;München;Bayern;48,1;11,5;Stadt;Feuerbestattung;100;\n;Seefriedhof;Weg 2;81377;München;Bayern;54,5;7,0;Stadt;Feuerbestattung;100;\n`,
        "latin1",
      ),
    ]);
    await page
      .getByLabel("CSV-Datei")
      .setInputFiles({ name: "kaputt.csv", mimeType: "text/csv", buffer: broken });
    await page.getByRole("button", { name: "Datei prüfen" }).click();
    await expect(page).toHaveTitle(/^Fehler: /);
    await expect(page.getByText("0 hinzufügen, 0 ändern, 0 unverändert, 2 abgelehnt.")).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: "Umlaute defekt" }).getByRole("cell").first(),
    ).toHaveText("2");
    await expect(
      page.getByRole("row").filter({ hasText: "nicht in Deutschland" }).getByRole("cell").first(),
    ).toHaveText("3");
    await expect(page.getByRole("button", { name: "Import anwenden" })).toHaveCount(0);

    // The list finds the site by postal code and name.
    await page.goto(`/backoffice/sites?q=${encodeURIComponent("Nordstadt Prüfung")}`);
    await expect(page.getByRole("link", { name: `${name} bearbeiten` })).toBeVisible();

    const customer = await accounts.customer();
    await accounts.signIn(context, customer);
    await page.goto("/overview/offer/funeral-site");
    await page.getByLabel("Postleitzahl oder Ort").fill("34127");
    await page.getByRole("button", { name: "Bestattungsorte suchen" }).click();
    const list = page.getByRole("group", { name: /^Bestattungsorte in der Nähe von/ });
    await expect(list.locator("li[data-site-id]").filter({ hasText: name })).toContainText(
      "für Urnenreihengrab",
    );
  });

  test("an admin changes a fee; a negative fee is refused with a German message", async ({
    page,
    context,
    accounts,
  }, testInfo) => {
    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(context, admin);
    const name = `Friedhof Gebühr ${testInfo.project.name}`;
    await importSite(page, name);
    await page.goto(`/backoffice/sites?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("1 Friedhof gefunden.")).toBeVisible();
    await page.getByRole("link", { name: `${name} bearbeiten` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

    const fee = page.getByLabel("Urnenreihengrab (€)");
    await expect(fee).toHaveValue("1170,00");
    await fee.fill("-5");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveTitle(/^Fehler: /);
    await expect(
      page.getByText("Gebühr Urnenreihengrab: Der Betrag darf nicht negativ sein.").first(),
    ).toBeVisible();

    await page.getByLabel("Urnenreihengrab (€)").fill("1.234,56");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(`Der Friedhof „${name}“ ist gespeichert.`)).toBeVisible();
    await expect(page.getByLabel("Urnenreihengrab (€)")).toHaveValue(/^1\.?234,56$/);

    await page.getByRole("button", { name: "Friedhof zurückziehen" }).click();
    await expect(page.getByText("Der Friedhof ist zurückgezogen", { exact: false }).first()).toBeVisible();
    await page.getByRole("button", { name: "Friedhof wieder aktivieren" }).click();
    await expect(page.getByText("Der Friedhof ist wieder aktiv.")).toBeVisible();
  });

  test("customer care and customers get 404 for every sites page and action", async ({
    page,
    context,
    accounts,
    baseURL,
  }) => {
    for (const account of [await accounts.staff({ role: "customercare" }), await accounts.customer()]) {
      await accounts.signIn(context, account);
      for (const path of [
        "/backoffice/sites",
        "/backoffice/sites/new",
        "/backoffice/sites/import",
        "/backoffice/sites/fs-friedhof-burglesum",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nicht gefunden");
      }
      const post = await page.request.post("/backoffice/sites/fs-friedhof-burglesum", {
        form: { intent: "withdraw" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(404);
    }
  });
});
