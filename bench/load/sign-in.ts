/** Signing in as a browser without JavaScript: the login form, then the intro tour skipped and cookies declined. */
import { JourneyError, type Browser, type Page } from "./client.ts";

export async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const login = await browser.get("/login", "/login");
  let page: Page = await browser.submit(
    browser.form(login, "/login"),
    { username: email, password },
    "/login",
  );
  if (page.url.startsWith("/login")) throw new JourneyError(`sign-in of ${email} refused (${page.status})`);
  for (let step = 0; step < 8 && page.url.startsWith("/intro"); step += 1) {
    page = await browser.submit(browser.form(page, "/intro"), {}, "/intro", {
      name: "intent",
      value: "skip",
    });
  }
  if (page.html.includes('action="/cookie-consent"')) {
    page = await browser.submit(browser.form(page, "/cookie-consent"), {}, "/cookie-consent", {
      name: "consent",
      value: "decline",
    });
  }
  return page;
}

export async function signOut(browser: Browser, page: Page): Promise<void> {
  await browser.submit(browser.form(page, "/logout"), {}, "/logout");
  browser.signedOut();
}

/** A short pause between pages, as a person reads: `thinkMs` ± half. */
export const think = (thinkMs: number) =>
  new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
