/**
 * A sign-in storm (decision 0098): many people press "Anmelden" in the same moment. Each first opens the sign-in
 * page, then all send the form at once. Every answer must come at once: a sign-in, or 503 with Retry-After and
 * the German "in einer Minute noch einmal" page — never a minute in the queue, never another error.
 */
import { Browser } from "./client.ts";
import type { Customer } from "./customer-journey.ts";
import { percentile, Recorder } from "./recorder.ts";

export interface StormResult {
  total: number;
  signedIn: number;
  /** 503 with Retry-After and the German page. */
  busy: number;
  other: number;
  p50: number;
  p95: number;
  max: number;
}

const BUSY_TEXT = "in einer Minute noch einmal";

export async function signInStorm(
  origin: string,
  customers: Customer[],
  password: string,
): Promise<StormResult> {
  const recorder = new Recorder();
  const ready = await Promise.all(
    customers.map(async (customer, i) => {
      const browser = new Browser(origin, `10.251.${(i >> 8) & 255}.${i & 255}`, recorder);
      const login = await browser.get("/login", "/login");
      return { browser, customer, form: browser.form(login, "/login") };
    }),
  );
  const times: number[] = [];
  const answers = await Promise.all(
    ready.map(async ({ browser, customer, form }) => {
      const started = performance.now();
      const page = await browser.submit(form, { username: customer.email, password }, "/login");
      times.push(performance.now() - started);
      if (page.posted === 503) return page.retryAfter && page.html.includes(BUSY_TEXT) ? "busy" : "other";
      return page.posted >= 300 && page.posted < 400 && !page.url.startsWith("/login") ? "signedIn" : "other";
    }),
  );
  const count = (what: string) => answers.filter((a) => a === what).length;
  return {
    total: answers.length,
    signedIn: count("signedIn"),
    busy: count("busy"),
    other: count("other"),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}
