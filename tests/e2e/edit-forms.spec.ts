/**
 * Single-page edit forms: a cancel link back to the page the form belongs to; an unchanged
 * submit is answered with "nothing changed" and stores nothing; with JavaScript the save button stays
 * disabled (with its reason shown) until something changed.
 */
import { expect, test } from "./support/fixtures";

const NOTHING_CHANGED = "Sie haben nichts geändert; es wurde nichts gespeichert.";
const HINT = "Ändern Sie zuerst etwas; dann können Sie speichern.";

test.describe("edit forms", () => {
  test.use({ customerOptions: { confirmed: true } });

  test("profile: cancel goes back, an unchanged save is refused, with JavaScript saving waits for a change", async ({
    page,
    customer,
    jsOff,
  }) => {
    void customer;
    await page.goto("/overview");
    await page.goto("/profile");
    const save = page.getByRole("button", { name: "Daten speichern" });
    if (jsOff) {
      await save.click();
      await expect(page.getByText(NOTHING_CHANGED).first()).toBeVisible();
      await expect(page).toHaveURL("/profile");
    } else {
      await expect(save).toBeDisabled();
      await expect(page.getByText(HINT).first()).toBeVisible();
      await page.getByLabel("Ort", { exact: true }).fill("Lübeck");
      await expect(save).toBeEnabled();
      await page.getByLabel("Ort", { exact: true }).fill("");
      await expect(save).toBeDisabled();
    }
    await page.getByRole("link", { name: "Abbrechen" }).first().click();
    await expect(page).toHaveURL("/overview");
  });

  test("grave type note: a change is saved once; the same text again is not", async ({
    page,
    customer,
    jsOff,
  }) => {
    void customer;
    await page.goto("/overview/offer/gravetypenote");
    const save = page.getByRole("button", { name: "Anmerkung speichern" });
    if (!jsOff) await expect(save).toBeDisabled();
    await page.getByLabel("Ihre Anmerkung").fill("Unter der Linde, bitte.");
    await save.click();
    await expect(page.getByText("Ihre Anmerkung zur Grabart wurde gespeichert.")).toBeVisible();

    await page.goto("/overview/offer/gravetypenote");
    await expect(page.getByLabel("Ihre Anmerkung")).toHaveValue("Unter der Linde, bitte.");
    if (jsOff) {
      await save.click();
      await expect(page.getByText(NOTHING_CHANGED).first()).toBeVisible();
    } else {
      await expect(save).toBeDisabled();
    }
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL("/overview/offer");
  });

  test("trusted person: cancel goes back to the trusted person page", async ({ page, customer, jsOff }) => {
    void customer;
    await page.goto("/overview/trusted-person/edit");
    const save = page.getByRole("button", { name: "Vertrauensperson speichern" });
    if (jsOff) await expect(save).toBeEnabled();
    else await expect(save).toBeDisabled();
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL("/overview/trusted-person");
  });
});
