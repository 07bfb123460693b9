import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";

test.describe("wishes", () => {
  test("created through the funnel with consent, one edited; the funnel then leads to the cards", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.setTimeout(120_000);
    void customer;
    await page.goto("/overview/wishes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Wünsche");
    await expect(page.getByText("Noch nicht ausgefüllt")).toHaveCount(3);
    // An empty card claims no decision nobody made.
    await expect(page.getByText(/überlassen Sie nicht/)).toHaveCount(0);
    await page.getByRole("link", { name: "Wünsche festhalten" }).click();

    // Intro: the GDPR Art. 9 consent comes first; without it nothing goes on.
    await expect(page).toHaveURL("/overview/wishes/create/intro");
    await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
    await expect(page.getByText(/Art\. 9 DSGVO/)).toBeVisible();
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(
      page.getByText("Bitte willigen Sie ein, damit wir Ihre Wünsche speichern dürfen.").first(),
    ).toBeVisible();
    await page.getByLabel(/Ich willige ein/).check();
    await page.getByRole("button", { name: "Weiter" }).click();

    // Music: one question, a back link, a too-long answer is refused.
    await expect(page).toHaveURL("/overview/wishes/create/music");
    await expect(page.getByRole("link", { name: "Zurück" })).toHaveAttribute(
      "href",
      "/overview/wishes/create/intro",
    );
    const music = page.getByLabel("Welche Musik soll bei Ihrem Abschied erklingen?");
    await expect(music).toHaveAttribute("cols", "60");
    await expect(music).toHaveAttribute("rows", "8");
    await music.fill("x".repeat(501));
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte geben Sie höchstens 500 Zeichen ein.").first()).toBeVisible();
    await music.fill("Ave Maria von Schubert");
    await page.getByRole("button", { name: "Weiter" }).click();

    // Quote: "Überspringen" never throws away what was typed. The one button reads "Überspringen" only while
    // the step is empty (with JavaScript; the server renders "Weiter"), and "Weiter" keeps what was typed.
    await expect(page).toHaveURL("/overview/wishes/create/quote");
    const quote = page.getByLabel("Welcher Spruch oder welches Motto soll Sie begleiten?");
    await expect(page.getByRole("button", { name: jsOff ? "Weiter" : "Überspringen" })).toBeVisible();
    await quote.fill("Carpe diem");
    await expect(page.getByRole("button", { name: "Überspringen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL("/overview/wishes/create/notification");
    await page.getByRole("link", { name: "Zurück" }).click();
    await expect(quote).toHaveValue("Carpe diem");
    // Emptied again, the step is skipped: nothing is kept for it.
    await quote.fill("");
    await page.getByRole("button", { name: jsOff ? "Weiter" : "Überspringen" }).click();

    // Notification: left to the survivors, then everything is stored at once.
    await expect(page).toHaveURL("/overview/wishes/create/notification");
    await page.getByLabel("Das überlasse ich meinen Hinterbliebenen.").check();
    await page.getByRole("button", { name: "Wünsche speichern" }).click();

    await expect(page).toHaveURL("/overview/wishes");
    await expect(page.getByText("Ihre Wünsche wurden gespeichert.")).toBeVisible();
    await expect(page.getByText("Ave Maria von Schubert")).toBeVisible();
    await expect(page.getByText("Ausgefüllt", { exact: true })).toHaveCount(1);
    await expect(page.getByText("Diese Entscheidung überlassen Sie Ihren Hinterbliebenen.")).toHaveCount(1);
    await expect(page.getByText("Den Hinterbliebenen überlassen", { exact: true })).toHaveCount(1);

    // Wishes exist: the funnel leads back to the cards.
    await page.goto("/overview/wishes/create/music");
    await expect(page).toHaveURL("/overview/wishes");

    // Edit one card.
    await page.getByRole("link", { name: "Spruch oder Motto bearbeiten" }).click();
    await expect(page).toHaveURL("/overview/wishes/quote/edit");
    await page.getByLabel("Welcher Spruch oder welches Motto soll Sie begleiten?").fill("Carpe diem");
    // A text and "leave it to my survivors" at once would say two things: refused, nothing lost.
    const leave = page.getByLabel("Das überlasse ich meinen Hinterbliebenen.");
    await leave.check();
    await page.getByRole("button", { name: "Wunsch speichern" }).click();
    await expect(
      page.getByText(/oder überlassen Sie die Entscheidung Ihren Hinterbliebenen – nicht beides/).first(),
    ).toBeVisible();
    await expect(page).toHaveURL("/overview/wishes/quote/edit");
    await expect(page.getByLabel("Welcher Spruch oder welches Motto soll Sie begleiten?")).toHaveValue(
      "Carpe diem",
    );
    await leave.uncheck();
    await page.getByRole("button", { name: "Wunsch speichern" }).click();
    await expect(page).toHaveURL("/overview/wishes");
    await expect(page.getByText("Carpe diem")).toBeVisible();
    await expect(page.getByText("Ausgefüllt", { exact: true })).toHaveCount(2);
  });

  test("bad input is refused with 400 and stores nothing; unknown cards and steps are 404", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(!jsOff, "posts directly; the same in both projects");
    void customer;
    await page.goto("/overview/wishes/music/edit");
    const version = await page.locator('input[name="version"]').inputValue();
    // A text without the consent.
    let response = await page.request.post("/overview/wishes/music/edit", {
      form: { version, text: "Großer Gott, wir loben dich" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Bitte willigen Sie ein");
    response = await page.request.post("/overview/wishes/music/edit", {
      form: { version, text: "x".repeat(501), consent: "on" },
    });
    expect(response.status()).toBe(400);
    await page.goto("/overview/wishes");
    await expect(page.getByText("Noch nicht ausgefüllt")).toHaveCount(3);
    expect((await page.request.get("/overview/wishes/poem/edit")).status()).toBe(404);
    expect((await page.request.get("/overview/wishes/create/poem")).status()).toBe(404);
    expect((await page.request.post("/overview/wishes", { form: { intent: "drop" } })).status()).toBe(400);
  });
});

test.describe("guest list", () => {
  test("add, edit, print and remove a guest; the overview tile follows", async ({ page, customer }) => {
    test.setTimeout(120_000);
    void customer;
    await page.goto("/overview");
    await page.getByRole("link", { name: /Gästeliste anlegen/ }).click();
    await expect(page).toHaveURL("/overview/guests");
    await expect(page.getByText("Ihre Gästeliste ist noch leer.")).toBeVisible();

    await page.getByRole("link", { name: "Person hinzufügen" }).click();
    await page.getByLabel("E-Mail-Adresse").fill("kein-at-zeichen");
    await page.getByRole("button", { name: "Person speichern" }).click();
    await expect(page.getByText("Dieses Feld muss ausgefüllt werden.").first()).toBeVisible();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Eva Schmidt");
    await page.getByLabel("Beziehung zu Ihnen").fill("Schwester");
    await page.getByLabel("E-Mail-Adresse").fill("eva.schmidt@beispiel.de");
    await page.getByRole("button", { name: "Person speichern" }).click();

    await expect(page).toHaveURL("/overview/guests");
    await expect(page.getByText("Eva Schmidt steht jetzt auf Ihrer Gästeliste.")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Eva Schmidt" })).toBeVisible();

    await page.getByRole("link", { name: "Eva Schmidt bearbeiten" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Eva Meier");
    await page.getByRole("button", { name: "Person speichern" }).click();
    await expect(page.getByRole("rowheader", { name: "Eva Meier" })).toBeVisible();

    await page.getByRole("link", { name: "Druckansicht öffnen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gästeliste von Anna Müller");
    await expect(page.getByRole("rowheader", { name: "Eva Meier" })).toBeVisible();

    await page.goto("/overview");
    await expect(
      page.getByRole("article").filter({ hasText: "Gästeliste" }).getByText("Erledigt"),
    ).toBeVisible();

    await page.goto("/overview/guests");
    await page.getByRole("link", { name: "Eva Meier bearbeiten" }).click();
    await page.getByRole("button", { name: "Person entfernen" }).click();
    await expect(page.getByText("Eva Meier wurde von Ihrer Gästeliste entfernt.")).toBeVisible();
    await expect(page.getByText("Ihre Gästeliste ist noch leer.")).toBeVisible();
  });

  test("a foreign or unknown guest id is 404", async ({ page, customer, jsOff }) => {
    test.skip(!jsOff, "plain requests; the same in both projects");
    void customer;
    expect((await page.request.get(`/overview/guests/${randomUUID()}`)).status()).toBe(404);
    expect((await page.request.get("/overview/guests/nonsense")).status()).toBe(404);
    const response = await page.request.post(`/overview/guests/${randomUUID()}`, {
      form: { intent: "remove" },
    });
    expect(response.status()).toBe(404);
  });
});
