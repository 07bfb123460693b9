import { expect, test } from "./support/fixtures";

/**
 * Who may do what before confirming and paying (decision 0032): one table decides, and a refused feature shows
 * why and the way out — on the page that offers it and on the page a URL typed by hand reaches.
 */

test.describe("an unconfirmed customer", () => {
  test("is blocked from the PDFs with the way out: resend the confirmation mail", async ({
    page,
    customer,
  }) => {
    await page.goto("/documents");
    await expect(page.getByRole("link", { name: /öffnen/ })).toHaveCount(0);
    await expect(page.getByText("Die E-Mail-Adresse dieses Kontos ist noch nicht bestätigt.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Bestätigungs-E-Mail erneut senden" })).toBeVisible();

    // The summary PDF reached by its URL: 403 with the message and the way out, no PDF (a resource route
    // answers its refusal as data; the page above is where a browser user meets it).
    const direct = await page.request.get(`/pdf/provision/${customer.provisionId}`);
    expect(direct.status()).toBe(403);
    expect(direct.headers()["content-type"]).not.toContain("pdf");
    expect(await direct.json()).toEqual({
      message: "Die E-Mail-Adresse dieses Kontos ist noch nicht bestätigt.",
      wayOut: "confirmEmail",
    });

    // The way out works without JavaScript: a plain form that resends the confirmation mail.
    await page.getByRole("button", { name: "Bestätigungs-E-Mail erneut senden" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText(`erneut an ${customer.email} gesendet`)).toBeVisible();
  });

  test("cannot request the documents by post even with a paid plan: 403 and nothing requested", async ({
    page,
    accounts,
  }) => {
    const paid = await accounts.customer({ paid: true });
    await accounts.signIn(page.context(), paid);
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Unterlagen anfordern" })).toHaveCount(0);
    await expect(page.getByText("Sobald Sie Ihre E-Mail-Adresse bestätigt haben")).toBeVisible();
    const response = await page.request.post("/profile", {
      form: { intent: "requestDocuments" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await page.goto("/profile");
    await expect(page.getByText("Sie haben Ihre Unterlagen am")).toHaveCount(0);
  });
});

test.describe("a customer on the free plan (trial over, nothing paid)", () => {
  test.use({ customerOptions: { confirmed: true, trialOver: true } });

  test("still downloads the summary PDF", async ({ page, customer }) => {
    await page.goto("/documents");
    const link = page.getByRole("link", { name: /Zusammenfassung öffnen/ });
    const href = await link.getAttribute("href");
    expect(href).toBe(`/pdf/provision/${customer.provisionId}`);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("is refused read access for relatives with the way out: choose a plan", async ({ page, customer }) => {
    void customer;
    await page.goto("/overview/trusted-person/edit");
    await page.getByLabel("Frau").check();
    await page.getByLabel(/^Vorname/).fill("Eva");
    await page.getByLabel(/^Nachname/).fill("Schmidt");
    await page.getByLabel(/^E-Mail-Adresse/).fill("eva.schmidt@beispiel.de");
    await page.getByLabel(/^Telefonnummer/).fill("0431 7654321");
    await page.getByRole("button", { name: "Vertrauensperson speichern" }).click();
    // The edit page's own address matches a bare /overview/trusted-person too: wait until the save has led away.
    await expect(page).toHaveURL(/\/overview\/trusted-person(\?|$)/);
    await page.goto("/overview/trusted-person");
    await expect(
      page.getByText("Lesezugänge für Angehörige gehören zum Vorsorgeplan.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Lesezugang geben" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Vorsorgeplan wählen" }).first()).toHaveAttribute(
      "href",
      "/overview/pricing/plans",
    );
  });
});
