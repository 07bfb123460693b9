import type { BrowserContext } from "@playwright/test";
import { fixtureSecret } from "./accounts";

/**
 * Moves the server's clock `ms` ahead for every later request of this browser context, instead of waiting
 * out a time rule: the e2e server reads the offset per request (app/.server/testing/e2e-fixtures.ts e2eClockOffset),
 * so tests running beside this one keep the real time.
 */
export async function clockAhead(context: BrowserContext, ms: number): Promise<void> {
  await context.setExtraHTTPHeaders({
    "x-e2e-fixtures-secret": fixtureSecret(),
    "x-e2e-clock-offset-ms": String(ms),
  });
}
