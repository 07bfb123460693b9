/** Signing in as a browser without JavaScript: the login form, then the intro tour skipped and cookies declined. */
import { staffCode } from "../lib/staff-code.ts";
import { JourneyError, type Browser, type Page } from "./client.ts";

export async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const login = await browser.get("/login", "/login");
  let page: Page = await browser.submit(
    browser.form(login, "/login"),
    { username: email, password },
    "/login",
  );
  // Staff give the code of their authenticator after the password (decision 0093).
  if (page.url.startsWith("/login/code")) {
    page = await browser.submit(
      browser.form(page, "/login/code"),
      { code: await staffCode(email) },
      "/login/code",
    );
  }
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

/** How long a person reads a page before the next step: drawn evenly between `min` and `max` ms. */
export interface ThinkTime {
  min: number;
  max: number;
}

/**
 * A pause between pages, drawn from `time`; it ends early when `signal` aborts (the crowd is stopped), so a
 * stopped crowd does not wait out its readers.
 */
export function think(time: ThinkTime, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, time.min + Math.random() * (time.max - time.min));
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
