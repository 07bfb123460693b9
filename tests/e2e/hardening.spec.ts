import type { Page, Response, Route } from "@playwright/test";
import { signedIn } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { answerFirstSteps, fillData, mailboxPath, requestResetLink, uniqueEmail } from "./support/journeys";

/** Submits the page's form and returns the answer to that POST (a page, or React Router's .data fetch). */
async function submitAndCatch(page: Page, button: string): Promise<Response> {
  // With JavaScript the form must be hydrated first, or the click posts the plain form while the page's
  // scripts are still loading and the answer is replaced by the navigation that follows.
  await page.waitForLoadState("networkidle");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return response;
}

/**
 * Like `submitAndCatch`, but returns the body of the POST's answer, taken while it passes through the test
 * (with JavaScript the page may navigate on before the answer could be read back from the browser).
 */
async function submitAndCapture(page: Page, button: string): Promise<string> {
  let body = "";
  const capture = async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    body = await response.text();
    await route.fulfill({ response, body });
  };
  await page.route("**/*", capture);
  try {
    await submitAndCatch(page, button);
  } finally {
    await page.unroute("**/*", capture);
  }
  return body;
}

/**
 * The password is in no value attribute, no hydration data, nowhere in what the server sent or the
 * page's markup. Without JavaScript the field comes back empty; with it, the field keeps what the
 * user typed in the browser (nothing the server sent).
 */
async function expectNoEcho(page: Page, body: string, password: string, jsOff: boolean) {
  expect(body).not.toContain(password);
  await expect(page.locator("[data-focus-first]")).toBeVisible();
  expect(await page.content()).not.toContain(password);
  if (!jsOff) return;
  for (const input of await page.locator("input[type=password]").all()) await expect(input).toHaveValue("");
}

test.describe("no secret leaves the server", () => {
  test("a failed sign-in sends the password back nowhere", async ({ page, jsOff }) => {
    const password = "Falsch-Kennwort-7391";
    await page.goto("/login");
    await page.getByLabel("E-Mail-Adresse").fill(uniqueEmail("nobody"));
    await page.getByLabel("Passwort").fill(password);
    const body = await submitAndCapture(page, "Anmelden");
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.").first()).toBeVisible();
    await expectNoEcho(page, body, password, jsOff);

    // A form that fails validation (no e-mail address) does not echo it either.
    await page.getByLabel("E-Mail-Adresse").fill("");
    await page.getByLabel("Passwort").fill(password);
    await expectNoEcho(page, await submitAndCapture(page, "Anmelden"), password, jsOff);
  });

  test("a failed sign-up data step keeps the answers but not the password", async ({ page, jsOff }) => {
    const password = "Anmelde-Geheimnis-5820";
    await page.goto("/register");
    await answerFirstSteps(page, jsOff);
    await fillData(page, uniqueEmail());
    await page.getByLabel("Telefonnummer").fill("keine Nummer");
    await page.getByLabel("Passwort").fill(password);
    const body = await submitAndCapture(page, "Weiter");
    await expect(page.getByLabel("Vorname")).toHaveValue("Anna");
    await expectNoEcho(page, body, password, jsOff);
  });

  test("a failed reset and a honeypot refusal send the new password back nowhere", async ({
    page,
    jsOff,
    accounts,
  }) => {
    test.setTimeout(60_000);
    // A customer who is signed out.
    const { email } = await accounts.customer();
    await page.goto(await requestResetLink(page, email));

    const spaced = " Neues-Geheimnis-4417 ";
    await page.getByLabel("Neues Passwort").fill(spaced);
    await expectNoEcho(page, await submitAndCapture(page, "Passwort speichern"), spaced.trim(), jsOff);

    const valid = "Neues-Geheimnis-9902";
    await page.getByLabel("Neues Passwort").fill(valid);
    await page.locator("input[name=website]").evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await expectNoEcho(page, await submitAndCapture(page, "Passwort speichern"), valid, jsOff);
  });

  test("private pages and pages with a password field are never cached (decision 0111)", async ({
    page,
    jsOff,
    accounts,
  }) => {
    test.setTimeout(60_000);
    for (const path of ["/login", "/forgot-password"]) {
      expect((await page.request.get(path)).headers()["cache-control"], path).toBe("no-store");
    }
    await page.goto("/register");
    await answerFirstSteps(page, jsOff);
    expect((await page.request.get("/register/data")).headers()["cache-control"]).toBe("no-store");

    await signedIn(accounts, page.context(), {});
    const profile = await page.request.get("/profile", { maxRedirects: 0 });
    expect(profile.status()).toBe(200);
    expect(profile.headers()["cache-control"]).toBe("no-store");
    expect((await page.request.get("/overview/letters.data")).headers()["cache-control"]).toBe("no-store");
    // The overview shows the offer and the plan: kept for Back, asked for again before use, per session cookie.
    const overview = await page.request.get("/overview", { maxRedirects: 0 });
    expect(overview.status()).toBe(200);
    expect(overview.headers()["cache-control"]).toBe("private, no-cache");
    expect(overview.headers().vary).toContain("Cookie");
  });
});

test.describe("origin check", () => {
  test("the portal opened at 127.0.0.1 accepts its own forms", async ({ page, server }) => {
    await page.goto(`http://127.0.0.1:${server.port}/login`);
    await page.getByLabel("E-Mail-Adresse").fill(uniqueEmail("nobody"));
    await page.getByLabel("Passwort").fill("irgendwas-123");
    const response = await submitAndCatch(page, "Anmelden");
    expect(response.status()).not.toBe(403);
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.").first()).toBeVisible();
  });

  test("a POST with a forged Origin gets the German error page with status 403", async ({ page, audit }) => {
    const response = await page.request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: { username: "anna@example.de", password: "geheim123" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Kein Zugriff<\/h1>/);
    expect(html).toContain("Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    expect(html).toContain("<title>Kein Zugriff – Vorsorgeportal</title>");
    expect(html).not.toContain("geheim123");

    // A refused client-side submission (JavaScript) shows the same page, not a blank screen.
    await page.goto("/login");
    // The browser does not let a page forge Origin, so the test sends the submission on itself.
    await page.route("**/login*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const headers = { ...route.request().headers(), origin: "https://evil.example" };
      await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
    });
    await page.getByLabel("E-Mail-Adresse").fill("anna@example.de");
    await page.getByLabel("Passwort").fill("geheim123");
    const refused = await submitAndCatch(page, "Anmelden");
    expect(refused.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein Zugriff");
    await expect(page.getByText("Diese Anfrage kam nicht von unserer Seite")).toBeVisible();
    await audit();
  });
});

test.describe("developer mailbox", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP only: runs once, in js-on");

  test("answers only with its key: not through a proxy on this host, not to a rebinding host", async ({
    accounts,
    page,
    request,
    server,
  }) => {
    // A reset link is in the outbox (read here through the mailbox with its key): what an attacker would want.
    const { email } = await accounts.customer({ confirmed: true });
    await requestResetLink(page, email);
    const refused: Record<string, string>[] = [
      // nginx/Caddy on this host: the peer is 127.0.0.1, the proxy adds forwarding headers.
      {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Host": "portal.example",
        "X-Forwarded-Proto": "https",
      },
      // nginx's bare proxy_pass: Host 127.0.0.1, no forwarding header at all.
      { Host: `127.0.0.1:${server.port}` },
      // A DNS-rebinding page on a developer's machine: loopback peer, the attacker's host name.
      { Host: `rebind.attacker.example:${server.port}` },
      // A guessed key and a guessed cookie.
      { Cookie: "__vp_mailbox=guess" },
    ];
    for (const headers of refused) {
      for (const path of [`/dev/mailbox?to=${encodeURIComponent(email)}`, "/dev/mailbox?key=guess"]) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect(response.status(), JSON.stringify(headers)).toBe(404);
        const body = await response.text();
        expect(body).not.toContain("Postfach");
        expect(body).not.toContain(email);
        expect(body).toContain("Seite nicht gefunden");
      }
    }
    // The key from the start output opens it, moves into a cookie and leaves the address.
    const opened = await request.get(mailboxPath(email), { maxRedirects: 0 });
    expect(opened.status()).toBe(302);
    expect(opened.headers()["location"]).toBe(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mailbox = await request.get(opened.headers()["location"]!);
    expect(mailbox.status()).toBe(200);
    expect(await mailbox.text()).toContain(email);
  });
});

test.describe("staff header", () => {
  test("staff get customer care in the header, not the customer's links", async ({ page, staff }) => {
    expect(staff.email).toContain("@");
    await page.goto("/salesforce");
    await expect(page).toHaveURL(/\/salesforce/);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Kundenservice" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Meine Vorsorge" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Dokumente" })).toHaveCount(0);
  });
});

test.describe("shell and accessibility", () => {
  test("after a client-side navigation focus is on the new heading and the title is announced", async ({
    page,
    jsOff,
  }) => {
    test.skip(jsOff, "a full page load does this by itself");
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
    await expect(page.locator("[data-route-announcer]")).toHaveText("");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen" })).toBeFocused();
    await expect(page.locator("[data-route-announcer]")).toHaveText(await page.title());
    await expect(page.locator("[data-route-announcer]")).toHaveText(/Passwort vergessen/);
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
  ]) {
    test(`pages reflow and the user menu fits at ${viewport.width} px`, async ({ page, accounts }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const fits = async (path: string) => {
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      };
      for (const path of ["/login", "/register/type"]) {
        await page.goto(path);
        await fits(path);
      }
      await signedIn(accounts, page.context(), {});
      await page.goto("/overview");
      await fits("/overview");
      await page.getByRole("banner").locator("summary").click();
      const items = page.getByRole("banner").locator("details li").locator("a, button");
      expect(await items.count()).toBeGreaterThan(0);
      for (const item of await items.all()) {
        await expect(item).toBeVisible();
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test("the cookie bar is compact at 375 px and still a plain form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/login");
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(120);
    await expect(banner.locator("form[method=post]")).toHaveAttribute("action", "/cookie-consent");
    // The explanation is one click away, without JavaScript too.
    await banner.getByText("Mehr erfahren").click();
    await expect(banner.getByText("Wir verwenden Cookies", { exact: false })).toBeVisible();
  });

  test("text-only reading shows the step counter once and no honeypot label", async ({ request }) => {
    const textOf = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    const type = await (await request.get("/register/type")).text();
    expect(textOf(type).match(/Schritt 1 von 5/g)).toHaveLength(1);
    expect(textOf(type)).not.toMatch(/Schritt 1 \/ 5/);
    for (const path of ["/login", "/forgot-password"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div hidden="">\s*<input[^>]*name="website"/);
      expect(textOf(html), path).not.toContain("Bitte leer lassen");
    }
  });
});
