import { signedIn } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { signOut } from "./support/journeys";

test.describe("session", () => {
  test("a copy of the session cookie stops working at sign-out, not 15 minutes later", async ({
    page,
    jsOff,
    accounts,
  }) => {
    test.skip(jsOff, "cookies behave the same without JavaScript; one project is enough");
    await signedIn(accounts, page.context(), {});
    await page.goto("/overview");
    await expect(page).toHaveURL("/overview");
    const copied = await page.context().cookies();

    await signOut(page);
    await page.context().clearCookies();
    await page.context().addCookies(copied);
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Foverview/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
