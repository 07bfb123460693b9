import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import {
  accountsOn,
  type Accounts,
  type CustomerAccount,
  type CustomerOptions,
  type StaffAccount,
} from "./accounts";
import { auditedBefore, auditKey, markAudited, type Snapshot, watchDocuments } from "./page-snapshots";
import { AXE_TAGS, describeViolations, type MarkupAuditor, openMarkupAuditor } from "./markup-audit";
import { SERVER_START_TIMEOUT_MS, startServer, type WorkerServer } from "./server";
import { htmlFindings } from "../../support/html-validate";

/** Generous: axe takes 0.1–0.3 s per page, several times that on a loaded CI machine. */
const AUDIT_TIMEOUT_PER_PAGE_MS = 15_000;

/**
 * Audits each snapshot (html-validate, then axe on its markup) with `auditor`; returns one entry per page with
 * findings, "URL\n    rule: help (count)…", and reports each clean page to `clean`.
 */
export async function auditSnapshots(
  auditor: MarkupAuditor,
  snapshots: Map<string, Snapshot>,
  clean: (key: string, snapshot: Snapshot) => void = () => {},
): Promise<string[]> {
  const found: string[] = [];
  for (const [key, snapshot] of snapshots) {
    const findings = [...(await htmlFindings(snapshot.html)), ...(await auditor.findings(snapshot))];
    if (findings.length === 0) clean(key, snapshot);
    else found.push(`${snapshot.url}\n    ${findings.join("\n    ")}`);
  }
  return found;
}

export interface AuditFixture {
  /**
   * Runs axe (WCAG 2.1 A/AA) and html-validate on what the page shows now; fails on any finding.
   * Every document a test's page loads is audited automatically when the test ends (see `page`); call
   * this for states a document load does not show (an open combobox, an error summary after a JS submit).
   */
  audit(page?: Page): Promise<void>;
  /**
   * Leaves pages whose URL matches `url` out of the automatic audit of this test. The reason is
   * required and shows in the report; fix the page instead where you can.
   */
  skipAudit(url: string | RegExp, reason: string): void;
  /** True in the project that runs with JavaScript disabled. */
  jsOff: boolean;
}

export interface AccountFixtures {
  /** Options for the `customer` fixture: `test.use({ customerOptions: { confirmed: true } })`. */
  customerOptions: CustomerOptions;
  /** Creates customers and staff on the server (real services) and signs them in in a browser context. */
  accounts: Accounts;
  /** A new customer with a provision, signed in in the page's context. Do not combine with `staff`. */
  customer: CustomerAccount;
  /** A new customer-care account, signed in in the page's context. Do not combine with `customer`. */
  staff: StaffAccount;
}

export interface WorkerFixtures {
  /** This worker's own production server (tests/e2e/support/server.ts); `baseURL` points at it. */
  server: WorkerServer;
  /**
   * Where the audits run axe, one per worker: a new browser context for each test's audit cost a context's
   * start and axe's first compile every time (decision 0086), and axe loaded anew for every page (0089).
   */
  auditor: MarkupAuditor;
}

interface Internal {
  auditExclusions: { url: string | RegExp; reason: string }[];
}

/**
 * With JavaScript, `page.goto` and `page.reload` of a page return once its scripts have taken over
 * (`<html data-hydrated>`, app/root.tsx). They start after the first paint (decision 0068), and a test that pressed
 * Esc or clicked before that would get the page without its scripts, as a customer on a slow line would. A test
 * that wants exactly that navigates with `waitUntil: "commit"`; answers that are no page of the portal are not
 * waited on.
 */
function awaitHydration(page: Page): void {
  const hydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      // Pages of React Router only (not the mailbox, stand-ins or a test's own markup).
      await page.waitForFunction(
        () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
      );
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    return options?.waitUntil === "commit" ? response : hydrated(response);
  };
  page.reload = async (options) => {
    const response = await reload(options);
    return options?.waitUntil === "commit" ? response : hydrated(response);
  };
}

export const test = base.extend<AuditFixture & AccountFixtures & Internal, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 30_000 },
  ],
  auditor: [
    async ({ browser }, use) => {
      const auditor = await openMarkupAuditor(browser);
      await use(auditor);
      await auditor.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },
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

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  auditExclusions: async ({}, use) => {
    await use([]);
  },
  skipAudit: async ({ auditExclusions }, use, testInfo) => {
    await use((url, reason) => {
      if (!reason.trim()) throw new Error("skipAudit needs a reason");
      auditExclusions.push({ url, reason });
      testInfo.annotations.push({ type: "audit skipped", description: `${String(url)}: ${reason}` });
    });
  },

  /**
   * The page, audited: every document its main frame shows (server responses; with JavaScript also the
   * pages client-side navigation renders) is checked with html-validate and axe when the test ends.
   * A page state audited once in this run (same path, same markup but for ids and addresses) is not
   * audited again. Findings fail the test with the URL and the violations.
   */
  page: async ({ page, auditor, javaScriptEnabled, auditExclusions }, use, testInfo) => {
    const documents = watchDocuments(page, javaScriptEnabled !== false);
    if (javaScriptEnabled !== false) awaitHydration(page);
    await use(page);
    // A test whose own steps failed keeps that failure as its message.
    if (testInfo.status !== "passed") return;
    const snapshots = await documents.collect();
    const excluded = (url: string) =>
      auditExclusions.some(({ url: pattern }) =>
        typeof pattern === "string" ? new URL(url).pathname === pattern : pattern.test(url),
      );
    const pending = new Map<string, Snapshot>();
    for (const snapshot of snapshots) {
      if (excluded(snapshot.url)) continue;
      const key = auditKey(snapshot);
      if (!pending.has(key) && !auditedBefore(testInfo, key)) pending.set(key, snapshot);
    }
    if (pending.size === 0) return;
    // The audits are work of their own: they do not eat into the time the test's steps were given.
    testInfo.setTimeout(testInfo.timeout + pending.size * AUDIT_TIMEOUT_PER_PAGE_MS);
    const started = performance.now();
    const failures = await auditSnapshots(auditor, pending, (key, { url }) =>
      markAudited(testInfo, key, url),
    );
    testInfo.annotations.push({
      type: "audit",
      description: `${pending.size} page(s) in ${Math.round(performance.now() - started)} ms`,
    });
    expect(failures, "axe and html-validate on the pages this test visited").toEqual([]);
  },

  audit: async ({ page, auditor, javaScriptEnabled }, use, testInfo) => {
    await use(async (target = page) => {
      const html = await target.content();
      expect(await htmlFindings(html), `html-validate on ${target.url()}`).toEqual([]);
      const snapshot = { url: target.url(), html };
      if (javaScriptEnabled !== false) {
        const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).analyze();
        expect(describeViolations(results.violations), `axe on ${target.url()}`).toEqual([]);
      } else {
        const findings = await auditor.findings(snapshot);
        expect(findings, `axe on ${target.url()}`).toEqual([]);
      }
      markAudited(testInfo, auditKey(snapshot), snapshot.url);
    });
  },

  customerOptions: [{}, { option: true }],
  accounts: async ({ baseURL }, use) => {
    await use(accountsOn(baseURL!));
  },
  customer: async ({ accounts, context, customerOptions }, use) => {
    const customer = await accounts.customer(customerOptions);
    await accounts.signIn(context, customer);
    await use(customer);
  },
  staff: async ({ accounts, context }, use) => {
    const staff = await accounts.staff();
    await accounts.signIn(context, staff);
    await use(staff);
  },
});

export { expect };
export type { CustomerAccount, CustomerOptions, StaffAccount } from "./accounts";
