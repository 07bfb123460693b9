import { randomBytes } from "node:crypto";
import { defineConfig } from "@playwright/test";

// Each worker runs its own production server (tests/e2e/support/server.ts, decision 0085). Two workers on two
// cores until a quiet machine measures three faster; E2E_WORKERS overrides.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// Turns on the server's test-only account fixtures for this run (tests/e2e/support/accounts.ts,
// docs/decisions/0011-e2e-fixtures.md). Set once here; the test workers and their servers inherit it.
process.env.E2E_FIXTURES_SECRET ??= randomBytes(32).toString("base64url");
// The key that opens the developer mailbox (tests/e2e/support/journeys.ts mailboxPath); the workers inherit it.
process.env.MAIL_DEV_KEY ??= randomBytes(32).toString("base64url");
// Partner links (decision 0030): the key partners sign fp and vermittler with; the workers sign with it too.
process.env.PARTNER_LINK_KEY ??= randomBytes(32).toString("base64url");
// Debian's headless shell (package chromium-headless-shell), what Playwright itself runs headless: the full browser
// in headless mode spent about 40 % more CPU on the same specs (decision 0086). CHROMIUM_PATH overrides.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-sync",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

/**
 * Every flow runs twice: with JavaScript disabled (plain HTML forms and links) and enabled.
 * Each worker's server is the production build on a fresh embedded database (the `baseURL` fixture).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: WORKERS,
  globalSetup: "./tests/e2e/support/global-setup.ts",
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: chromium,
    // Recording a trace cost every passing test about a fifth of its CPU (decision 0089): a failure is traced on
    // its retry in CI; locally, add `--trace retain-on-failure`.
    trace: "on-first-retry",
  },
  projects: [
    { name: "js-off", use: { javaScriptEnabled: false } },
    { name: "js-on", use: { javaScriptEnabled: true } },
  ],
});
