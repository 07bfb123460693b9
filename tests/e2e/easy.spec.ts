import { expect, test } from "./support/fixtures";

/**
 * Fewer places where an older customer gets stuck: what a walk-through as a 75-year-old found, one test each.
 */

test("a password field shows what was typed, and hides it again (with JavaScript)", async ({
  page,
  jsOff,
}) => {
  await page.goto("/login");
  const password = page.getByLabel("Passwort", { exact: false }).first();
  await password.fill("Tippfehler-123");
  const show = page.getByRole("button", { name: "Passwort anzeigen" });
  if (jsOff) {
    // Without the page's script a button could do nothing, so there is none; the field stays hidden as typed.
    await expect(show).toHaveCount(0);
    await expect(password).toHaveAttribute("type", "password");
    return;
  }
  await show.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("Tippfehler-123");
  await expect(page.getByText("Ihr Passwort ist jetzt sichtbar.")).toBeAttached();
  await page.getByRole("button", { name: "Passwort verbergen" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveValue("Tippfehler-123");
});
