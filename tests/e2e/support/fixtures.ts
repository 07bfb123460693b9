import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const htmlValidate = new HtmlValidate({
  extends: ["html-validate:a11y"],
  rules: {
    "no-dup-id": "error",
    "heading-level": "error",
    "input-missing-label": "error",
    "valid-id": "off",
    "attribute-boolean-style": "off",
    // /register/prepare continues without JavaScript by a delayed meta refresh (issue 3), next to a
    // visible link; a delay is what the processing screen is for.
    "meta-refresh": "off",
    // The ARIA 1.2 combobox (place search) needs a role="listbox" popup; a native <select> cannot filter.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
});

export interface AuditFixture {
  /** Runs axe (WCAG 2.1 A/AA) and html-validate on what the page shows now; fails on any finding. */
  audit(page?: Page): Promise<void>;
  /** True in the project that runs with JavaScript disabled. */
  jsOff: boolean;
}

export const test = base.extend<AuditFixture>({
  // Each test comes from its own client address (the server trusts the loopback proxy in e2e),
  // so the per-IP rate limits of one test never spill into another.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n =
      (testInfo.workerIndex * 997 + testInfo.testId.length * 31 + Math.floor(Math.random() * 60000)) % 65000;
    await use({ "X-Forwarded-For": `198.51.${Math.floor(n / 256)}.${n % 256}` });
  },
  jsOff: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false);
  },
  audit: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const html = await target.content();
      const report = await htmlValidate.validateString(html);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages, `html-validate on ${target.url()}`).toEqual([]);

      if (javaScriptEnabled !== false) {
        const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
        return;
      }
      // axe needs JavaScript in the page; audit the exact no-JS markup in a second page whose own
      // scripts are blocked, so it shows what a browser without JavaScript shows.
      const context = await browser.newContext({ javaScriptEnabled: true });
      try {
        const auditPage = await context.newPage();
        const url = target.url();
        await auditPage.route("**/*.js", (route) => route.abort());
        await auditPage.route(url, (route) =>
          route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }),
        );
        await auditPage.goto(url);
        const results = await new AxeBuilder({ page: auditPage }).withTags(AXE_TAGS).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
});

export { expect };
