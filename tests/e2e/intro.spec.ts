import { signedIn } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { signIn, signOut } from "./support/journeys";

test.describe("intro screens after sign-in", () => {
  test("count up, and a skipped intro stays skipped at the next sign-in", async ({
    page,
    accounts,
    audit,
  }) => {
    test.setTimeout(120_000);
    // Signed up and signed in for the first time, as the wizard leaves a new customer.
    const { email } = await signedIn(accounts, page.context(), { intro: true });
    await page.goto("/overview");
    const heading = page.getByRole("heading", { level: 1 });
    const skip = page.getByRole("button", { name: "Überspringen" });

    // Unconfirmed, first login: confirm and welcome only; tile intros wait for a later login.
    await expect(page).toHaveURL(/\/intro/);
    await expect(page.getByText("Hinweis 1 von 2", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Hinweis 1 von 2/);
    await expect(heading).toHaveText("Bitte bestätigen Sie Ihr Konto");
    await skip.click();
    await expect(page.getByText("Hinweis 2 von 2", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Willkommen, Frau Müller");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/overview$/);

    // Second login: confirm and the four incomplete important tiles — the offer too, as it has no funeral
    // site yet (decision 0037).
    await signOut(page);
    await signIn(page, email, undefined, "/overview");
    await expect(page).toHaveURL(/\/intro/);
    await expect(page.getByText("Hinweis 1 von 5", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Bitte bestätigen Sie Ihr Konto");
    await skip.click();
    await expect(page.getByText("Hinweis 2 von 5", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Ihr persönliches Angebot steht bereit");
    await skip.click();
    await expect(page.getByText("Hinweis 3 von 5", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Was ist Ihnen für den Abschied wichtig?");
    await audit();
    await skip.click();
    await expect(page.getByText("Hinweis 4 von 5", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Wer soll von Ihrer Vorsorge wissen?");

    // Leave the intros without skipping the rest, sign out and in again.
    await page.goto("/overview");
    await signOut(page);
    await signIn(page, email, undefined, "/overview");
    await expect(page).toHaveURL(/\/intro/);
    await expect(page.getByText("Hinweis 1 von 3", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Bitte bestätigen Sie Ihr Konto");
    await skip.click();
    // The skipped offer and wishes intros do not come back; the one not skipped does.
    await expect(page.getByText("Hinweis 2 von 3", { exact: true })).toBeVisible();
    await expect(heading).toHaveText("Wer soll von Ihrer Vorsorge wissen?");
  });

  test("an unknown intent gets the German 400 page, not a 500", async ({ page, jsOff, accounts }) => {
    test.skip(jsOff, "posts with the page's request context; the same in both projects");
    await signedIn(accounts, page.context(), {});
    const response = await page.request.post("/intro", { form: { intent: "nuke" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Diese Aktion ist hier nicht möglich.");
  });
});
