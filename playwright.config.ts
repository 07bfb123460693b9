import { randomBytes } from "node:crypto";
import { defineConfig } from "@playwright/test";
import { E2E_OPERATOR } from "./tests/e2e/support/operator";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Separate runs (several checkouts, or parallel work in one) keep their own data directory.
const DATA = process.env.E2E_DATA_DIR ?? ".e2e-data";
// Turns on the server's test-only account fixtures for this run (tests/e2e/support/accounts.ts,
// docs/decisions/0011-e2e-fixtures.md). Set once here; the test workers inherit it.
process.env.E2E_FIXTURES_SECRET ??= randomBytes(32).toString("base64url");
// The key that opens the developer mailbox (tests/e2e/support/journeys.ts mailboxPath); the workers inherit it.
process.env.MAIL_DEV_KEY ??= randomBytes(32).toString("base64url");
// Pricing: PayPal points at a loopback stand-in of its SDK and REST API, which the PayPal test
// starts itself on this port (tests/e2e/support/paypal-standin.ts); the workers inherit the port.
process.env.E2E_PAYPAL_PORT ??= String(PORT + 1000);
// Partner links (decision 0030): the key partners sign fp and vermittler with; the workers sign with it too.
process.env.PARTNER_LINK_KEY ??= randomBytes(32).toString("base64url");
const PAYPAL_STANDIN = `http://127.0.0.1:${process.env.E2E_PAYPAL_PORT}`;
const PAYPAL_ENV = {
  PAYPAL_CLIENT_ID: "e2e-paypal-client",
  PAYPAL_CLIENT_SECRET: "e2e-paypal-secret",
  // One plan per exact yearly price (decision 0031); the stand-in's plan "P-E2E-<cents>" charges <cents>.
  // Plan 18 € without and with the guarantee, the partner's guarantee (25 %), and with the guarantee and
  // coupon VORSORGE20 (28,80 €); 14,40 € (without, with the coupon) has none: SEPA only.
  PAYPAL_PLAN_IDS: [1800, 3600, 3150, 2880].map((c) => `${c}:P-E2E-${c}`).join(","),
  PAYPAL_WEBHOOK_ID: "WH-E2E-STANDIN",
  PAYPAL_API_BASE: PAYPAL_STANDIN,
  PAYPAL_SDK_BASE: `${PAYPAL_STANDIN}/sdk/js`,
};
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
 * The server is the production build on a fresh embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js-off", use: { javaScriptEnabled: false } },
    { name: "js-on", use: { javaScriptEnabled: true } },
  ],
  webServer: {
    command: `rm -rf ${DATA} && DATA_DIR=${DATA} PORT=${PORT} LOG_LEVEL=warn TRUST_PROXY=loopback MAIL_DEV=1 npm run serve`,
    // Merged into the inherited environment: the legal pages and the footer show a configured operator;
    // the fixture endpoints create signed-in customers and staff (tests/e2e/support/fixtures.ts).
    env: {
      // The embedded stand-ins, chosen explicitly as production requires (README, decision 0027).
      MAIL_TRANSPORT: "outbox",
      INSURANCE: "embedded",
      // The demo catalogue, sites and coupons the tests rely on (the embedded default; decision 0059).
      DEMO_DATA: "1",
      ...E2E_OPERATOR,
      ...PAYPAL_ENV,
      E2E_FIXTURES_SECRET: process.env.E2E_FIXTURES_SECRET!,
      MAIL_DEV_KEY: process.env.MAIL_DEV_KEY!,
      PARTNER_LINK_KEY: process.env.PARTNER_LINK_KEY!,
    },
    url: `http://localhost:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
